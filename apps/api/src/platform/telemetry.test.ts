import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { startFakeOtlpReceiver } from '../test/fake-otlp.js';
import { startTelemetry, type Telemetry } from './telemetry.js';

describe('OpenTelemetry traces', () => {
  let receiver: Awaited<ReturnType<typeof startFakeOtlpReceiver>>;
  let telemetry: Telemetry;
  let t: TestApp;
  beforeAll(async () => {
    receiver = await startFakeOtlpReceiver();
    telemetry = (await startTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint }))!;
    t = await createTestApp({}, { telemetry });
    // Before the queue starts: its queue is made when it does.
    t.app.jobs.register('telemetry-test-job', async () => {
      await t.app.db.execute(sql`select 1`);
    });
  });
  afterAll(async () => {
    await t.close();
    await telemetry.shutdown();
    await receiver.close();
  });

  it('is not started without an endpoint', async () => {
    expect(await startTelemetry({})).toBeUndefined();
  });

  it('sends a span per request named by its route, with its database queries under it', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const projectId = crypto.randomUUID();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}/`,
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(response.statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    await telemetry.flush();

    expect(receiver.services).toContain('oversight-api');
    const request = receiver.spans.find((span) => span.name === 'GET /api/v1/projects/:id/');
    expect(request).toBeDefined();
    // The caller's trace goes on: same trace id, its span as the parent.
    expect(request!.traceId).toBe(traceId);
    expect(request!.parentSpanId).toBe('00f067aa0ba902b7');
    expect(request!.attributes).toMatchObject({
      'http.route': '/api/v1/projects/:id/',
      'http.request.method': 'GET',
      'http.response.status_code': 404,
    });
    const queries = receiver.spans.filter((span) => span.parentSpanId === request!.spanId);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries[0]!.attributes['db.system.name']).toBe('postgresql');
    expect(receiver.spans.map((span) => span.name)).toContain('GET /api/v1/health/');
  });

  it('sends a span per job run with its queries under it', async () => {
    await t.app.jobs.send('telemetry-test-job', {});
    expect(await t.runJobs(['telemetry-test-job'])).toBe(1);
    await telemetry.flush();
    const job = receiver.spans.find((span) => span.name === 'job telemetry-test-job');
    expect(job).toBeDefined();
    expect(job!.parentSpanId ?? '').toBe('');
    expect(job!.attributes['messaging.destination.name']).toBe('telemetry-test-job');
    expect(receiver.spans.some((span) => span.parentSpanId === job!.spanId && span.name === 'SELECT')).toBe(
      true,
    );
  });
});
