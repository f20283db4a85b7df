import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HEALTH_WITHIN_MS = 800;

// A readiness probe runs every few seconds: a database that takes longer than this to say "1" is not ready.
const READY_DATABASE_TIMEOUT_MS = 2000;

const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  // unchecked: the server is stopping, so it is not ready whatever the database says.
  database: z.enum(['ok', 'error', 'timeout', 'unchecked']),
  jobs: z.enum(['ok', 'stopped']),
  shuttingDown: z.boolean(),
});

async function checkDatabase(app: FastifyInstance): Promise<'ok' | 'error' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_DATABASE_TIMEOUT_MS);
  });
  const query = app.db.execute(sql`select 1`).then(
    () => 'ok' as const,
    () => 'error' as const,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers (and can reach its database).
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

  // Readiness: send traffic here only while the database answers, the job queue runs and no stop has begun.
  for (const url of ['/ready', '/ready/']) {
    app.withTypeProvider<ZodTypeProvider>().get(
      url,
      {
        config: { access: 'public', tenantless: true },
        schema: {
          tags: ['health'],
          description:
            'Readiness: 503 naming what is not ready (database, job queue) or that the server is stopping.',
          response: { 200: readyResponseSchema, 503: readyResponseSchema },
        },
      },
      async (_request, reply) => {
        const shuttingDown = app.lifecycle.shuttingDown;
        const database = shuttingDown ? ('unchecked' as const) : await checkDatabase(app);
        const jobs = app.jobs.isRunning ? 'ok' : 'stopped';
        const ready = !shuttingDown && database === 'ok' && jobs === 'ok';
        return reply
          .status(ready ? 200 : 503)
          .send({ status: ready ? 'ready' : 'not_ready', database, jobs, shuttingDown });
      },
    );
  }
}
