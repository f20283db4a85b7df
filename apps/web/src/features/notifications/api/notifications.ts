import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { neverPersist } from '../../../lib/query-client';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (offset: number, unreadOnly: boolean) => ['notifications', 'list', offset, unreadOnly] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};
// Counts and lists change while the app is closed: a reload asks the server again, never the stored copy.
neverPersist(notificationKeys.all);

/** GET /notifications/: newest first, read and unread (or unread only). */
export const notificationsQuery = (offset = 0, unreadOnly = false) =>
  queryOptions({
    queryKey: notificationKeys.list(offset, unreadOnly),
    queryFn: ({ signal }) =>
      api.get('GET /notifications/', {
        params: { limit: NOTIFICATIONS_PAGE_SIZE, offset, unread: unreadOnly ? 'true' : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /notifications/unread_count/: polled once a minute while the app is open (and on focus). */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => api.get('GET /notifications/unread_count/', { signal, silent: true }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/**
 * Keeps an open notifications list in step with the bell: the unread count is polled (and read again on focus); when it
 * rises, something new arrived, so every notifications list is read again. A falling count (read elsewhere) changes
 * nothing that is not already shown as read after the next list read.
 */
export function useListFollowsUnreadCount() {
  const queryClient = useQueryClient();
  const count = useQuery(unreadCountQuery()).data?.unread_count;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (count === undefined) return;
    const before = seen.current;
    seen.current = count;
    if (before !== undefined && count > before)
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
  }, [count, queryClient]);
}

/** The bell polls once a minute; a list just read (at `dataUpdatedAt`) is newer, so the bell reads again with it. */
export function useUnreadCountFollowsList(dataUpdatedAt: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
  }, [dataUpdatedAt, queryClient]);
}
