import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app.js';

describe('response compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('gzips large JSON answers for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/locations/states/1/lgas/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as unknown[];
    expect(body.length).toBeGreaterThan(0);
  });

  it('compresses an answer held in memory in one piece, brotli first, with its length', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/locations/states/1/lgas/' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/locations/states/1/lgas/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // Whole, not streamed: its length is known (a stream through @fastify/compress was sent chunked).
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.byteLength);
    expect(response.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('sends plain JSON to clients that do not', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/locations/states/1/lgas/' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(expect.any(Array));
  });
});
