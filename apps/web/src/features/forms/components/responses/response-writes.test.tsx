import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store';
import { renderWithRouter } from '../../../../test/render';
import { DraftsTab } from './drafts-tab';
import { ResponsesTab } from './responses-tab';
import { FORM_ID, makeDetail, makeForm, makeResponse, page, QUESTIONS, RESPONSE_ID } from './test-data';

const fetchMock = vi.fn();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const requests = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url: decodeURIComponent(String(url)),
      body: (init as RequestInit | undefined)?.body,
    }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
});
afterEach(() => vi.unstubAllGlobals());

describe('editing a response', () => {
  it('sends the answers with PATCH, and shows the server refusal on the question', async () => {
    let patches = 0;
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      const path = url;
      if (init?.method === 'PATCH') {
        patches += 1;
        return Promise.resolve(
          patches === 1
            ? json({ answers: { school_name: ['This school is not on the list.'] } }, 400)
            : json(makeDetail()),
        );
      }
      if (path.includes('/questions/')) return Promise.resolve(json(QUESTIONS));
      if (path.includes('/responses/')) return Promise.resolve(json(page([makeResponse()])));
      if (path.includes('/form-response/')) return Promise.resolve(json(makeDetail()));
      return Promise.resolve(json(page([])));
    });
    renderWithRouter(<ResponsesTab form={makeForm()} />, `/?response=${RESPONSE_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Response' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit response' });
    // The filler is loaded on demand: its first transform in a test run takes a few seconds.
    const name = await within(editor).findByRole('textbox', { name: /School name/ }, { timeout: 15_000 });
    expect(name).toHaveValue('Kuje Primary');
    fireEvent.change(name, { target: { value: 'Kuje Model Primary' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save changes' }));
    expect(await within(editor).findByText('This school is not on the list.')).toBeInTheDocument();
    const [first] = requests('PATCH');
    expect(first!.url).toBe(`/api/v1/surveys/form-response/?response_id=${RESPONSE_ID}`);
    const sent = JSON.parse(first!.body as string) as { answers: Record<string, unknown> };
    expect(sent.answers).toMatchObject({
      school_name: 'Kuje Model Primary',
      condition: 'repair',
      has_water: 'no',
    });

    fireEvent.click(within(editor).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit response' })).toBeNull());
    expect(requests('PATCH')).toHaveLength(2);
  }, 30_000);
});

describe('DraftsTab', () => {
  it('lists the caller’s drafts with how far each got, a Continue link, and delete after a confirmation', async () => {
    fetchMock.mockImplementation((_url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : json(
              page([
                makeResponse({
                  id: 'd1',
                  is_draft: true,
                  submitted_at: null,
                  answers: { school_name: 'Kuje', condition: 'good' },
                }),
              ]),
            ),
      ),
    );
    renderWithRouter(<DraftsTab form={makeForm()} />);
    const list = await screen.findByRole('list', { name: 'Your drafts' });
    expect(requests('GET')[0]!.url).toContain(`/surveys/${FORM_ID}/my-responses/?is_draft=true`);
    expect(list).toHaveTextContent('2 of 4 questions answered');
    expect(within(list).getByRole('link', { name: /Continue the draft/ })).toHaveAttribute(
      'href',
      `/forms/${FORM_ID}/respond?draft=d1`,
    );
    fireEvent.click(within(list).getByRole('button', { name: /Delete the draft/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(requests('DELETE')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() =>
      expect(requests('DELETE').map((r) => r.url)).toEqual(['/api/v1/surveys/form-response/?response_id=d1']),
    );
  });

  it('says where drafts come from when there are none', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(page([]))));
    renderWithRouter(<DraftsTab form={makeForm()} />);
    expect(
      await screen.findByText('No drafts. Drafts you save while filling this form appear here.'),
    ).toBeInTheDocument();
  });
});

describe('Respondents', () => {
  it('adds people by e-mail (commas and new lines) and names those not found', async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        return Promise.resolve(
          json(
            {
              added: [
                {
                  id: 'u5',
                  display_name: 'Musa Ali',
                  email: 'musa@works.gov.ng',
                  added: '2026-02-01T00:00:00Z',
                },
              ],
              not_found: ['nobody@example.com'],
            },
            201,
          ),
        );
      }
      if (url.includes('/respondents/')) {
        return Promise.resolve(
          json(
            page([
              { id: 'u4', display_name: 'Ada Obi', email: 'ada@works.gov.ng', added: '2026-01-20T00:00:00Z' },
            ]),
          ),
        );
      }
      if (url.includes('/questions/')) return Promise.resolve(json(QUESTIONS));
      return Promise.resolve(json(page([])));
    });
    renderWithRouter(<ResponsesTab form={makeForm()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Respondents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respondents' });
    expect(await within(dialog).findByText('Ada Obi')).toBeInTheDocument();
    const box = within(dialog).getByRole('textbox', { name: /Add people by e-mail/ });

    fireEvent.change(box, { target: { value: 'musa@works.gov.ng, not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(/not-an-address: /)).toBeInTheDocument();
    expect(requests('POST')).toEqual([]);

    fireEvent.change(box, { target: { value: 'musa@works.gov.ng,\nnobody@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('nobody@example.com');
    const [post] = requests('POST');
    expect(post!.url).toBe(`/api/v1/surveys/${FORM_ID}/add-respondents/`);
    expect(JSON.parse(post!.body as string)).toEqual({ emails: ['musa@works.gov.ng', 'nobody@example.com'] });
    expect(box).toHaveValue('nobody@example.com');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Ada Obi' }));
    await waitFor(() =>
      expect(requests('DELETE').map((r) => r.url)).toEqual([`/api/v1/surveys/${FORM_ID}/respondents/u4/`]),
    );
  });
});
