import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { makeSession, ministry } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { Component as FormPage } from './form.route';

const ID = '00000000-0000-4000-8000-0000000000f1';
const NONE = {
  edit: false,
  publish: false,
  archive: false,
  duplicate: false,
  delete: false,
  manage_stakeholders: false,
  respond: false,
  view_responses: false,
  add_respondents: false,
};
const form = (overrides: Partial<SurveyDetail> = {}): SurveyDetail =>
  surveyDetailSchema.parse({
    id: ID,
    name: 'Clinic visit report',
    description: '',
    is_published: true,
    publish_date: null,
    expire_date: null,
    accepting_responses: true,
    archived: false,
    survey_type: 'monitoring',
    is_template: false,
    organization: { id: 'o1', name: 'Ministry of Health' },
    created_by: null,
    groups: [],
    shared: true,
    abilities: NONE,
    version: 2,
    questions_count: 0,
    responses_count: 4,
    is_public: true,
    closed_reason: null,
    created: '2026-01-05T08:00:00Z',
    modified: '2026-01-06T08:00:00Z',
    sections: [{ id: 's1', name: '', description: '', questions: [] }],
    ...overrides,
  });

const api = mockApi();
/** The form's detail; every list the tabs read (drafts, responses) is empty. */
const serve = (detail: SurveyDetail) => {
  api.route('get', '/*', { body: { count: 0, next: null, previous: null, results: [] } });
  api.route('get', '/surveys/:id/', { body: detail }, { response: surveyDetailSchema });
};
const open = (path = `/forms/${ID}`) => renderRoutes([{ path: '/forms/:id', Component: FormPage }], path);

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
  });

  it('opens the tab named in the URL when the caller may see it', async () => {
    useAuthStore.getState().setSession(makeSession({ organisations: [ministry()] }));
    serve(form({ abilities: { ...NONE, view_responses: true, respond: true } }));
    open(`/forms/${ID}?tab=drafts`);
    const tabs = await screen.findByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Form', 'Responses (4)', 'Drafts']);
    expect(within(tabs).getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Fill in' })).toHaveAttribute('href', `/forms/${ID}/respond`);
  });
});
