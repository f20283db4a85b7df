import type { CreateExportBody, ExportStatus } from '@oversight/shared/surveys/exports.schemas';
import { api } from '../../../../lib/api-client';

/** POST /surveys/{id}/exports/: starts the job; its task is polled with exportStatusQuery. */
export const startExport = (formId: string, body: CreateExportBody) =>
  api.post<ExportStatus>(`/surveys/${encodeURIComponent(formId)}/exports/`, body, { silent: true });
