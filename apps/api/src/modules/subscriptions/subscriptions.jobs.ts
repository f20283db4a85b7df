import type { FastifyInstance } from 'fastify';
import { appContext } from '../../platform/request-context.js';
import * as service from './subscriptions.service.js';

/** The subscriptions module's jobs: plans due are renewed (billing). */
export function subscriptionsJobs(app: FastifyInstance) {
  const jobContext = appContext(app);
  // A scheduled run carries no data (pg-boss sends null); a test names its own now.
  app.jobs.register<{ now?: string } | null>(service.RENEWAL_JOB, async (data) => {
    const summary = await service.runRenewals(jobContext, data?.now ? new Date(data.now) : new Date());
    app.log.info({ summary }, 'billing: renewals done');
  });
  app.jobs.registerSchedule(service.RENEWAL_JOB, service.RENEWAL_CRON);
}
