import type { SurveyResponse } from '@oversight/shared/surveys/responses.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formKeys, type Page } from './keys';

export const RESPONSES_PAGE_SIZE = 25;

/** The list's query (responseListQuerySchema) with its page. */
export type ResponseListParams = {
  search?: string;
  answer?: string[];
  from?: string;
  to?: string;
  ordering?: string;
  limit?: number;
  offset?: number;
};

/** GET /surveys/{id}/responses/: the form's submitted responses (needs view_responses). */
export const formResponsesQuery = (id: string, params: ResponseListParams) =>
  queryOptions({
    queryKey: formKeys.responses(id, params),
    queryFn: ({ signal }) =>
      api.get<Page<SurveyResponse>>(`/surveys/${encodeURIComponent(id)}/responses/`, { params, signal }),
    // The table keeps its rows while the next page or filter loads (no jump to a skeleton).
    placeholderData: keepPreviousData,
  });
