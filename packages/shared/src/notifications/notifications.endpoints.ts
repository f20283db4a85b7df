import { endpoint, type EndpointMap } from '../endpoint.js';
import {
  markAllReadSchema,
  markReadSchema,
  notificationFiltersSchema,
  notificationIdParamsSchema,
  notificationPageSchema,
  unreadCountSchema,
} from './notifications.schemas.js';

/** Notifications' endpoints in the typed route map (../endpoints.ts). */
export const notificationsEndpoints = {
  'GET /notifications/': endpoint({ query: notificationFiltersSchema, response: notificationPageSchema }),
  'GET /notifications/unread_count/': endpoint({ response: unreadCountSchema }),
  'POST /notifications/mark-all-as-read/': endpoint({ response: markAllReadSchema }),
  'POST /notifications/{id}/mark-as-read/': endpoint({
    params: notificationIdParamsSchema,
    response: markReadSchema,
  }),
} as const satisfies EndpointMap;
