import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../lib/api-client';

export const SEARCH_PAGE_SIZE = 25;

/**
 * GET /projects/search/: projects (with counts per status), contractors and organisations matching the text.
 * `query` is searched with full text, falling back to resemblance for typos ("hospitl").
 */
export const searchQuery = (text: string, filters: QueryParams, offset = 0, limit = SEARCH_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['search', 'catalogue', text, filters, offset, limit] as const,
    queryFn: ({ signal }) =>
      api.get('GET /projects/search/', {
        params: { ...filters, query: text, offset, limit },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
