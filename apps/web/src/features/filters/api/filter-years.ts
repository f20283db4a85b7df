import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /projects/years/: the years with project data, for the year filter. */
export const filterYearsQuery = () =>
  queryOptions({
    queryKey: ['projects', 'years'] as const,
    queryFn: ({ signal }) => api.get('GET /projects/years/', { signal, silent: true }),
    staleTime: 60 * 60 * 1000,
  });
