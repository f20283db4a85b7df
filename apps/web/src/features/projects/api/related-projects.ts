import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** GET /projects/{id}/related-projects/ (a page). */
export const relatedProjectsQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.related(id),
    queryFn: async ({ signal }) => {
      const data = await api.get('GET /projects/{id}/related-projects/', {
        path: { id },
        signal,
        silent: true,
      });
      return data.results;
    },
  });
