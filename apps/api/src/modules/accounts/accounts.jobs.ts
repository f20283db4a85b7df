import type { FastifyInstance } from 'fastify';
import { appContext } from '../../platform/request-context.js';
import { PASSWORD_RESET_JOB, sendPasswordReset } from './auth.service.js';

/** The accounts module's jobs: the password-reset mail. */
export function accountsJobs(app: FastifyInstance) {
  app.jobs.register<{ tenantId: string; email: string }>(PASSWORD_RESET_JOB, (data) =>
    sendPasswordReset(appContext(app), data.tenantId, data.email),
  );
}
