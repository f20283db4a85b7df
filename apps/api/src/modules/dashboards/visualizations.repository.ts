import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';

export type VisualizationRow = {
  id: string;
  dashboard_id: string;
  organization_id: string;
  name: string;
  visualization_type: string;
  group_by: string;
  aggregation_function: string;
  value_field: string | null;
  data_source_id: string | null;
  position: number;
  created_at: Date | string;
  modified_at: Date | string;
};

const SELECT = sql`
  SELECT v.id, v.dashboard_id, d.organization_id, v.name, v.visualization_type, v.group_by, v.aggregation_function,
         v.value_field, v.data_source_id, v.position, v.created_at, v.modified_at
    FROM dashboard_visualizations v
    JOIN dashboards d ON d.id = v.dashboard_id`;

export async function selectVisualizationPage(
  db: DbOrTx,
  tenantId: string,
  dashboardId: string,
  page: { limit: number; offset: number },
) {
  const where = sql`v.tenant_id = ${tenantId}::uuid AND v.dashboard_id = ${dashboardId}::uuid`;
  return countedPage<VisualizationRow>(
    db,
    sql`SELECT count(*)::int AS count FROM dashboard_visualizations v WHERE ${where}`,
    sql`${SELECT} WHERE ${where} ORDER BY v.position, v.created_at, v.id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** The dashboard's charts drawn from one data source (null: the first charts, over the owner's projects), in order. */
export async function selectSourceVisualizations(
  db: DbOrTx,
  tenantId: string,
  dashboardId: string,
  dataSourceId: string | null,
): Promise<VisualizationRow[]> {
  const result = await db.execute<VisualizationRow>(
    sql`${SELECT} WHERE v.tenant_id = ${tenantId}::uuid AND v.dashboard_id = ${dashboardId}::uuid
      AND ${dataSourceId ? sql`v.data_source_id = ${dataSourceId}::uuid` : sql`v.data_source_id IS NULL`}
      ORDER BY v.position, v.created_at, v.id`,
  );
  return result.rows;
}

export async function selectVisualization(
  db: DbOrTx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<VisualizationRow | null> {
  const result = await db.execute<VisualizationRow>(
    sql`${SELECT} WHERE v.tenant_id = ${tenantId}::uuid AND v.id = ${id}::uuid ${options.forUpdate ? sql`FOR UPDATE OF v` : sql``}`,
  );
  return result.rows[0] ?? null;
}

export async function countVisualizations(db: DbOrTx, dashboardId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM dashboard_visualizations WHERE dashboard_id = ${dashboardId}::uuid`,
  );
  return result.rows[0]?.count ?? 0;
}

export type VisualizationValues = {
  name: string;
  visualizationType: string;
  groupBy: string;
  aggregationFunction: string;
  valueField: string | null;
  dataSourceId?: string | null;
};

/** A new chart goes last on its dashboard. */
export async function insertVisualization(
  db: DbOrTx,
  values: VisualizationValues & { tenantId: string; dashboardId: string; userId: string },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO dashboard_visualizations (tenant_id, dashboard_id, name, visualization_type, group_by, aggregation_function, value_field, data_source_id, position, created_by)
    SELECT ${values.tenantId}::uuid, ${values.dashboardId}::uuid, ${values.name}, ${values.visualizationType}, ${values.groupBy},
           ${values.aggregationFunction}, ${values.valueField}, ${values.dataSourceId ?? null}::uuid, coalesce(max(position) + 1, 0), ${values.userId}::uuid
      FROM dashboard_visualizations WHERE dashboard_id = ${values.dashboardId}::uuid
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function updateVisualization(
  db: DbOrTx,
  tenantId: string,
  id: string,
  values: VisualizationValues & { position: number },
) {
  await db.execute(sql`
    UPDATE dashboard_visualizations
       SET name = ${values.name}, visualization_type = ${values.visualizationType}, group_by = ${values.groupBy},
           aggregation_function = ${values.aggregationFunction}, value_field = ${values.valueField}, position = ${values.position},
           modified_at = now()
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

/** A change to a chart changes its dashboard. */
export async function touchDashboard(db: DbOrTx, tenantId: string, dashboardId: string, userId: string) {
  await db.execute(
    sql`UPDATE dashboards SET modified_at = now(), modified_by = ${userId}::uuid WHERE tenant_id = ${tenantId}::uuid AND id = ${dashboardId}::uuid`,
  );
}

export async function deleteVisualization(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(
    sql`DELETE FROM dashboard_visualizations WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}
