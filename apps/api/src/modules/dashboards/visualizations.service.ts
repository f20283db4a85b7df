import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  AGGREGATION_FUNCTIONS,
  AGGREGATION_LABELS,
  GROUP_BY_FIELDS,
  GROUP_BY_LABELS,
  VALUE_FIELD_LABELS,
  VALUE_FIELD_NEEDED,
  VALUE_FIELDS,
  VISUALIZATION_TYPE_LABELS,
  VISUALIZATION_TYPES,
  VISUALIZATIONS_PER_DASHBOARD_MAX,
  type AvailableFields,
  type CreateVisualizationBody,
  type UpdateVisualizationBody,
  type Visualization,
  type VisualizationData,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import { SECTORS } from '@oversight/shared/reference/sectors';
import { NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { grantedItemIdsSql } from '../../platform/item-access.js';
import type { PageParams } from '../../platform/pagination.js';
import { unpublishedScope } from '../projects/projects.policy.js';
import { loadDashboard, type DashboardsDeps } from './dashboards.service.js';
import { presentVisualization } from './visualizations.presenter.js';
import * as repo from './visualizations.repository.js';
import { chartsPerDashboard, upgradeRequired } from '../subscriptions/entitlements.js';

const VISUALIZATION_NOT_FOUND = 'No visualization has this id.';

/** GET available-fields/: what a chart can be built from (the same for every dashboard). */
export function availableFields(): AvailableFields {
  return {
    fields: [
      ...GROUP_BY_FIELDS.map((key) => ({ key, label: GROUP_BY_LABELS[key], mapping_type: 'category' as const })),
      ...VALUE_FIELDS.map((key) => ({ key, label: VALUE_FIELD_LABELS[key], mapping_type: 'value' as const })),
    ],
    visualization_types: VISUALIZATION_TYPES.map((value) => ({ value, label: VISUALIZATION_TYPE_LABELS[value] })),
    mapping_types: [
      { value: 'category', label: 'Categories (one bar, slice or row each)' },
      { value: 'value', label: 'Numbers to add up or average' },
    ],
    aggregation_functions: AGGREGATION_FUNCTIONS.map((value) => ({ value, label: AGGREGATION_LABELS[value], needs_value_field: value !== 'count' })),
  };
}

/** The chart and its dashboard's access; 404 when the caller may not see the dashboard, 403 when they may not `need`. */
async function loadVisualization(db: DbOrTx, auth: AuthContext, id: string, need: number, options: { forUpdate?: boolean } = {}) {
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

export async function findVisualizations(deps: DashboardsDeps, auth: AuthContext, dashboardId: string, page: PageParams): Promise<{ count: number; results: Visualization[] }> {
  const { row } = await loadDashboard(deps.db, auth, dashboardId, PERMISSIONS.VIEW_DASHBOARD);
  const { count, rows } = await repo.selectVisualizationPage(deps.db, auth.tenant.id, row.id, page);
  return { count, results: rows.map(presentVisualization) };
}

export async function getVisualization(deps: DashboardsDeps, auth: AuthContext, id: string): Promise<Visualization> {
  return presentVisualization(await loadVisualization(deps.db, auth, id, PERMISSIONS.VIEW_DASHBOARD));
}

export async function createVisualization(deps: DashboardsDeps, auth: AuthContext, body: CreateVisualizationBody): Promise<Visualization> {
  const id = await deps.db.transaction(async (tx) => {
    const { row: dashboard } = await loadDashboard(tx, auth, body.dashboard_id, PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS, { forUpdate: true });
    const charts = await repo.countVisualizations(tx, dashboard.id);
    if (charts >= VISUALIZATIONS_PER_DASHBOARD_MAX) throw fieldError('dashboard_id', `A dashboard has at most ${VISUALIZATIONS_PER_DASHBOARD_MAX} charts.`);
    // The dashboard's organisation's plan decides (issue 17): Free has a few charts per dashboard.
    const allowed = await chartsPerDashboard(tx, dashboard.organization_id);
    if (charts >= allowed) throw upgradeRequired('dashboard_charts', `This dashboard has ${charts} charts, the most the Free plan allows.`);
    const created = await repo.insertVisualization(tx, {
      tenantId: auth.tenant.id,
      dashboardId: dashboard.id,
      userId: auth.user!.id,
      name: body.name,
      visualizationType: body.visualization_type,
      groupBy: body.group_by,
      aggregationFunction: body.aggregation_function,
      valueField: body.aggregation_function === 'count' ? null : (body.value_field ?? null),
    });
    await repo.touchDashboard(tx, dashboard.id, auth.user!.id);
    return created;
  });
  return getVisualization(deps, auth, id);
}

export async function updateVisualization(deps: DashboardsDeps, auth: AuthContext, id: string, body: UpdateVisualizationBody): Promise<Visualization> {
  await deps.db.transaction(async (tx) => {
    const row = await loadVisualization(tx, auth, id, PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS, { forUpdate: true });
    const aggregation = body.aggregation_function ?? row.aggregation_function;
    const valueField = aggregation === 'count' ? null : body.value_field !== undefined ? body.value_field : row.value_field;
    if (aggregation !== 'count' && !valueField) throw fieldError('value_field', VALUE_FIELD_NEEDED);
    await repo.updateVisualization(tx, row.id, {
      name: body.name ?? row.name,
      visualizationType: body.visualization_type ?? row.visualization_type,
      groupBy: body.group_by ?? row.group_by,
      aggregationFunction: aggregation,
      valueField,
      position: body.position ?? row.position,
    });
    await repo.touchDashboard(tx, row.dashboard_id, auth.user!.id);
  });
  return getVisualization(deps, auth, id);
}

export async function deleteVisualization(deps: DashboardsDeps, auth: AuthContext, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await loadVisualization(tx, auth, id, PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS, { forUpdate: true });
    await repo.deleteVisualization(tx, row.id);
    await repo.touchDashboard(tx, row.dashboard_id, auth.user!.id);
  });
}

