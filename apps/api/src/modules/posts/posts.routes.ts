import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  commentBodySchema,
  generateSignatureBodySchema,
  officialResponseBodySchema,
  postIdParamsSchema,
  postPageSchema,
  postSchema,
  postStateHistorySchema,
  projectUpdateBodySchema,
  reviewStateBodySchema,
  uploadGrantSchema,
  reviewBodySchema,
} from '@oversight/shared/posts/posts.schemas';
import { parseBody } from '../../platform/errors.js';
import { pageQuerySchema, toPage } from '../../platform/pagination.js';
import { readMultipartPost } from './posts-multipart.js';
import * as posts from './posts.service.js';
import { IP_LIMITS } from '../../platform/rate-limit.js';
import { generateUploadGrant } from './uploads.service.js';
import { routeOptions } from '../../platform/route-options.js';

const tags = ['posts'];
const route = routeOptions(tags);
const page25 = pageQuerySchema(25);

/** Posts: reviews, comments, replies, updates and votes (docs/spec/endpoints.txt "Posts"). Reads public, writes signed in. */
export async function postsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/projects/posts/list-popular-reviews/',
    route('public', {
      summary: 'The most upvoted reviews of published projects',
      querystring: page25,
      response: { 200: postPageSchema },
    }),
    async (request) => {
      const listed = await posts.listPopularReviews(request.ctx, request.query);
      return toPage(request, request.query, listed.count, listed.results);
    },
  );

  r.post(
    '/projects/posts/review/',
    route('authenticated', {
      summary:
        'Review a project or an update, or reply to a review: multipart with up to 4 `images`, or JSON with `image_ids`',
      consumes: ['multipart/form-data', 'application/json'],
      // Multipart bodies are parsed and checked against the same schema in the handler.
      body: reviewBodySchema.nullish(),
      response: { 201: postSchema },
    }),
    async (request, reply) => {
      if (request.isMultipart()) {
        const { body, files } = await readMultipartPost(request, reviewBodySchema);
        return reply.status(201).send(await posts.createReview(request.ctx, body, files));
      }
      const parsed = parseBody(reviewBodySchema, request.body ?? {});
      return reply.status(201).send(await posts.createReview(request.ctx, parsed));
    },
  );

  r.post(
    '/projects/posts/comment/',
    route('authenticated', {
      summary: 'Comment on a post or a project',
      body: commentBodySchema,
      response: { 201: postSchema },
    }),
    async (request, reply) => reply.status(201).send(await posts.createComment(request.ctx, request.body)),
  );

  r.post(
    '/projects/posts/project-update/',
    route('organization', {
      summary:
        "An update or milestone update by the project's organisation, contractors or stakeholders allowed to post updates",
      consumes: ['multipart/form-data', 'application/json'],
      body: projectUpdateBodySchema.nullish(),
      response: { 201: postSchema },
    }),
    async (request, reply) => {
      if (request.isMultipart()) {
        const { body, files } = await readMultipartPost(request, projectUpdateBodySchema);
        return reply.status(201).send(await posts.createProjectUpdate(request.ctx, body, files));
      }
      const parsed = parseBody(projectUpdateBodySchema, request.body ?? {});
      return reply.status(201).send(await posts.createProjectUpdate(request.ctx, parsed));
    },
  );

  r.post(
    '/projects/posts/generate-signature/',
    route(
      'authenticated',
      {
        summary:
          "A signed, expiring grant to upload one image straight to storage; name its media_id in a review's image_ids",
        body: generateSignatureBodySchema.nullish(),
        response: { 200: uploadGrantSchema },
      },
      { rateLimit: IP_LIMITS.uploadGrant },
    ),
    async (request) => generateUploadGrant(request.ctx, request.body?.content_type ?? 'image/jpeg'),
  );

  r.get(
    '/projects/posts/:id/',
    {
      config: { access: 'public' },
      schema: { tags, params: postIdParamsSchema, response: { 200: postSchema } },
    },
    async (request) => posts.getPost(request.ctx, request.params.id),
  );

  r.get(
    '/projects/posts/:id/children/',
    route('public', {
      summary: 'Replies, comments and reviews answering the post, newest first',
      params: postIdParamsSchema,
      querystring: page25,
      response: { 200: postPageSchema },
    }),
    async (request) => {
      const listed = await posts.findPostChildren(request.ctx, request.params.id, request.query);
      return toPage(request, request.query, listed.count, listed.results);
    },
  );

  r.post(
    '/projects/posts/:id/upvote/',
    route('authenticated', {
      summary: 'Toggle an upvote (removes a downvote)',
      params: postIdParamsSchema,
      response: { 200: postSchema },
    }),
    async (request) => posts.upvotePost(request.ctx, request.params.id),
  );

  r.post(
    '/projects/posts/:id/downvote/',
    route('authenticated', {
      summary: 'Toggle a downvote (removes an upvote)',
      params: postIdParamsSchema,
      response: { 200: postSchema },
    }),
    async (request) => posts.downvotePost(request.ctx, request.params.id),
  );

  r.post(
    '/projects/posts/:id/official-response/',
    route('organization', {
      summary:
        'An official response to a review or comment, for the project\'s owning organisation ("Respond to citizens")',
      params: postIdParamsSchema,
      body: officialResponseBodySchema,
      response: { 201: postSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await posts.respondToPost(request.ctx, request.params.id, request.body)),
  );

  r.patch(
    '/projects/posts/:id/state/',
    route('organization', {
      summary: 'Move a citizen review to another state (not_actionable needs a reason); the change is kept',
      params: postIdParamsSchema,
      body: reviewStateBodySchema,
      response: { 200: postSchema },
    }),
    async (request) => posts.changeReviewState(request.ctx, request.params.id, request.body),
  );

  r.get(
    '/projects/posts/:id/state-history/',
    route('public', {
      summary:
        "A review's state changes, oldest first (who made them: the owning organisation's members only)",
      params: postIdParamsSchema,
      response: { 200: postStateHistorySchema },
    }),
    async (request) => posts.getStateHistory(request.ctx, request.params.id),
  );
}
