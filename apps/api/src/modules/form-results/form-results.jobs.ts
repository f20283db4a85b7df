import type { FastifyInstance } from 'fastify';
import * as results from './form-results.service.js';

/** The form results' jobs: a form's kept summary and its kept cross-tabs are rebuilt. */
export function formResultsJobs(app: FastifyInstance) {
  app.jobs.register<{ surveyId: string; taskId?: string }>(results.SUMMARY_JOB, (data) =>
    results.runSummaryJob(app.db, data),
  );
  app.jobs.register<{ surveyId: string }>(results.CROSS_TAB_JOB, (data) =>
    results.runCrossTabJob(app.db, data),
  );
}
