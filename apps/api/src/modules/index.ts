import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes.js';

/** Every module's routes, mounted under /api/v1. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
}
