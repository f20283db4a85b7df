import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type {
  CreateTemplateBody,
  GenerateReportBody,
  PreviewBody,
  ReportBlock,
  ReportData,
  ReportFormat,
  ReportTask,
  ReportTemplate,
  SubmitReportBody,
  SurveyReport,
  UpdateTemplateBody,
} from '@oversight/shared/surveys/reports.schemas';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../platform/errors.js';
import { can, type ItemAccess } from '../../platform/item-access.js';
import type { PageParams } from '../../platform/pagination.js';
import type { ContextOf } from '../../platform/request-context.js';
import { resultsFormOf } from '../form-results/form-results.aggregations.js';
import { loadSurvey, loadSurveyById, type SurveysContext } from '../surveys/surveys.service.js';
import { presentReport, presentTemplate } from './form-reports.presenter.js';
import * as repo from './form-reports.repository.js';
import { blockProblems, reportData, type Range, type ReportForm } from './report-data.js';
import { renderDocx, renderPdf } from './report-render.js';
import { requireUser } from '../../platform/access-control.js';

/**
 * Reports of a form. Everything here is for those who may view the form's responses ("view form
 * responses" from the organisation's role or a grant): templates, previews, generated, written and uploaded reports.
 * A template is changed by its author or the form's editors. Reports are made by a job (REPORT_JOB) into a PDF and
 * a DOCX kept in storage, which download through the API only.
 */

export const REPORT_JOB = 'surveys.report-generate';
/** What the report services use of the request's context (a route passes `request.ctx`). */
export type ReportsCaller = SurveysContext & ContextOf<'jobs' | 'storage' | 'config'>;

const TEMPLATE_NOT_FOUND = 'No report template has this id.';
const REPORT_NOT_FOUND = 'No report has this id.';

async function formOf(
  db: DbOrTx,
  tenantId: string,
  row: {
    id: string;
    public_id: string;
    name: string;
    organization_name: string;
    version: number;
    modified_at: string | Date;
  },
): Promise<ReportForm> {
  const results = await resultsFormOf(db, tenantId, row);
  return { ...results, publicId: row.public_id, name: row.name, organizationName: row.organization_name };
}

/** The form by its public id for someone who views its responses (404/401/403 as the surveys module answers). */
async function loadForm(caller: SurveysContext, publicId: string) {
  requireUser(caller);
  const { row, access } = await loadSurvey(caller, publicId, PERMISSIONS.VIEW_FORM_RESPONSES);
  return { row, access, form: await formOf(caller.db, caller.auth.tenant.id, row) };
}

/** The form of a template or report: one the caller may not read the responses of reads as `missing`. */
async function loadFormById(caller: SurveysContext, internalId: string, missing: string) {
  requireUser(caller);
  const { row, access } = await loadSurveyById(caller, internalId, PERMISSIONS.VIEW_FORM_RESPONSES).catch(
    (error: unknown) => {
      throw error instanceof HttpError && error.statusCode !== 401 ? notFound(missing) : error;
    },
  );
  return { row, access };
}

const mayChangeTemplate = (
  caller: SurveysContext,
  access: ItemAccess,
  template: { created_by_id: string | null },
) =>
  (!!caller.auth.user && template.created_by_id === caller.auth.user.id) ||
  can(access, PERMISSIONS.CREATE_EDIT_FORM);

const templateAbilities = (caller: SurveysContext, access: ItemAccess, template: repo.TemplateRow) => {
  const changes = mayChangeTemplate(caller, access, template);
  return { edit: changes, delete: changes, generate: true };
};

function checkBlocks(form: ReportForm, blocks: readonly ReportBlock[]) {
  const problems = blockProblems(form, blocks);
  if (Object.keys(problems).length) throw badRequest(problems);
}

async function loadTemplate(caller: SurveysContext, id: string) {
  const template = await repo.findTemplate(caller.db, caller.auth.tenant.id, id);
  if (!template) throw caller.auth.user ? notFound(TEMPLATE_NOT_FOUND) : unauthorized();
  const { row, access } = await loadFormById(caller, template.survey_id, TEMPLATE_NOT_FOUND);
  return { template, row, access };
}

// Templates

