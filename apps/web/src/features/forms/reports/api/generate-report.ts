import type { GenerateReportBody } from '@oversight/shared/surveys/reports.schemas';
import { api } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/use-write';
import { reportKeys } from './keys';

/** POST /surveys/report-templates/generate-report/ -> {task_id} (polled with reportTaskQuery). */
export const generateReport = (body: GenerateReportBody) =>
  api.post('POST /surveys/report-templates/generate-report/', body, { silent: true });

/** Starts a report from a template; the form's reports are read again. */
export const useGenerateReport = (formId: string) => useWrite(generateReport, [reportKeys.reports(formId)]);
