import type { ReportFormat, SurveyReport } from '@oversight/shared/surveys/reports.schemas';
import { downloadFile } from '../../../../lib/api-client';

/** GET /surveys/report-files/{id}/?format: the file, saved under its name (the request carries the sign-in). */
export const downloadReport = (report: Pick<SurveyReport, 'id' | 'title'>, format: ReportFormat) =>
  downloadFile('GET /surveys/report-files/{id}/', `${report.title}.${format}`, {
    path: { id: report.id },
    params: { format },
  });
