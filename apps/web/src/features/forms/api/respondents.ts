import { queryOptions } from '@tanstack/react-query';
import { api, type ParamsOf } from '../../../lib/api-client';
import { formKeys } from './keys';

export const RESPONDENTS_PAGE_SIZE = 100;

/** GET /surveys/{id}/respondents/: the people added to answer the form. */
export const respondentsQuery = (
  id: string,
  params: ParamsOf<'GET /surveys/{id}/respondents/'> = { limit: RESPONDENTS_PAGE_SIZE },
) =>
  queryOptions({
    queryKey: formKeys.respondents(id, params),
    queryFn: ({ signal }) => api.get('GET /surveys/{id}/respondents/', { path: { id }, params, signal }),
  });
