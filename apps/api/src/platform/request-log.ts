import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The request being served, for code that logs through the app's logger rather than the request's own. */
const currentRequest = new AsyncLocalStorage<{ reqId: string }>();

// A caller's id is kept when it is a plain token a log search can match: no spaces, quotes or control characters.
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}$/;

/** Fastify's genReqId: the incoming X-Request-Id when sane (a proxy's or the caller's), else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return currentRequest.getStore()?.reqId;
}

// Whether a logger already carries reqId in its bindings (request.log and its children): asked once per logger.
const boundToRequest = new WeakMap<object, boolean>();

/**
 * Pino's mixin: a line logged during a request through a logger that does not already name it (the app's logger
 * in a service, a job queue or pool error) gets the request's id, so every line of a request can be found by it.
 */
export function requestIdMixin(
  _object: object,
  _level: number,
  logger?: { bindings?: () => Record<string, unknown> },
): Record<string, unknown> {
  const store = currentRequest.getStore();
  if (!store || !logger) return {};
  let bound = boundToRequest.get(logger);
  if (bound === undefined) {
    bound = logger.bindings?.().reqId !== undefined;
    boundToRequest.set(logger, bound);
  }
  return bound ? {} : { reqId: store.reqId };
}

/**
 * Runs the rest of each request (hooks, handler, services) inside its AsyncLocalStorage context and sends the id
 * back in X-Request-Id. Registered first, so every later hook runs inside it.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    currentRequest.run({ reqId: request.id }, done);
  });
}
