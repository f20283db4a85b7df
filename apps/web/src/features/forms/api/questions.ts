import type { FlatQuestion } from '@oversight/shared/surveys/questions.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formKeys } from './keys';

/** GET /surveys/{id}/questions/: every question flat; with all_versions, removed ones too (their answers stay). */
export const formQuestionsQuery = (id: string, params: { all_versions?: boolean } = {}) =>
  queryOptions({
    queryKey: formKeys.questions(id, params),
    queryFn: ({ signal }) =>
      api.get<FlatQuestion[]>(`/surveys/${encodeURIComponent(id)}/questions/`, { params, signal }),
  });
