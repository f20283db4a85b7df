import { sql } from 'drizzle-orm';
import type { ReportBlock } from '@oversight/shared/surveys/reports.schemas';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';

/** SQL of report templates and survey reports; every query carries the tenant. */

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
// The row's type names the column's value; a driver may still hand jsonb over as text.
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export type TemplateRow = {
  id: string;
  survey_id: string;
  name: string;
  description: string;
  blocks: ReportBlock[];
  created_by_id: string | null;
  created_by_name: string | null;
  created_at: string | Date;
  modified_at: string | Date;
};

const TEMPLATE_COLUMNS = sql`t.id, t.survey_id, t.name, t.description, t.blocks, u.id AS created_by_id, u.display_name AS created_by_name, t.created_at, t.modified_at`;
const withBlocks = <T extends { blocks: unknown }>(row: T): T => ({ ...row, blocks: parsed(row.blocks) });

export async function findTemplate(
  db: DbOrTx,
  tenantId: string,
  id: string,
): Promise<TemplateRow | undefined> {
  const result = await db.execute<TemplateRow>(sql`
    SELECT ${TEMPLATE_COLUMNS} FROM report_templates t LEFT JOIN users u ON u.id = t.created_by
     WHERE t.tenant_id = ${tenantId}::uuid AND t.id = ${id}::uuid`);
  return result.rows[0] && withBlocks(result.rows[0]);
}

