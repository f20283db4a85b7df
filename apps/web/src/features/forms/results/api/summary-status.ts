import type { SummaryTask } from '@oversight/shared/surveys/results.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { resultsKeys } from './keys';

const running = (task: SummaryTask | undefined) => task?.status === 'PENDING' || task?.status === 'STARTED';

/** GET /surveys/form-summary-status/?task_id: polled every second while the job runs. */
export const summaryStatusQuery = (taskId: string) =>
  queryOptions({
    queryKey: resultsKeys.summaryTask(taskId),
    queryFn: ({ signal }) =>
      api.get('GET /surveys/form-summary-status/', { params: { task_id: taskId }, signal }),
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  });
