import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { neverPersist } from '../../../lib/query-client';

export const currentUserKey = ['auth', 'user'] as const;
// The settings forms start from the server's copy, never one restored after a reload.
neverPersist(currentUserKey);

export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => api.get('GET /auth/user/', { signal, silent: true }),
    staleTime: 30_000,
  });
