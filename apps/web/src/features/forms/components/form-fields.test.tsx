import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { ApiError } from '../../../lib/api-client';
import { FormFields, valuesOf } from './form-fields';

function renderFields(onSubmit: (values: unknown) => Promise<unknown>) {
  render(
    <MantineProvider theme={theme}>
      <FormFields initial={valuesOf()} submitLabel="Save form" onSubmit={onSubmit} />
    </MantineProvider>,
  );
}

describe('FormFields', () => {
  it('checks the name and the dates with the shared schema before sending', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(undefined));
    renderFields(onSubmit);
    fireEvent.change(screen.getByLabelText(/Opens/), { target: { value: '2026-12-02T09:00' } });
    fireEvent.change(screen.getByLabelText(/Closes/), { target: { value: '2026-12-01T09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('Enter the form name.')).toBeInTheDocument();
    expect(screen.getByText('The closing date must be after the opening date.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the trimmed details and shows the server's 400 under its field and the rest above", async () => {
    const onSubmit = vi.fn(async () =>
      Promise.reject(
        new ApiError(400, {
          name: ['You already have a form with this name.'],
          non_field_errors: ['Forms are read-only today.'],
        }),
      ),
    );
    renderFields(onSubmit);
    await userEvent.type(screen.getByRole('textbox', { name: /Form name/ }), ' Clinic check ');
    await userEvent.click(screen.getByRole('switch', { name: /Accepting responses/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('You already have a form with this name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Form name/ })).toHaveAccessibleDescription(
      'You already have a form with this name.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Forms are read-only today.');
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Clinic check',
      description: '',
      publish_date: null,
      expire_date: null,
      accepting_responses: false,
      survey_type: 'survey',
    });
  });
});
