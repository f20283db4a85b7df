import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** SQL of a form's kept results: its kept summary and the tasks that compute it, and its saved charts. */

// Kept summaries and their tasks

/** What the summary job needs of a form (it runs without a caller). */
export async function findSurveyStamp(db: DbOrTx, surveyId: string) {
  const result = await db.execute<{
    id: string;
    tenant_id: string;
    version: number;
    modified_at: string | Date;
  }>(sql`
    SELECT id, tenant_id, version, modified_at FROM surveys WHERE id = ${surveyId}::uuid`);
  return result.rows[0];
}

export type SummaryRow = {
  survey_id: string;
  summary: unknown;
  stale: boolean;
  computed_at: string | Date;
  computing_ms: number;
};

export async function findSummary(db: DbOrTx, surveyId: string): Promise<SummaryRow | undefined> {
  const result = await db.execute<SummaryRow>(
    sql`SELECT survey_id, summary, stale, computed_at, computing_ms FROM survey_summaries WHERE survey_id = ${surveyId}::uuid`,
  );
  const row = result.rows[0];
  return row && { ...row, summary: typeof row.summary === 'string' ? JSON.parse(row.summary) : row.summary };
}

export async function saveSummary(
  db: DbOrTx,
  values: { tenantId: string; surveyId: string; summary: unknown; computingMs: number; startedAt: Date },
) {
  // The job cleared `stale` when it started: responses that changed while it computed marked it again, and that stays.
  await db.execute(sql`
    INSERT INTO survey_summaries (survey_id, tenant_id, summary, stale, computed_at, computing_ms)
    VALUES (${values.surveyId}::uuid, ${values.tenantId}::uuid, ${JSON.stringify(values.summary)}::jsonb, false, ${values.startedAt.toISOString()}::timestamptz, ${values.computingMs})
    ON CONFLICT (survey_id) DO UPDATE SET summary = excluded.summary, computed_at = excluded.computed_at, computing_ms = excluded.computing_ms`);
}

/** markStale as SQL for another statement to carry, done only when `when` holds: a row when it marked. */
export const markStaleSql = (tenantId: string, surveyId: string, when: SQL = sql`true`) =>
  sql`UPDATE survey_summaries SET stale = true WHERE tenant_id = ${tenantId}::uuid AND survey_id = ${surveyId}::uuid AND NOT stale AND ${when} RETURNING 1`;

/** Marks the kept summary stale; answers whether it was fresh (then a refresh is to be queued). */
export async function markStale(db: DbOrTx, tenantId: string, surveyId: string): Promise<boolean> {
  const result = await db.execute(markStaleSql(tenantId, surveyId));
  return result.rows.length > 0;
}

export async function clearStale(db: DbOrTx, tenantId: string, surveyId: string) {
  await db.execute(
    sql`UPDATE survey_summaries SET stale = false WHERE tenant_id = ${tenantId}::uuid AND survey_id = ${surveyId}::uuid`,
  );
}

export type TaskRow = {
  id: string;
  tenant_id: string;
  survey_id: string;
  status: string;
  progress: number;
  error: string | null;
  created_at: string | Date;
};

export async function insertTask(
  db: DbOrTx,
  values: { tenantId: string; surveyId: string; requestedBy: string | null; status?: string },
): Promise<TaskRow> {
  const result = await db.execute<TaskRow>(sql`
    INSERT INTO survey_summary_tasks (tenant_id, survey_id, requested_by, status, progress, finished_at)
    VALUES (${values.tenantId}::uuid, ${values.surveyId}::uuid, ${values.requestedBy}::uuid, ${values.status ?? 'PENDING'},
            ${values.status === 'SUCCESS' ? 100 : 0}, ${values.status === 'SUCCESS' ? sql`now()` : null})
    RETURNING id, tenant_id, survey_id, status, progress, error, created_at`);
  return result.rows[0]!;
}

/** The form's task still to run or running, if any (asked again, it answers that one). */
export async function findOpenTask(db: DbOrTx, surveyId: string): Promise<TaskRow | undefined> {
  const result = await db.execute<TaskRow>(sql`
    SELECT id, tenant_id, survey_id, status, progress, error, created_at FROM survey_summary_tasks
     WHERE survey_id = ${surveyId}::uuid AND status IN ('PENDING', 'STARTED') AND created_at > now() - interval '30 minutes'
     ORDER BY created_at DESC LIMIT 1`);
  return result.rows[0];
}

export async function findTask(db: DbOrTx, tenantId: string, id: string): Promise<TaskRow | undefined> {
  const result = await db.execute<TaskRow>(sql`
    SELECT id, tenant_id, survey_id, status, progress, error, created_at FROM survey_summary_tasks WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
  return result.rows[0];
}

export async function updateTask(
  db: DbOrTx,
  tenantId: string,
  id: string,
  values: { status?: string; progress?: number; error?: string | null },
) {
  const done = values.status === 'SUCCESS' || values.status === 'FAILURE';
  await db.execute(sql`
    UPDATE survey_summary_tasks SET status = coalesce(${values.status ?? null}, status), progress = coalesce(${values.progress ?? null}::smallint, progress),
           error = ${values.error ?? null}, finished_at = ${done ? sql`now()` : sql`finished_at`}
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

// Saved charts

export type ChartRow = {
  id: string;
  survey_id: string;
  created_by: string | null;
  title: string;
  chart_type: string;
  question: string;
  position: number;
  created_at: string | Date;
};
const CHART_COLUMNS = sql`c.id, c.survey_id, c.created_by, c.title, c.chart_type, c.question, c.position, c.created_at`;

export async function findCharts(db: DbOrTx, surveyId: string): Promise<ChartRow[]> {
  const result = await db.execute<ChartRow>(
    sql`SELECT ${CHART_COLUMNS} FROM survey_charts c WHERE c.survey_id = ${surveyId}::uuid ORDER BY c.position, c.created_at`,
  );
  return result.rows;
}

export async function findChart(db: DbOrTx, tenantId: string, id: string): Promise<ChartRow | undefined> {
  const result = await db.execute<ChartRow>(
    sql`SELECT ${CHART_COLUMNS} FROM survey_charts c WHERE c.tenant_id = ${tenantId}::uuid AND c.id = ${id}::uuid`,
  );
  return result.rows[0];
}

/** Adds a chart at the end; answers null when the form already holds `max` charts (counted under a row lock of the form). */
export async function insertChart(
  tx: DbOrTx,
  values: {
    tenantId: string;
    surveyId: string;
    createdBy: string | null;
    title: string;
    chartType: string;
    question: string;
    max: number;
  },
): Promise<ChartRow | null> {
  await tx.execute(sql`SELECT 1 FROM surveys WHERE id = ${values.surveyId}::uuid FOR UPDATE`);
  const counted = await tx.execute<{ count: number; next: number }>(sql`
    SELECT count(*)::int AS count, coalesce(max(position) + 1, 0)::int AS next FROM survey_charts WHERE survey_id = ${values.surveyId}::uuid`);
  const { count, next } = counted.rows[0]!;
  if (count >= values.max) return null;
  const result = await tx.execute<ChartRow>(sql`
    INSERT INTO survey_charts AS c (tenant_id, survey_id, created_by, title, chart_type, question, position)
    VALUES (${values.tenantId}::uuid, ${values.surveyId}::uuid, ${values.createdBy}::uuid, ${values.title}, ${values.chartType}, ${values.question}, ${next})
    RETURNING ${CHART_COLUMNS}`);
  return result.rows[0]!;
}

export async function deleteChart(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(sql`DELETE FROM survey_charts WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}
