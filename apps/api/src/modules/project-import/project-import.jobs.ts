import type { FastifyInstance } from 'fastify';
import { appContext } from '../../platform/request-context.js';
import * as importing from './import.service.js';

/** The project import's jobs: an import task runs, and the worker resumes the tasks a crash left half done. */
export function projectImportJobs(app: FastifyInstance) {
  const jobContext = { ...appContext(app), database: app.database };
  app.jobs.register<{ taskId: string }>(importing.IMPORT_JOB, (data) =>
    importing.runImportTask(jobContext, data.taskId),
  );
  app.jobs.registerStartupCheck('interrupted imports', async (startedAt) => {
    await importing.recoverInterruptedTasks(jobContext, startedAt);
  });
}
