import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ParamsOf } from '../../../lib/api-client';
import { formKeys } from './keys';

export const RESPONSES_PAGE_SIZE = 25;

/** The list's query (responsePageQuerySchema): its filters with the page. */
export type ResponseListParams = ParamsOf<'GET /surveys/{id}/responses/'>;

/** GET /surveys/{id}/responses/: the form's submitted responses (needs view_responses). */
export const formResponsesQuery = (id: string, params: ResponseListParams) =>
  queryOptions({
    queryKey: formKeys.responses(id, params),
    queryFn: ({ signal }) => api.get('GET /surveys/{id}/responses/', { path: { id }, params, signal }),
    // The table keeps its rows while the next page or filter loads (no jump to a skeleton).
    placeholderData: keepPreviousData,
  });
