import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { AuthContext } from './access-control.js';
import type { Jobs } from './jobs.js';
import type { Mailer } from './mail.js';
import type { AccountLimiter } from './rate-limit.js';
import type { SessionRevocations } from './session-revocation.js';
import type { Storage } from './storage.js';

/**
 * What a service is given about the request it serves, built once per request (`request.ctx`): the database, who
 * calls (`auth`: tenant, user or null, organisation membership or null; `requireUser(ctx)` for the signed-in user),
 * the app's shared services, the request's logger and its clock. Services take `(ctx, input)`; a route passes
 * `request.ctx`. A service names the parts it uses with `ContextOf<...>`, so a job or another module's service that
 * has no request can call it with just those parts (a whole RequestContext always fits).
 */
export type RequestContext = {
  db: Database;
  auth: AuthContext;
  config: AppConfig;
  jobs: Jobs;
  mail: Mailer;
  storage: Storage;
  /** Per-account attempt limits (sign-in, codes, resets). */
  accountLimiter: AccountLimiter;
  /** Signed-out sessions whose access tokens are refused at once. */
  sessionRevocations: SessionRevocations;
  log: FastifyBaseLogger;
  /** The time services stamp writes with; one place to turn when a test wants another clock. */
  now: () => Date;
};

/** The parts of a RequestContext a service uses (e.g. `ContextOf<'db' | 'auth'>`). */
export type ContextOf<K extends keyof RequestContext> = Pick<RequestContext, K>;

const clock = () => new Date();

/** A RequestContext without a caller: what jobs (no request) hand the services they call. */
export type AppContext = Omit<RequestContext, 'auth'>;

/**
 * The app's parts as a plain object, made once where a module registers its jobs. (Not the app itself: an
 * encapsulated Fastify instance holds its decorations on its prototype, so a spread of it would drop them.)
 */
export function appContext(app: FastifyInstance): AppContext {
  return {
    db: app.db,
    config: app.config,
    jobs: app.jobs,
    mail: app.mail,
    storage: app.storage,
    accountLimiter: app.accountLimiter,
    sessionRevocations: app.sessionRevocations,
    log: app.log,
    now: clock,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's RequestContext, made on first use and kept for the rest of the request. */
    ctx: RequestContext;
  }
}

const kContext = Symbol('requestContext');
type WithContext = FastifyRequest & { [kContext]?: RequestContext };

function buildContext(request: FastifyRequest): RequestContext {
  // Written out rather than spread from appContext: one object, made on the request's path.
  const app = request.server;
  return {
    db: app.db,
    auth: request.auth,
    config: app.config,
    jobs: app.jobs,
    mail: app.mail,
    storage: app.storage,
    accountLimiter: app.accountLimiter,
    sessionRevocations: app.sessionRevocations,
    log: request.log,
    now: clock,
  };
}

/**
 * Adds `request.ctx`. Made lazily (after access control's onRequest hook has set `request.auth`), so requests that
 * never reach a service (static files, refusals) pay nothing.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest): RequestContext {
      const request = this as WithContext;
      return (request[kContext] ??= buildContext(request));
    },
  });
}
