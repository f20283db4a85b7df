import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Interests } from './types';

export const myInterestsKey = ['users', 'interests'] as const;

export const myInterestsQuery = () =>
  queryOptions({
    queryKey: myInterestsKey,
    queryFn: ({ signal }) => api.get<Interests>('/users/interests/', { signal }),
  });
