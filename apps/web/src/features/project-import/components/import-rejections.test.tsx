import { MantineProvider } from '@mantine/core';
import type {
  ImportResult,
  TaskStatusResponse,
  ValidateFileResponse,
} from '@oversight/shared/projects/project-import.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useReducer } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { mockApi } from '../../../test/msw';
import { initialPreview, previewReducer } from '../preview-state';
import { ImportProgress } from './import-progress';
import { PreviewStep } from './preview-step';

// An unreadable status or percentage keeps its row out (never a made-up value), and the rejected
// rows are offered for download only when some row was rejected.

const api = mockApi();
const STATUS_EXPECTED = 'one of Not Started, Ongoing, Completed, On Hold, Canceled or Abandoned';
const response: ValidateFileResponse = {
  errors: { missing_columns: [], missing_compulsory_fields: [] },
  warnings: {
    invalid_format: [
      { row: 2, column: 'status', value: 'Finished??', expected: STATUS_EXPECTED },
      {
        row: 3,
        column: 'percentage_completed',
        value: '120%',
        expected: 'a number from 0 to 100 (e.g. 35 or 35%)',
      },
      { row: 4, column: 'start_date', value: 'soon', expected: 'a date' },
    ],
    contractor_suggestions: [],
    missing_optional_columns: [],
  },
  rows_count: 4,
  can_import: true,
  rows: [
    { row: 2, values: { project_code: 'A-1', project_name: 'One', status: 'Finished??' } },
    { row: 3, values: { project_code: 'A-2', project_name: 'Two', percentage_completed: '120%' } },
    { row: 4, values: { project_code: 'A-3', project_name: 'Three', start_date: 'soon' } },
    { row: 5, values: { project_code: 'A-4', project_name: 'Four' } },
  ],
};

function Harness({ sheet = response }: { sheet?: ValidateFileResponse }) {
  const [state, dispatch] = useReducer(
    previewReducer,
    previewReducer(initialPreview, { type: 'loaded', response: sheet }),
  );
  return (
    <PreviewStep
      state={state}
      checking={false}
      importing={false}
      onFocus={(cell) => dispatch({ type: 'focus', cell })}
      onEdit={(cell, value) => dispatch({ type: 'edit', cell, value })}
      onAccept={() => undefined}
      onBack={() => undefined}
      onImport={() => undefined}
    />
  );
}

const wrap = (node: ReactNode) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MantineProvider theme={theme}>{node}</MantineProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('import: unreadable status and percentage', () => {
  it('warns on the cell with the allowed values and leaves the row out of the count until it is fixed', async () => {
    const user = userEvent.setup();
    wrap(<Harness />);
    expect(
      screen.getByRole('button', {
        name: /Row 2, Status: Finished\?\?\. Status "Finished\?\?" is not one of Not Started, Ongoing, Completed, On Hold, Canceled or Abandoned: the row is not imported/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: /Row 3, Percentage Completed: 120%\. Percentage Completed "120%" is not a number from 0 to 100/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/2 rows have a status or percentage that cannot be read/)).toBeInTheDocument();
    // A bad date only leaves that cell out: rows 4 and 5 are imported.
    expect(screen.getByRole('button', { name: 'Import 2 projects' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Row 2, Status: Finished/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'Fix row 2, Status' }),
      '{Control>}a{/Control}Completed{Enter}',
    );
    expect(screen.getByRole('button', { name: 'Import 3 projects' })).toBeInTheDocument();
    expect(screen.getByText(/1 row has a status or percentage that cannot be read/)).toBeInTheDocument();
  });

  it('with no row in trouble, shows "All rows" chosen, never "Rows with problems (0)" over every row', () => {
    wrap(
      <Harness
        sheet={{
          ...response,
          warnings: { invalid_format: [], contractor_suggestions: [], missing_optional_columns: [] },
          rows: response.rows.map((row) => ({
            ...row,
            values: { ...row.values, status: '', start_date: '' },
          })),
        }}
      />,
    );
    expect(screen.getByRole('radio', { name: 'All rows (4)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rows with problems (0)' })).toBeDisabled();
  });

  const finished = (result: ImportResult, onFinished?: () => void) => {
    const done: TaskStatusResponse = {
      task_id: 't1',
      kind: 'project_import',
      status: 'SUCCESS',
      progress: 100,
      result,
      error: null,
      interruption: null,
      note: null,
    };
    api.endpoint('GET /projects/status/', { body: done });
    wrap(
      <ImportProgress taskId="t1" rows={response.rows} onAnother={() => undefined} onFinished={onFinished} />,
    );
  };

  it('offers the rejected rows only when rows were rejected', async () => {
    finished({
      created: 2,
      updated: 0,
      unchanged: 0,
      skipped: [{ row: 2, reason: 'Status "Finished??" is not …' }],
      not_written: [],
    });
    expect(
      await screen.findByRole('button', { name: 'Download the rejected rows with reasons' }),
    ).toBeInTheDocument();
  });

  it('offers the cells left out, not "rejected rows", when every row was imported', async () => {
    finished({
      created: 4,
      updated: 0,
      unchanged: 0,
      skipped: [],
      not_written: [{ row: 4, column: 'start_date', value: 'soon', reason: 'Expected a date.' }],
    });
    expect(
      await screen.findByRole('button', { name: 'Download the cells left out with reasons' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /rejected rows/ })).toBeNull();
  });

  it('offers no download when nothing was rejected or left out', async () => {
    finished({ created: 4, updated: 0, unchanged: 0, skipped: [], not_written: [] });
    expect(
      await screen.findByText('4 new projects (unpublished until you publish them)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('offers to publish the drafts it made, through the bulk change (its access checks), and says when they are public', async () => {
    const user = userEvent.setup();
    const onFinished = vi.fn();
    api.endpoint('PATCH /projects/bulk_update/', {
      body: { created: [], updated: ['one-a-1', 'two-a-2'], unchanged: [] },
    });
    finished(
      {
        created: 2,
        updated: 0,
        unchanged: 0,
        skipped: [],
        not_written: [],
        created_ids: ['one-a-1', 'two-a-2'],
      },
      onFinished,
    );
    await user.click(await screen.findByRole('button', { name: 'Publish these 2 projects' }));
    expect(
      await screen.findByText('Published: the public can see these 2 projects now.'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 new projects, published')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Publish/ })).toBeNull();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ project_ids: ['one-a-1', 'two-a-2'], data: { is_published: true } });
    // The wizard marks its last step done once the import has ended.
    expect(onFinished).toHaveBeenCalled();
  });
});
