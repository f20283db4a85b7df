import type { SurveyExport } from '@oversight/shared/surveys/exports.schemas';
import { downloadFile } from '../../../../lib/api-client';

/** GET /surveys/exports/{id}/download/: the file, saved under its name (the request carries the sign-in). */
export const downloadExport = (item: Pick<SurveyExport, 'id' | 'filename' | 'format'>) =>
  downloadFile('GET /surveys/exports/{id}/download/', item.filename ?? `responses.${item.format}`, {
    path: { id: item.id },
  });
