import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HEALTH_WITHIN_MS = 800;

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health/',
    {
      config: { access: 'public', tenantless: true },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), database: z.literal('error') }),
        },
      },
    },
    async (_request, reply) => {
      // Within a second whatever else runs: a busy embedded database within its statement limit is answering.
      if (await app.database.isHealthy(HEALTH_WITHIN_MS))
        return { status: 'ok' as const, database: 'ok' as const };
      return reply.status(503).send({ status: 'error' as const, database: 'error' as const });
    },
  );
}
