import type { SurveyReport } from '@oversight/shared/surveys/reports.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { reportKeys } from './keys';

export const isRunning = (status: SurveyReport['status'] | undefined) =>
  status === 'PENDING' || status === 'STARTED' || status === 'PROCESSING';

/** GET /surveys/survey-reports/{form id}/: the form's reports, newest first (polled while one is being made). */
export const reportsQuery = (formId: string) =>
  queryOptions({
    queryKey: reportKeys.reports(formId),
    queryFn: ({ signal }) =>
      api.get('GET /surveys/survey-reports/{id}/', {
        path: { id: formId },
        params: { limit: 50 },
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.results.some((report) => isRunning(report.status)) ? 1000 : false,
  });

/** GET /surveys/report-templates/generate-report-status/?task_id */
export const reportTaskQuery = (taskId: string) =>
  queryOptions({
    queryKey: reportKeys.task(taskId),
    queryFn: ({ signal }) =>
      api.get('GET /surveys/report-templates/generate-report-status/', {
        params: { task_id: taskId },
        signal,
      }),
    refetchInterval: (query) => (!query.state.data || isRunning(query.state.data.status) ? 1000 : false),
  });
