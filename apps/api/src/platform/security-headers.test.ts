import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { contentSecurityPolicy, runtimeConfigScript } from './security-headers.js';

const directivesOf = (header: string | string[] | number | undefined) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

const scriptsWithoutSrc = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDistDir = path.join(tmpdir(), `oversight-web-${process.pid}-${Date.now()}`);
    mkdirSync(webDistDir, { recursive: true });
    writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html><head><title>Oversight</title></head><body></body></html>',
    );
    t = await createTestApp({ webDistDir, sentryDsn: 'https://key@sentry.example.org/42' });
    mkdirSync(path.join(t.config.storage.uploadsDir, 'answers'), { recursive: true });
    writeFileSync(
      path.join(t.config.storage.uploadsDir, 'answers', 'photo.webp'),
      Buffer.from('RIFF0000WEBP'),
    );
    writeFileSync(path.join(t.config.storage.uploadsDir, 'answers', 'report.pdf'), Buffer.from('%PDF-1.4'));
    writeFileSync(
      path.join(t.config.storage.uploadsDir, 'answers', 'drawing.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
  });
  afterAll(async () => t.close());

  it('gives the app page a policy with no inline scripts but the hashed settings script it writes itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const csp = directivesOf(response.headers['content-security-policy']);
    const scriptSrc = csp.get('script-src')!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const inline = scriptsWithoutSrc(response.body);
    expect(inline).toHaveLength(1);
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Local storage serves files and takes uploads at PUBLIC_URL, which may not be the page's own origin.
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://localhost:3000', 'https://sentry.example.org']);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'data:',
        'blob:',
        'https://tile.openstreetmap.org',
        'http://localhost:3000',
      ]),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps every script of the web app source page external (the CSP allows no other inline script)', () => {
    const html = readFileSync(path.join(import.meta.dirname, '../../../web/index.html'), 'utf8');
    expect(scriptsWithoutSrc(html)).toEqual([]);
  });

  it('sends the same headers on API answers, errors included', async () => {
    for (const url of ['/api/v1/health/', '/api/v1/no-such-route/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('shows raster images from /media/ inline and makes everything else a download', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/media/answers/photo.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-disposition']).toBe('inline');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    for (const file of ['report.pdf', 'drawing.svg']) {
      const response = await t.app.inject({ method: 'GET', url: `/media/answers/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('gives /api/docs a policy Swagger UI works under: its own scripts only, inline styles', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(scriptsWithoutSrc(page.body)).toEqual([]);
    const csp = directivesOf(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the policy follows the configuration', () => {
  const base = {
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: path.join(tmpdir(), 'oversight-csp'),
  };

  it('allows the S3 bucket for uploads and its public URL for images, and Google sign-in when configured', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'https://s3.example.net',
      S3_PUBLIC_URL: 'https://cdn.example.net/photos',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
    });
    const csp = contentSecurityPolicy(config);
    expect(csp['img-src']).toContain('https://cdn.example.net');
    expect(csp['media-src']).toContain('https://cdn.example.net');
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://s3.example.net',
      'https://accounts.google.com/gsi/',
    ]);
    expect(csp['script-src']).toContain('https://accounts.google.com/gsi/');
    expect(csp['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
  });

  it('hands the web app its analytics settings and lets it reach the collector and the conversion pixel', () => {
    const off = loadConfig(base);
    expect(off.analytics).toBeUndefined();
    expect(runtimeConfigScript(off)).toContain('"analyticsToken":null');
    expect(contentSecurityPolicy(off)['connect-src']).toEqual(["'self'", 'http://localhost:3000']);

    const config = loadConfig({
      ...base,
      ANALYTICS_TOKEN: 'project-token',
      ANALYTICS_API_HOST: 'https://collector.example.org/mp/',
      AD_CONVERSION_TAG: 'https://ads.example.net/pixel?id=AW-1',
    });
    expect(config.analytics).toEqual({ token: 'project-token', apiHost: 'https://collector.example.org/mp' });
    const script = runtimeConfigScript(config);
    expect(script).toContain('"analyticsToken":"project-token"');
    expect(script).toContain('"analyticsApiHost":"https://collector.example.org/mp"');
    expect(script).toContain('"adConversionTag":"https://ads.example.net/pixel?id=AW-1"');
    const csp = contentSecurityPolicy(config);
    expect(csp['connect-src']).toContain('https://collector.example.org');
    expect(csp['img-src']).toContain('https://ads.example.net');
    // The default host is Mixpanel's own.
    expect(loadConfig({ ...base, ANALYTICS_TOKEN: 't' }).analytics?.apiHost).toBe(
      'https://api-js.mixpanel.com',
    );
    expect(() => loadConfig({ ...base, AD_CONVERSION_TAG: 'not a url' })).toThrow(/AD_CONVERSION_TAG/);
  });

  it('turns HSTS on for an https PUBLIC_URL, off for http, and follows HSTS when it is set', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://oversight.example.gov' }).hsts).toBe(true);
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://localhost:3000' }).hsts).toBe(false);
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://oversight.example.gov', HSTS: 'off' }).hsts).toBe(
      false,
    );
    expect(contentSecurityPolicy(loadConfig({ ...base, HSTS: 'on' }))['upgrade-insecure-requests']).toEqual(
      [],
    );
  });

  it('sends Strict-Transport-Security when the app is served over HTTPS', async () => {
    const t = await createTestApp({ hsts: true });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await t.close();
    }
  });
});
