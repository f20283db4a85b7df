import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HttpError, isUniqueViolation, mapUniqueViolation } from './errors.js';

/** What a failed insert throws: the driver's error, wrapped by Drizzle with the original as `cause`. */
const pgError = (code: string, constraint?: string) =>
  Object.assign(new Error('duplicate key value'), { code, constraint });
const wrapped = (code: string, constraint?: string) =>
  new DrizzleQueryError('INSERT INTO roles ...', [], pgError(code, constraint));

const NAME_CLASH = [
  { constraint: 'roles_org_name_uq', field: 'name', message: 'A role named "Editors" already exists.' },
];

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('mapUniqueViolation', () => {
  it('turns a violation of the named index into a 400 on the field, whether or not Drizzle wrapped the error', () => {
    for (const error of [wrapped('23505', 'roles_org_name_uq'), pgError('23505', 'roles_org_name_uq')]) {
      const thrown = thrownBy(() => mapUniqueViolation(error, NAME_CLASH));
      expect(thrown).toBeInstanceOf(HttpError);
      expect((thrown as HttpError).statusCode).toBe(400);
      expect((thrown as HttpError).body).toEqual({ name: ['A role named "Editors" already exists.'] });
    }
  });

  it('rethrows another index, another error code or a plain error as it was', () => {
    for (const error of [
      wrapped('23505', 'roles_pkey'),
      wrapped('23503', 'roles_org_name_uq'),
      new Error('boom'),
      null,
    ]) {
      expect(thrownBy(() => mapUniqueViolation(error, NAME_CLASH))).toBe(error);
    }
  });

  it('takes the first clash whose pattern matches the index name', () => {
    const clashes = [
      { constraint: /email/, field: 'email', message: 'E-mail taken.' },
      { constraint: /username/, field: 'username', message: 'Username taken.' },
    ];
    expect(
      (thrownBy(() => mapUniqueViolation(wrapped('23505', 'users_tenant_username_uq'), clashes)) as HttpError)
        .body,
    ).toEqual({
      username: ['Username taken.'],
    });
    expect(
      (thrownBy(() => mapUniqueViolation(wrapped('23505', 'users_tenant_email_uq'), clashes)) as HttpError)
        .body,
    ).toEqual({
      email: ['E-mail taken.'],
    });
  });
});

describe('isUniqueViolation', () => {
  it('answers for any unique index, or only for the one named or matched', () => {
    const error = wrapped('23505', 'users_tenant_username_uq');
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'users_tenant_username_uq')).toBe(true);
    expect(isUniqueViolation(error, /username/)).toBe(true);
    expect(isUniqueViolation(error, /email/)).toBe(false);
    expect(isUniqueViolation(wrapped('40001'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
