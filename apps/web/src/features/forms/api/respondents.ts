import type { Respondent } from '@oversight/shared/surveys/responses.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formKeys, type Page } from './keys';

export const RESPONDENTS_PAGE_SIZE = 100;

/** GET /surveys/{id}/respondents/: the people added to answer the form. */
export const respondentsQuery = (
  id: string,
  params: { limit?: number; offset?: number } = { limit: RESPONDENTS_PAGE_SIZE },
) =>
  queryOptions({
    queryKey: formKeys.respondents(id, params),
    queryFn: ({ signal }) =>
      api.get<Page<Respondent>>(`/surveys/${encodeURIComponent(id)}/respondents/`, { params, signal }),
  });
