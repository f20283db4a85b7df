import type * as OtelApi from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { JobRunWrapper } from './jobs.js';

/**
 * OpenTelemetry traces, on when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set. The SDK
 * is imported only then, so an unset endpoint costs nothing. Spans are made here, by hand, in a request hook and
 * around the pool's queries, rather than by require-hook instrumentations: the server is an esbuild bundle that
 * imports fastify and pg as ES modules, which require-in-the-middle does not see, and hand-made spans work the same
 * under the bundle, tsx and the tests.
 */
export type Telemetry = {
  api: typeof OtelApi;
  tracer: OtelApi.Tracer;
  /** Sends the spans still buffered (a test, or a stop). */
  flush: () => Promise<void>;
  /** Flushes and stops the exporter. */
  shutdown: () => Promise<void>;
};

export async function startTelemetry(env: NodeJS.ProcessEnv = process.env): Promise<Telemetry | undefined> {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint || env.OTEL_SDK_DISABLED === 'true') return undefined;
  const [api, { NodeSDK, tracing }, { OTLPTraceExporter }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || `${endpoint.replace(/\/+$/, '')}/v1/traces`;
  const processor = new tracing.BatchSpanProcessor(new OTLPTraceExporter({ url }));
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'oversight-api',
    spanProcessors: [processor],
    instrumentations: [],
  });
  sdk.start();
  return {
    api,
    tracer: api.trace.getTracer('oversight-api'),
    flush: () => processor.forceFlush(),
    shutdown: () => sdk.shutdown(),
  };
}

const kSpan = Symbol('requestSpan');
type WithSpan = FastifyRequest & { [kSpan]?: OtelApi.Span };

/**
 * A server span per request, named by the route's pattern ("GET /api/v1/projects/:id/"), continuing the caller's
 * trace from a traceparent header; the rest of the request runs in its context, so database spans nest under it.
 */
export function registerTracing(app: FastifyInstance, telemetry: Telemetry): void {
  const { api, tracer } = telemetry;
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = api.propagation.extract(api.ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      request.method,
      {
        kind: api.SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0],
          'url.scheme': request.protocol,
          'client.address': request.ip,
          'http.request.id': request.id,
        },
      },
      parent,
    );
    (request as WithSpan)[kSpan] = span;
    api.context.with(api.trace.setSpan(parent, span), done);
  });
  app.addHook('onError', async (request, _reply, error) => {
    (request as WithSpan)[kSpan]?.recordException(error);
  });
  const end = (request: FastifyRequest, status: number | undefined) => {
    const span = (request as WithSpan)[kSpan];
    if (!span) return;
    (request as WithSpan)[kSpan] = undefined;
    const route = request.routeOptions.url;
    if (route) {
      span.setAttribute('http.route', route);
      span.updateName(`${request.method} ${route}`);
    }
    if (status === undefined) {
      span.setStatus({ code: api.SpanStatusCode.ERROR, message: 'client aborted' });
    } else {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
    }
    span.end();
  };
  app.addHook('onResponse', async (request, reply) => end(request, reply.statusCode));
  app.addHook('onRequestAbort', async (request) => end(request, undefined));
}

const kTraced = Symbol('tracedClient');
type QueryFn = (...args: unknown[]) => unknown;

/**
 * A client span around every query a pooled client runs while a request's (or another) span is active. Queries
 * outside any span (the job queue's polling) make none: a root span per poll would drown the traces.
 */
export function tracePoolQueries(pool: pg.Pool, telemetry: Telemetry): void {
  const { api, tracer } = telemetry;
  const wrap = (client: pg.PoolClient) => {
    const traced = client as pg.PoolClient & { [kTraced]?: true };
    if (traced[kTraced]) return;
    traced[kTraced] = true;
    const original = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: unknown } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (typeof text !== 'string' || !api.trace.getSpan(api.context.active())) return original(...args);
      const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
      const span = tracer.startSpan(operation, {
        kind: api.SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.operation.name': operation,
          'db.query.text': text.length > 2000 ? `${text.slice(0, 2000)}…` : text,
        },
      });
      const finish = (error?: unknown) => {
        if (error) {
          span.recordException(error as Error);
          span.setStatus({ code: api.SpanStatusCode.ERROR });
        }
        span.end();
      };
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (error: unknown, result: unknown) => void;
        args[last] = (error: unknown, result: unknown) => {
          finish(error);
          callback(error, result);
        };
      }
      let result: unknown;
      try {
        result = original(...args);
      } catch (error) {
        finish(error);
        throw error;
      }
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(() => finish(), finish);
      } else if (typeof args[last] !== 'function') {
        finish();
      }
      return result;
    };
  };
  pool.on('acquire', wrap);
}

/** A consumer span per job run ("job <queue>"), so a job's queries nest under it like a request's. */
export function traceJobRuns(telemetry: Telemetry): JobRunWrapper {
  const { api, tracer } = telemetry;
  return (name, job, run) =>
    tracer.startActiveSpan(
      `job ${name}`,
      {
        kind: api.SpanKind.CONSUMER,
        attributes: {
          'messaging.system': 'pg-boss',
          'messaging.destination.name': name,
          'messaging.message.id': job.id,
          'messaging.pg_boss.retry_count': job.retryCount,
        },
      },
      api.ROOT_CONTEXT,
      async (span) => {
        try {
          await run();
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: api.SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
}
