import { sql, type SQL } from 'drizzle-orm';
import type { AggregationFunction, GroupByField, ValueField } from '@oversight/shared/dashboards/visualizations.schemas';
import type { DbOrTx } from '../../db/client.js';

export type VisualizationRow = {
  id: string;
  dashboard_id: string;
  organization_id: string;
  name: string;
  visualization_type: string;
  group_by: string;
  aggregation_function: string;
  value_field: string | null;
  position: number;
  created_at: Date | string;
  modified_at: Date | string;
};

const SELECT = sql`
  SELECT v.id, v.dashboard_id, d.organization_id, v.name, v.visualization_type, v.group_by, v.aggregation_function,
         v.value_field, v.position, v.created_at, v.modified_at
    FROM dashboard_visualizations v
    JOIN dashboards d ON d.id = v.dashboard_id`;

export async function selectVisualizationPage(db: DbOrTx, tenantId: string, dashboardId: string, page: { limit: number; offset: number }) {
  const where = sql`v.tenant_id = ${tenantId}::uuid AND v.dashboard_id = ${dashboardId}::uuid`;
  const total = await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM dashboard_visualizations v WHERE ${where}`);
  const rows = await db.execute<VisualizationRow>(sql`${SELECT} WHERE ${where} ORDER BY v.position, v.created_at, v.id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count: Number(total.rows[0]?.count ?? 0), rows: rows.rows };
}

export async function selectVisualization(db: DbOrTx, tenantId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<VisualizationRow | null> {
  const result = await db.execute<VisualizationRow>(sql`${SELECT} WHERE v.tenant_id = ${tenantId}::uuid AND v.id = ${id}::uuid ${options.forUpdate ? sql`FOR UPDATE OF v` : sql``}`);
  return result.rows[0] ?? null;
}

export async function countVisualizations(db: DbOrTx, dashboardId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM dashboard_visualizations WHERE dashboard_id = ${dashboardId}::uuid`);
  return Number(result.rows[0]?.count ?? 0);
}

export type VisualizationValues = {
  name: string;
  visualizationType: string;
  groupBy: string;
  aggregationFunction: string;
  valueField: string | null;
};

/** A new chart goes last on its dashboard. */
export async function insertVisualization(db: DbOrTx, values: VisualizationValues & { tenantId: string; dashboardId: string; userId: string }): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO dashboard_visualizations (tenant_id, dashboard_id, name, visualization_type, group_by, aggregation_function, value_field, position, created_by)
    SELECT ${values.tenantId}::uuid, ${values.dashboardId}::uuid, ${values.name}, ${values.visualizationType}, ${values.groupBy},
           ${values.aggregationFunction}, ${values.valueField}, coalesce(max(position) + 1, 0), ${values.userId}::uuid
      FROM dashboard_visualizations WHERE dashboard_id = ${values.dashboardId}::uuid
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function updateVisualization(db: DbOrTx, id: string, values: VisualizationValues & { position: number }) {
  await db.execute(sql`
    UPDATE dashboard_visualizations
       SET name = ${values.name}, visualization_type = ${values.visualizationType}, group_by = ${values.groupBy},
           aggregation_function = ${values.aggregationFunction}, value_field = ${values.valueField}, position = ${values.position},
           modified_at = now()
     WHERE id = ${id}::uuid`);
}

/** A change to a chart changes its dashboard. */
export async function touchDashboard(db: DbOrTx, dashboardId: string, userId: string) {
  await db.execute(sql`UPDATE dashboards SET modified_at = now(), modified_by = ${userId}::uuid WHERE id = ${dashboardId}::uuid`);
}

export async function deleteVisualization(db: DbOrTx, id: string) {
  await db.execute(sql`DELETE FROM dashboard_visualizations WHERE id = ${id}::uuid`);
}

// Whitelisted SQL for each choice (the schemas only let these names through).
const CATEGORY: Record<GroupByField, SQL> = {
  status: sql`p.status::text`,
  state: sql`g.item`,
  sector: sql`g.item`,
  year: sql`extract(year FROM p.start_date)::int::text`,
};
const SPREAD: Partial<Record<GroupByField, SQL>> = {
  // A project in several states (sectors) counts in each; one with none in "not set".
  state: sql`CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.states) = 0 THEN ARRAY[NULL::text] ELSE p.states END) AS g(item)`,
  sector: sql`CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.sectors) = 0 THEN ARRAY[NULL::text] ELSE p.sectors END) AS g(item)`,
};
const VALUE_COLUMN: Record<ValueField, SQL> = {
  total_project_cost: sql`p.total_project_cost`,
  amount_budgeted: sql`p.amount_budgeted`,
  total_amount_released: sql`p.total_amount_released`,
  total_amount_spent: sql`p.total_amount_spent`,
};
const MAX_GROUPS = 60;

export type AggregateRow = { key: string | null; value: string | number | null };

/**
 * The projects of the dashboard's organisation (owner, ministry or agency) that `visible` lets through, grouped and
 * measured; plus how many projects that is. Index-backed by projects_{organization,ministry,agency}_idx.
 */
export async function aggregateProjects(
  db: DbOrTx,
  input: { tenantId: string; ownerId: string; visible: SQL; groupBy: GroupByField; aggregation: AggregationFunction; valueField: ValueField | null },
): Promise<{ rows: AggregateRow[]; projectsCount: number }> {
  const projects = sql`
    SELECT p.* FROM projects p
     WHERE p.tenant_id = ${input.tenantId}::uuid
       AND (p.organization_id = ${input.ownerId}::uuid OR p.ministry_id = ${input.ownerId}::uuid OR p.agency_id = ${input.ownerId}::uuid)
       AND (${input.visible})`;
  const column = input.valueField ? VALUE_COLUMN[input.valueField] : sql`NULL::numeric`;
  const measure =
    input.aggregation === 'count' ? sql`count(DISTINCT p.id)` : input.aggregation === 'sum' ? sql`coalesce(sum(${column}), 0)` : sql`coalesce(avg(${column}), 0)`;
  // Status codes (one digit) and years (four) sort as text the way they sort as numbers.
  const order = input.groupBy === 'status' || input.groupBy === 'year' ? sql`key NULLS LAST` : sql`value DESC, key NULLS LAST`;
  const result = await db.execute<AggregateRow & { projects_count: number }>(sql`
    WITH p AS (${projects})
    SELECT ${CATEGORY[input.groupBy]} AS key, ${measure} AS value, (SELECT count(*)::int FROM p) AS projects_count
      FROM p ${SPREAD[input.groupBy] ?? sql``}
     GROUP BY 1
     ORDER BY ${order}
     LIMIT ${MAX_GROUPS}`);
  const projectsCount = result.rows[0]?.projects_count ?? (await db.execute<{ n: number }>(sql`WITH p AS (${projects}) SELECT count(*)::int AS n FROM p`)).rows[0]?.n ?? 0;
  return { rows: result.rows.map(({ key, value }) => ({ key, value })), projectsCount: Number(projectsCount) };
}
