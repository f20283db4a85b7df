import { MantineProvider } from '@mantine/core';
import type { ValidateFileResponse } from '@oversight/shared/projects/project-import.schemas';
import { inviteContractorBodySchema } from '@oversight/shared/collaboration/subordinates.schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { mockApi } from '../../../test/msw';
import { initialPreview, previewReducer } from '../preview-state';
import { PreviewStep } from './preview-step';

const response: ValidateFileResponse = {
  errors: { missing_columns: [], missing_compulsory_fields: [{ row: 3, column: 'project_code' }] },
  warnings: {
    invalid_format: [],
    contractor_suggestions: [
      {
        row: 2,
        name: 'Julius Bergr',
        rc_number: '',
        suggestions: [
          { public_id: 'c1', name: 'Julius Berger Nigeria Plc', rc_number: 'RC 6852', similarity: 0.6 },
        ],
      },
    ],
    missing_optional_columns: ['currency', 'geolocations'],
  },
  rows_count: 2,
  can_import: true,
  rows: [
    { row: 2, values: { project_code: 'A-1', project_name: 'One', contractor_name: 'Julius Bergr' } },
    { row: 3, values: { project_name: 'Two' } },
  ],
};

function Harness({ onImport }: { onImport: () => void }) {
  const [state, dispatch] = useReducer(
    previewReducer,
    previewReducer(initialPreview, { type: 'loaded', response }),
  );
  return (
    <PreviewStep
      state={state}
      checking={false}
      importing={false}
      onFocus={(cell) => dispatch({ type: 'focus', cell })}
      onEdit={(cell, value) => dispatch({ type: 'edit', cell, value })}
      onAccept={(suggestion, choice) => dispatch({ type: 'accept-suggestion', suggestion, choice })}
      onBack={() => undefined}
      onImport={onImport}
    />
  );
}

const api = mockApi();

describe('PreviewStep', () => {
  it('shows the counts, lets a highlighted cell be fixed in place and a suggested contractor be accepted', async () => {
    const user = userEvent.setup();
    const onImport = vi.fn();
    render(
      <MantineProvider theme={theme}>
        <Harness onImport={onImport} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('error-count')).toHaveTextContent('1');
    expect(screen.getByTestId('warning-count')).toHaveTextContent('1');
    expect(screen.getByTestId('ready-percent')).toHaveTextContent('0%');
    // Absent optional columns are a quiet note, neither an error nor a warning.
    expect(screen.getByTestId('optional-columns-note')).toHaveTextContent(
      'Not in the sheet, left empty: Currency, Geolocations.',
    );
    expect(screen.queryByText('Compulsory columns not in the sheet')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 project' })).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: /Row 3, Project Code: empty. Project Code is required/ }),
    );
    const input = screen.getByRole('textbox', { name: 'Fix row 3, Project Code' });
    await user.type(input, 'A-2{Enter}');
    expect(screen.getByTestId('error-count')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Import 2 projects' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Julius Berger Nigeria Plc (RC 6852)' }));
    expect(screen.getByTestId('warning-count')).toHaveTextContent('0');
    expect(screen.getByTestId('ready-percent')).toHaveTextContent('100%');
    await user.click(screen.getByRole('button', { name: 'Import 2 projects' }));
    expect(onImport).toHaveBeenCalledOnce();
  });

  it('invites an unknown contractor by e-mail from the preview and links the row to it', async () => {
    const user = userEvent.setup();
    api.route(
      'post',
      '/users/contractor/',
      ({ body }) => {
        const sent = body as { name: string; email: string };
        if (sent.email.startsWith('owner@'))
          return {
            status: 400,
            body: { email: ['This address belongs to an account that is not a contractor.'] },
          };
        return {
          status: 201,
          body: {
            public_id: 'new-1',
            name: sent.name,
            email: sent.email,
            status: 'invited',
            no_of_projects: 0,
          },
        };
      },
      { request: inviteContractorBodySchema },
    );
    render(
      <MantineProvider theme={theme}>
        <Harness onImport={() => undefined} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('warning-count')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Invite “Julius Bergr” as a new contractor' }));
    const form = await screen.findByRole('form', { name: 'Invite Julius Bergr' });
    const name = await within(form).findByLabelText(/Contractor name/);
    await user.clear(name);
    await user.type(name, 'Julius Bergr Works Ltd');
    await user.type(within(form).getByLabelText(/E-mail/), 'owner@bergr.ng');
    await user.click(within(form).getByText('Send invitation'));
    expect(
      await within(form).findByText('This address belongs to an account that is not a contractor.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('warning-count')).toHaveTextContent('1');

    await user.clear(within(form).getByLabelText(/E-mail/));
    await user.type(within(form).getByLabelText(/E-mail/), 'works@bergr.ng');
    await user.click(within(form).getByText('Send invitation'));
    await vi.waitFor(() => expect(screen.getByTestId('warning-count')).toHaveTextContent('0'));
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]!.url.pathname).toBe('/api/v1/users/contractor/');
    expect(api.calls[1]!.body).toEqual({
      name: 'Julius Bergr Works Ltd',
      email: 'works@bergr.ng',
    });
    await user.click(screen.getByText('All rows (2)'));
    expect(screen.getByText('Julius Bergr Works Ltd')).toBeInTheDocument();
  });
});
