import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyFormErrors, applyServerErrors, formErrors, splitServerErrors } from './form-errors';

const bad = (body: unknown) => new ApiError(400, body);

describe('form errors from a 400 answer', () => {
  it('puts field messages under their fields and labels the rest', () => {
    const split = splitServerErrors(
      bad({
        name: ['Too long.', 'Taken.'],
        non_field_errors: ['Not now.'],
        start_year: ['Bad year.'],
        targets: [{ value: ['Required.'] }],
      }),
      ['name'],
    );
    expect(split).toEqual({
      byField: { name: 'Too long. Taken.' },
      other: ['Not now.', 'start year: Bad year.', 'targets: value: Required.'],
    });
  });

  it('maps a server field onto a form field by alias', () => {
    expect(
      splitServerErrors(bad({ new_password1: ['Too short.'] }), [], { new_password1: 'password' })?.byField,
    ).toEqual({ password: 'Too short.' });
  });

  it('gives null for anything but a 400 with a body', () => {
    expect(splitServerErrors(new ApiError(500, { detail: 'Down' }), ['name'])).toBeNull();
    expect(splitServerErrors(new Error('x'), ['name'])).toBeNull();
    expect(splitServerErrors(bad(['list']), ['name'])).toBeNull();
  });

  it('formErrors says what went wrong for other failures: detail, then the fallback, then the message', () => {
    expect(formErrors(null, ['name'])).toEqual({ byField: {}, other: [] });
    expect(formErrors(new ApiError(403, { detail: 'Not yours.' }), [], 'Could not save.').other).toEqual([
      'Not yours.',
    ]);
    expect(formErrors(new ApiError(0, null, 'Network error'), [], 'Could not save.').other).toEqual([
      'Could not save.',
    ]);
    expect(formErrors(new ApiError(0, null, 'Network error'), []).other).toEqual(['Network error']);
  });

  it('sets react-hook-form errors, focusing the first, and returns the rest', () => {
    const setError = vi.fn();
    const rest = applyServerErrors(
      bad({ name: ['Required.'], end_year: ['Before start.'], detail: 'Check the form.' }),
      setError,
      ['name', 'end_year'],
    );
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'name',
      { type: 'server', message: 'Required.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'end_year',
      { type: 'server', message: 'Before start.' },
      { shouldFocus: false },
    );
    expect(rest).toEqual(['Check the form.']);
    expect(applyServerErrors(new ApiError(500, null), setError, ['name'])).toEqual([]);
    expect(applyFormErrors(new ApiError(500, null, 'Server down'), setError, ['name'])).toEqual([
      'Server down',
    ]);
    expect(applyFormErrors(null, setError, ['name'])).toEqual([]);
  });
});