export async function findTemplates(
  caller: ReportsCaller,
  query: { survey_id: string; search?: string },
  page: PageParams,
) {
  const { row, access } = await loadForm(caller, query.survey_id);
  const { count, rows } = await repo.findTemplates(
    caller.db,
    caller.auth.tenant.id,
    row.id,
    query.search,
    page,
  );
  return {
    count,
    results: rows.map((template) =>
      presentTemplate(template, row, templateAbilities(caller, access, template)),
    ),
    ai_configured: !!caller.config.ai,
  };
}

export async function getTemplate(caller: SurveysContext, id: string): Promise<ReportTemplate> {
  const { template, row, access } = await loadTemplate(caller, id);
  return presentTemplate(template, row, templateAbilities(caller, access, template));
}

/** Saves a template whose blocks were checked against the form (a new one, or the AI’s draft). */
export async function createTemplate(
  caller: SurveysContext,
  body: CreateTemplateBody,
): Promise<ReportTemplate> {
  const user = requireUser(caller);
  const { row, form } = await loadForm(caller, body.survey_id);
  checkBlocks(form, body.blocks);
  const id = await repo.insertTemplate(caller.db, {
    tenantId: caller.auth.tenant.id,
    surveyId: row.id,
    organizationId: row.organization_id,
    name: body.name,
    description: body.description,
    blocks: body.blocks,
    createdBy: user.id,
  });
  return getTemplate(caller, id);
}

export async function updateTemplate(
  caller: SurveysContext,
  id: string,
  body: UpdateTemplateBody,
): Promise<ReportTemplate> {
  const { template, row, access } = await loadTemplate(caller, id);
  if (!mayChangeTemplate(caller, access, template))
    throw forbidden('Only the author of this template or the form’s editors change it.');
  if (body.blocks) checkBlocks(await formOf(caller.db, caller.auth.tenant.id, row), body.blocks);
  await repo.updateTemplate(caller.db, caller.auth.tenant.id, template.id, body);
  return getTemplate(caller, template.id);
}

export async function deleteTemplate(caller: SurveysContext, id: string): Promise<void> {
  const { template, access } = await loadTemplate(caller, id);
  if (!mayChangeTemplate(caller, access, template))
    throw forbidden('Only the author of this template or the form’s editors delete it.');
  await repo.deleteTemplate(caller.db, caller.auth.tenant.id, template.id);
}

// Data: previews and the responses report

const rangeOf = (body: { from?: string | null; to?: string | null }): Range => ({
  from: body.from ?? null,
  to: body.to ?? null,
});

export async function previewBlocks(caller: SurveysContext, body: PreviewBody): Promise<ReportData> {
  const { form } = await loadForm(caller, body.survey_id);
  checkBlocks(form, body.blocks);
  return reportData(caller.db, form, body.blocks, rangeOf(body));
}

/** GET /surveys/responses/report/: the form's responses in the range per day, with a template's blocks when named. */
export async function responsesReport(
  caller: SurveysContext,
  query: { survey_id: string; template_id?: string; from?: string | null; to?: string | null },
): Promise<ReportData> {
  const { row, form } = await loadForm(caller, query.survey_id);
  let blocks: ReportBlock[] = [];
  if (query.template_id) {
    const template = await repo.findTemplate(caller.db, caller.auth.tenant.id, query.template_id);
    if (!template || template.survey_id !== row.id)
      throw badRequest({ template_id: ['This is not a report template of this form.'] });
    blocks = template.blocks;
  }
  return reportData(caller.db, form, blocks, rangeOf(query));
}

// Reports

async function startReport(
  caller: ReportsCaller,
  values: {
    surveyId: string;
    templateId: string | null;
    title: string;
    reportType: 'generated' | 'written';
    range: Range;
    blocks: ReportBlock[];
  },
): Promise<{ task_id: string }> {
  const user = requireUser(caller);
  const id = await caller.db.transaction(async (tx) => {
    const reportId = await repo.insertReport(tx, {
      tenantId: caller.auth.tenant.id,
      surveyId: values.surveyId,
      templateId: values.templateId,
      title: values.title,
      reportType: values.reportType,
      from: values.range.from,
      to: values.range.to,
      blocks: values.blocks,
      createdBy: user.id,
    });
    return reportId;
  });
  await caller.jobs.send(REPORT_JOB, { reportId: id }, { retryLimit: 2 });
  return { task_id: id };
}

