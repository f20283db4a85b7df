import type { AvailableFields, Visualization } from '@oversight/shared/dashboards/visualizations.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_ID,
  makeDashboard,
  makePage,
  makeVisualization as chart,
  makeVisualizationData,
} from '../../../test/fixtures';
import { mockApi, type ApiReply } from '../../../test/msw';
import * as toasts from '../../../lib/toasts';
import { renderWithRouter } from '../../../test/render';
import { DashboardCharts } from './dashboard-charts';

// ECharts draws on a canvas jsdom does not have; the chart's numbers are checked through the table.
vi.mock('./visualization-chart', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const dashboard = (manage: boolean) =>
  makeDashboard({
    name: 'Roads',
    description: '',
    organization: { public_id: '22222222-2222-4222-8222-222222222222', name: 'Ministry of Works' },
    created_by: null,
    access: manage ? 'owned' : 'shared',
    modified: '2026-03-01T10:00:00Z',
    abilities: { edit: manage, delete: manage, manage_visualizations: manage, manage_stakeholders: manage },
  });
const AVAILABLE: AvailableFields = {
  fields: [
    {
      key: 'status',
      label: 'Status',
      type: 'text',
      roles: ['x', 'series', 'filter'],
      aggregations: ['count'],
    },
    {
      key: 'state',
      label: 'State',
      type: 'state',
      roles: ['x', 'region', 'filter'],
      aggregations: ['count'],
    },
    {
      key: 'total_project_cost',
      label: 'Total project cost',
      type: 'number',
      roles: ['measure'],
      aggregations: ['sum', 'avg'],
    },
  ],
  visualization_types: [
    { value: 'bar', label: 'Bar chart' },
    { value: 'table', label: 'Table' },
  ],
  mapping_types: [],
  aggregation_functions: [
    { value: 'count', label: 'Number of projects', needs_value_field: false },
    { value: 'sum', label: 'Sum', needs_value_field: true },
  ],
};

const api = mockApi();
const json = (body: unknown, status = 200): ApiReply => ({ status, body });
let charts: Visualization[];
let posts: unknown[];

beforeEach(() => {
  posts = [];
  api.endpoint('GET /dashboards/visualizations/', () => json(makePage(charts)));
  api.endpoint('GET /dashboards/visualizations/available-fields/', json(AVAILABLE));
  api.endpoint('GET /dashboards/visualizations/{id}/data/', json(makeVisualizationData()));
  api.endpoint('POST /dashboards/visualizations/', ({ body: sent }) => {
    const body = sent as Record<string, unknown>;
    posts.push(body);
    if (body.aggregation_function === 'sum' && !body.value_field)
      return json({ value_field: ['Choose the amount to add up or average.'] }, 400);
    if (body.name === 'Taken')
      return json(
        {
          name: ['This dashboard already has a chart named "Taken".'],
          non_field_errors: ['Charts are read-only today.'],
        },
        400,
      );
    const created = chart({
      id: '44444444-4444-4444-8444-444444444444',
      ...(body as Partial<Visualization>),
    });
    charts = [...charts, created];
    return json(created, 201);
  });
});

describe('DashboardCharts', { timeout: 60_000 }, () => {
  it("shows each chart's numbers, and to a viewer no way to change them", async () => {
    charts = [
      chart({}),
      chart({ id: '55555555-5555-4555-8555-555555555555', name: 'Status bars', visualization_type: 'bar' }),
    ];
    renderWithRouter(<DashboardCharts dashboard={dashboard(false)} filters={{}} hasSources={false} />);
    expect(
      await screen.findByRole('heading', { name: 'Projects by status' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect((await screen.findAllByRole('cell', { name: 'Ongoing' })).length).toBeGreaterThan(0);
    expect(
      await screen.findByRole('img', { name: /Status bars: Number of projects by status/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add chart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for the chart/ })).not.toBeInTheDocument();
  });

  it('says what to do with no charts, and adds one (a sum needs its amount)', async () => {
    charts = [];
    const success = vi.spyOn(toasts, 'showSuccess');
    const user = userEvent.setup();
    renderWithRouter(<DashboardCharts dashboard={dashboard(true)} filters={{}} hasSources={false} />);
    expect(
      await screen.findByText(/Add a data source \(projects, a form, a plan or a CSV\/XLSX file\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a chart' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Chart title' }), 'Cost by state');
    await user.click(within(dialog).getByRole('textbox', { name: 'Group projects by' }));
    await user.click(await screen.findByRole('option', { name: 'State', hidden: true }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Measure' }));
    await user.click(await screen.findByRole('option', { name: 'Sum', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add chart' }));
    expect(await within(dialog).findByText('Choose the amount to add up or average.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Amount' }));
    await user.click(await screen.findByRole('option', { name: 'Total project cost', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add chart' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a chart' })).not.toBeInTheDocument(),
    );
    expect(posts.at(-1)).toEqual({
      dashboard_id: DASHBOARD_ID,
      name: 'Cost by state',
      visualization_type: 'bar',
      group_by: 'state',
      aggregation_function: 'sum',
      value_field: 'total_project_cost',
    });
    expect(await screen.findByRole('heading', { name: 'Cost by state' })).toBeInTheDocument();
    // What the user did, in their words (not "Column mappings created successfully").
    expect(success).toHaveBeenCalledWith('Chart added');
  });

  it("shows the server's 400 under its field and the rest above the form", async () => {
    charts = [];
    const user = userEvent.setup();
    renderWithRouter(<DashboardCharts dashboard={dashboard(true)} filters={{}} hasSources={false} />);
    await user.click(await screen.findByRole('button', { name: 'Add chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a chart' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Chart title' }), 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Add chart' }));
    expect(
      await within(dialog).findByText('This dashboard already has a chart named "Taken".'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Chart title' })).toHaveAccessibleDescription(
      'This dashboard already has a chart named "Taken".',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Charts are read-only today.');
    expect(posts).toHaveLength(1);
  });
});
