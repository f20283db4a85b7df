import { api } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/use-write';
import { reportKeys } from './keys';

/** POST /surveys/upload_report/: a PDF or DOCX written elsewhere, attached to the form. */
export function uploadReport(formId: string, file: File, title?: string) {
  const body = new FormData();
  body.append('survey_id', formId);
  if (title?.trim()) body.append('title', title.trim());
  body.append('file', file);
  return api.post('POST /surveys/upload_report/', body, { silent: true });
}

/** Attaches a report file to the form; the form's reports are read again. */
export const useUploadReport = (formId: string) =>
  useWrite((file: File) => uploadReport(formId, file), [reportKeys.reports(formId)]);