/** POST /surveys/report-templates/generate-report/ */
export async function generateReport(
  caller: ReportsCaller,
  body: GenerateReportBody,
): Promise<{ task_id: string }> {
  const template = await repo.findTemplate(caller.db, caller.auth.tenant.id, body.template_id);
  if (!template) throw caller.auth.user ? badRequest({ template_id: [TEMPLATE_NOT_FOUND] }) : unauthorized();
  const { row } = await loadFormById(caller, template.survey_id, TEMPLATE_NOT_FOUND).catch(
    (error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404
        ? badRequest({ template_id: [TEMPLATE_NOT_FOUND] })
        : error;
    },
  );
  const range = rangeOf(body);
  const title = body.title || `${template.name}: ${row.name}`;
  return startReport(caller, {
    surveyId: row.id,
    templateId: template.id,
    title,
    reportType: 'generated',
    range,
    blocks: template.blocks,
  });
}

/** POST /surveys/{id}/submit-report/: a report written in the app, made into a PDF and a DOCX by the same job. */
export async function submitReport(
  caller: ReportsCaller,
  surveyId: string,
  body: SubmitReportBody,
): Promise<{ task_id: string }> {
  const { row } = await loadForm(caller, surveyId);
  const blocks: ReportBlock[] = body.body
    .split(/\n{2,}/)
    .map((text) => text.trim())
    .filter(Boolean)
    .reduce<string[]>((chunks, text) => {
      // Text blocks hold at most 5000 characters: long paragraphs are split at a sentence.
      for (let rest = text; rest.length;) {
        const cut = rest.length <= 5000 ? rest.length : Math.max(rest.lastIndexOf('. ', 4990) + 1, 4000);
        chunks.push(rest.slice(0, cut).trim());
        rest = rest.slice(cut).trim();
      }
      return chunks;
    }, [])
    .map((text) => ({ type: 'text' as const, text }));
  return startReport(caller, {
    surveyId: row.id,
    templateId: null,
    title: body.title,
    reportType: 'written',
    range: rangeOf(body),
    blocks,
  });
}

async function loadReport(caller: SurveysContext, id: string) {
  const report = await repo.findReport(caller.db, caller.auth.tenant.id, id);
  if (!report) throw caller.auth.user ? notFound(REPORT_NOT_FOUND) : unauthorized();
  const { row } = await loadFormById(caller, report.survey_id, REPORT_NOT_FOUND);
  return { report, row };
}

/** GET /surveys/report-templates/generate-report-status/ */
export async function getReportTask(caller: SurveysContext, taskId: string): Promise<ReportTask> {
  const { report, row } = await loadReport(caller, taskId).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404
      ? notFound('No report task has this id.')
      : error;
  });
  const presented = presentReport(report, row);
  return {
    task_id: report.id,
    status: report.status,
    progress: report.progress,
    result: report.status === 'SUCCESS' ? { report: presented } : null,
    error: report.error,
  };
}

/** GET /surveys/survey-reports/{id}/: the form's reports, newest first. */
export async function findReports(
  caller: SurveysContext,
  surveyId: string,
  query: { title?: string; report_type?: string },
  page: PageParams,
) {
  const { row } = await loadForm(caller, surveyId);
  const { count, rows } = await repo.findReports(
    caller.db,
    caller.auth.tenant.id,
    row.id,
    { title: query.title, reportType: query.report_type },
    page,
  );
  return { count, results: rows.map((report) => presentReport(report, row)) };
}

