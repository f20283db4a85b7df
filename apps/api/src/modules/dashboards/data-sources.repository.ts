import { sql } from 'drizzle-orm';
import type { DatasetColumn } from '@oversight/shared/dashboards/data-sources.schemas';
import type { DbOrTx } from '../../db/client.js';

export type DataSourceRow = {
  id: string;
  dashboard_id: string;
  dashboard_organization_id: string;
  kind: 'projects' | 'form' | 'plan' | 'dataset';
  name: string;
  survey_id: string | null;
  survey_public_id: string | null;
  survey_name: string | null;
  survey_version: number | null;
  survey_modified_at: Date | string | null;
  survey_organization_id: string | null;
  plan_id: string | null;
  plan_name: string | null;
  plan_organization_id: string | null;
  columns: DatasetColumn[];
  rows_count: number;
  file_name: string | null;
  created_at: Date | string;
  modified_at: Date | string;
};

const SELECT = sql`
  SELECT ds.id, ds.dashboard_id, d.organization_id AS dashboard_organization_id, ds.kind, ds.name,
         s.id AS survey_id, s.public_id AS survey_public_id, s.name AS survey_name, s.version AS survey_version,
         s.modified_at AS survey_modified_at, s.organization_id AS survey_organization_id,
         pl.id AS plan_id, pl.name AS plan_name, pl.organization_id AS plan_organization_id,
         ds.columns, ds.rows_count, ds.file_name, ds.created_at, ds.modified_at
    FROM dashboard_data_sources ds
    JOIN dashboards d ON d.id = ds.dashboard_id
    LEFT JOIN surveys s ON s.id = ds.survey_id
    LEFT JOIN plans pl ON pl.id = ds.plan_id`;

export async function selectDataSource(
  db: DbOrTx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DataSourceRow | null> {
  const result = await db.execute<DataSourceRow>(
    sql`${SELECT} WHERE ds.tenant_id = ${tenantId}::uuid AND ds.id = ${id}::uuid ${options.forUpdate ? sql`FOR UPDATE OF ds` : sql``}`,
  );
  return result.rows[0] ?? null;
}

export async function selectDataSources(
  db: DbOrTx,
  tenantId: string,
  dashboardId: string,
): Promise<DataSourceRow[]> {
  const result = await db.execute<DataSourceRow>(
    sql`${SELECT} WHERE ds.tenant_id = ${tenantId}::uuid AND ds.dashboard_id = ${dashboardId}::uuid ORDER BY ds.created_at, ds.id`,
  );
  return result.rows;
}

/** Data sources of many charts at once (a dashboard's page of charts): no query per chart. */
export async function selectDataSourcesByIds(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
): Promise<DataSourceRow[]> {
  if (!ids.length) return [];
  const result = await db.execute<DataSourceRow>(
    sql`${SELECT} WHERE ds.tenant_id = ${tenantId}::uuid AND ds.id = ANY(${sql.param(ids)}::uuid[])`,
  );
  return result.rows;
}

export async function countDataSources(db: DbOrTx, dashboardId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM dashboard_data_sources WHERE dashboard_id = ${dashboardId}::uuid`,
  );
  return result.rows[0]?.n ?? 0;
}

export async function insertDataSource(
  db: DbOrTx,
  values: {
    tenantId: string;
    dashboardId: string;
    kind: string;
    name: string;
    surveyId: string | null;
    planId: string | null;
    userId: string;
  },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO dashboard_data_sources (tenant_id, dashboard_id, kind, name, survey_id, plan_id, created_by)
    VALUES (${values.tenantId}::uuid, ${values.dashboardId}::uuid, ${values.kind}, ${values.name}, ${values.surveyId}::uuid, ${values.planId}::uuid, ${values.userId}::uuid)
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function updateDataSource(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: { name?: string; columns?: DatasetColumn[]; rowsCount?: number; fileName?: string },
) {
  await db.execute(sql`
    UPDATE dashboard_data_sources
       SET name = coalesce(${changes.name ?? null}, name),
           columns = coalesce(${changes.columns ? JSON.stringify(changes.columns) : null}::jsonb, columns),
           rows_count = coalesce(${changes.rowsCount ?? null}::int, rows_count),
           file_name = coalesce(${changes.fileName ?? null}, file_name),
           modified_at = now()
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

export async function deleteDataSource(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(
    sql`DELETE FROM dashboard_data_sources WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

/** A plan of the tenant (its organisation decides who sees it). */
export async function selectPlan(db: DbOrTx, tenantId: string, id: string) {
  const result = await db.execute<{ id: string; name: string; organization_id: string }>(
    sql`SELECT id, name, organization_id FROM plans WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
  return result.rows[0] ?? null;
}
