import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notifications';

/** POST /notifications/{id}/mark-as-read/ */
export function markNotificationRead(id: string) {
  return api.post('POST /notifications/{id}/mark-as-read/', undefined, { path: { id } });
}

/** POST /notifications/mark-all-as-read/ */
export function markAllNotificationsRead() {
  return api.post('POST /notifications/mark-all-as-read/');
}

/** Marks one notification read; whatever the answer, every notification answer is read again. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Marks every notification read; whatever the answer, every notification answer is read again. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
