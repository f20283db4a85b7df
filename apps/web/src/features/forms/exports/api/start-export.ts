import type { CreateExportBody } from '@oversight/shared/surveys/exports.schemas';
import { api } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/use-write';
import { exportKeys } from './exports-keys';

/** POST /surveys/{id}/exports/: starts the job; its task is polled with exportStatusQuery. */
export const startExport = (formId: string, body: CreateExportBody) =>
  api.post('POST /surveys/{id}/exports/', body, { path: { id: formId }, silent: true });

/** Starts an export; the form's list of exports is read again. */
export const useStartExport = (formId: string) =>
  useWrite((body: CreateExportBody) => startExport(formId, body), [exportKeys.list(formId)]);
