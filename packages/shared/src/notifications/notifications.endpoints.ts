import { endpoint, noContentSchema, type EndpointMap } from '../endpoint.js';
import {
  followedPlaceIdParamsSchema,
  followedPlaceListSchema,
  followedPlaceSchema,
  followPlaceBodySchema,
  updateFollowedPlaceBodySchema,
} from './followed-places.schemas.js';
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
  'GET /users/me/followed-places/': endpoint({ response: followedPlaceListSchema }),
  'POST /users/me/followed-places/': endpoint({ body: followPlaceBodySchema, response: followedPlaceSchema }),
  'PATCH /users/me/followed-places/{id}/': endpoint({
    params: followedPlaceIdParamsSchema,
    body: updateFollowedPlaceBodySchema,
    response: followedPlaceSchema,
  }),
  'DELETE /users/me/followed-places/{id}/': endpoint({
    params: followedPlaceIdParamsSchema,
    response: noContentSchema,
  }),
} as const satisfies EndpointMap;
