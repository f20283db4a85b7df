import type { FastifyInstance } from 'fastify';
import * as exportsService from './form-exports.service.js';

/** The form exports' jobs: an export file is written, and expired ones are deleted. */
export function formExportsJobs(app: FastifyInstance) {
  const deps: exportsService.ExportDeps = {
    db: app.db,
    jobs: app.jobs,
    storage: app.storage,
    config: app.config,
    log: app.log,
  };
  app.jobs.register<{ exportId: string }>(exportsService.EXPORT_JOB, (data) =>
    exportsService.runExport(deps, data.exportId),
  );
  app.jobs.register(exportsService.EXPORT_CLEANUP_JOB, async () => {
    await exportsService.deleteExpiredExports(deps);
  });
  app.jobs.registerSchedule(exportsService.EXPORT_CLEANUP_JOB, exportsService.EXPORT_CLEANUP_CRON);
}
