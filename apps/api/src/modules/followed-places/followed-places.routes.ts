import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  followedPlaceIdParamsSchema,
  followedPlaceListSchema,
  followedPlaceSchema,
  followPlaceBodySchema,
  updateFollowedPlaceBodySchema,
} from '@oversight/shared/notifications/followed-places.schemas';
import { routeOptions } from '../../platform/route-options.js';
import * as service from './followed-places.service.js';

const route = routeOptions(['notifications']);

/** Alerts for a place or a subject (docs/spec/endpoints.txt "Notifications"): the caller's own followed places. */
export async function followedPlacesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/me/followed-places/',
    route('authenticated', {
      summary: 'The places and subjects you follow besides projects, oldest first',
      response: { 200: followedPlaceListSchema },
    }),
    async (request) => service.listFollowedPlaces(request.ctx),
  );

  app.post(
    '/users/me/followed-places/',
    route('authenticated', {
      summary: 'Follow a state, an LGA, a sector, a ministry or a point with a radius',
      body: followPlaceBodySchema,
      response: { 201: followedPlaceSchema },
    }),
    async (request, reply) => reply.status(201).send(await service.followPlace(request.ctx, request.body)),
  );

  app.patch(
    '/users/me/followed-places/:id/',
    route('authenticated', {
      summary: 'Hear of a followed place instantly or in the daily digest',
      params: followedPlaceIdParamsSchema,
      body: updateFollowedPlaceBodySchema,
      response: { 200: followedPlaceSchema },
    }),
    async (request) => service.changeDelivery(request.ctx, request.params.id, request.body.delivery),
  );

  app.delete(
    '/users/me/followed-places/:id/',
    route('authenticated', {
      summary: 'Stop following a place',
      params: followedPlaceIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.unfollowPlace(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
