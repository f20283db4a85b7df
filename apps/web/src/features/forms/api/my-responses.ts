import { queryOptions } from '@tanstack/react-query';
import { api, type ParamsOf } from '../../../lib/api-client';
import { formKeys } from './keys';

/** GET /surveys/{id}/my-responses/: the caller's own responses (is_draft 'true': their drafts). */
export const myResponsesQuery = (
  id: string,
  params: Pick<ParamsOf<'GET /surveys/{id}/my-responses/'>, 'is_draft' | 'limit' | 'offset'>,
) =>
  queryOptions({
    queryKey: formKeys.myResponses(id, params),
    queryFn: ({ signal }) => api.get('GET /surveys/{id}/my-responses/', { path: { id }, params, signal }),
  });
