import { queryOptions } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../lib/api-client';
import { resultsOf } from './page';
import { projectKeys } from './keys';

const RAIL_SIZE = 10;

/** GET /projects/list-most-discussed/ (the filters of the screen narrow it). */
export const mostDiscussedQuery = (filters: QueryParams = {}) =>
  queryOptions({
    queryKey: projectKeys.mostDiscussed(filters),
    queryFn: async ({ signal }) =>
      resultsOf(
        await api.get('GET /projects/list-most-discussed/', {
          params: { limit: RAIL_SIZE, ...filters },
          signal,
        }),
      ),
  });

/** GET /projects/list-nearing-completion/. */
export const nearingCompletionQuery = (filters: QueryParams = {}) =>
  queryOptions({
    queryKey: projectKeys.nearingCompletion(filters),
    queryFn: async ({ signal }) =>
      resultsOf(
        await api.get('GET /projects/list-nearing-completion/', {
          params: { limit: RAIL_SIZE, ...filters },
          signal,
        }),
      ),
  });
