import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app.js';

/** Issue 19 item 10: a repeat visit must not re-check every hashed file (they were served with max-age=0). */
describe('the web app files', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDistDir = path.join(tmpdir(), `oversight-web-cache-${process.pid}-${Date.now()}`);
    mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><head><title>Oversight</title></head><body></body></html>');
    writeFileSync(path.join(webDistDir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    writeFileSync(path.join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    t = await createTestApp({ webDistDir });
  });
  afterAll(async () => t.close());

  it('keeps hashed assets a year, immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser check the page, the service worker and other unhashed files on each visit', async () => {
    for (const url of ['/', '/sw.js', '/citizen/discover']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
