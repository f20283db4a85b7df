import type { FastifyInstance } from 'fastify';
import { appContext } from '../../platform/request-context.js';
import * as service from './notifications.service.js';

/** The notifications module's jobs: an event becomes notifications, and the digests are mailed. */
export function notificationsJobs(app: FastifyInstance) {
  const jobContext = appContext(app);
  app.jobs.register<Parameters<typeof service.handleEvent>[1]>(service.NOTIFICATION_EVENT_JOB, (event) =>
    service.handleEvent(jobContext, event),
  );
  app.jobs.register(service.NOTIFICATION_DIGEST_JOB, async () => {
    await service.sendDigests(jobContext);
  });
  app.jobs.registerSchedule(service.NOTIFICATION_DIGEST_JOB, service.DIGEST_CRON);
}
