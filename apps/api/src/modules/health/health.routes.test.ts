import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.js';

describe('GET /api/v1/health/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reports the service and its database as ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers 404 with a detail for unknown API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers even for an unknown tenant: health does not depend on tenancy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health/',
      headers: { 'x-tenant': 'nowhere' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for an unknown tenant on tenant-scoped routes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/locations/states/',
      headers: { 'x-tenant': 'nowhere' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ detail: string }>().detail).toMatch(/Unknown tenant/);
  });
});

describe('GET /api/v1/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 503 naming the job queue until it is started, then 200 on /ready and /ready/', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/ready/' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      status: 'not_ready',
      database: 'ok',
      jobs: 'stopped',
      shuttingDown: false,
    });

    await t.app.jobs.start();
    for (const url of ['/api/v1/ready', '/api/v1/ready/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: 'ok', jobs: 'ok', shuttingDown: false });
    }
  });

  it('answers 503 at once when a stop has begun, while liveness still answers 200', async () => {
    t.app.lifecycle.shuttingDown = true;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not_ready',
        database: 'unchecked',
        shuttingDown: true,
      });
      expect(response.headers.connection).toBe('close');
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.shuttingDown = false;
    }
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const execute = t.app.db.execute.bind(t.app.db);
    t.app.db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof execute;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/ready/' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not_ready', database: 'error', jobs: 'ok' });
    } finally {
      t.app.db.execute = execute;
    }
  });
});
