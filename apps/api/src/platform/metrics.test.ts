import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { startMetricsServer } from './metrics.js';

const TOKEN = 'metrics-token-for-the-tests-0123';

describe('Prometheus metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metrics: { port: undefined, host: '127.0.0.1', token: TOKEN } });
  });
  afterAll(async () => t.close());

  const scrape = () =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('times requests by route pattern, method and status, never by the raw URL', async () => {
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    const projectId = crypto.randomUUID();
    await t.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/` });
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing/' });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const lines = response.body.split('\n');
    const health = lines.filter(
      (line) => line.startsWith('http_request_duration_seconds_') && line.includes('route="/api/v1/health/"'),
    );
    expect(health).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/v1/health/",status_code="200",status_class="2xx"} 3',
    );
    expect(health.some((line) => /_bucket\{le="0\.005",.*\} \d/.test(line))).toBe(true);
    expect(response.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/v1/projects/:id/",status_code="404",status_class="4xx"} 1',
    );
    expect(response.body).toContain('route="(unmatched)",status_code="404"');
    expect(response.body).not.toContain(projectId);
  });

  it('shows the database pool, the job queue, event-loop lag and memory', async () => {
    await t.app.jobs.start();
    const body = (await scrape()).body;
    expect(body).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    expect(body).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
    expect(body).toMatch(/^db_pool_waiting_requests \d+$/m);
    expect(body).toContain('# TYPE jobs_queue_depth gauge');
    expect(body).toContain('# TYPE jobs_failures_total counter');
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(body).toMatch(/^process_resident_memory_bytes \d+$/m);
  });

  it('counts queued jobs by queue and state', async () => {
    const queue = t.app.jobs['handlers'].keys().next().value as string;
    await t.app.jobs.send(queue, {}, { startAfter: 3600 });
    // The queue's counts are cached between scrapes: a fresh sample for this test.
    (t.app.metrics as unknown as { jobSample: null }).jobSample = null;
    const body = (await scrape()).body;
    expect(body).toMatch(new RegExp(`^jobs_queue_depth\\{queue="${queue}",state="created"\\} [1-9]`, 'm'));
  });

  it('refuses a scrape without the token or with another one', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all-000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
  });

  it('serves /metrics on a port of its own (METRICS_PORT)', async () => {
    const server = await startMetricsServer(t.app.metrics!, { port: 0, host: '127.0.0.1', token: undefined });
    try {
      const address = server.address() as { port: number };
      const base = `http://127.0.0.1:${address.port}`;
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds_count');
      expect((await fetch(`${base}/api/v1/health/`)).status).toBe(404);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('metrics off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('has no /metrics on the main port and keeps no metrics', async () => {
    expect(t.app.metrics).toBeUndefined();
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
  });
});

describe('metrics settings', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-metrics-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) =>
    loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ...env,
    });

  it('are off by default and when set empty', () => {
    expect(load({}).metrics).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    expect(load({ METRICS_PORT: '', METRICS_TOKEN: '' }).metrics.token).toBeUndefined();
  });

  it('refuse a short token and the main port for the metrics port', () => {
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: Use at least 16 characters/);
    expect(() => load({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: use another port/);
    expect(load({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toMatchObject({
      port: 9464,
      host: '0.0.0.0',
    });
  });
});
