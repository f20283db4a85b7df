import 'fake-indexeddb/auto';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQuestion, makeSection } from '../../../features/forms/components/fill/test-form';
import { indexedDbOutbox } from '../../../features/forms/offline/outbox-store';
import { useAuthStore } from '../../../lib/auth-store';
import { makeSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { Component } from './respond.route';

const FORM_ID = '00000000-0000-4000-8000-0000000000f1';
const form = (overrides: Partial<SurveyDetail> = {}): SurveyDetail => ({
  id: FORM_ID,
  name: 'Borehole check',
  description: 'Tell us about the borehole in your community.',
  is_published: true,
  publish_date: null,
  expire_date: null,
  accepting_responses: true,
  archived: false,
  survey_type: 'feedback',
  is_template: false,
  organization: { id: 'org-1', name: 'Ministry of Water Resources' },
  created_by: null,
  groups: [],
  shared: false,
  abilities: {
    edit: false,
    publish: false,
    archive: false,
    duplicate: false,
    delete: false,
    manage_stakeholders: false,
    respond: true,
    view_responses: false,
    add_respondents: false,
  },
  version: 1,
  questions_count: 1,
  responses_count: 0,
  is_public: true,
  closed_reason: null,
  created: '2026-11-01T08:00:00Z',
  modified: '2026-11-01T08:00:00Z',
  sections: [
    makeSection('', [
      makeQuestion({ name: 'community', question_type: 'text', text: 'Your community', required: true }),
    ]),
  ],
  ...overrides,
});

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url, body: JSON.parse(init?.body as string) as Record<string, unknown> }));
let online = true;

function serve(detail: Response | (() => Response), respond: () => Response = () => json({ id: 'r1' }, 201)) {
  fetchMock.mockImplementation((url, init) => {
    if (init?.method === 'POST') return Promise.resolve(respond());
    if (url.endsWith(`/surveys/${FORM_ID}/`))
      return Promise.resolve(typeof detail === 'function' ? detail() : detail.clone());
    return Promise.resolve(json({ count: 0, next: null, previous: null, results: [] }));
  });
}

const renderPage = () =>
  renderRoutes([{ path: '/forms/:id/respond', Component }], `/forms/${FORM_ID}/respond`);

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  useAuthStore.getState().logout();
  for (const entry of await indexedDbOutbox.all()) await indexedDbOutbox.delete(entry.client_id);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/forms/{id}/respond', () => {
  it('tells an anonymous visitor a private form is not shared with them, with a sign-in that comes back', async () => {
    serve(json({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' }, 401));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This form is not shared with you' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain(
      encodeURIComponent(`/forms/${FORM_ID}/respond`),
    );
  });

  it('says a missing form is not found', async () => {
    serve(json({ detail: 'Not found.' }, 404));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Form not found' })).toBeInTheDocument();
  });

  it('shows why a closed form takes no answers', async () => {
    serve(
      json(
        form({
          abilities: { ...form().abilities, respond: false },
          closed_reason: 'This form closed on 20 November 2026.',
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText('This form closed on 20 November 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('sends the answers with a client_id, thanks, and starts a new response on request', async () => {
    serve(json(form()));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Borehole check' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Your community/ }), 'Kwali');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you, your response was sent.')).toBeInTheDocument();
    const [sent] = posts();
    expect(sent!.url).toBe(`/api/v1/surveys/${FORM_ID}/respond/`);
    expect(sent!.body).toMatchObject({ answers: { community: 'Kwali' }, is_draft: false });
    expect(sent!.body.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.body.website).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Submit another response' }));
    expect(await screen.findByRole('textbox', { name: /Your community/ })).toHaveValue('');
  });

  it('keeps unsent answers on the device when the page is closed, and starts over on request', async () => {
    serve(json(form()));
    const user = userEvent.setup();
    const first = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your community/ }), 'Kuje');
    first.unmount();
    renderPage();
    expect(await screen.findByRole('textbox', { name: /Your community/ })).toHaveValue('Kuje');
    expect(screen.getByText(/Your unsent answers from .* were kept on this device\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('textbox', { name: /Your community/ })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: /Your community/ }), 'Gwagwalada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you, your response was sent.')).toBeInTheDocument();
    expect(localStorage.getItem(`oversight-form-progress:${FORM_ID}`)).toBeNull();
  });

  it('shows the server refusal under the question', async () => {
    serve(json(form()), () => json({ answers: { community: ['Name a community in the state.'] } }, 400));
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your community/ }), 'Nowhere');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name a community in the state.')).toBeInTheDocument();
  });

  it('keeps a response on the device while offline and sends it, same client_id, when back online', async () => {
    serve(json(form()));
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your community/ }), 'Abaji');
    online = false;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Saved on this device.')).toBeInTheDocument();
    expect(await screen.findByText('1 response waiting to be sent from this device.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    const [queued] = await indexedDbOutbox.all();

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ answers: { community: 'Abaji' }, client_id: queued!.client_id });
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).toBeNull());
    expect(await indexedDbOutbox.all()).toEqual([]);
  });

  it('opens a saved draft with no network from the copy kept on this device', async () => {
    useAuthStore.getState().setSession(makeSession());
    const draft = {
      id: '00000000-0000-4000-8000-0000000000d1',
      answers: { community: 'Gwagwalada' },
      is_draft: true,
    };
    serve(json(form()), () => json(draft, 201));
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your community/ }), 'Gwagwalada');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ answers: { community: 'Gwagwalada' }, is_draft: true });
    await waitFor(() =>
      expect(Object.keys(localStorage).some((key) => key.startsWith('oversight-form-drafts:'))).toBe(true),
    );

    // Later, in the field: no network, the draft's link.
    online = false;
    fetchMock.mockImplementation((url) =>
      url.endsWith(`/surveys/${FORM_ID}/`)
        ? Promise.resolve(json(form()))
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    renderRoutes([{ path: '/forms/:id/respond', Component }], `/forms/${FORM_ID}/respond?draft=${draft.id}`);
    expect(
      await screen.findByText(/You are offline: this is the copy of your draft kept on this device/),
    ).toBeInTheDocument();
    const fields = screen.getAllByRole('textbox', { name: /Your community/ });
    expect(fields.at(-1)).toHaveValue('Gwagwalada');
    expect(screen.queryByText(/This draft was not found/)).toBeNull();
  });

  it('queues the response when the network fails while sending', async () => {
    serve(json(form()));
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your community/ }), 'Bwari');
    fetchMock.mockImplementation((_url, init) =>
      init?.method === 'POST'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(json(form())),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Saved on this device.')).toBeInTheDocument();
    expect(await indexedDbOutbox.all()).toHaveLength(1);
  });
});
