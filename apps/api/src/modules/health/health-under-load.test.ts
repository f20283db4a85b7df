import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject as provided, it } from 'vitest';
import { tenants } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';

const REQUEST_LIMIT_MS = 1500;
const TOO_SLOW = 'The server took too long to answer this request. Try again in a moment.';

/** Test-only routes: a transaction that writes a row, then runs a statement that never ends in time. */
function registerSlowRoutes(app: FastifyInstance) {
  const slow = (kind: string) =>
    app.db.transaction(async (tx) => {
      await tx
        .insert(tenants)
        .values({ name: `lost-${kind}`, displayName: 'Written by a cut-off transaction' });
      // pg_sleep busy-waits in PGlite; the cross join is CPU-bound on both engines.
      if (kind === 'sleep') await tx.execute(sql`SELECT pg_sleep(60)`);
      else
        await tx.execute(
          sql`SELECT count(*) FROM generate_series(1, 200000) a, generate_series(1, 200000) b`,
        );
    });
  const handler = async (request: { query: unknown }) => {
    await slow((request.query as { kind?: string }).kind ?? 'cpu');
    return { done: true };
  };
  app.get('/api/v1/test/slow/', { config: { access: 'public', tenantless: true } }, handler);
  app.get(
    '/api/v1/test/slow-long/',
    { config: { access: 'public', tenantless: true, longRunning: true } },
    handler,
  );
}

/** Health answers within a second while a statement runs past its limit; the slow request ends as a 503. */
describe.each(['sleep', 'cpu'])('a %s statement past the request limit', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { statementTimeouts: { requestMs: REQUEST_LIMIT_MS, longMs: 60_000 } },
      { embeddedWorker: true, register: registerSlowRoutes },
    );
  }, 120_000);
  afterAll(async () => t.close());

  it('leaves health answering, ends as a 503 with Retry-After, and keeps committed data', async () => {
    await t.app.db.insert(tenants).values({ name: `kept-${kind}`, displayName: 'Committed before' });
    const started = performance.now();
    const slow = { settled: false };
    const answered = t.app.inject({ method: 'GET', url: `/api/v1/test/slow/?kind=${kind}` }).finally(() => {
      slow.settled = true;
    });
    const healthMs: number[] = [];
    await delay(200);
    while (!slow.settled) {
      const asked = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
      healthMs.push(performance.now() - asked);
      expect(health.statusCode).toBe(200);
      await delay(150);
    }
    const response = await answered;
    const tookMs = performance.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ detail: TOO_SLOW });
    expect(tookMs).toBeGreaterThanOrEqual(REQUEST_LIMIT_MS - 50);
    expect(tookMs).toBeLessThan(REQUEST_LIMIT_MS + 3000);
    expect(healthMs.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...healthMs)).toBeLessThan(1000);

    // The server answers normally afterwards: committed rows are there, the cut-off transaction's row is not.
    const names = (await t.app.db.select({ name: tenants.name }).from(tenants)).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['federal', `kept-${kind}`]));
    expect(names).not.toContain(`lost-${kind}`);
    const states = await t.app.inject({ method: 'GET', url: '/api/v1/locations/states/' });
    expect(states.statusCode).toBe(200);
    // No transaction is left open: a write now commits and is seen.
    await t.app.db
      .update(tenants)
      .set({ displayName: 'Updated after' })
      .where(eq(tenants.name, `kept-${kind}`));
    const [kept] = await t.app.db
      .select()
      .from(tenants)
      .where(eq(tenants.name, `kept-${kind}`));
    expect(kept?.displayName).toBe('Updated after');
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
  }, 60_000);
});

describe('a long route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { statementTimeouts: { requestMs: 500, longMs: 2500 } },
      { embeddedWorker: true, register: registerSlowRoutes },
    );
  }, 120_000);
  afterAll(async () => t.close());

  it('has the long limit, then ends as a 503 too', async () => {
    const started = performance.now();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/slow-long/?kind=cpu' });
    const tookMs = performance.now() - started;
    expect(response.statusCode).toBe(503);
    expect(tookMs).toBeGreaterThanOrEqual(2400);
  }, 60_000);
});

// The embedded worker's case: a PostgreSQL server's statement holds one connection, not the process.
describe.skipIf(provided('testDatabase').kind === 'postgres')('closing while a statement is stuck', () => {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(
      { statementTimeouts: { requestMs: 60_000, longMs: 60_000 } },
      { embeddedWorker: true, register: registerSlowRoutes },
    );
  }, 120_000);
  afterAll(async () => t?.close());

  it('takes seconds, not the statement limit (what SIGTERM runs)', async () => {
    const test = t!;
    const stuck = test.app.inject({ method: 'GET', url: '/api/v1/test/slow/?kind=cpu' });
    await delay(500);
    const closing = performance.now();
    t = undefined;
    await test.close();
    expect(performance.now() - closing).toBeLessThan(8000);
    await stuck.catch(() => undefined);
  }, 60_000);
});
