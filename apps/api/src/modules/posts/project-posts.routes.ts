import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  citizenProgressSchema,
  postMediaPageSchema,
  postPageSchema,
  projectReviewsQuerySchema,
  wordCloudSchema,
} from '@oversight/shared/posts/posts.schemas';
import { projectIdParamsSchema } from '@oversight/shared/projects/projects.schemas';
import { pageQuerySchema, toPage } from '../../platform/pagination.js';
import * as posts from './posts.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['projects']);
const page25 = pageQuerySchema(25);

/** A project's reviews, updates, media and word cloud (docs/spec/endpoints.txt "Projects (public reads)"). */
export async function projectPostsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/projects/:id/reviews/',
    route('public', {
      summary: 'Reviews of the project, by sentiment (name or code), newest or most upvoted first',
      params: projectIdParamsSchema,
      querystring: projectReviewsQuerySchema.extend(page25.shape),
      response: { 200: postPageSchema },
    }),
    async (request) => {
      const { limit, offset, sentiment, ordering } = request.query;
      const listed = await posts.findProjectReviews(
        request.ctx,
        request.params.id,
        { sentiment, ordering },
        { limit, offset },
      );
      return toPage(request, { limit, offset }, listed.count, listed.results);
    },
  );

  r.get(
    '/projects/:id/updates/',
    route('public', {
      summary: 'Updates and milestone updates, newest first',
      params: projectIdParamsSchema,
      querystring: page25,
      response: { 200: postPageSchema },
    }),
    async (request) => {
      const listed = await posts.findProjectUpdates(request.ctx, request.params.id, request.query);
      return toPage(request, request.query, listed.count, listed.results);
    },
  );

  r.get(
    '/projects/:id/media/',
    route('public', {
      summary: 'Photos of the project from its posts, newest first',
      params: projectIdParamsSchema,
      querystring: page25,
      response: { 200: postMediaPageSchema },
    }),
    async (request) => {
      const listed = await posts.findProjectMedia(request.ctx, request.params.id, request.query);
      return toPage(request, request.query, listed.count, listed.results);
    },
  );

  r.get(
    '/projects/:id/citizen-progress/',
    route('public', {
      summary: "The official progress beside citizens' reports of the last 90 days, and whether they diverge",
      params: projectIdParamsSchema,
      response: { 200: citizenProgressSchema },
    }),
    async (request) => posts.getCitizenProgress(request.ctx, request.params.id),
  );

  r.get(
    '/projects/:id/word-cloud/',
    route('public', {
      summary: "Most frequent words of the project's reviews and comments (stop words left out)",
      params: projectIdParamsSchema,
      response: { 200: wordCloudSchema },
    }),
    async (request) => posts.getProjectWordCloud(request.ctx, request.params.id),
  );
}
