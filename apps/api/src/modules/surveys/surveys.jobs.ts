import type { FastifyInstance } from 'fastify';
import {
  removeUnattachedAnswerFiles,
  UNATTACHED_CLEANUP_CRON,
  UNATTACHED_CLEANUP_JOB,
} from './answer-file-links.service.js';

/** The surveys module's jobs: answer files never attached to a response are removed. */
export function surveysJobs(app: FastifyInstance) {
  app.jobs.register(UNATTACHED_CLEANUP_JOB, async () => {
    await removeUnattachedAnswerFiles({ db: app.db, config: app.config, storage: app.storage });
  });
  app.jobs.registerSchedule(UNATTACHED_CLEANUP_JOB, UNATTACHED_CLEANUP_CRON);
}