/** A report's file as stored, for those who view the form's responses. */
export async function reportFile(caller: ReportsCaller, id: string, format: ReportFormat) {
  const { report } = await loadReport(caller, id);
  const key = format === 'pdf' ? report.pdf_key : report.docx_key;
  if (!key)
    throw notFound(
      report.status === 'SUCCESS'
        ? `This report has no ${format.toUpperCase()} file.`
        : 'This report is not ready yet.',
    );
  const body = await caller.storage.get(key);
  const base =
    report.title
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .trim()
      .slice(0, 80) || 'report';
  return {
    body,
    filename: `${base}.${format}`,
    contentType:
      format === 'pdf'
        ? 'application/pdf'
        : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
}

// Upload: a report written elsewhere

const startsWith = (buffer: Buffer, text: string) =>
  buffer.subarray(0, text.length).toString('latin1') === text;

/** The file's type from its bytes: a PDF, or a Word document (a zip holding word/document.xml); null otherwise. */
export function sniffReportFile(buffer: Buffer): ReportFormat | null {
  if (startsWith(buffer, '%PDF-') && buffer.subarray(-1024).includes('%%EOF')) return 'pdf';
  // Names inside a zip are stored uncompressed: a DOCX names its main part and content types, and ends with the
  // zip's end-of-central-directory record.
  if (
    startsWith(buffer, 'PK\u0003\u0004') &&
    buffer.includes('word/document.xml') &&
    buffer.includes('[Content_Types].xml') &&
    buffer.subarray(-65_557).includes('PK\u0005\u0006')
  )
    return 'docx';
  return null;
}

export async function uploadReport(
  caller: ReportsCaller,
  fields: Record<string, string>,
  file: { buffer: Buffer; filename: string },
): Promise<SurveyReport> {
  const user = requireUser(caller);
  const surveyId = fields.survey_id?.trim();
  if (!surveyId) throw badRequest({ survey_id: ['Choose the form this report is about.'] });
  const { row } = await loadForm(caller, surveyId);
  const format = sniffReportFile(file.buffer);
  if (!format) throw badRequest({ file: ['Upload a PDF or a Word (.docx) file; this file is neither.'] });
  const title = (fields.title?.trim() || file.filename.replace(/\.[^.]+$/, '').trim() || 'Report').slice(
    0,
    200,
  );
  const key = `reports/${caller.auth.tenant.id}/${row.id}/${randomUUID()}.${format}`;
  await caller.storage.put(
    key,
    file.buffer,
    format === 'pdf'
      ? 'application/pdf'
      : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  const bytes = file.buffer.length;
  const id = await repo.insertReport(caller.db, {
    tenantId: caller.auth.tenant.id,
    surveyId: row.id,
    templateId: null,
    title,
    reportType: 'uploaded',
    from: null,
    to: null,
    blocks: null,
    createdBy: user.id,
    status: 'SUCCESS',
    files:
      format === 'pdf'
        ? { pdfKey: key, pdfBytes: bytes, docxKey: null, docxBytes: null }
        : { pdfKey: null, pdfBytes: null, docxKey: key, docxBytes: bytes },
  });
  const report = await repo.findReport(caller.db, caller.auth.tenant.id, id);
  return presentReport(report!, row);
}

// The job

/** Makes a report's PDF and DOCX from its blocks; a retried job starts the report again. */
export async function runReportJob(deps: ContextOf<'db' | 'storage'>, reportId: string) {
  const report = await repo.findReport(deps.db, null, reportId);
  if (!report || report.status === 'SUCCESS' || report.status === 'FAILURE') return;
  await repo.updateReport(deps.db, report.tenant_id, report.id, { status: 'STARTED', progress: 5 });
  try {
    const formRow = await repo.findFormForReport(deps.db, report.tenant_id, report.survey_id);
    if (!formRow) throw new Error('The form was deleted.');
    const form = await formOf(deps.db, report.tenant_id, formRow);
    const range = { from: report.date_from, to: report.date_to };
    const data = await reportData(deps.db, form, report.blocks ?? [], range, async (done, of) => {
      await repo.updateReport(deps.db, report.tenant_id, report.id, {
        status: 'PROCESSING',
        progress: 10 + Math.floor((done / Math.max(of, 1)) * 60),
      });
    });
    const pdf = await renderPdf(data, report.title);
    await repo.updateReport(deps.db, report.tenant_id, report.id, { status: 'PROCESSING', progress: 85 });
    const docx = await renderDocx(data, report.title);
    const folder = `reports/${report.tenant_id}/${report.survey_id}`;
    const files = {
      pdfKey: `${folder}/${randomUUID()}.pdf`,
      pdfBytes: pdf.length,
      docxKey: `${folder}/${randomUUID()}.docx`,
      docxBytes: docx.length,
    };
    await deps.storage.put(files.pdfKey, pdf, 'application/pdf');
    await deps.storage.put(
      files.docxKey,
      docx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await repo.updateReport(deps.db, report.tenant_id, report.id, {
      status: 'SUCCESS',
      progress: 100,
      files,
    });
  } catch (error) {
    await repo.updateReport(deps.db, report.tenant_id, report.id, {
      status: 'FAILURE',
      progress: 100,
      error: `The report could not be made: ${(error as Error).message.slice(0, 300)}`,
    });
  }
}
