import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { dashboardsRoutes } from './dashboards/dashboards.routes.js';
import { departmentsRoutes } from './departments/departments.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { peopleRoutes } from './people/people.routes.js';
import { locationsRoutes } from './locations/locations.routes.js';
import { projectImportRoutes } from './project-import/import.routes.js';
import { organizationsRoutes } from './organizations/organizations.routes.js';
import { plansRoutes } from './plans/plans.routes.js';
import { postsRoutes } from './posts/posts.routes.js';
import { projectPostsRoutes } from './posts/project-posts.routes.js';
import { directoryRoutes } from './projects/directory.routes.js';
import { organizationProjectsRoutes } from './projects/organization-projects.routes.js';
import { projectWritesRoutes } from './projects/project-writes.routes.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { rolesRoutes } from './roles/roles.routes.js';
import { itemStakeholdersRoutes } from './stakeholders/item-stakeholders.routes.js';
import { surveysRoutes } from './surveys/surveys.routes.js';
import { stakeholdersRoutes } from './stakeholders/stakeholders.routes.js';
import { staffRoutes } from './staff/staff.routes.js';
import { subordinatesRoutes } from './subordinates/subordinates.routes.js';

/** Every module's routes, mounted under /api/v1. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(locationsRoutes);
  await app.register(organizationsRoutes);
  await app.register(projectsRoutes);
  await app.register(projectWritesRoutes);
  await app.register(organizationProjectsRoutes);
  await app.register(directoryRoutes);
  await app.register(postsRoutes);
  await app.register(projectPostsRoutes);
  await app.register(projectImportRoutes);
  await app.register(rolesRoutes);
  await app.register(departmentsRoutes);
  await app.register(staffRoutes);
  await app.register(subordinatesRoutes);
  await app.register(surveysRoutes);
  await app.register(stakeholdersRoutes);
  await app.register(plansRoutes);
  await app.register(itemStakeholdersRoutes);
  await app.register(dashboardsRoutes);
  await app.register(notificationsRoutes);
  await app.register(peopleRoutes);
}
