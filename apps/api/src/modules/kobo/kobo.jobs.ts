import type { FastifyInstance } from 'fastify';
import { appContext } from '../../platform/request-context.js';
import * as kobo from './kobo.service.js';

/** The KoboToolbox module's jobs: a form's submissions are imported. */
export function koboJobs(app: FastifyInstance) {
  const jobContext = appContext(app);
  app.jobs.register<{ importId: string }>(kobo.KOBO_RESPONSES_JOB, (data) =>
    kobo.runKoboResponsesImport(jobContext, data.importId),
  );
}
