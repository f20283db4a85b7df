import type { AvailableFields, Visualization } from '@oversight/shared/dashboards/visualizations.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_ID, makeDataSource, makeForm, makePage, makeVisualization } from '../../../test/fixtures';
import { mockApi, type ApiCall, type ApiReply } from '../../../test/msw';
import { renderWithRouter } from '../../../test/render';
import { ChartBuilderModal } from './chart-builder-modal';
import { DataSourcesPanel } from './data-sources-panel';

const FORM_ID = '22222222-2222-4222-8222-222222222222';
const SOURCE_ID = '33333333-3333-4333-8333-333333333333';
const CHART_ID = '44444444-4444-4444-8444-444444444444';
const source = makeDataSource({ id: SOURCE_ID, survey: { id: FORM_ID, name: 'Water point survey' } });
const FIELDS: AvailableFields = {
  fields: [
    {
      key: 'q:state',
      label: 'State',
      type: 'state',
      roles: ['x', 'series', 'region', 'measure', 'filter'],
      aggregations: ['count', 'count_distinct'],
    },
    {
      key: 'q:users',
      label: 'People served',
      type: 'number',
      roles: ['x', 'series', 'measure', 'filter'],
      aggregations: ['count', 'count_distinct', 'sum', 'avg', 'median', 'min', 'max'],
    },
  ],
  visualization_types: [],
  mapping_types: [],
  aggregation_functions: [],
};

const api = mockApi();
const json = (body: unknown, status = 200): ApiReply => ({ status, body });
let posts: { path: string; body: Record<string, unknown> }[];
/** Notes a POST's path and body, then answers it with `reply`. */
const noting =
  (reply: (body: Record<string, unknown>) => ApiReply) =>
  ({ url, body }: ApiCall): ApiReply => {
    const sent = body as Record<string, unknown>;
    posts.push({ path: url.pathname, body: sent });
    return reply(sent);
  };

beforeEach(() => {
  posts = [];
  api.route('get', '/*', json({ results: [] }));
  api.endpoint(
    'GET /surveys/organization-surveys/',
    json(makePage([makeForm({ id: FORM_ID, name: 'Water point survey' })])),
  );
  api.endpoint('GET /dashboards/visualizations/available-fields/', json(FIELDS));
  api.endpoint('GET /dashboards/data-sources/', json({ results: [source] }));
  api.endpoint(
    'POST /dashboards/data-sources/',
    noting(() => json(source, 201)),
  );
  api.endpoint(
    'POST /dashboards/visualizations/',
    noting((body) =>
      json(
        makeVisualization({
          id: CHART_ID,
          name: body.name as string,
          visualization_type: body.visualization_type as Visualization['visualization_type'],
          data_source_id: SOURCE_ID,
          group_by: null,
        }),
        201,
      ),
    ),
  );
  api.endpoint(
    'POST /dashboards/column-mappings/bulk_create_column_mappings/',
    noting(() => json({ results: [] }, 201)),
  );
});

/** Opens the select named `label` and picks `option` from its own list (several lists hold the same fields). */
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: string,
  option: string,
) {
  const input = within(dialog).getByRole('textbox', { name: label });
  await user.click(input);
  await waitFor(() =>
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')).not.toBeNull(),
  );
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('the data source and chart builder forms', { timeout: 60_000 }, () => {
  it('with no data source but charts over the projects, says what the charts read, never "No data source yet"', async () => {
    api.endpoint('GET /dashboards/data-sources/', json({ results: [] }));
    api.endpoint(
      'GET /dashboards/visualizations/',
      json(
        makePage([
          makeVisualization({ data_source_id: null }),
          makeVisualization({ id: CHART_ID, data_source_id: null }),
        ]),
      ),
    );
    renderWithRouter(<DataSourcesPanel dashboardId={DASHBOARD_ID} canManage />);
    expect(
      await screen.findByText(/Its 2 charts read your organisation's projects directly/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No data source yet/)).not.toBeInTheDocument();
  });

  it('checks a new source with the shared schema before sending it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DataSourcesPanel dashboardId={DASHBOARD_ID} canManage />);
    await user.click(await screen.findByRole('button', { name: 'Add data source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a data source' });
    await user.click(within(dialog).getByRole('radio', { name: 'An uploaded dataset (CSV or XLSX)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add data source' }));
    expect(await within(dialog).findByText('Choose a CSV or XLSX file.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: "A form's responses" }));
    await user.click(within(dialog).getByRole('button', { name: 'Add data source' }));
    // The shared schema's own words.
    expect(await within(dialog).findByText('Choose the form whose responses to chart.')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await choose(user, dialog, 'Form', 'Water point survey');
    await user.click(within(dialog).getByRole('button', { name: 'Add data source' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a data source' })).not.toBeInTheDocument(),
    );
    expect(posts).toEqual([
      {
        path: '/api/v1/dashboards/data-sources/',
        body: { dashboard_id: DASHBOARD_ID, kind: 'form', survey_id: FORM_ID },
      },
    ]);
  });

  it('says what a chart lacks, then sends the chart and its mappings under its new id', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithRouter(<ChartBuilderModal dashboardId={DASHBOARD_ID} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a chart' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Data source' })).toHaveValue('Water point survey'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add chart' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Group by (categories)' }),
    ).toHaveAccessibleDescription('Choose what to group by.');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Enter a title.',
    );
    expect(posts).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'People by state');
    await choose(user, dialog, 'Group by (categories)', 'State');
    await choose(user, dialog, 'Measure', 'People served');
    await user.click(within(dialog).getByRole('button', { name: 'Add chart' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([
      {
        path: '/api/v1/dashboards/visualizations/',
        body: {
          dashboard_id: DASHBOARD_ID,
          name: 'People by state',
          visualization_type: 'bar',
          data_source_id: SOURCE_ID,
          aggregation_function: 'count',
        },
      },
      {
        path: '/api/v1/dashboards/column-mappings/bulk_create_column_mappings/',
        body: {
          replace: true,
          column_mappings: [
            { visualization_id: CHART_ID, field: 'q:state', role: 'x' },
            { visualization_id: CHART_ID, field: 'q:users', role: 'measure', aggregation: 'sum' },
          ],
        },
      },
    ]);
  });
});
