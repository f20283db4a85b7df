import type { QueryOf } from '@oversight/shared/endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { resultsKeys } from './keys';

export type CrossTabParams = QueryOf<'GET /surveys/{id}/analytics/table/'>;

/** GET /surveys/{id}/analytics/table/: one choice question by another. */
export const crossTabQuery = (id: string, params: CrossTabParams) =>
  queryOptions({
    queryKey: resultsKeys.crossTab(id, params),
    queryFn: ({ signal }) => api.get('GET /surveys/{id}/analytics/table/', { path: { id }, params, signal }),
    placeholderData: keepPreviousData,
  });
