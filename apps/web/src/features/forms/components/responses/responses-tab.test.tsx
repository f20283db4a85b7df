import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store';
import { mockApi } from '../../../../test/msw';
import { renderWithRouter } from '../../../../test/render';
import { AnswerValue } from './answer-value';
import { ResponsesTab } from './responses-tab';
import { ALL_FORM_ABILITIES, FORM_ID, makeForm } from '../../../../test/fixtures';
import { ANSWERED_FORM, makeDetail, makeResponse, page, QUESTIONS, RESPONSE_ID } from './test-data';

// The edit modal (and the form filler it loads) has its own tests in edit-response.test.tsx.
vi.mock('./edit-response-modal', () => ({ EditResponseModal: () => null }));

const api = mockApi();
const calls = (method: string) =>
  api.calls
    .filter((call) => call.method === method)
    .map((call) => decodeURIComponent(`${call.url.pathname}${call.url.search}`));

function serve(responses = [makeResponse()]) {
  api.answer(({ url: path, method }) => {
    if (method === 'DELETE') return { status: 204 };
    if (path.includes('/questions/')) return { body: QUESTIONS };
    if (path.includes('/responses/')) return { body: page(responses, responses.length ? 1234 : 0) };
    if (path.includes('/form-response/')) return { body: makeDetail() };
    return { body: page([]) };
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
});

describe('ResponsesTab', () => {
  it('shows a column per current question with the answers as people read them, and the removed ones on demand', async () => {
    serve();
    renderWithRouter(<ResponsesTab form={makeForm(ANSWERED_FORM)} />);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Submitted',
      'Respondent',
      'School name',
      'Building condition',
      'Has running water',
      'Site location',
    ]);
    expect(screen.getByText('1,234 responses')).toBeInTheDocument();
    expect(within(table).getByText('Anonymous')).toBeInTheDocument();
    expect(within(table).getByText('Needs repair')).toBeInTheDocument();
    expect(within(table).getByText('No')).toBeInTheDocument();
    expect(within(table).getByText('8.88, 7.23')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Responses table (scrolls sideways)' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(calls('GET').some((url) => url.includes(`/surveys/${FORM_ID}/questions/?all_versions=true`))).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('switch', { name: 'Show removed questions (1)' }));
    expect(
      await within(table).findByRole('columnheader', { name: 'Old score (removed)' }),
    ).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('Old score (removed)');
    expect(within(table).getByText('4')).toBeInTheDocument();
  });

  it('sends the filters: order, dates, a choice answer, the search after a pause; and goes to page 1', async () => {
    serve();
    renderWithRouter(<ResponsesTab form={makeForm(ANSWERED_FORM)} />, '/?page=3');
    await screen.findByRole('table');
    expect(calls('GET').some((url) => url.includes('/responses/') && url.includes('offset=50'))).toBe(true);

    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'submitted' } });
    fireEvent.change(screen.getByLabelText('Submitted from'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('Filter by answer to'), { target: { value: 'condition' } });
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'repair' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await waitFor(() => expect(calls('GET').at(-1)).toContain('answer=condition:repair'));
    const last = calls('GET')
      .filter((url) => url.includes('/responses/'))
      .at(-1)!;
    expect(last).toContain('ordering=submitted');
    expect(last).toContain('from=2026-02-01');
    expect(last).toContain('offset=0');
    expect(screen.getByRole('listitem')).toHaveTextContent('Building condition: Needs repair');

    fireEvent.change(screen.getByLabelText('Search answers'), { target: { value: 'Kuje' } });
    await waitFor(
      () =>
        expect(
          calls('GET')
            .filter((url) => url.includes('/responses/'))
            .at(-1),
        ).toContain('search=Kuje'),
      {
        timeout: 2000,
      },
    );
  });

  it('says what to do when there are no responses, with the link and respondents buttons', async () => {
    serve([]);
    renderWithRouter(<ResponsesTab form={makeForm(ANSWERED_FORM)} />);
    expect(await screen.findByRole('heading', { name: 'No responses yet' })).toBeInTheDocument();
    expect(
      screen.getByText("No responses yet. Share the form's link or add respondents."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Copy the form's link" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add respondents' })).toBeInTheDocument();
  });

  it('opens a response from its row: answers by section, its history, and delete after a confirmation', async () => {
    serve();
    renderWithRouter(<ResponsesTab form={makeForm(ANSWERED_FORM)} />);
    fireEvent.click(await screen.findByRole('button', { name: /Open the response of Anonymous/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Response' });
    expect(await within(drawer).findByText('Amina Bello')).toBeInTheDocument();
    expect(
      calls('GET').some((url) => url.includes(`/surveys/form-response/?response_id=${RESPONSE_ID}`)),
    ).toBe(true);
    const school = within(drawer).getByRole('region', { name: 'School' });
    expect(within(school).getByText('Building condition')).toBeInTheDocument();
    expect(within(school).getByText('Kuje Primary')).toBeInTheDocument();
    const history = within(drawer).getByRole('region', { name: 'Change history' });
    expect(history).toHaveTextContent('Works Admin');
    expect(history).toHaveTextContent('Building condition: Good → Needs repair');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this response?' });
    expect(calls('DELETE')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete response' }));
    await waitFor(() =>
      expect(calls('DELETE')).toEqual([`/api/v1/surveys/form-response/?response_id=${RESPONSE_ID}`]),
    );
  });

  it('on a phone lists cards and keeps the filters behind a Filters button', async () => {
    serve();
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      Object.assign(original(query), { matches: query.includes('max-width: 48em') });
    try {
      renderWithRouter(<ResponsesTab form={makeForm(ANSWERED_FORM)} />);
      const cards = await screen.findByRole('list', { name: 'Responses' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(cards).getByText('Needs repair')).toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: 'Filters' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByLabelText('Submitted from')).toBeVisible();
    } finally {
      window.matchMedia = original;
    }
  });

  it('tells a reader without the right that they cannot see the responses, and asks nothing', () => {
    serve();
    renderWithRouter(
      <ResponsesTab
        form={makeForm({ ...ANSWERED_FORM, abilities: { ...ALL_FORM_ABILITIES, view_responses: false } })}
      />,
    );
    expect(screen.getByRole('heading', { name: "You cannot see this form's responses" })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('AnswerValue', () => {
  const files = [
    {
      id: 'f1',
      url: '/media/answers/f1.webp',
      name: 'classroom.webp',
      content_type: 'image/webp',
      bytes: 1000,
      question: 'photo',
    },
    {
      id: 'f2',
      url: '/media/answers/f2.pdf',
      name: 'report.pdf',
      content_type: 'application/pdf',
      bytes: 2000,
      question: 'report',
    },
  ];
  it('shows a photo that opens full size, a file as a download, and the choices inside a repeat once per entry', () => {
    renderWithRouter(
      <>
        <AnswerValue
          question={{ name: 'photo', question_type: 'photo', options: [], settings: {} }}
          value="f1"
          files={files}
        />
        <AnswerValue
          question={{ name: 'report', question_type: 'file', options: [], settings: {} }}
          value="f2"
          files={files}
          size="large"
        />
        <AnswerValue
          question={{
            name: 'state',
            question_type: 'radio',
            options: [{ id: 'o', label: 'Good', value: 'good' }],
            settings: {},
          }}
          value={['good', 'other_value']}
          files={[]}
          repeated
        />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Open photo classroom.webp full size' })).toHaveAttribute(
      'href',
      '/media/answers/f1.webp',
    );
    expect(screen.getByRole('img', { name: 'classroom.webp' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download report.pdf' })).toHaveAttribute(
      'download',
      'report.pdf',
    );
    expect(screen.getByText('Good; other_value')).toBeInTheDocument();
  });
});
