import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const statesQuery = () =>
  queryOptions({
    queryKey: ['locations', 'states'] as const,
    queryFn: ({ signal }) => api.get('GET /locations/states/', { signal }),
    staleTime: Infinity,
  });
