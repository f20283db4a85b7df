import 'fake-indexeddb/auto';
import { respondBodySchema } from '@oversight/shared/surveys/responses.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeQuestion, makeSection } from '../../../features/forms/components/fill/test-form';
import { indexedDbOutbox } from '../../../features/forms/offline/outbox-store';
import { setLanguage } from '../../../i18n';
import { useAuthStore } from '../../../lib/auth-store';
import { FORM_ID, makeForm, makeSession, NO_FORM_ABILITIES } from '../../../test/fixtures';
import { mockApi, type ApiReply } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { Component } from './respond.route';

/** A published public form with one required question, as GET /surveys/{id}/ answers it to a respondent. */
const form = (overrides: Partial<SurveyDetail> = {}): SurveyDetail =>
  makeForm({
    name: 'Borehole check',
    description: 'Tell us about the borehole in your community.',
    is_published: true,
    survey_type: 'feedback',
    abilities: { ...NO_FORM_ABILITIES, respond: true },
    questions_count: 1,
    is_public: true,
    closed_reason: null,
    sections: [
      makeSection('', [
        makeQuestion({ name: 'community', question_type: 'text', text: 'Your community', required: true }),
      ]),
    ],
    ...overrides,
  });

const api = mockApi();
const json = (body: unknown, status = 200): ApiReply => ({ status, body });
const NO_NETWORK: ApiReply = { networkError: true };
const posts = () =>
  api.calls
    .filter((call) => call.method === 'POST')
    .map((call) => ({
      url: `${call.url.pathname}${call.url.search}`,
      body: call.body as Record<string, unknown>,
    }));
let online = true;

/** The form's detail (checked against the shared schema when it is one) and what sending a response answers. */
function serve(detail: ApiReply | (() => ApiReply), respond: () => ApiReply = () => json({ id: 'r1' }, 201)) {
  api.route('get', '/*', json({ count: 0, next: null, previous: null, results: [] }));
  api.route('get', `/surveys/${FORM_ID}/`, () => (typeof detail === 'function' ? detail() : detail), {
    response: surveyDetailSchema,
  });
  api.route('post', '/surveys/*', () => respond(), { request: respondBodySchema });
}

const renderPage = () =>
  renderRoutes([{ path: '/forms/:id/respond', Component }], `/forms/${FORM_ID}/respond`);

beforeEach(async () => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  useAuthStore.getState().logout();
  for (const entry of await indexedDbOutbox.all()) await indexedDbOutbox.delete(entry.client_id);
  localStorage.clear();
});

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
    api.server.resetHandlers();
    api.route('get', '/*', NO_NETWORK);
    api.route('post', '/*', NO_NETWORK);
    api.route('get', `/surveys/${FORM_ID}/`, json(form()), { response: surveyDetailSchema });
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
    api.route('post', '/*', NO_NETWORK);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Saved on this device.')).toBeInTheDocument();
    expect(await indexedDbOutbox.all()).toHaveLength(1);
  });

  it('speaks the app language to a respondent, from the sign-in line to the thanks', async () => {
    await act(() => setLanguage('ha', { remember: false }));
    serve(json(form()));
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your community/ }), 'Gwagwalada');
    expect(screen.getByText(/Kana amsawa ba tare da asusu ba/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shiga' })).toBeInTheDocument();
    expect(screen.queryByText(/Answering without an account/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aika' }));
    expect(await screen.findByRole('heading', { name: 'Na gode, an aika amsarka.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aika wata amsa' })).toBeInTheDocument();
  });
});

afterEach(async () => {
  await act(() => setLanguage('en', { remember: false }));
});
