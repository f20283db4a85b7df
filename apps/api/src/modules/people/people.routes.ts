import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { followBodySchema, followResultSchema } from '@oversight/shared/people/people.schemas';
import { postMediaPageSchema, postPageSchema } from '@oversight/shared/posts/posts.schemas';
import { z } from 'zod';
import { pageQuerySchema, toPage } from '../../platform/pagination.js';
import * as service from './people.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['users']);
const profileParamsSchema = z.object({
  id: z.string().trim().min(1, 'Give a user or organisation id.').max(200, 'Use at most 200 characters.'),
});

/** Following people and organisations (docs/spec/endpoints.txt "Users"). */
export async function peopleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/users/follow/',
    route('authenticated', {
      summary: 'Follow a user or an organisation (by public id or username); again to stop following',
      body: followBodySchema,
      response: { 200: followResultSchema },
    }),
    async (request) => service.toggleFollow(request.ctx, request.body),
  );

  app.get(
    '/users/profiles/:id/feeds/',
    route('public', {
      summary:
        "A person's or organisation account's posts, newest first (403 when they keep their activity private)",
      params: profileParamsSchema,
      querystring: pageQuerySchema(25),
      response: { 200: postPageSchema },
    }),
    async (request) => {
      const page = await service.findProfileFeed(request.ctx, request.params.id, request.query);
      return toPage(request, request.query, page.count, page.results);
    },
  );

  app.get(
    '/users/profiles/:id/media/',
    route('public', {
      summary: "The photos of a person's posts, newest first",
      params: profileParamsSchema,
      querystring: pageQuerySchema(25),
      response: { 200: postMediaPageSchema },
    }),
    async (request) => {
      const page = await service.findProfileMedia(request.ctx, request.params.id, request.query);
      return toPage(request, request.query, page.count, page.results);
    },
  );

  app.get(
    '/users/me/media/',
    route('authenticated', {
      summary: 'The photos of my posts, newest first',
      querystring: pageQuerySchema(25),
      response: { 200: postMediaPageSchema },
    }),
    async (request) => {
      const page = await service.findMyMedia(request.ctx, request.query);
      return toPage(request, request.query, page.count, page.results);
    },
  );
}
