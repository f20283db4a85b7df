import type { KoboImportStatus } from '@oversight/shared/surveys/kobo.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { koboKeys } from './kobo-keys';

/** POST /surveys/import-kobo-responses/?survey_id: starts the job. */
export const importKoboResponses = (surveyId: string) =>
  api.post('POST /surveys/import-kobo-responses/', undefined, {
    params: { survey_id: surveyId },
    silent: true,
  });

const running = (status: KoboImportStatus['status'] | undefined) =>
  status === 'PENDING' || status === 'STARTED' || status === 'PROCESSING';

/** GET /surveys/kobo-import-status/?task_id: polled every second while it runs. */
export const koboImportStatusQuery = (taskId: string) =>
  queryOptions({
    queryKey: koboKeys.importStatus(taskId),
    queryFn: ({ signal }) =>
      api.get('GET /surveys/kobo-import-status/', { params: { task_id: taskId }, signal }),
    refetchInterval: (query) => (!query.state.data || running(query.state.data.status) ? 1000 : false),
  });
