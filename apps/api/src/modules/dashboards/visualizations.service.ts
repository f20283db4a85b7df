import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  AGGREGATION_FUNCTIONS,
  VALUE_FIELD_NEEDED,
  VISUALIZATION_TYPE_LABELS,
  VISUALIZATION_TYPES,
  VISUALIZATIONS_PER_DASHBOARD_MAX,
  type AvailableFields,
  type CreateVisualizationBody,
  type UpdateVisualizationBody,
  type Visualization,
  type VisualizationData,
  projectChartProblem,
  type VisualizationType,
} from '@oversight/shared/dashboards/visualizations.schemas';
import {
  AGGREGATION_LABELS as AGGREGATION_NAMES,
  MAPPING_ROLE_LABELS,
  MAPPING_ROLES,
  type DashboardFilters,
} from '@oversight/shared/dashboards/data-sources.schemas';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import { fieldError, notFound } from '../../platform/errors.js';
import type { PageParams } from '../../platform/pagination.js';
import { runChart, runCharts, type ChartMapping } from './chart-query.js';
import { selectMappings, toChartMapping } from './column-mappings.repository.js';
import { presentFields, projectsCatalog } from './data-source-fields.js';
import * as sources from './data-sources.repository.js';
import {
  catalogOf,
  loadDataSource,
  projectsSource,
  scopedSource,
  type Viewer,
} from './data-sources.service.js';
import { loadDashboard, type DashboardsContext } from './dashboards.service.js';
import { presentVisualization } from './visualizations.presenter.js';
import * as repo from './visualizations.repository.js';
import { chartsPerDashboard, upgradeRequired } from '../subscriptions/entitlements.js';

const VISUALIZATION_NOT_FOUND = 'No visualization has this id.';

/**
 * GET available-fields/: what a chart can be built from: the data source's fields (without one, the organisation's
 * projects), the chart types, the parts a field can play and the aggregations.
 */
export async function availableFields(
  ctx: DashboardsContext,
  dataSourceId?: string,
): Promise<AvailableFields> {
  const { db, auth } = ctx;
  let catalog = projectsCatalog();
  if (dataSourceId) {
    const row = await loadDataSource(db, auth, dataSourceId, PERMISSIONS.VIEW_DASHBOARD);
    catalog = await catalogOf(db, auth.tenant.id, row);
  }
  return {
    fields: presentFields(catalog),
    visualization_types: VISUALIZATION_TYPES.map((value) => ({
      value,
      label: VISUALIZATION_TYPE_LABELS[value],
    })),
    mapping_types: MAPPING_ROLES.map((value) => ({ value, label: MAPPING_ROLE_LABELS[value] })),
    aggregation_functions: AGGREGATION_FUNCTIONS.map((value) => ({
      value,
      label: AGGREGATION_NAMES[value],
      needs_value_field: value !== 'count',
    })),
  };
}

/** The chart and its dashboard's access; 404 when the caller may not see the dashboard, 403 when they may not `need`. */
export async function loadVisualization(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  need: number,
  options: { forUpdate?: boolean } = {},
) {
  const row = await repo.selectVisualization(db, auth.tenant.id, id, options);
  if (!row) throw notFound(VISUALIZATION_NOT_FOUND);
  try {
    await loadDashboard(db, auth, row.dashboard_id, need);
  } catch (error) {
    // Another organisation's user learns nothing of the chart either.
    if ((error as { statusCode?: number }).statusCode === 404) throw notFound(VISUALIZATION_NOT_FOUND);
    throw error;
  }
  return row;
}

export async function findVisualizations(
  ctx: DashboardsContext,
  dashboardId: string,
  page: PageParams,
): Promise<{ count: number; results: Visualization[] }> {
  const { db, auth } = ctx;
  const { row } = await loadDashboard(db, auth, dashboardId, PERMISSIONS.VIEW_DASHBOARD);
  const { count, rows } = await repo.selectVisualizationPage(db, auth.tenant.id, row.id, page);
  return { count, results: rows.map(presentVisualization) };
}

export async function getVisualization(ctx: DashboardsContext, id: string): Promise<Visualization> {
  const { db, auth } = ctx;
  return presentVisualization(await loadVisualization(db, auth, id, PERMISSIONS.VIEW_DASHBOARD));
}

export async function createVisualization(
  ctx: DashboardsContext,
  body: CreateVisualizationBody,
): Promise<Visualization> {
  const { db, auth } = ctx;
  const id = await db.transaction(async (tx) => {
    const { row: dashboard } = await loadDashboard(
      tx,
      auth,
      body.dashboard_id,
      PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS,
      { forUpdate: true },
    );
    const charts = await repo.countVisualizations(tx, dashboard.id);
    if (charts >= VISUALIZATIONS_PER_DASHBOARD_MAX)
      throw fieldError('dashboard_id', `A dashboard has at most ${VISUALIZATIONS_PER_DASHBOARD_MAX} charts.`);
    // The dashboard's organisation's plan decides: Free has a few charts per dashboard.
    const allowed = await chartsPerDashboard(tx, dashboard.organization_id);
    if (charts >= allowed)
      throw upgradeRequired(
        'dashboard_charts',
        `This dashboard has ${charts} charts, the most the Free plan allows.`,
      );
    if (body.data_source_id) {
      const source = await sources.selectDataSource(tx, auth.tenant.id, body.data_source_id);
      if (!source || source.dashboard_id !== dashboard.id)
        throw fieldError('data_source_id', 'Choose a data source of this dashboard.');
    }
    const created = await repo.insertVisualization(tx, {
      tenantId: auth.tenant.id,
      dashboardId: dashboard.id,
      userId: auth.user!.id,
      name: body.name,
      visualizationType: body.visualization_type,
      dataSourceId: body.data_source_id ?? null,
      // A chart over a data source is drawn from its column mappings; group_by stays empty.
      groupBy: body.data_source_id ? '' : body.group_by!,
      aggregationFunction: body.data_source_id ? 'count' : body.aggregation_function,
      valueField:
        body.data_source_id || body.aggregation_function === 'count' ? null : (body.value_field ?? null),
    });
    await repo.touchDashboard(tx, auth.tenant.id, dashboard.id, auth.user!.id);
    return created;
  });
  return getVisualization(ctx, id);
}

