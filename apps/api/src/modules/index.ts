import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { departmentsRoutes } from './departments/departments.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { locationsRoutes } from './locations/locations.routes.js';
import { organizationsRoutes } from './organizations/organizations.routes.js';
import { directoryRoutes } from './projects/directory.routes.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { rolesRoutes } from './roles/roles.routes.js';
import { staffRoutes } from './staff/staff.routes.js';

/** Every module's routes, mounted under /api/v1. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(locationsRoutes);
  await app.register(organizationsRoutes);
  await app.register(projectsRoutes);
  await app.register(directoryRoutes);
  await app.register(rolesRoutes);
  await app.register(departmentsRoutes);
  await app.register(staffRoutes);
}
