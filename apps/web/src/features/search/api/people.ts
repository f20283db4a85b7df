import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SEARCH_PAGE_SIZE } from './search';

/** GET /users/search/: citizens and civil-society organisations by name or username. */
export const peopleSearchQuery = (text: string, offset = 0, limit = SEARCH_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['search', 'people', text, offset, limit] as const,
    queryFn: ({ signal }) =>
      api.get('GET /users/search/', { params: { query: text, offset, limit }, signal }),
    placeholderData: keepPreviousData,
  });
