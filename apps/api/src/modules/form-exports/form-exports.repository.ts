import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';

/** SQL of survey_exports (a form's export files and their tasks); every read carries the tenant. */

export type ExportRow = {
  id: string;
  tenant_id: string;
  organization_id: string;
  survey_id: string;
  created_by: string | null;
  created_by_public_id: string | null;
  created_by_name: string | null;
  format: 'csv' | 'xlsx' | 'geojson';
  options: {
    multiple_choice: 'one_column' | 'per_choice';
    values: 'labels' | 'values';
    language: string | null;
  };
  filters: Record<string, unknown>;
  status: 'PENDING' | 'STARTED' | 'PROCESSING' | 'SUCCESS' | 'FAILURE';
  progress: number;
  total_responses: number | null;
  storage_key: string | null;
  filename: string | null;
  content_type: string | null;
  bytes: number | string | null;
  error: string | null;
  created_at: string | Date;
  finished_at: string | Date | null;
  expires_at: string | Date;
};

// The row's type names the column's value; a driver may still hand jsonb over as text.
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const COLUMNS = sql`e.id, e.tenant_id, e.organization_id, e.survey_id, e.created_by, u.id AS created_by_public_id, u.display_name AS created_by_name,
  e.format, e.options, e.filters, e.status, e.progress, e.total_responses, e.storage_key, e.filename, e.content_type, e.bytes, e.error,
  e.created_at, e.finished_at, e.expires_at`;
const FROM = sql`survey_exports e LEFT JOIN users u ON u.id = e.created_by`;
const shaped = (row: ExportRow): ExportRow => ({
  ...row,
  options: parsed(row.options),
  filters: parsed(row.filters),
});

export async function insertExport(
  db: DbOrTx,
  values: {
    tenantId: string;
    organizationId: string;
    surveyId: string;
    createdBy: string;
    format: string;
    options: object;
    filters: object;
    keptDays: number;
  },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO survey_exports (tenant_id, organization_id, survey_id, created_by, format, options, filters, expires_at)
    VALUES (${values.tenantId}::uuid, ${values.organizationId}::uuid, ${values.surveyId}::uuid, ${values.createdBy}::uuid, ${values.format},
            ${JSON.stringify(values.options)}::jsonb, ${JSON.stringify(values.filters)}::jsonb, now() + make_interval(days => ${values.keptDays}))
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function findExport(db: DbOrTx, tenantId: string, id: string): Promise<ExportRow | undefined> {
  const result = await db.execute<ExportRow>(
    sql`SELECT ${COLUMNS} FROM ${FROM} WHERE e.tenant_id = ${tenantId}::uuid AND e.id = ${id}::uuid`,
  );
  return result.rows[0] && shaped(result.rows[0]);
}

/** For the job, which knows only the id. */
export async function findExportForJob(db: DbOrTx, id: string): Promise<ExportRow | undefined> {
  const result = await db.execute<ExportRow>(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE e.id = ${id}::uuid`);
  return result.rows[0] && shaped(result.rows[0]);
}

/** A form's exports still kept, newest first (survey_exports_survey_created_idx). */
export async function findExports(
  db: DbOrTx,
  tenantId: string,
  surveyId: string,
  page: { limit: number; offset: number },
) {
  const where = sql`e.tenant_id = ${tenantId}::uuid AND e.survey_id = ${surveyId}::uuid AND e.expires_at > now()`;
  const found = await countedPage<ExportRow>(
    db,
    sql`SELECT count(*)::int AS count FROM survey_exports e WHERE ${where}`,
    sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY e.created_at DESC, e.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
  return { count: found.count, rows: found.rows.map(shaped) };
}

export async function updateExport(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: Partial<{
    status: string;
    progress: number;
    totalResponses: number;
    storageKey: string;
    filename: string;
    contentType: string;
    bytes: number;
    error: string | null;
    finished: boolean;
  }>,
) {
  const sets = [];
  if (changes.status !== undefined) sets.push(sql`status = ${changes.status}`);
  if (changes.progress !== undefined) sets.push(sql`progress = ${changes.progress}`);
  if (changes.totalResponses !== undefined) sets.push(sql`total_responses = ${changes.totalResponses}`);
  if (changes.storageKey !== undefined) sets.push(sql`storage_key = ${changes.storageKey}`);
  if (changes.filename !== undefined) sets.push(sql`filename = ${changes.filename}`);
  if (changes.contentType !== undefined) sets.push(sql`content_type = ${changes.contentType}`);
  if (changes.bytes !== undefined) sets.push(sql`bytes = ${changes.bytes}`);
  if (changes.error !== undefined) sets.push(sql`error = ${changes.error}`);
  if (changes.finished) sets.push(sql`finished_at = now()`);
  if (!sets.length) return;
  await db.execute(
    sql`UPDATE survey_exports SET ${sql.join(sets, sql`, `)} WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

/** Exports past their week (survey_exports_expires_idx), a few hundred at a time. */
export async function findExpired(
  db: DbOrTx,
  limit = 500,
): Promise<{ id: string; storage_key: string | null }[]> {
  const result = await db.execute<{ id: string; storage_key: string | null }>(
    sql`SELECT id, storage_key FROM survey_exports WHERE expires_at <= now() ORDER BY expires_at LIMIT ${limit}`,
  );
  return result.rows;
}

// The hourly expiry sweep acts across tenants: it knows no tenant, so this stays in the known list.
export async function deleteExports(db: DbOrTx, ids: string[]) {
  if (!ids.length) return;
  await db.execute(sql`DELETE FROM survey_exports WHERE id = ANY(${sql.param(ids)}::uuid[])`);
}
