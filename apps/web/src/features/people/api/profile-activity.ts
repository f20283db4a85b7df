import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ACTIVITY_PAGE_SIZE = 12;

/** GET /users/profiles/{id}/feeds/: the person's posts, newest first. */
export const profileFeedQuery = (id: string, offset = 0) =>
  queryOptions({
    queryKey: ['people', 'feed', id, offset] as const,
    queryFn: ({ signal }) =>
      api.get('GET /users/profiles/{id}/feeds/', {
        path: { id },
        params: { limit: ACTIVITY_PAGE_SIZE, offset },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /users/profiles/{id}/media/, or /users/me/media/ for the signed-in user's own photos. */
export const profileMediaQuery = (id: string, offset = 0) =>
  queryOptions({
    queryKey: ['people', 'media', id, offset] as const,
    queryFn: ({ signal }) =>
      id === 'me'
        ? api.get('GET /users/me/media/', {
            params: { limit: ACTIVITY_PAGE_SIZE, offset },
            signal,
            silent: true,
          })
        : api.get('GET /users/profiles/{id}/media/', {
            path: { id },
            params: { limit: ACTIVITY_PAGE_SIZE, offset },
            signal,
            silent: true,
          }),
    placeholderData: keepPreviousData,
  });
