import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { exportKeys } from './exports-keys';
import { isRunning } from './export-status';

/** GET /surveys/{id}/exports/: the form's exports of the last week (polled while one runs). */
export const exportsListQuery = (formId: string) =>
  queryOptions({
    queryKey: exportKeys.list(formId),
    queryFn: ({ signal }) =>
      api.get('GET /surveys/{id}/exports/', {
        path: { id: formId },
        params: { limit: 10 },
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.results.some((item) => isRunning(item.status)) ? 2000 : false,
  });
