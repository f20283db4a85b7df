import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withStatementTimeout } from '../db/statement-timeout.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Exports, imports, file checks, reports: the route's statements get LONG_STATEMENT_TIMEOUT_MS instead of
     * STATEMENT_TIMEOUT_MS.
     */
    longRunning?: boolean;
  }
}

/**
 * Every request runs under its route's statement limit (db/statement-timeout.ts); a statement past it ends the
 * request as a 503 (platform/errors.ts). Entered again before validation: the body is read outside the request's
 * async context, and the handler runs after it.
 */
export function registerStatementDeadlines(app: FastifyInstance) {
  const { requestMs, longMs } = app.config.statementTimeouts;
  const enter = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    const config = request.routeOptions.config as FastifyContextConfig | undefined;
    withStatementTimeout(config?.longRunning ? longMs : requestMs, done);
  };
  app.addHook('onRequest', enter);
  app.addHook('preValidation', enter);
}
