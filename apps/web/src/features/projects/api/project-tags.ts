import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** GET /projects/project-tags/: the tags row of discover, with counts. */
export const projectTagsQuery = () =>
  queryOptions({
    queryKey: projectKeys.tags(),
    queryFn: ({ signal }) => api.get('GET /projects/project-tags/', { signal, silent: true }),
    staleTime: 60 * 60 * 1000,
  });
