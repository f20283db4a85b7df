import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createProjectBodySchema } from '@oversight/shared/projects/project-writes.schemas';
import {
  projectSuggestionsBodySchema,
  projectSuggestionsSchema,
} from '@oversight/shared/projects/organization-projects.schemas';
import { projectSchema } from '@oversight/shared/projects/projects.schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store';
import { makeProject, makeSession } from '../../../../test/fixtures';
import { mockApi, type ApiReply } from '../../../../test/msw';
import { renderWithRouter } from '../../../../test/render';
import { ProjectForm } from './project-form';
import { emptyProjectForm, toSaveBody, validateProjectForm } from './save-rules';

describe('project save rules', () => {
  it('drops empty values and never sends contract_type, geo_political_zone, contractors or image', () => {
    const body = toSaveBody({
      ...emptyProjectForm(),
      name: ' Water Scheme ',
      code: 'WS-1',
      status: 'ON_GOING',
      plan: 'ERGP',
      contractors: [{ public_id: 'c-1', name: 'Builders' }],
      total_project_cost: '₦1,500,000',
      yearly_appropriation: [{ year: '2025', amount: '200,000' }],
      links: 'https://example.test/a\n\n',
      places: [{ state: 'KANO', lga: 'Gwale', ward: '', latitude: null, longitude: null }],
    });
    expect(body).toEqual({
      name: 'Water Scheme',
      code: 'WS-1',
      status: 'ON_GOING',
      plan: '1',
      contractors_ids: ['c-1'],
      total_project_cost: '1500000.00',
      yearly_appropriation: { '2025': '200000.00' },
      links: ['https://example.test/a'],
      geolocations: [{ state: 'KANO', lga: 'Gwale', ward: null, coordinates: null }],
    });
    for (const key of [
      'contract_type',
      'geo_political_zone',
      'contractors',
      'image',
      'description',
      'sectors',
      'end_date',
    ])
      expect(body).not.toHaveProperty(key);
  });

  it('refuses links that are not ftp/http/https or hold spaces or quotes, and other bad fields', () => {
    const errors = validateProjectForm({
      ...emptyProjectForm(),
      links: 'www.example.test',
      start_date: '2025-05-01',
      end_date: '2025-01-01',
      percentage_completed: '120',
      total_project_cost: '-3',
    });
    expect(Object.keys(errors).sort()).toEqual([
      'code',
      'end_date',
      'links',
      'name',
      'percentage_completed',
      'total_project_cost',
    ]);
    expect(
      validateProjectForm({ ...emptyProjectForm(), name: 'a', code: 'b', links: 'https://x.test/a "b"' })
        .links,
    ).toBeDefined();
    expect(
      validateProjectForm({
        ...emptyProjectForm(),
        name: 'a',
        code: 'b',
        links: 'ftp://files.example.test/plan.pdf',
      }),
    ).toEqual({});
  });
});

describe('ProjectForm', () => {
  const api = mockApi();
  beforeEach(() => {
    useAuthStore.getState().setSession(makeSession());
    api.route(
      'post',
      '/projects/suggestions/',
      { body: { results: [] } },
      {
        request: projectSuggestionsBodySchema,
        response: projectSuggestionsSchema,
      },
    );
  });
  const answerSaves = (reply: ApiReply) =>
    api.route('post', '/projects/create-project/', reply, {
      request: createProjectBodySchema,
      response: projectSchema,
    });

  const renderForm = (onSaved = vi.fn()) => {
    renderWithRouter(
      <QueryClientProvider client={new QueryClient()}>
        <ProjectForm canPublish onSaved={onSaved} />
      </QueryClientProvider>,
    );
    return onSaved;
  };
  const saves = () => api.calls.filter((call) => call.url.pathname.endsWith('/projects/create-project/'));
  const fillNameAndCode = () => {
    fireEvent.change(screen.getByRole('textbox', { name: /Project name/ }), {
      target: { value: 'Water Scheme' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Project code/ }), { target: { value: 'WS-1' } });
  };

  it('shows the missing name and code instead of sending', async () => {
    answerSaves({ status: 201, body: makeProject() });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Some fields need attention')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('saves a draft with the cleaned body', async () => {
    answerSaves({ status: 201, body: makeProject() });
    const onSaved = renderForm();
    fillNameAndCode();
    fireEvent.change(screen.getByRole('textbox', { name: /Links/ }), {
      target: { value: 'http://example.test/report' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toEqual({
      name: 'Water Scheme',
      code: 'WS-1',
      status: 'NOT_STARTED',
      links: ['http://example.test/report'],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(makeProject()));
  });

  it("puts a 400 answer's field message under the field", async () => {
    answerSaves({ status: 400, body: { code: ['A project with this code exists.'] } });
    const onSaved = renderForm();
    fillNameAndCode();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Project code/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByRole('textbox', { name: /Project code/ })).toHaveAccessibleDescription(
      expect.stringContaining('A project with this code exists.'),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
