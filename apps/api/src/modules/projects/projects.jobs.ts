import type { FastifyInstance } from 'fastify';
import * as deletion from './project-deletion.service.js';

/** The projects module's jobs: deleted projects are purged once the restore window has passed. */
export function projectsJobs(app: FastifyInstance) {
  app.jobs.register(deletion.PURGE_JOB, async () => {
    const purged = await deletion.purgeDeletedProjects(app.db);
    if (purged) app.log.info({ purged }, 'deleted projects purged after the restore window');
  });
  app.jobs.registerSchedule(deletion.PURGE_JOB, deletion.PURGE_CRON);
}
