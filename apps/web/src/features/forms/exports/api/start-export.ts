import type { CreateExportBody } from '@oversight/shared/surveys/exports.schemas';
import { api } from '../../../../lib/api-client';

/** POST /surveys/{id}/exports/: starts the job; its task is polled with exportStatusQuery. */
export const startExport = (formId: string, body: CreateExportBody) =>
  api.post('POST /surveys/{id}/exports/', body, { path: { id: formId }, silent: true });
