import type { GenerateReportBody } from '@oversight/shared/surveys/reports.schemas';
import { api } from '../../../../lib/api-client';

/** POST /surveys/report-templates/generate-report/ -> {task_id} (polled with reportTaskQuery). */
export const generateReport = (body: GenerateReportBody) =>
  api.post('POST /surveys/report-templates/generate-report/', body, { silent: true });
