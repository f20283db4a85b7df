import type { FastifyRequest } from 'fastify';
import type { PostsCaller } from './posts.service.js';

/** Who calls the posts services, built from a request; its own file so people's routes share it with posts'. */
export const postsCaller = (request: FastifyRequest): PostsCaller => ({
  db: request.server.db,
  auth: request.auth,
  storage: request.server.storage,
  jobs: request.server.jobs,
});
