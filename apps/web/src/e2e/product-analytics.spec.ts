import { createServer, type IncomingMessage, type Server } from 'node:http';
import { expect, test } from '@playwright/test';

// A fake Mixpanel-compatible collector on the port after the app's. The server's settings script is the same for
// every journey, so this one adds its analytics settings in the page; the CSP's collector host is covered by
// apps/api/src/platform/security-headers.test.ts, and the policy is bypassed here (the collector is another origin).
const collectorPort = Number(process.env.E2E_PORT ?? 3100) + 1;
const collectorUrl = `http://127.0.0.1:${collectorPort}`;
type Received = { path: string; body: string };
const received: Received[] = [];
let collector: Server | undefined;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

/** The events of a Mixpanel batch: `data=` holds JSON, or base64 JSON. */
function eventsOf(body: string): { event: string; properties: Record<string, unknown> }[] {
  const data = new URLSearchParams(body).get('data') ?? body;
  try {
    return JSON.parse(data) as never;
  } catch {
    return JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as never;
  }
}

test.beforeAll(async () => {
  collector = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.method === 'POST') received.push({ path: request.url ?? '', body });
      response.writeHead(200, {
        'access-control-allow-origin': request.headers.origin ?? '*',
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': 'content-type',
        'content-type': 'text/plain',
      });
      response.end('1');
    });
  });
  await new Promise<void>((resolve) => collector!.listen(collectorPort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => collector?.close(resolve));
});

test.use({ bypassCSP: true });

test('analytics sends nothing before the visitor accepts cookies, then a /track batch', async ({ page }) => {
  await page.addInitScript((apiHost) => {
    // The server's inline script assigns its settings; keep them and add the collector's.
    let value: Record<string, unknown> = {};
    Object.defineProperty(window, '__OVERSIGHT_CONFIG__', {
      configurable: true,
      get: () => value,
      set: (config: Record<string, unknown>) => {
        value = { ...config, analyticsToken: 'e2e-token', analyticsApiHost: apiHost };
      },
    });
  }, collectorUrl);
  const libraryRequests: string[] = [];
  page.on('request', (request) => {
    if (/mixpanel/i.test(request.url())) libraryRequests.push(request.url());
  });

  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible({ timeout: 6_000 });
  // Another screen before consent: still nothing sent and the library not even loaded.
  await page.goto('/privacy');
  await expect(notice).toBeVisible({ timeout: 6_000 });
  await page.waitForTimeout(1_000);
  expect(received).toEqual([]);
  expect(libraryRequests).toEqual([]);

  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  await expect
    .poll(() => received.filter((r) => r.path.startsWith('/track')).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const events = received.filter((r) => r.path.startsWith('/track')).flatMap((r) => eventsOf(r.body));
  const pageView = events.find((e) => e.event === 'Page viewed');
  expect(pageView?.properties).toMatchObject({ path: '/privacy', token: 'e2e-token' });
  // Its own chunk, loaded only now.
  expect(libraryRequests.some((url) => url.endsWith('.js'))).toBe(true);

  // The next screen is sent as well.
  const before = events.length;
  await page.goto('/');
  await expect
    .poll(
      () =>
        received
          .filter((r) => r.path.startsWith('/track'))
          .flatMap((r) => eventsOf(r.body))
          .filter((e) => e.event === 'Page viewed' && e.properties.path === '/').length,
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  expect(before).toBeGreaterThan(0);
});
