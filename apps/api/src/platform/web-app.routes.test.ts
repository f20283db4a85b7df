import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { createTestProject } from '../modules/projects/project-fixtures.js';

/**
 * Issue 19 item 6: HEAD on app pages answers as GET does, without the body (link checkers and monitors use it).
 * Item 10: a repeat visit must not re-check every hashed file (they were served with max-age=0).
 */
describe('the web app: HEAD like GET, and how long browsers keep its files', () => {
  let t: TestApp;
  let webDistDir: string;
  let project: { publicId: string };

  beforeAll(async () => {
    webDistDir = path.join(tmpdir(), `oversight-web-head-${process.pid}-${Date.now()}`);
    mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><head><title>Oversight</title></head><body></body></html>');
    writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    writeFileSync(path.join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    t = await createTestApp({ webDistDir });
    project = await createTestProject(t, { name: 'Head Checked Bridge' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  for (const url of ['/', '/citizen/discover', '/project/PROJECT', '/assets/index-abc123.js']) {
    it(`HEAD ${url}`, async () => {
      const target = url.replace('PROJECT', project.publicId);
      const get = await t.app.inject({ method: 'GET', url: target });
      const head = await t.app.inject({ method: 'HEAD', url: target });
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
      expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(get.body));
    });
  }

  it('keeps hashed assets a year, immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
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

  it('still answers 404 to HEAD on unknown API paths and files', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/api/v1/no-such-thing/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/missing.png' })).statusCode).toBe(404);
  });
});
