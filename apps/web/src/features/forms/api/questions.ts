import type { QueryOf } from '@oversight/shared/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formKeys } from './keys';

/** GET /surveys/{id}/questions/: every question flat; with all_versions, removed ones too (their answers stay). */
export const formQuestionsQuery = (id: string, params: QueryOf<'GET /surveys/{id}/questions/'> = {}) =>
  queryOptions({
    queryKey: formKeys.questions(id, params),
    queryFn: ({ signal }) => api.get('GET /surveys/{id}/questions/', { path: { id }, params, signal }),
  });