/** A form's templates, most recently changed first (report_templates_survey_idx). */
export async function findTemplates(
  db: DbOrTx,
  tenantId: string,
  surveyId: string,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = sql`t.tenant_id = ${tenantId}::uuid AND t.survey_id = ${surveyId}::uuid ${search ? sql`AND lower(t.name) LIKE ${likePattern(search)}` : sql``}`;
  const found = await countedPage<TemplateRow>(
    db,
    sql`SELECT count(*)::int AS count FROM report_templates t WHERE ${where}`,
    sql`
      SELECT ${TEMPLATE_COLUMNS} FROM report_templates t LEFT JOIN users u ON u.id = t.created_by
       WHERE ${where} ORDER BY t.modified_at DESC, t.id LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
  return { count: found.count, rows: found.rows.map(withBlocks) };
}

export async function insertTemplate(
  db: DbOrTx,
  values: {
    tenantId: string;
    surveyId: string;
    organizationId: string;
    name: string;
    description: string;
    blocks: ReportBlock[];
    createdBy: string;
  },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO report_templates (tenant_id, survey_id, organization_id, name, description, blocks, created_by)
    VALUES (${values.tenantId}::uuid, ${values.surveyId}::uuid, ${values.organizationId}::uuid, ${values.name}, ${values.description},
            ${JSON.stringify(values.blocks)}::jsonb, ${values.createdBy}::uuid)
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function updateTemplate(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: { name?: string; description?: string; blocks?: ReportBlock[] },
) {
  await db.execute(sql`
    UPDATE report_templates SET
      name = coalesce(${changes.name ?? null}, name),
      description = coalesce(${changes.description ?? null}, description),
      blocks = coalesce(${changes.blocks ? JSON.stringify(changes.blocks) : null}::jsonb, blocks),
      modified_at = now()
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

export async function deleteTemplate(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(
    sql`DELETE FROM report_templates WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

// Reports

export type ReportRow = {
  id: string;
  tenant_id: string;
  survey_id: string;
  template_id: string | null;
  title: string;
  report_type: 'generated' | 'written' | 'uploaded';
  date_from: string | null;
  date_to: string | null;
  blocks: ReportBlock[] | null;
  status: 'PENDING' | 'STARTED' | 'PROCESSING' | 'SUCCESS' | 'FAILURE';
  progress: number;
  error: string | null;
  pdf_key: string | null;
  pdf_bytes: number | null;
  docx_key: string | null;
  docx_bytes: number | null;
  created_by_id: string | null;
  created_by_name: string | null;
  created_at: string | Date;
};

const REPORT_COLUMNS = sql`r.id, r.tenant_id, r.survey_id, r.template_id, r.title, r.report_type, to_char(r.date_from, 'YYYY-MM-DD') AS date_from,
  to_char(r.date_to, 'YYYY-MM-DD') AS date_to, r.blocks, r.status, r.progress, r.error, r.pdf_key, r.pdf_bytes, r.docx_key, r.docx_bytes,
  u.id AS created_by_id, u.display_name AS created_by_name, r.created_at`;

export async function findReport(
  db: DbOrTx,
  tenantId: string | null,
  id: string,
): Promise<ReportRow | undefined> {
  const result = await db.execute<ReportRow>(sql`
    SELECT ${REPORT_COLUMNS} FROM survey_reports r LEFT JOIN users u ON u.id = r.created_by
     WHERE r.id = ${id}::uuid ${tenantId ? sql`AND r.tenant_id = ${tenantId}::uuid` : sql``}`);
  return result.rows[0] && withBlocks(result.rows[0]);
}

/** A form's reports, newest first (survey_reports_survey_idx). */
export async function findReports(
  db: DbOrTx,
  tenantId: string,
  surveyId: string,
  filter: { title?: string; reportType?: string },
  page: { limit: number; offset: number },
) {
  const where = sql`r.tenant_id = ${tenantId}::uuid AND r.survey_id = ${surveyId}::uuid
    ${filter.title ? sql`AND lower(r.title) LIKE ${likePattern(filter.title)}` : sql``}
    ${filter.reportType ? sql`AND r.report_type = ${filter.reportType}` : sql``}`;
  const found = await countedPage<ReportRow>(
    db,
    sql`SELECT count(*)::int AS count FROM survey_reports r WHERE ${where}`,
    sql`
      SELECT ${REPORT_COLUMNS} FROM survey_reports r LEFT JOIN users u ON u.id = r.created_by
       WHERE ${where} ORDER BY r.created_at DESC, r.id LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
  return { count: found.count, rows: found.rows.map(withBlocks) };
}

export async function insertReport(
  db: DbOrTx,
  values: {
    tenantId: string;
    surveyId: string;
    templateId: string | null;
    title: string;
    reportType: ReportRow['report_type'];
    from: string | null;
    to: string | null;
    blocks: ReportBlock[] | null;
    createdBy: string;
    status?: ReportRow['status'];
    files?: {
      pdfKey: string | null;
      pdfBytes: number | null;
      docxKey: string | null;
      docxBytes: number | null;
    };
  },
): Promise<string> {
  const files = values.files ?? { pdfKey: null, pdfBytes: null, docxKey: null, docxBytes: null };
  const done = values.status === 'SUCCESS';
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO survey_reports (tenant_id, survey_id, template_id, title, report_type, date_from, date_to, blocks, status, progress,
                                pdf_key, pdf_bytes, docx_key, docx_bytes, created_by, finished_at)
    VALUES (${values.tenantId}::uuid, ${values.surveyId}::uuid, ${values.templateId}::uuid, ${values.title}, ${values.reportType},
            ${values.from}::date, ${values.to}::date, ${values.blocks ? JSON.stringify(values.blocks) : null}::jsonb, ${values.status ?? 'PENDING'},
            ${done ? 100 : 0}, ${files.pdfKey}, ${files.pdfBytes}, ${files.docxKey}, ${files.docxBytes}, ${values.createdBy}::uuid,
            ${done ? sql`now()` : sql`NULL`})
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function updateReport(
  db: DbOrTx,
  tenantId: string,
  id: string,
  change: {
    status: ReportRow['status'];
    progress: number;
    error?: string | null;
    files?: { pdfKey: string; pdfBytes: number; docxKey: string; docxBytes: number };
  },
) {
  const finished = change.status === 'SUCCESS' || change.status === 'FAILURE';
  await db.execute(sql`
    UPDATE survey_reports SET status = ${change.status}, progress = ${change.progress}, error = ${change.error ?? null},
      pdf_key = coalesce(${change.files?.pdfKey ?? null}, pdf_key), pdf_bytes = coalesce(${change.files?.pdfBytes ?? null}::int, pdf_bytes),
      docx_key = coalesce(${change.files?.docxKey ?? null}, docx_key), docx_bytes = coalesce(${change.files?.docxBytes ?? null}::int, docx_bytes),
      finished_at = ${finished ? sql`now()` : sql`NULL`}
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

export async function deleteReport(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(sql`DELETE FROM survey_reports WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

/** Submitted responses per day of submission in the range, counted in SQL. */
export async function responsesByDay(db: DbOrTx, surveyId: string, from: string | null, to: string | null) {
  const result = await db.execute<{ day: string; count: number }>(sql`
    SELECT to_char(r.submitted_at::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
      FROM survey_responses r
     WHERE r.survey_id = ${surveyId}::uuid AND NOT r.is_draft
       ${from ? sql`AND r.submitted_at >= ${from}::date` : sql``} ${to ? sql`AND r.submitted_at < ${to}::date + 1` : sql``}
     GROUP BY 1 ORDER BY 1`);
  return result.rows;
}

/** What the report job needs of its form (the job runs for no caller: access was checked when it was asked for). */
export async function findFormForReport(db: DbOrTx, tenantId: string, surveyId: string) {
  const result = await db.execute<{
    id: string;
    public_id: string;
    name: string;
    organization_name: string;
    version: number;
    modified_at: string | Date;
  }>(sql`
    SELECT s.id, s.public_id, s.name, o.name AS organization_name, s.version, s.modified_at
      FROM surveys s JOIN organizations o ON o.id = s.organization_id
     WHERE s.tenant_id = ${tenantId}::uuid AND s.id = ${surveyId}::uuid`);
  return result.rows[0];
}

/** The newest submitted responses in the range (the submission index), for a report's table of responses. */
export async function newestResponses(
  db: DbOrTx,
  tenantId: string,
  surveyId: string,
  from: string | null,
  to: string | null,
  limit: number,
) {
  const result = await db.execute<{
    answers: Record<string, unknown>;
    submitted_at: string | Date | null;
  }>(sql`
    SELECT r.answers, r.submitted_at FROM survey_responses r
     WHERE r.tenant_id = ${tenantId}::uuid AND r.survey_id = ${surveyId}::uuid AND NOT r.is_draft
       ${from ? sql`AND r.submitted_at >= ${from}::date` : sql``} ${to ? sql`AND r.submitted_at < ${to}::date + 1` : sql``}
     ORDER BY r.submitted_at DESC, r.id DESC LIMIT ${limit}`);
  return result.rows.map((row) => ({ ...row, answers: parsed<Record<string, unknown>>(row.answers) }));
}
