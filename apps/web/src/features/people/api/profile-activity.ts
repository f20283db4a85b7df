import type { Page } from '@oversight/shared/pagination';
import type { PostMedia, PostPage } from '@oversight/shared/posts/posts.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ACTIVITY_PAGE_SIZE = 12;

type MediaPage = Page<PostMedia>;

/** GET /users/profiles/{id}/feeds/: the person's posts, newest first. */
export const profileFeedQuery = (id: string, offset = 0) =>
  queryOptions({
    queryKey: ['people', 'feed', id, offset] as const,
    queryFn: ({ signal }) =>
      api.get<PostPage>(`/users/profiles/${encodeURIComponent(id)}/feeds/`, {
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
      api.get<MediaPage>(
        id === 'me' ? '/users/me/media/' : `/users/profiles/${encodeURIComponent(id)}/media/`,
        {
          params: { limit: ACTIVITY_PAGE_SIZE, offset },
          signal,
          silent: true,
        },
      ),
    placeholderData: keepPreviousData,
  });
