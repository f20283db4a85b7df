import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store';
import { mockApi } from '../../../../test/msw';
import { renderWithRouter } from '../../../../test/render';
import { DraftsTab } from './drafts-tab';
import { ResponsesTab } from './responses-tab';
import { FORM_ID, makeForm } from '../../../../test/fixtures';
import { ANSWERED_FORM, makeDetail, makeResponse, page, QUESTIONS, RESPONSE_ID } from './test-data';

const api = mockApi();
const requests = (method: string) =>
  api.calls
    .filter((call) => call.method === method)
    .map((call) => ({ url: decodeURIComponent(`${call.url.pathname}${call.url.search}`), body: call.body }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
});

describe('editing a response', () => {
  it('sends the answers with PATCH, and shows the server refusal on the question', async () => {
    let patches = 0;
    api.answer(({ url: path, method }) => {
      if (method === 'PATCH') {
        patches += 1;
        return patches === 1
          ? { status: 400, body: { answers: { school_name: ['This school is not on the list.'] } } }
          : { body: makeDetail() };
      }
      if (path.includes('/questions/')) return { body: QUESTIONS };
      if (path.includes('/responses/')) return { body: page([makeResponse()]) };
      if (path.includes('/form-response/')) return { body: makeDetail() };
      return { body: page([]) };
    });
    renderWithRouter(<ResponsesTab form={makeForm(ANSWERED_FORM)} />, `/?response=${RESPONSE_ID}`);
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
    const sent = first!.body as { answers: Record<string, unknown> };
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
    api.answer(({ method }) =>
      method === 'DELETE'
        ? { status: 204 }
        : {
            body: page([
              makeResponse({
                id: 'd1',
                is_draft: true,
                submitted_at: null,
                answers: { school_name: 'Kuje', condition: 'good' },
              }),
            ]),
          },
    );
    renderWithRouter(<DraftsTab form={makeForm(ANSWERED_FORM)} />);
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
    api.answer(() => ({ body: page([]) }));
    renderWithRouter(<DraftsTab form={makeForm(ANSWERED_FORM)} />);
    expect(
      await screen.findByText('No drafts. Drafts you save while filling this form appear here.'),
    ).toBeInTheDocument();
  });
});

describe('Respondents', () => {
  it('adds people by e-mail (commas and new lines) and names those not found', async () => {
    api.answer(({ url, method }) => {
      if (method === 'POST') {
        return {
          status: 201,
          body: {
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
        };
      }
      if (url.includes('/respondents/')) {
        return {
          body: page([
            { id: 'u4', display_name: 'Ada Obi', email: 'ada@works.gov.ng', added: '2026-01-20T00:00:00Z' },
          ]),
        };
      }
      if (url.includes('/questions/')) return { body: QUESTIONS };
      return { body: page([]) };
    });
    renderWithRouter(<ResponsesTab form={makeForm(ANSWERED_FORM)} />);
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
    expect(post!.body).toEqual({ emails: ['musa@works.gov.ng', 'nobody@example.com'] });
    expect(box).toHaveValue('nobody@example.com');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Ada Obi' }));
    await waitFor(() =>
      expect(requests('DELETE').map((r) => r.url)).toEqual([`/api/v1/surveys/${FORM_ID}/respondents/u4/`]),
    );
  });
});
