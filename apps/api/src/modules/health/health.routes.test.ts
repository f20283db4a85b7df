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
