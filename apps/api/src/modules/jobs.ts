import type { FastifyInstance } from 'fastify';
import { accountsJobs } from './accounts/accounts.jobs.js';
import { formExportsJobs } from './form-exports/form-exports.jobs.js';
import { formReportsJobs } from './form-reports/form-reports.jobs.js';
import { formResultsJobs } from './form-results/form-results.jobs.js';
import { koboJobs } from './kobo/kobo.jobs.js';
import { notificationsJobs } from './notifications/notifications.jobs.js';
import { plansJobs } from './plans/plans.jobs.js';
import { postsJobs } from './posts/posts.jobs.js';
import { projectImportJobs } from './project-import/project-import.jobs.js';
import { projectsJobs } from './projects/projects.jobs.js';
import { subscriptionsJobs } from './subscriptions/subscriptions.jobs.js';
import { surveysJobs } from './surveys/surveys.jobs.js';

/**
 * Every module's job handlers, schedules and startup checks (each declared in its `<module>.jobs.ts`), registered
 * while the app is built, so the API process can queue them and the worker (ROLE=worker|all) works them all.
 * The order is the order queues are created and worked in.
 */
export function registerModuleJobs(app: FastifyInstance) {
  accountsJobs(app);
  projectsJobs(app);
  postsJobs(app);
  projectImportJobs(app);
  surveysJobs(app);
  formResultsJobs(app);
  formReportsJobs(app);
  formExportsJobs(app);
  koboJobs(app);
  plansJobs(app);
  notificationsJobs(app);
  subscriptionsJobs(app);
}
