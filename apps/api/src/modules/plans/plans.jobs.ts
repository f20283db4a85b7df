import type { FastifyInstance } from 'fastify';
import { MEASURE_CRON, MEASURE_JOB, measureIndicators } from './indicator-measures.service.js';

/** The plans module's jobs: indicators measured from forms are measured again. */
export function plansJobs(app: FastifyInstance) {
  app.jobs.register<{ indicatorId?: string; surveyId?: string }>(MEASURE_JOB, async (data) => {
    await measureIndicators(app.db, data);
  });
  app.jobs.registerSchedule(MEASURE_JOB, MEASURE_CRON);
}
