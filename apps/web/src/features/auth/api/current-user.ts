import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AccountUser } from './types';

export const currentUserKey = ['auth', 'user'] as const;

export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => api.get<AccountUser>('/auth/user/', { signal, silent: true }),
    staleTime: 30_000,
  });
