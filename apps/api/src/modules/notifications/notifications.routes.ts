import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markAllReadSchema,
  markReadSchema,
  notificationFiltersSchema,
  notificationIdParamsSchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@oversight/shared/notifications/notifications.schemas';
import { pageQuerySchema, toPage } from '../../platform/pagination.js';
import * as service from './notifications.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['notifications']);

/** The signed-in user's notifications (docs/spec/endpoints.txt "Notifications"; their jobs: notifications.jobs.ts). */
export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications/',
    route('authenticated', {
      summary: 'My notifications, read and unread, newest first (`unread=true` for unread only)',
      querystring: pageQuerySchema(25).extend(notificationFiltersSchema.shape),
      response: { 200: notificationPageSchema },
    }),
    async (request) => {
      const { limit, offset, unread } = request.query;
      const page = await service.findNotifications(request.ctx, {
        limit,
        offset,
        unreadOnly: unread ?? false,
      });
      return toPage(request, { limit, offset }, page.count, page.results);
    },
  );

  app.get(
    '/notifications/unread_count/',
    route('authenticated', {
      summary: 'How many of my notifications are unread',
      response: { 200: unreadCountSchema },
    }),
    async (request) => service.getUnreadCount(request.ctx),
  );

  app.post(
    '/notifications/mark-all-as-read/',
    route('authenticated', {
      summary: 'Mark all my notifications as read',
      response: { 200: markAllReadSchema },
    }),
    async (request) => service.markAllAsRead(request.ctx),
  );

  app.post(
    '/notifications/:id/mark-as-read/',
    route('authenticated', {
      summary: 'Mark one of my notifications as read',
      params: notificationIdParamsSchema,
      response: { 200: markReadSchema },
    }),
    async (request) => service.markAsRead(request.ctx, request.params.id),
  );
}
