import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes.js';
import { locationsRoutes } from './locations/locations.routes.js';

/** Every module's routes, mounted under /api/v1. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(locationsRoutes);
}
