import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { FORM_ID, makeForm, makeSession, ministry, NO_FORM_ABILITIES } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { Component as FormPage } from './form.route';

/** A published, public form shared with a reader who has no role on it, with one empty section. */
const form = (overrides: Partial<SurveyDetail> = {}) =>
  makeForm({
    is_published: true,
    closed_reason: null,
    shared: true,
    abilities: NO_FORM_ABILITIES,
    responses_count: 4,
    is_public: true,
    sections: [{ id: 's1', name: '', description: '', questions: [] }],
    ...overrides,
  });

const api = mockApi();
/** The form's detail; every list the tabs read (drafts, responses) is empty. */
const serve = (detail: SurveyDetail) => {
  api.route('get', '/*', { body: { count: 0, next: null, previous: null, results: [] } });
  api.route('get', '/surveys/:id/', { body: detail }, { response: surveyDetailSchema });
};
const open = (path = `/forms/${FORM_ID}`) =>
  renderRoutes([{ path: '/forms/:id', Component: FormPage }], path);

beforeEach(() => {
  useAuthStore.getState().logout();
});

describe('/forms/{id}', () => {
  it('shows readers only the Form tab, the questions read-only, and the public link', async () => {
    serve(form());
    open();
    const tabs = await screen.findByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Form']);
    expect(screen.getByText('This form has no questions yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Summary and charts' })).not.toBeInTheDocument();
  });

  it('opens the tab named in the URL when the caller may see it', async () => {
    useAuthStore.getState().setSession(makeSession({ organisations: [ministry()] }));
    serve(form({ abilities: { ...NO_FORM_ABILITIES, view_responses: true, respond: true } }));
    open(`/forms/${FORM_ID}?tab=drafts`);
    const tabs = await screen.findByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Form', 'Responses (4)', 'Drafts']);
    expect(within(tabs).getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    // The results (summary, charts, cross-tab) are a click away, not only at an address typed by hand.
    expect(screen.getByRole('link', { name: 'Summary and charts' })).toHaveAttribute(
      'href',
      `/forms/${FORM_ID}/responses?view=summary`,
    );
    expect(screen.getByRole('link', { name: 'Fill in' })).toHaveAttribute(
      'href',
      `/forms/${FORM_ID}/respond`,
    );
  });
});
