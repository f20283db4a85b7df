import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { useFilterStore } from '../../../features/filters/filter-store';
import { Component as MinistriesPage } from './ministries.route';

// Issue 19 item 3: "Their projects" are the projects of the ministries listed, and every card names the organisation
// responsible for the project (agency, else ministry, else the owner).

const org = (username: string, name: string, accountType = 'MINISTRY') => ({
  public_id: `${username}-id`,
  name,
  username,
  account_type: accountType,
  avatar: null,
  description: '',
  parent: null,
  no_of_projects: 3,
});

const project = (n: number, owners: Record<string, unknown>) => ({
  public_id: `project-${n}`,
  name: `Project ${n}`,
  status: 'ON_GOING',
  status_label: 'Ongoing',
  states: ['KANO'],
  percentage_completed: 40,
  total_project_cost: '1000000.00',
  currency: 'NGN',
  image: null,
  ministry: null,
  agency: null,
  organization: null,
  eyemarked_count: 0,
  ...owners,
});

const fetchMock = vi.fn();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const projectCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/projects/'))
    .map((url) => url.searchParams);

beforeEach(() => {
  useFilterStore.persist.clearStorage();
  fetchMock.mockReset();
  fetchMock.mockImplementation((input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname.endsWith('/users/mda-search/')) {
      const query = url.searchParams.get('query') ?? '';
      const all = [
        org('fmworks', 'Federal Ministry of Works'),
        org('fmhealth', 'Federal Ministry of Health'),
      ];
      const results = all.filter((o) => o.name.toLowerCase().includes(query.toLowerCase()));
      return Promise.resolve(json({ count: results.length, next: null, previous: null, results }));
    }
    if (url.pathname.endsWith('/projects/')) {
      const results = [
        project(1, {
          ministry: org('fmworks', 'Federal Ministry of Works'),
          agency: org('ferma', 'Federal Roads Maintenance Agency (FERMA)', 'AGENCY'),
        }),
        project(2, { ministry: org('fmhealth', 'Federal Ministry of Health') }),
        project(3, {
          organization: org(
            'admin_body',
            'Federal Ministry of Finance, Budget and National Planning',
            'ADMIN',
          ),
        }),
      ];
      return Promise.resolve(
        json({ count: results.length, next: null, previous: null, results, status_count: {} }),
      );
    }
    return Promise.resolve(json({ count: 0, next: null, previous: null, results: [] }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

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
