import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const VISITOR_PAGE_SIZE = 12;

/** GET /users/visitor-organizations/: the organisations anyone may see. */
export const visitorOrganizationsQuery = (text: string, ordering: string, offset = 0) =>
  queryOptions({
    queryKey: ['directory', 'visitor-organisations', text, ordering, offset] as const,
    queryFn: ({ signal }) =>
      api.get('GET /users/visitor-organizations/', {
        params: { query: text, ordering, offset, limit: VISITOR_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