export async function updateVisualization(
  ctx: DashboardsContext,
  id: string,
  body: UpdateVisualizationBody,
): Promise<Visualization> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => {
    const row = await loadVisualization(tx, auth, id, PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS, {
      forUpdate: true,
    });
    const aggregation = body.aggregation_function ?? row.aggregation_function;
    const valueField =
      aggregation === 'count' ? null : body.value_field !== undefined ? body.value_field : row.value_field;
    if (!row.data_source_id && aggregation !== 'count' && !valueField)
      throw fieldError('value_field', VALUE_FIELD_NEEDED);
    const problem = row.data_source_id
      ? null
      : projectChartProblem(
          (body.visualization_type ?? row.visualization_type) as VisualizationType,
          body.group_by ?? row.group_by,
        );
    if (problem) throw fieldError(problem.field, problem.message);
    if (row.data_source_id && (body.group_by || body.value_field || body.aggregation_function)) {
      throw fieldError(
        'group_by',
        'This chart is drawn from its data source: change its column mappings instead.',
      );
    }
    await repo.updateVisualization(tx, auth.tenant.id, row.id, {
      name: body.name ?? row.name,
      visualizationType: body.visualization_type ?? row.visualization_type,
      groupBy: body.group_by ?? row.group_by,
      aggregationFunction: aggregation,
      valueField,
      position: body.position ?? row.position,
    });
    await repo.touchDashboard(tx, auth.tenant.id, row.dashboard_id, auth.user!.id);
  });
  return getVisualization(ctx, id);
}

export async function deleteVisualization(ctx: DashboardsContext, id: string): Promise<void> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => {
    const row = await loadVisualization(tx, auth, id, PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS, {
      forUpdate: true,
    });
    await repo.deleteVisualization(tx, auth.tenant.id, row.id);
    await repo.touchDashboard(tx, auth.tenant.id, row.dashboard_id, auth.user!.id);
  });
}

/** The first charts (no data source) read as mappings over the owner's projects. */
function legacyMappings(row: repo.VisualizationRow): ChartMapping[] {
  // A map is coloured by its region (the state); the other kinds group by their categories.
  const role = row.visualization_type === 'map' ? 'region' : 'x';
  const mappings: ChartMapping[] = [
    { field: row.group_by, role, aggregation: null, filter_value: null, label: '' },
  ];
  const aggregation = row.aggregation_function as ChartMapping['aggregation'];
  if (aggregation !== 'count' && row.value_field)
    mappings.push({ field: row.value_field, role: 'measure', aggregation, filter_value: null, label: '' });
  return mappings;
}

/**
 * One chart's numbers for a viewer (signed in, or through the public link). The dashboard's other charts over the
 * same source come along (the page asks them all at once): when the answer is not kept, one statement computes
 * every chart of the source not yet kept, reading the scoped records once, and the other requests take theirs.
 */
export async function chartData(
  db: DbOrTx,
  viewer: Viewer,
  row: repo.VisualizationRow,
  filters: DashboardFilters,
): Promise<VisualizationData> {
  const siblings = await repo.selectSourceVisualizations(
    db,
    viewer.auth.tenant.id,
    row.dashboard_id,
    row.data_source_id,
  );
  // The chart itself even if it was deleted meanwhile; the others as they are now.
  const charts = siblings.some((chart) => chart.id === row.id) ? siblings : [row, ...siblings];
  const wanted = charts.findIndex((chart) => chart.id === row.id);
  if (!row.data_source_id) {
    const specs = charts.map((chart) => ({
      id: chart.id,
      type: chart.visualization_type as VisualizationType,
      mappings: legacyMappings(chart),
    }));
    return runCharts(db, projectsSource(viewer, row.organization_id), specs, filters, wanted);
  }
  const sourceRow = await sources.selectDataSource(db, viewer.auth.tenant.id, row.data_source_id);
  const source = await scopedSource(db, viewer, sourceRow!);
  if ('problem' in source)
    return {
      ...(await runChart(
        db,
        projectsSource(viewer, row.organization_id),
        { id: row.id, type: 'table', mappings: [] },
        {},
      )),
      problem: source.problem,
      rows: [],
    };
  const mappings = await selectMappings(
    db,
    charts.map((chart) => chart.id),
  );
  const specs = charts.map((chart) => ({
    id: chart.id,
    type: chart.visualization_type as VisualizationType,
    mappings: mappings.filter((mapping) => mapping.visualization_id === chart.id).map(toChartMapping),
  }));
  return runCharts(db, source, specs, filters, wanted);
}

/**
 * GET {id}/data/: the chart's numbers over what the caller may see through its data source (projects: published ones,
 * drafts of the organisation the caller acts for and those shared with them), with the dashboard's filters.
 */
export async function visualizationData(
  ctx: DashboardsContext,
  id: string,
  filters: DashboardFilters,
): Promise<VisualizationData> {
  const { db, auth } = ctx;
  const row = await loadVisualization(db, auth, id, PERMISSIONS.VIEW_DASHBOARD);
  return chartData(db, { auth, publicLink: false }, row, filters);
}
