import { endpoint, type EndpointMap } from '../endpoint.js';
import { projectIdParamsSchema } from '../projects/projects.schemas.js';
import {
  citizenProgressSchema,
  commentBodySchema,
  generateSignatureBodySchema,
  officialResponseBodySchema,
  postIdParamsSchema,
  postMediaPageSchema,
  postPageSchema,
  postSchema,
  postStateHistorySchema,
  projectUpdateBodySchema,
  reviewBodySchema,
  reviewStateBodySchema,
  uploadGrantSchema,
  wordCloudSchema,
} from './posts.schemas.js';

/** Posts' endpoints (reviews, comments, updates, votes, a project's posts) in the typed route map (../endpoints.ts). */
export const postsEndpoints = {
  'GET /projects/posts/list-popular-reviews/': endpoint({ response: postPageSchema }),
  'POST /projects/posts/review/': endpoint({ body: reviewBodySchema, response: postSchema }),
  'POST /projects/posts/comment/': endpoint({ body: commentBodySchema, response: postSchema }),
  'POST /projects/posts/project-update/': endpoint({ body: projectUpdateBodySchema, response: postSchema }),
  'POST /projects/posts/generate-signature/': endpoint({
    body: generateSignatureBodySchema,
    response: uploadGrantSchema,
  }),
  'GET /projects/posts/{id}/': endpoint({ params: postIdParamsSchema, response: postSchema }),
  'GET /projects/posts/{id}/children/': endpoint({ params: postIdParamsSchema, response: postPageSchema }),
  'POST /projects/posts/{id}/upvote/': endpoint({ params: postIdParamsSchema, response: postSchema }),
  'POST /projects/posts/{id}/downvote/': endpoint({ params: postIdParamsSchema, response: postSchema }),
  'POST /projects/posts/{id}/official-response/': endpoint({
    params: postIdParamsSchema,
    body: officialResponseBodySchema,
    response: postSchema,
  }),
  'PATCH /projects/posts/{id}/state/': endpoint({
    params: postIdParamsSchema,
    body: reviewStateBodySchema,
    response: postSchema,
  }),
  'GET /projects/posts/{id}/state-history/': endpoint({
    params: postIdParamsSchema,
    response: postStateHistorySchema,
  }),
  'GET /projects/{id}/reviews/': endpoint({ params: projectIdParamsSchema, response: postPageSchema }),
  'GET /projects/{id}/updates/': endpoint({ params: projectIdParamsSchema, response: postPageSchema }),
  'GET /projects/{id}/media/': endpoint({ params: projectIdParamsSchema, response: postMediaPageSchema }),
  'GET /projects/{id}/citizen-progress/': endpoint({
    params: projectIdParamsSchema,
    response: citizenProgressSchema,
  }),
  'GET /projects/{id}/word-cloud/': endpoint({ params: projectIdParamsSchema, response: wordCloudSchema }),
} as const satisfies EndpointMap;
