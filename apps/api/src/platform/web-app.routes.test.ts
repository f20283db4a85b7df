import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { createTestProject } from '../test/project-fixtures.js';

/**
 * HEAD on app pages answers as GET does, without the body (link checkers and monitors use it).
 * Item 10: a repeat visit must not re-check every hashed file (they were served with max-age=0).
 */
describe('the web app: HEAD like GET, and how long browsers keep its files', () => {
  let t: TestApp;
  let webDistDir: string;
  let project: { publicId: string };

  beforeAll(async () => {
    webDistDir = path.join(tmpdir(), `oversight-web-head-${process.pid}-${Date.now()}`);
    mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html><head><title>Oversight</title></head><body></body></html>',
    );
    writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    // The build's brotli copy of an asset (apps/web vite.config.ts precompress).
    writeFileSync(path.join(webDistDir, 'assets', 'shell-9.js'), 'console.log(2);');
    writeFileSync(path.join(webDistDir, 'assets', 'shell-9.js.br'), brotliCompressSync('console.log(2);'));
    writeFileSync(path.join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(
      path.join(webDistDir, 'manifest.webmanifest'),
      JSON.stringify({ name: 'Oversight', start_url: '/citizen/discover' }),
    );
    mkdirSync(path.join(webDistDir, 'icons'));
    writeFileSync(path.join(webDistDir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    // Vite's build manifest: the entry and the project page's route chunk with what it imports.
    mkdirSync(path.join(webDistDir, '.vite'));
    writeFileSync(
      path.join(webDistDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-1.js' },
        'src/app/routes/project/project-detail.route.tsx': {
          file: 'assets/project-detail.route-2.js',
          imports: ['_react.js', '_tabs.js'],
          css: ['assets/project-3.css'],
        },
        '_tabs.js': { file: 'assets/tabs-4.js' },
        'src/app/routes/public/home.route.tsx': { file: 'assets/home.route-5.js', imports: ['_react.js'] },
        'src/app/routes/citizen/discover.route.tsx': {
          file: 'assets/discover.route-6.js',
          imports: ['_tabs.js'],
        },
        'i18n-catalog:en': { file: 'assets/_i18n-catalog_en-7.js' },
        'i18n-catalog:ha': { file: 'assets/_i18n-catalog_ha-8.js' },
      }),
    );
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

  it("serves the installable app's manifest and icons with their types, checked on each visit", async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ start_url: '/citizen/discover' });
    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('writes a published project into its page with its chunks preloaded, and counts no view for it', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/project/${project.publicId}` });
    const block =
      /<script type="application\/json" id="initial-data" data-key="project:([^"]+)">([^<]*)<\/script>/.exec(
        page.body,
      );
    expect(block?.[1]).toBe(project.publicId);
    const written = JSON.parse(block![2]!) as { public_id: string; name: string; views: number };
    const api = (await t.app.inject({ method: 'GET', url: `/api/v1/projects/${project.publicId}/` })).json<{
      public_id: string;
      name: string;
      views: number;
    }>();
    expect(written).toMatchObject({ public_id: api.public_id, name: 'Head Checked Bridge' });
    // The page's own read did not count: the API's read (the web's background one) is the first view.
    expect(written.views).toBe(api.views - 1);
    // The route's chunks and style, not the entry's (already loaded).
    expect(page.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/project-detail.route-2.js">',
    );
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/tabs-4.js">');
    expect(page.body).toContain('<link rel="stylesheet" href="/assets/project-3.css">');
    expect(page.body).not.toContain('href="/assets/react-1.js"');
  });

  it('keeps markup in a project out of the page, and writes nothing for an unpublished project', async () => {
    const sly = await createTestProject(t, { name: 'Road </script><script>alert(1)</script> & more' });
    const page = await t.app.inject({ method: 'GET', url: `/project/${sly.publicId}` });
    expect(page.body).not.toContain('<script>alert(1)');
    const block = /<script type="application\/json" id="initial-data"[^>]*>([^<]*)<\/script>/.exec(page.body);
    expect((JSON.parse(block![1]!) as { name: string }).name).toBe(
      'Road </script><script>alert(1)</script> & more',
    );
    const draft = await createTestProject(t, { name: 'Draft Culvert', isPublished: false });
    const hidden = await t.app.inject({ method: 'GET', url: `/project/${draft.publicId}` });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain('initial-data');
    expect(hidden.body).not.toContain('Draft Culvert');
  });

  // A public page's code and words start with the page, not after the shell has run.
  it('preloads the route chunks of home and discover, and the catalogue of the language the web will choose', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home.route-5.js">');
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/_i18n-catalog_en-7.js">',
    );
    expect(home.body).not.toContain('discover.route-6.js');
    const discover = await t.app.inject({
      method: 'GET',
      url: '/citizen/discover',
      headers: { cookie: 'oversight_language=ha' },
    });
    expect(discover.body).toContain('href="/assets/discover.route-6.js"');
    expect(discover.body).toContain('href="/assets/tabs-4.js"');
    expect(discover.body).toContain('href="/assets/_i18n-catalog_ha-8.js"');
    expect(discover.body).not.toContain('_i18n-catalog_en-7.js');
    // No choice made: the browser's first language we have, unless English comes before it.
    const hausa = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'ha-NG,en;q=0.8' },
    });
    expect(hausa.body).toContain('href="/assets/_i18n-catalog_ha-8.js"');
    const english = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'en-GB,ha;q=0.8' },
    });
    expect(english.body).toContain('href="/assets/_i18n-catalog_en-7.js"');
  });

  it("writes discover's first list into its page as a visitor's API answer, keyed by the web's query", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/citizen/discover' });
    const block =
      /<script type="application\/json" id="initial-data" data-key="([^"]+)">([^<]*)<\/script>/.exec(
        page.body,
      );
    // An attribute, escaped: the browser reads `projects:limit=12&offset=0`.
    expect(block?.[1]).toBe('projects:limit=12&amp;offset=0');
    const api = (await t.app.inject({ method: 'GET', url: '/api/v1/projects/?limit=12&offset=0' })).json<{
      count: number;
      results: { public_id: string }[];
    }>();
    const written = JSON.parse(block![2]!) as typeof api;
    expect(written.count).toBe(api.count);
    expect(written.results.map((p) => p.public_id)).toEqual(api.results.map((p) => p.public_id));
    expect(written.results.map((p) => p.public_id)).toContain(project.publicId);
    // With filters in the address the web asks for its own list.
    expect((await t.app.inject({ method: 'GET', url: '/citizen/discover?state=KANO' })).body).not.toContain(
      'initial-data',
    );
  });

  it('compresses the page itself for a browser that takes brotli or gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/citizen/discover' });
    const br = await t.app.inject({
      method: 'GET',
      url: '/citizen/discover',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/citizen/discover',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("sends the build's brotli copy of an asset to a browser that takes brotli", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/shell-9.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(2);');
  });

  it('still answers 404 to HEAD on unknown API paths and files', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/api/v1/no-such-thing/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/missing.png' })).statusCode).toBe(404);
  });
});
