import { api } from '../../../lib/api-client';

/** POST /notifications/{id}/mark-as-read/ */
export function markNotificationRead(id: string) {
  return api.post('POST /notifications/{id}/mark-as-read/', undefined, { path: { id } });
}

/** POST /notifications/mark-all-as-read/ */
export function markAllNotificationsRead() {
  return api.post('POST /notifications/mark-all-as-read/');
}
