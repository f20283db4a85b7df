import type { SurveyResponse } from '@oversight/shared/surveys/responses.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formKeys, type Page } from './keys';

/** GET /surveys/{id}/my-responses/: the caller's own responses (is_draft=true: their drafts). */
export const myResponsesQuery = (
  id: string,
  params: { is_draft?: boolean; limit?: number; offset?: number },
) =>
  queryOptions({
    queryKey: formKeys.myResponses(id, params),
    queryFn: ({ signal }) =>
      api.get<Page<SurveyResponse>>(`/surveys/${encodeURIComponent(id)}/my-responses/`, { params, signal }),
  });
