import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { organizationCardPageSchema, projectSearchSchema } from '@oversight/shared/projects/projects.schemas';
import { GEOPOLITICAL_ZONES } from '@oversight/shared/reference/zones';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { setLanguage } from '../../../i18n';
import { makePage } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { selectArea, useFilterStore } from '../filter-store';
import { FilterPanel } from './filter-panel';

const api = mockApi();
const EMPTY_PAGE = makePage([]);
const area = () => selectArea('analytics')(useFilterStore.getState());

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <FilterPanel area="analytics" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useFilterStore.setState({ areas: {} });
  // No years, ministries, agencies or contractors on offer: the tests choose places and statuses.
  api.route('get', '/projects/years/', { body: [] });
  api.route('get', '/users/mda-search/', { body: EMPTY_PAGE }, { response: organizationCardPageSchema });
  api.route(
    'get',
    '/projects/search/',
    {
      body: {
        projects: {
          count: 0,
          status_count: { not_started: 0, ongoing: 0, completed: 0, on_hold: 0, canceled: 0, abandoned: 0 },
          data: [],
        },
        contractors: { count: 0, data: [] },
        organizations: { count: 0, data: [] },
      },
    },
    { response: projectSearchSchema },
  );
});

describe('FilterPanel', () => {
  it('toggles zones, states and statuses, counts them, and removes one from its chip', async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter projects' }, { timeout: 10_000 });
    const zones = await screen.findByRole('group', { name: 'Geopolitical zone' });
    fireEvent.click(within(zones).getByLabelText('South West'));
    // With a zone chosen, only its states are offered.
    const states = within(dialog).getByRole('group', { name: 'States' });
    expect(within(states).queryByLabelText('Kano')).toBeNull();
    fireEvent.click(within(states).getByLabelText('Lagos'));
    fireEvent.click(
      within(dialog).getByRole('group', { name: 'Status' }).querySelector('input[type="checkbox"]')!,
    ); // Not Started
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Status' })).getByLabelText('Ongoing'));
    expect(area()).toMatchObject({
      location: { selectedZone: 'SW', selected: ['LAGOS'] },
      status: ['NOT_STARTED', 'ON_GOING'],
    });
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Status' })).getByLabelText('Not Started'),
    );
    expect(area().status).toEqual(['ON_GOING']);

    // The same zone again clears it; Lagos stays chosen.
    fireEvent.click(within(zones).getByLabelText('South West'));
    expect(area().location).toEqual({ selectedZone: null, selected: ['LAGOS'] });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Filters\s*, 2 active$/ })).toBeInTheDocument();
    const active = screen.getByRole('list', { name: 'Active filters' });
    fireEvent.click(within(active).getByRole('button', { name: 'Remove filter Lagos' }));
    expect(area().location.selected).toEqual([]);
  }, 20_000);

  it('reset clears the filters but keeps the search text, recent searches, tag and years', async () => {
    const store = useFilterStore.getState();
    store.submitSearch('analytics', 'road');
    store.setActiveTag('analytics', 'Bridges');
    store.setYears('analytics', ['2024']);
    store.toggleStatus('analytics', 'COMPLETED');
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter projects' }, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset filters' }));
    expect(area()).toMatchObject({
      status: [],
      query: 'road',
      recent: ['road'],
      activeTag: 'Bridges',
      years: ['2024'],
    });
  }, 20_000);

  describe('in Hausa', () => {
    afterEach(() => setLanguage('en', { remember: false }));

    it('names the zones, the chosen zone and status in Hausa, never in English', async () => {
      await setLanguage('ha', { remember: false });
      useFilterStore.getState().toggleStatus('analytics', 'COMPLETED');
      renderPanel();
      fireEvent.click(screen.getByRole('button', { name: /^Matattara/ }));
      const zones = await screen.findByRole('group', { name: 'Shiyya' }, { timeout: 10_000 });
      fireEvent.click(within(zones).getByLabelText('Kudu maso Yamma'));
      expect(area().location.selectedZone).toBe('SW');
      for (const label of ['Arewa ta Tsakiya', 'Arewa maso Gabas', 'Kudu maso Kudu'])
        expect(within(zones).getByLabelText(label)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Nuna sakamako' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const active = screen.getByRole('list', { name: 'Matattara masu aiki' });
      expect(within(active).getByText('Kudu maso Yamma')).toBeInTheDocument();
      expect(within(active).getByText('An kammala')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /^Matattara/ }));
      await screen.findByRole('group', { name: 'Shiyya' }, { timeout: 10_000 });
      const page = document.body.textContent;
      for (const zone of GEOPOLITICAL_ZONES) expect(page).not.toContain(zone.name);
      expect(page).not.toContain('Completed');
    }, 20_000);
  });
});
