import type { CrossTab } from '@oversight/shared/surveys/results.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { resultsKeys } from './keys';

export type CrossTabParams = { row: string; column: string; from?: string; to?: string; answer?: string[] };

/** GET /surveys/{id}/analytics/table/: one choice question by another. */
export const crossTabQuery = (id: string, params: CrossTabParams) =>
  queryOptions({
    queryKey: resultsKeys.crossTab(id, params),
    queryFn: ({ signal }) =>
      api.get<CrossTab>(`/surveys/${encodeURIComponent(id)}/analytics/table/`, { params, signal }),
    placeholderData: keepPreviousData,
  });
