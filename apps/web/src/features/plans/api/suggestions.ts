import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { planKeys } from './keys';

export type SuggestionKind = 'outcome' | 'indicator';

/** Outcomes or indicators already in the plans the caller sees whose titles are near `query` (3 characters or more). */
export const suggestionsQuery = (kind: SuggestionKind, query: string) =>
  queryOptions({
    queryKey: planKeys.suggestions(kind, query),
    queryFn: ({ signal }) =>
      kind === 'outcome'
        ? api.get('GET /plans/outcomes/suggestions/', { signal, silent: true, params: { query } })
        : api.get('GET /plans/indicators/suggestions/', { signal, silent: true, params: { query } }),
    enabled: query.length >= 3,
    staleTime: 60_000,
  });
