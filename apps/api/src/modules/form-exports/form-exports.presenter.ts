import type { ExportStatus, SurveyExport } from '@oversight/shared/surveys/exports.schemas';
import type { ExportRow } from './form-exports.repository.js';
import { isoTimestamp, isoTimestampOrNull } from '../../platform/timestamps.js';

/** The download is the API's own (signed in, access checked), never a public link: exports hold people's answers. */
export const downloadPath = (id: string) => `/api/v1/surveys/exports/${id}/download/`;

export function presentExport(row: ExportRow, publicUrl: string): SurveyExport {
  const ready = row.status === 'SUCCESS' && !!row.storage_key;
  return {
    id: row.id,
    format: row.format,
    status: row.status,
    progress: row.progress,
    options: {
      multiple_choice: row.options.multiple_choice,
      values: row.options.values,
      language: row.options.language ?? null,
    },
    filters: row.filters,
    total_responses: row.total_responses,
    filename: row.filename,
    file_url: ready ? `${publicUrl}${downloadPath(row.id)}` : null,
    bytes: row.bytes === null ? null : Number(row.bytes),
    error: row.error,
    created_by: row.created_by_public_id
      ? { id: row.created_by_public_id, display_name: row.created_by_name ?? '' }
      : null,
    created: isoTimestamp(row.created_at),
    finished: isoTimestampOrNull(row.finished_at),
    expires: isoTimestamp(row.expires_at),
  };
}

export function presentExportStatus(row: ExportRow, publicUrl: string): ExportStatus {
  const shown = presentExport(row, publicUrl);
  return {
    task_id: row.id,
    status: row.status,
    progress: row.progress,
    result: shown.file_url
      ? {
          file_url: shown.file_url,
          filename: row.filename ?? 'export',
          total_responses: row.total_responses ?? 0,
        }
      : null,
    error: row.error,
    export: shown,
  };
}
