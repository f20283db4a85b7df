import { screen, waitFor, within } from '@testing-library/react';
import type { AccountType } from '@oversight/shared/reference/enums';
import { organizationCardPageSchema, type Project } from '@oversight/shared/projects/projects.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeOrganizationCard, makePage, makeProject } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { renderWithRouter } from '../../../test/render';
import { useFilterStore } from '../../../features/filters/filter-store';
import { Component as MinistriesPage } from './ministries.route';

// "Their projects" are the projects of the ministries listed, and every card names the organisation
// responsible for the project (agency, else ministry, else the owner).

const org = (username: string, name: string, accountType: AccountType = 'MINISTRY') =>
  makeOrganizationCard({ public_id: `${username}-id`, name, username, account_type: accountType });

const project = (n: number, owners: Partial<Project>) =>
  makeProject({
    public_id: `project-${n}`,
    name: `Project ${n}`,
    status: 'ON_GOING',
    status_label: 'Ongoing',
    states: ['KANO'],
    percentage_completed: 40,
    total_project_cost: '1000000.00',
    ...owners,
  });

const api = mockApi();
const projectCalls = () =>
  api.calls.filter((call) => call.url.pathname.endsWith('/projects/')).map((call) => call.url.searchParams);

beforeEach(() => {
  useFilterStore.persist.clearStorage();
  api.route('get', '/*', { body: { count: 0, next: null, previous: null, results: [] } });
  api.route(
    'get',
    '/users/mda-search/',
    ({ url }) => {
      const query = url.searchParams.get('query') ?? '';
      const all = [
        org('fmworks', 'Federal Ministry of Works'),
        org('fmhealth', 'Federal Ministry of Health'),
      ];
      const results = all.filter((o) => o.name.toLowerCase().includes(query.toLowerCase()));
      return { body: makePage(results) };
    },
    { response: organizationCardPageSchema },
  );
  api.route('get', '/projects/', () => {
    const results = [
      project(1, {
        ministry: org('fmworks', 'Federal Ministry of Works'),
        agency: org('ferma', 'Federal Roads Maintenance Agency (FERMA)', 'AGENCY'),
      }),
      project(2, { ministry: org('fmhealth', 'Federal Ministry of Health') }),
      project(3, {
        organization: org('admin_body', 'Federal Ministry of Finance, Budget and National Planning', 'ADMIN'),
      }),
    ];
    return { body: { ...makePage(results), status_count: {} } };
  });
});

describe('/ministries', () => {
  it("lists the projects of the ministries listed, not every project, and names each project's responsible organisation", async () => {
    renderWithRouter(<MinistriesPage />, '/ministries');
    expect(await screen.findByText('2 ministries')).toBeInTheDocument();
    await waitFor(() => expect(projectCalls().length).toBeGreaterThan(0));
    // Every request for "Their projects" is scoped to the ministries listed above.
    for (const params of projectCalls()) expect(params.get('mda')).toBe('fmworks,fmhealth');

    const cards = await screen.findAllByTestId('project-card');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Project 1',
      'Project 2',
      'Project 3',
    ]);
    expect(within(cards[0]!).getByText('Federal Roads Maintenance Agency (FERMA)')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Federal Ministry of Health')).toBeInTheDocument();
    expect(
      within(cards[2]!).getByText('Federal Ministry of Finance, Budget and National Planning'),
    ).toBeInTheDocument();
  });

  it('follows the search: only the ministries found', async () => {
    renderWithRouter(<MinistriesPage />, '/ministries?q=health');
    expect(await screen.findByText('1 ministry')).toBeInTheDocument();
    await waitFor(() => expect(projectCalls().at(-1)?.get('mda')).toBe('fmhealth'));
    expect(projectCalls().every((params) => params.get('mda') === 'fmhealth')).toBe(true);
  });
});
