import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notificationKeys, unreadCountQuery } from '../api/notifications';

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
