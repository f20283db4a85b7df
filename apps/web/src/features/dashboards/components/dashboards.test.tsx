import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDashboard as make, makePage } from '../../../test/fixtures';
import { mockApi, type ApiReply } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { DashboardDetail } from './dashboard-detail';
import { DashboardsScreen } from './dashboard-list';

const NONE = { edit: false, delete: false, manage_visualizations: false, manage_stakeholders: false };

const api = mockApi();
const { calls } = api;
const json = (body: unknown, status = 200): ApiReply => ({ status, body });

const listRoutes = (canCreate: boolean) => [
  {
    path: '/mda/custom-dashboards',
    element: (
      <DashboardsScreen
        canCreate={canCreate}
        renderShare={(d) =>
          d.abilities.manage_stakeholders ? <button type="button">Share {d.name}</button> : null
        }
      />
    ),
  },
  { path: '/mda/custom-dashboards/:id', element: <p>Detail page</p> },
];

describe('DashboardsScreen', () => {
  it('lists dashboards with links, shared ones marked, share buttons only where allowed, and searches on the server', async () => {
    const user = userEvent.setup();
    const shared = make({
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Clinic rollout',
      access: 'shared',
      organization: { public_id: '66666666-6666-4666-8666-666666666666', name: 'Ministry of Health' },
      abilities: NONE,
    });
    api.endpoint('GET /dashboards/', ({ url }) => {
      const search = url.searchParams.get('search');
      const results = [make(), shared].filter(
        (d) => !search || d.name.toLowerCase().includes(search.toLowerCase()),
      );
      return json(makePage(results));
    });
    renderRoutes(listRoutes(true), '/mda/custom-dashboards');
    const link = await screen.findByRole('link', { name: 'Road budget 2026' });
    expect(link).toHaveAttribute('href', '/mda/custom-dashboards/11111111-1111-4111-8111-111111111111');
    expect(screen.getByText(/Shared with you by Ministry of Health/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Road budget 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Clinic rollout' })).not.toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('ordering')).toBe('-modified');

    await user.type(screen.getByRole('textbox', { name: 'Search dashboards' }), 'clinic');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('search')).toBe('clinic'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Road budget 2026' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Clinic rollout' })).toBeInTheDocument();
  });

  it('says what to do when there are none, creates one (showing the field error first) and opens it', async () => {
    const user = userEvent.setup();
    api.endpoint('GET /dashboards/', json(makePage([])));
    api.endpoint('POST /dashboards/', ({ body }) => {
      const name = (body as { name: string }).name;
      return name === 'Taken'
        ? json({ name: ['You already have a dashboard named "Taken".'] }, 400)
        : json(make({ name }), 201);
    });
    renderRoutes(listRoutes(true), '/mda/custom-dashboards');
    expect(await screen.findByRole('heading', { name: 'No dashboards yet' })).toBeInTheDocument();
    expect(screen.getByText(/Create a dashboard with “New dashboard”/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New dashboard' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New dashboard' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Create dashboard' }));
    expect(
      await within(dialog).findByText('You already have a dashboard named "Taken".'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bridges');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Bridge works');
    await user.click(within(dialog).getByRole('button', { name: 'Create dashboard' }));
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)!.body).toEqual({
      name: 'Bridges',
      description: 'Bridge works',
    });
  });

  it('offers no create button without the permission', async () => {
    api.endpoint('GET /dashboards/', json(makePage([])));
    renderRoutes(listRoutes(false), '/mda/custom-dashboards');
    expect(
      await screen.findByText(/that other organisations share with you, will appear here/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New dashboard' })).not.toBeInTheDocument();
  });
});

const detailRoutes = [
  {
    path: '/mda/custom-dashboards/:id',
    element: (
      <DashboardDetail
        id="11111111-1111-4111-8111-111111111111"
        renderShare={() => <button type="button">Invite stakeholders</button>}
      />
    ),
  },
  { path: '/mda/custom-dashboards', element: <p>List page</p> },
];

describe('DashboardDetail', () => {
  it('shows the dashboard with edit and delete for its owner; delete asks first, then goes back to the list', async () => {
    const user = userEvent.setup();
    let dashboard = make();
    api.endpoint('GET /dashboards/{id}/', () => json(dashboard));
    api.endpoint('PATCH /dashboards/{id}/', ({ body }) => {
      dashboard = { ...dashboard, ...(body as object) };
      return json(dashboard);
    });
    api.endpoint('DELETE /dashboards/{id}/', { status: 204 });
    // The page also lists its data sources (none yet) and asks for its public link (none).
    api.endpoint('GET /dashboards/data-sources/', json({ results: [] }));
    api.endpoint('GET /dashboards/{id}/public-link/', json({ link: null }));
    renderRoutes(detailRoutes, '/mda/custom-dashboards/11111111-1111-4111-8111-111111111111');
    expect(await screen.findByRole('heading', { level: 1, name: 'Road budget 2026' })).toBeInTheDocument();
    expect(screen.getByText('Spending on federal roads.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite stakeholders' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit “Road budget 2026”' });
    await user.clear(within(edit).getByRole('textbox', { name: 'Name' }));
    await user.type(within(edit).getByRole('textbox', { name: 'Name' }), 'Road budget 2027');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Road budget 2027' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Road budget 2027”?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete dashboard' }));
    expect(await screen.findByText('List page')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')!.url.pathname).toBe(
      '/api/v1/dashboards/11111111-1111-4111-8111-111111111111/',
    );
  });

  it('shows no edit or delete to a viewer', async () => {
    api.route('get', '/*', json(make({ access: 'shared', abilities: NONE })));
    renderRoutes(
      [{ path: '*', element: <DashboardDetail id="11111111-1111-4111-8111-111111111111" /> }],
      '/x',
    );
    expect(await screen.findByText('Shared with you by Federal Ministry of Works')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says the dashboard was not found when the API answers 404', async () => {
    api.route('get', '/*', json({ detail: 'No dashboard has this id.' }, 404));
    renderRoutes(
      [{ path: '*', element: <DashboardDetail id="11111111-1111-4111-8111-111111111111" /> }],
      '/x',
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All dashboards' })).toHaveAttribute(
      'href',
      '/mda/custom-dashboards',
    );
  });
});
