import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { importIssueSchema } from '@oversight/shared/surveys/kobo.schemas';
import { surveyDetailSchema } from '@oversight/shared/surveys/surveys.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makeForm } from '../../../../test/fixtures';
import { mockApi } from '../../../../test/msw';
import { renderRoutes } from '../../../../test/render';
import { ImportIssues, importIssuesOf } from './import-issues';
import { ImportXlsFormModal } from './import-xlsform-modal';

const api = mockApi();
// The answer of POST /surveys/import-xlsform/ (the API's xlsform.routes.ts): the form, with the rows left out.
const importXlsFormResponseSchema = surveyDetailSchema.extend({ import_issues: z.array(importIssueSchema) });
/** The draft form the API makes from the file, with the rows it left out. */
const imported = importXlsFormResponseSchema.parse({
  ...makeForm({
    id: '00000000-0000-4000-8000-0000000000f2',
    name: 'Clinic check',
    accepting_responses: false,
    organization: { id: 'o1', name: 'Ministry of Health' },
    closed_reason: null,
  }),
  import_issues: [
    {
      sheet: 'survey',
      row: 7,
      column: 'type',
      message: 'begin_loop is not supported; the row was left out.',
    },
  ],
});
const importAnswers = (...replies: { status?: number; body: unknown }[]) => {
  const queue = [...replies];
  api.route('post', '/surveys/import-xlsform/', () => queue.shift() ?? replies.at(-1)!, {
    response: importXlsFormResponseSchema,
  });
};

function FormPage() {
  const location = useLocation();
  const [issues, setIssues] = useState(() => importIssuesOf(location.state));
  return issues ? <ImportIssues issues={issues} onClose={() => setIssues(null)} /> : <p>No notes</p>;
}

function renderModal() {
  return renderRoutes(
    [
      { path: '/forms', element: <ImportXlsFormModal opened onClose={() => undefined} /> },
      { path: '/forms/:id', element: <FormPage /> },
    ],
    '/forms',
  );
}
const xlsx = () =>
  new File(['PK'], 'clinic check.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

afterEach(() => vi.restoreAllMocks());

describe('Import XLSForm', () => {
  it('sends the file and name, opens the new form and lists every row it could not carry', async () => {
    const user = userEvent.setup();
    const appended = vi.spyOn(FormData.prototype, 'append');
    importAnswers({ status: 201, body: imported });
    // The new form's page reads its lists: empty.
    api.route('get', '/*', { body: { count: 0, next: null, previous: null, results: [] } });
    renderModal();
    await user.upload(screen.getByLabelText('XLSForm file (.xlsx)'), xlsx());
    await user.type(screen.getByLabelText(/Form name/), 'Clinic check');
    await user.click(screen.getByRole('button', { name: 'Import form' }));
    expect(await screen.findByText(/begin_loop is not supported/)).toBeInTheDocument();
    expect(screen.getByText('sheet survey, row 7, column type:')).toBeInTheDocument();
    const sent = api.calls.find((call) => call.url.pathname === '/api/v1/surveys/import-xlsform/')!;
    expect(sent.method).toBe('POST');
    const body = sent.body as FormData;
    // jsdom's File loses its name and bytes on the way through Node's fetch: the part is there, and the file the page
    // appended is the one chosen.
    expect((body.get('file') as File).type).toBe(xlsx().type);
    expect(
      appended.mock.calls.map(([field, value]) => [field, value instanceof File ? value.name : value]),
    ).toContainEqual(['file', 'clinic check.xlsx']);
    expect(body.get('name')).toBe('Clinic check');
  });

  it('shows what a file that is not an XLSForm lacks, and stays open', async () => {
    const user = userEvent.setup();
    importAnswers({ status: 400, body: { file: ['The workbook has no "survey" sheet: is it an XLSForm?'] } });
    renderModal();
    await user.upload(screen.getByLabelText('XLSForm file (.xlsx)'), xlsx());
    await user.click(screen.getByRole('button', { name: 'Import form' }));
    expect(
      await screen.findByText('The workbook has no "survey" sheet: is it an XLSForm?'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import form' })).toBeEnabled());
    expect(screen.getByLabelText('XLSForm file (.xlsx)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts a refused name under its field and a refused structure above the form', async () => {
    const user = userEvent.setup();
    importAnswers(
      { status: 400, body: { name: ['Use at most 200 characters.'] } },
      { status: 400, body: { questions: { adults: { calculation: ['Unknown question ${member}.'] } } } },
    );
    renderModal();
    await user.upload(screen.getByLabelText('XLSForm file (.xlsx)'), xlsx());
    await user.type(screen.getByLabelText(/Form name/), 'Clinic check{Enter}');
    expect(await screen.findByText('Use at most 200 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Form name/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Import form' }));
    expect(
      await screen.findByText('questions: adults: calculation: Unknown question ${member}.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The file was not imported')).toBeInTheDocument();
  });
});
