import type { FastifyInstance } from 'fastify';
import { appContext } from '../../platform/request-context.js';
import * as reports from './form-reports.service.js';

/** The form reports' jobs: a report is built. */
export function formReportsJobs(app: FastifyInstance) {
  const jobContext = appContext(app);
  app.jobs.register<{ reportId: string }>(reports.REPORT_JOB, (data) =>
    reports.runReportJob(jobContext, data.reportId),
  );
}
