import type { ReportTemplate, SurveyReport } from '@oversight/shared/surveys/reports.schemas';
import { isoTimestamp } from '../../platform/timestamps.js';
import type { ReportRow, TemplateRow } from './form-reports.repository.js';

/** Template and report rows to the shared schemas (rows never leave the API). */

type FormRef = { public_id: string; name: string };

export function presentTemplate(
  row: TemplateRow,
  form: FormRef,
  abilities: ReportTemplate['abilities'],
): ReportTemplate {
  return {
    id: row.id,
    survey_id: form.public_id,
    survey_name: form.name,
    name: row.name,
    description: row.description,
    blocks: row.blocks,
    created_by: row.created_by_id ? { id: row.created_by_id, display_name: row.created_by_name ?? '' } : null,
    created: isoTimestamp(row.created_at),
    modified: isoTimestamp(row.modified_at),
    abilities,
  };
}

/** The files download from GET /api/v1/surveys/report-files/{id}/?format= (with the bearer token). */
export function presentReport(row: ReportRow, form: FormRef): SurveyReport {
  const files: SurveyReport['files'] = [];
  const url = (format: string) => `/api/v1/surveys/report-files/${row.id}/?format=${format}`;
  if (row.pdf_key && row.status === 'SUCCESS')
    files.push({ format: 'pdf', bytes: row.pdf_bytes ?? 0, url: url('pdf') });
  if (row.docx_key && row.status === 'SUCCESS')
    files.push({ format: 'docx', bytes: row.docx_bytes ?? 0, url: url('docx') });
  return {
    id: row.id,
    survey_id: form.public_id,
    template_id: row.template_id,
    title: row.title,
    report_type: row.report_type,
    from: row.date_from,
    to: row.date_to,
    status: row.status,
    progress: row.progress,
    error: row.error,
    files,
    created_by: row.created_by_id ? { id: row.created_by_id, display_name: row.created_by_name ?? '' } : null,
    created: isoTimestamp(row.created_at),
  };
}
