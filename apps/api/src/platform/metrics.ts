import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Jobs } from './jobs.js';
import { TimedPool } from '../db/statement-timeout.js';

const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
// A scrape every 15 s asks the database at most every 10 s: the queue's counts are one grouped query.
const JOB_SAMPLE_TTL_MS = 10_000;

type JobCounts = { queue: string; state: string; count: number }[];

/**
 * The service's Prometheus metrics, one registry per app (tests build many apps in one process). Made only when
 * metrics are exposed (METRICS_PORT or METRICS_TOKEN): otherwise no hook and no sampling cost at all.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code' | 'status_class'>;
  private jobSample: { at: number; counts: Promise<JobCounts> } | null = null;

  constructor(
    private readonly sources: { pool: pg.Pool; jobs: Jobs },
    private readonly onSampleError: (error: unknown) => void = () => undefined,
  ) {
    const registers = [this.registry];
    // Event-loop lag (nodejs_eventloop_lag_*), memory (process_resident_memory_bytes, nodejs_heap_*), CPU, handles.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status: latency, and through _count the request rate.',
      labelNames: ['method', 'route', 'status_code', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    const pool = sources.pool;
    // On a server the pool is a TimedPool: its connections are those of its pools, one per statement limit.
    const counts = () =>
      pool instanceof TimedPool
        ? pool.counts
        : { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections open (total) and of those idle.',
      labelNames: ['state'],
      registers,
      collect() {
        const { total, idle } = counts();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free database connection.',
      registers,
      collect() {
        this.set(counts().waiting);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The size the database pool may grow to.',
      registers,
      collect() {
        this.set((pool.options as { max?: number }).max ?? 10);
      },
    });
    const sample = () => this.sampleJobs();
    new Gauge({
      name: 'jobs_queue_depth',
      help: 'Jobs by queue and state: created (waiting), retry (waiting to be retried), active (running).',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const row of await sample()) {
          if (row.state !== 'failed') this.set({ queue: row.queue, state: row.state }, row.count);
        }
      },
    });
    new Gauge({
      name: 'jobs_failed_kept',
      help: 'Jobs that failed for good and are still kept in the queue (pg-boss keeps them for 7 days).',
      labelNames: ['queue'],
      registers,
      async collect() {
        this.reset();
        for (const row of await sample()) {
          if (row.state === 'failed') this.set({ queue: row.queue }, row.count);
        }
      },
    });
    const jobs = sources.jobs;
    new Counter({
      name: 'jobs_failures_total',
      help: 'Job runs whose handler threw in this process since it started (each retry counts).',
      labelNames: ['queue'],
      registers,
      collect() {
        this.reset();
        for (const [queue, count] of jobs.failures) this.inc({ queue }, count);
      },
    });
  }

  /** The queue's counts, shared by the scrapes of JOB_SAMPLE_TTL_MS; none (and logged) when the database fails. */
  private sampleJobs(): Promise<JobCounts> {
    const now = Date.now();
    if (!this.jobSample || now - this.jobSample.at > JOB_SAMPLE_TTL_MS) {
      const counts = this.sources.jobs.countByState().catch((error: unknown) => {
        this.onSampleError(error);
        return [];
      });
      this.jobSample = { at: now, counts };
    }
    return this.jobSample.counts;
  }

  observe(request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    this.requestDuration.observe(
      {
        method: HTTP_METHODS.has(request.method) ? request.method : 'OTHER',
        // The route's pattern, never the URL: a label per project id would grow without bound.
        route: request.routeOptions.url ?? '(unmatched)',
        status_code: String(status),
        status_class: `${Math.floor(status / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  }
}

/** Whether the Authorization header carries the token, compared in constant time. */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!.trim()), digest(token));
}

/**
 * Times every request, and with METRICS_TOKEN serves GET /metrics on the main port to bearers of the token (with no
 * token there is no such route: the main port never shows metrics to anyone who asks).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(request, reply);
  });
  if (!token) return;
  app.get(
    '/metrics',
    { config: { access: 'public', tenantless: true }, schema: { hide: true } },
    async (request, reply) => {
      if (!hasMetricsToken(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ detail: 'Metrics need the bearer token (METRICS_TOKEN).' });
      }
      const body = await metrics.registry.metrics();
      return reply.header('content-type', metrics.registry.contentType).send(body);
    },
  );
}

/** METRICS_PORT: /metrics on a port of its own (for a network only the scraper reaches), token optional. */
export async function startMetricsServer(
  metrics: Metrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = (request.url ?? '').split('?')[0];
    if (url !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (options.token && !hasMetricsToken(request.headers.authorization, options.token)) {
      response
        .writeHead(401, { 'www-authenticate': 'Bearer', 'content-type': 'text/plain' })
        .end('Unauthorized\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  // Scrapes keep a connection open: a shutdown must not wait for the scraper to hang up.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
