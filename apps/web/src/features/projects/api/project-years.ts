import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** GET /projects/years/: the years projects have data for, for the year filter. */
export const projectYearsQuery = () =>
  queryOptions({
    queryKey: projectKeys.years(),
    queryFn: ({ signal }) => api.get('GET /projects/years/', { signal, silent: true }),
    staleTime: 60 * 60 * 1000,
  });
