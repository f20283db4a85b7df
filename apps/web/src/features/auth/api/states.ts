import type { State } from '@oversight/shared/locations/locations.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const statesQuery = () =>
  queryOptions({
    queryKey: ['locations', 'states'] as const,
    queryFn: ({ signal }) => api.get<State[]>('/locations/states/', { signal }),
    staleTime: Infinity,
  });
