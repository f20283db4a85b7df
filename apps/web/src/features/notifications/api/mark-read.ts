import { api } from '../../../lib/api-client';

/** POST /notifications/{id}/mark-as-read/ */
export function markNotificationRead(id: string) {
  return api.post<{ detail: string; unread_count: number }>(
    `/notifications/${encodeURIComponent(id)}/mark-as-read/`,
  );
}

/** POST /notifications/mark-all-as-read/ */
export function markAllNotificationsRead() {
  return api.post<{ detail: string; marked: number }>('/notifications/mark-all-as-read/');
}
