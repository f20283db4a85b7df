import type { FastifyInstance } from 'fastify';
import { removeExpiredUploads, UPLOAD_CLEANUP_CRON, UPLOAD_CLEANUP_JOB } from './uploads.service.js';

/** The posts module's jobs: uploads never attached to a post are removed. */
export function postsJobs(app: FastifyInstance) {
  app.jobs.register(UPLOAD_CLEANUP_JOB, async () => {
    await removeExpiredUploads({ db: app.db, storage: app.storage });
  });
  app.jobs.registerSchedule(UPLOAD_CLEANUP_JOB, UPLOAD_CLEANUP_CRON);
}
