import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { neverPersist } from '../../../lib/query-client';

export const myInterestsKey = ['users', 'interests'] as const;
// The settings form starts from the server's copy, never one restored after a reload.
neverPersist(myInterestsKey);

export const myInterestsQuery = () =>
  queryOptions({
    queryKey: myInterestsKey,
    queryFn: ({ signal }) => api.get('GET /users/interests/', { signal }),
  });
