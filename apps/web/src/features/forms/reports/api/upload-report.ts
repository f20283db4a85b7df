import { api } from '../../../../lib/api-client';

/** POST /surveys/upload_report/: a PDF or DOCX written elsewhere, attached to the form. */
export function uploadReport(formId: string, file: File, title?: string) {
  const body = new FormData();
  body.append('survey_id', formId);
  if (title?.trim()) body.append('title', title.trim());
  body.append('file', file);
  return api.post('POST /surveys/upload_report/', body, { silent: true });
}
