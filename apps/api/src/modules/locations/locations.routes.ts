import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  lgaListSchema,
  stateIdParamsSchema,
  stateListSchema,
} from '@oversight/shared/locations/locations.schemas';
import { listLgasOfState, listStates } from './locations.service.js';

// Reference data changes with a release, not a request: let browsers and CDNs keep it for a day.
const CACHE_CONTROL = 'public, max-age=86400';

export async function locationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/locations/states/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['locations'],
        summary: 'The 36 states and the FCT',
        response: { 200: stateListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return listStates();
    },
  );

  r.get(
    '/locations/states/:id/lgas/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['locations'],
        summary: 'The local government areas of one state',
        params: stateIdParamsSchema,
        response: { 200: lgaListSchema },
      },
    },
    async (request, reply) => {
      const lgas = listLgasOfState(request.params.id);
      reply.header('cache-control', CACHE_CONTROL);
      return lgas;
    },
  );
}
