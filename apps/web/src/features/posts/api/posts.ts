import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextOffset, postKeys } from './keys';

export const POSTS_PAGE_SIZE = 10;
// Conversations move: threads are read again whenever shown (the cached copy shows meanwhile), lists after 30 s.
const THREAD_STALE_MS = 0;
const LIST_STALE_MS = 30_000;

/** GET /projects/posts/{id}/. */
export const postQuery = (id: string) =>
  queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => api.get('GET /projects/posts/{id}/', { path: { id }, signal }),
    staleTime: THREAD_STALE_MS,
  });

/** GET /projects/posts/{id}/children/: answers, newest first, a page at a time. */
export const postChildrenQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.children(id),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get('GET /projects/posts/{id}/children/', {
        path: { id },
        params: { limit: POSTS_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    getNextPageParam: (page, pages) => nextOffset(page, pages, POSTS_PAGE_SIZE),
    staleTime: THREAD_STALE_MS,
  });

export type ReviewListParams = { sentiment?: string; ordering: '-created' | '-upvotes' };

/** GET /projects/{id}/reviews/ filtered by sentiment, newest or most upvoted first. */
export const projectReviewsQuery = (projectId: string, params: ReviewListParams, offset: number) =>
  queryOptions({
    queryKey: postKeys.reviews(projectId, { ...params, offset }),
    queryFn: ({ signal }) =>
      api.get('GET /projects/{id}/reviews/', {
        path: { id: projectId },
        params: { ...params, limit: POSTS_PAGE_SIZE, offset },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: LIST_STALE_MS,
  });

/** GET /projects/{id}/updates/: updates and milestones, newest first. */
export const projectUpdatesQuery = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.updates(projectId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get('GET /projects/{id}/updates/', {
        path: { id: projectId },
        params: { limit: POSTS_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    getNextPageParam: (page, pages) => nextOffset(page, pages, POSTS_PAGE_SIZE),
    staleTime: LIST_STALE_MS,
  });

export const MEDIA_PAGE_SIZE = 24;

/** GET /projects/{id}/media/. */
export const projectMediaQuery = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.media(projectId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get('GET /projects/{id}/media/', {
        path: { id: projectId },
        params: { limit: MEDIA_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    getNextPageParam: (page, pages) => nextOffset(page, pages, MEDIA_PAGE_SIZE),
    staleTime: LIST_STALE_MS,
  });

/** GET /projects/{id}/word-cloud/. */
export const wordCloudQuery = (projectId: string) =>
  queryOptions({
    queryKey: postKeys.wordCloud(projectId),
    queryFn: ({ signal }) => api.get('GET /projects/{id}/word-cloud/', { path: { id: projectId }, signal }),
    staleTime: LIST_STALE_MS,
  });

/** GET /projects/{id}/citizen-progress/: the official figure beside citizens' reports. */
export const citizenProgressQuery = (projectId: string) =>
  queryOptions({
    queryKey: postKeys.citizenProgress(projectId),
    queryFn: ({ signal }) =>
      api.get('GET /projects/{id}/citizen-progress/', { path: { id: projectId }, signal }),
    staleTime: LIST_STALE_MS,
  });

/** GET /projects/posts/list-popular-reviews/ (the discover rail). */
export const popularReviewsQuery = () =>
  queryOptions({
    queryKey: postKeys.popular(),
    queryFn: async ({ signal }) =>
      (await api.get('GET /projects/posts/list-popular-reviews/', { params: { limit: 10 }, signal })).results,
  });
