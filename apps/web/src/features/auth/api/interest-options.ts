import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const interestOptionsQuery = () =>
  queryOptions({
    queryKey: ['users', 'interest-options'] as const,
    queryFn: ({ signal }) => api.get('GET /users/interest-options/', { signal }),
    staleTime: 60 * 60 * 1000,
  });
