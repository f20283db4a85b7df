import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROJECT_PAGE_SIZE, projectKeys } from './keys';

/** GET /users/me/eyemarks/: the projects the signed-in user follows. */
export const myEyemarksQuery = (offset = 0) =>
  queryOptions({
    queryKey: projectKeys.myEyemarks(offset),
    queryFn: ({ signal }) =>
      api.get('GET /users/me/eyemarks/', { params: { limit: PROJECT_PAGE_SIZE, offset }, signal }),
    placeholderData: keepPreviousData,
    // Changed by the user from any tab or device: always read again (the kept copy shows meanwhile).
    staleTime: 0,
    // With no network the request still goes out: the service worker answers from its copy (sw.ts, reading).
    networkMode: 'offlineFirst',
  });

/** GET /users/eyemarks/{id}/: the projects another user follows (when they show them). */
export const userEyemarksQuery = (userId: string, offset = 0) =>
  queryOptions({
    queryKey: projectKeys.userEyemarks(userId, offset),
    queryFn: ({ signal }) =>
      api.get('GET /users/eyemarks/{id}/', {
        path: { id: userId },
        params: { limit: PROJECT_PAGE_SIZE, offset },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
