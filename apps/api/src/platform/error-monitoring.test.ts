import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app.js';

/** A stand-in for Sentry's ingest: keeps every envelope posted to /api/<project>/envelope/. */
function fakeSentry() {
  const envelopes: { path: string; items: unknown[] }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const items = body
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as unknown);
      envelopes.push({ path: request.url ?? '', items });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, envelopes };
}

describe('error monitoring', () => {
  const sentry = fakeSentry();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => sentry.server.listen(0, '127.0.0.1', resolve));
    const { port } = sentry.server.address() as AddressInfo;
    // Google answers nothing here (a closed port): Google sign-in fails with a 503, a real 5xx of the API.
    const google = {
      clientId: 'client.apps.googleusercontent.com',
      userinfoUrl: 'http://127.0.0.1:9/userinfo',
      tokeninfoUrl: 'http://127.0.0.1:9/tokeninfo',
    };
    t = await createTestApp({ sentryDsn: `http://publickey@127.0.0.1:${port}/42`, google });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => sentry.server.close(resolve));
  });

  it('sends an API 5xx to Sentry with its route and request id, and nothing for a 4xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { 'x-tenant': 'federal' },
      payload: { email: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google/',
      headers: { 'x-tenant': 'federal' },
      payload: { access_token: 'token' },
    });
    expect(failed.statusCode).toBe(503);
    await t.app.errorMonitor!.flush();
    await vi.waitFor(() => expect(sentry.envelopes).toHaveLength(1));

    const [envelope] = sentry.envelopes;
    expect(envelope!.path).toMatch(/^\/api\/42\/envelope\/\?sentry_version=7&sentry_key=publickey/);
    const event = envelope!.items[2] as {
      exception: { values: { value: string }[] };
      tags: Record<string, string>;
      extra: Record<string, string>;
      environment: string;
    };
    expect(event.exception.values[0]!.value).toMatch(/Google sign-in is unavailable/);
    expect(event.tags).toMatchObject({ route: 'POST /api/v1/auth/google/', status_code: '503' });
    expect(event.extra.request_id).toBe(failed.headers['x-request-id']);
    expect(event.environment).toBe('test');
    // Nothing about the caller leaves: no headers, no body.
    expect(JSON.stringify(envelope!.items)).not.toContain('access_token');
  });

  it('logs database pool errors instead of dropping them', () => {
    const seen: Error[] = [];
    t.app.database.setErrorLog((error) => seen.push(error));
    t.app.database.pool.emit('error', new Error('connection terminated unexpectedly'));
    expect(seen.map((error) => error.message)).toEqual(['connection terminated unexpectedly']);
  });
});
