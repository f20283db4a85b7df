import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render';
import { ImportIssues, importIssuesOf } from './import-issues';
import { ImportXlsFormModal } from './import-xlsform-modal';

const fetchMock = vi.fn();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Import XLSForm', () => {
  it('sends the file and name, opens the new form and lists every row it could not carry', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.includes('import-xlsform')
          ? json(
              {
                id: 'f-new',
                name: 'Clinic check',
                sections: [],
                import_issues: [
                  {
                    sheet: 'survey',
                    row: 7,
                    column: 'type',
                    message: 'begin_loop is not supported; the row was left out.',
                  },
                ],
              },
              201,
            )
          : json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    renderModal();
    await user.upload(screen.getByLabelText('XLSForm file (.xlsx)'), xlsx());
    await user.type(screen.getByLabelText(/Form name/), 'Clinic check');
    await user.click(screen.getByRole('button', { name: 'Import form' }));
    expect(await screen.findByText(/begin_loop is not supported/)).toBeInTheDocument();
    expect(screen.getByText('sheet survey, row 7, column type:')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('import-xlsform'))! as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/api/v1/surveys/import-xlsform/');
    const body = init.body as FormData;
    expect((body.get('file') as File).name).toBe('clinic check.xlsx');
    expect(body.get('name')).toBe('Clinic check');
  });

  it('shows what a file that is not an XLSForm lacks, and stays open', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json({ file: ['The workbook has no "survey" sheet: is it an XLSForm?'] }, 400),
    );
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
    fetchMock.mockResolvedValueOnce(json({ name: ['Use at most 200 characters.'] }, 400));
    fetchMock.mockResolvedValueOnce(
      json({ questions: { adults: { calculation: ['Unknown question ${member}.'] } } }, 400),
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
