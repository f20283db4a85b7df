import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileSchema, projectIdParamsSchema } from '@oversight/shared/projects/projects.schemas';
import { pageQuerySchema, toPage } from '../../platform/pagination.js';
import * as profiles from './profiles.service.js';

const tags = ['users'];

/** Public profiles: a person, or an organisation with its project figures and a page of its projects. */
export async function profilesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/profiles/:id/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A user or an organisation (with its project figures and a page of its projects)',
        params: projectIdParamsSchema,
        querystring: pageQuerySchema(25),
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const profile = await profiles.getProfile(request.ctx, request.params.id, request.query);
      if (profile.kind !== 'organization') return profile;
      return {
        ...profile,
        projects: toPage(request, request.query, profile.projects.count, profile.projects.results),
      };
    },
  );
}
