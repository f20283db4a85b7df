import { defaultStackParser, makeNodeTransport, NodeClient, Scope } from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import { PRIVATE_DATA_COLLECTION } from '@oversight/shared/error-reporting';

/** Sentry 10's list of header, cookie and query names that carry an address or a user (its `sendDefaultPii: false`). */

/**
 * Sends the API's 5xx errors to Sentry when SENTRY_DSN is set (the web app reports its own). One client per app, not
 * Sentry's global one: no automatic instrumentation, and tests can build several apps side by side.
 */
export class ErrorMonitor {
  private readonly client: NodeClient;

  constructor(dsn: string, environment: string) {
    this.client = new NodeClient({
      dsn,
      environment,
      transport: makeNodeTransport,
      stackParser: defaultStackParser,
      integrations: [],
      dataCollection: PRIVATE_DATA_COLLECTION,
    });
    this.client.init();
  }

  /** Reports one failed request: the route and request id, never its headers, body or the caller's identity. */
  report(error: unknown, request: FastifyRequest, statusCode: number) {
    const scope = new Scope();
    scope.setClient(this.client);
    scope.setTag('route', `${request.method} ${request.routeOptions.url ?? 'unknown'}`);
    scope.setTag('status_code', String(statusCode));
    scope.setExtra('request_id', request.id);
    this.client.captureException(error, undefined, scope);
  }

  /** Sends what is queued (on shutdown, so the last errors are not lost). */
  async flush(timeoutMs = 2000): Promise<boolean> {
    return this.client.flush(timeoutMs);
  }
}
