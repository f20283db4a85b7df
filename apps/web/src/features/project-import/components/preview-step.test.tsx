import { MantineProvider } from '@mantine/core';
import type { ValidateFileResponse } from '@oversight/shared/projects/project-import.schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
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

  afterEach(() => vi.unstubAllGlobals());

  it('invites an unknown contractor by e-mail from the preview and links the row to it', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { name: string; email: string };
      if (body.email.startsWith('owner@'))
        return Promise.resolve(
          new Response(
            JSON.stringify({ email: ['This address belongs to an account that is not a contractor.'] }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          ),
        );
      return Promise.resolve(
        new Response(
          JSON.stringify({
            public_id: 'new-1',
            name: body.name,
            email: body.email,
            status: 'invited',
            no_of_projects: 0,
          }),
          { status: 201, headers: { 'Content-Type': 'application/json' } },
        ),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
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
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toContain('/users/contractor/');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Julius Bergr Works Ltd',
      email: 'works@bergr.ng',
    });
    await user.click(screen.getByText('All rows (2)'));
    expect(screen.getByText('Julius Bergr Works Ltd')).toBeInTheDocument();
  });
});