const STATUS_LABELS = new Map<string, string>(Object.values(PROJECT_STATUSES).map((status) => [String(status.code), status.label]));
const STATE_LABELS = new Map(NIGERIAN_STATES.map((state) => [state.filterName, state.name]));
const SECTOR_LABELS = new Map(SECTORS.map((sector) => [sector.key, sector.name]));

function categoryLabel(groupBy: Visualization['group_by'], key: string | null): string {
  if (key === null) return groupBy === 'year' ? 'No start date' : 'Not set';
  if (groupBy === 'status') return STATUS_LABELS.get(key) ?? key;
  if (groupBy === 'state') return STATE_LABELS.get(key) ?? key;
  if (groupBy === 'sector') return SECTOR_LABELS.get(key) ?? key;
  return key;
}

/**
 * GET {id}/data/: the chart's numbers over the dashboard organisation's projects that the caller may see: published
 * ones, drafts of the organisation the caller acts for, and drafts shared with the caller through grants.
 */
export async function visualizationData(deps: DashboardsDeps, auth: AuthContext, id: string): Promise<VisualizationData> {
  const row = await loadVisualization(deps.db, auth, id, PERMISSIONS.VIEW_DASHBOARD);
  const visualization = presentVisualization(row);
  const scope = unpublishedScope(auth);
  const visible = sql`p.is_published
    OR p.organization_id = ANY(${sql.param(scope)}::uuid[]) OR p.ministry_id = ANY(${sql.param(scope)}::uuid[]) OR p.agency_id = ANY(${sql.param(scope)}::uuid[])
    OR p.id IN (${grantedItemIdsSql(auth, 'project')})`;
  const { rows, projectsCount } = await repo.aggregateProjects(deps.db, {
    tenantId: auth.tenant.id,
    ownerId: row.organization_id,
    visible,
    groupBy: visualization.group_by,
    aggregation: visualization.aggregation_function,
    valueField: visualization.value_field,
  });
  const valueLabel =
    visualization.aggregation_function === 'count'
      ? AGGREGATION_LABELS.count
      : `${AGGREGATION_LABELS[visualization.aggregation_function]} of ${VALUE_FIELD_LABELS[visualization.value_field!].toLowerCase()}`;
  return {
    visualization_id: visualization.id,
    value_label: valueLabel,
    category_label: GROUP_BY_LABELS[visualization.group_by],
    projects_count: projectsCount,
    rows: rows.map((entry) => ({ key: entry.key, label: categoryLabel(visualization.group_by, entry.key), value: Math.round(Number(entry.value ?? 0) * 100) / 100 })),
  };
}
