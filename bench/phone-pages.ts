/**
 * The citizen pages on a slow phone (results and aims: docs/performance/phone-pages.md): prints, asserts nothing.
 *
 *   npm run build && npx tsx bench/phone-pages.ts [--url http://127.0.0.1:3000] [--runs 3]
 *
 * Without --url it starts the app as the browser tests do (scripts/e2e-server.mjs: embedded database, demo data) on
 * E2E_PORT (default 3198). Chromium is throttled as the aims are set: 400 kbit/s each way, 400 ms latency, 4x CPU
 * slowdown, a 390 x 844 phone screen. For home, discover and a project page it times a first visit (empty cache)
 * and a repeat visit (the same browser, a new tab) from the navigation to the main content shown:
 *   home: the page's heading; discover: the first project card; project: the project's name as the heading.
 * "Shown" is painted: the server writes these pages' first screens as HTML (API platform/first-screen.ts) and marks
 * that element `elementtiming="main-content"`; the time is the browser's own paint time of it (Element Timing API),
 * not when it entered the DOM. Without a first screen it is when the app's element appears. The "app" columns time
 * the app itself: its code run and the same content drawn by React (buttons working), which a person waits for to act.
 * It also prints the requests and the JavaScript bytes (as sent, compressed) of the first visit. Aims: main content
 * < 5 s first, < 2 s repeat; first-load JavaScript of public pages < 250 KB. The load average is printed: other work
 * on the machine slows every number.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 3);
// --requests: also list every request of each page's first visit (type, start and end from the navigation, size).
const listRequests = args.includes('--requests');
const root = path.resolve(import.meta.dirname, '..');
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// 400 kbit/s in bytes per second, as Chrome's DevTools throttling takes it.
const THROUGHPUT = (400 * 1000) / 8;

async function startServer(): Promise<{ url: string; child?: ChildProcess }> {
  const given = option('--url');
  if (given) return { url: given.replace(/\/$/, '') };
  const port = process.env.E2E_PORT ?? '3198';
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: port },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/api/v1/health/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('The app did not start');
}

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: THROUGHPUT,
    uploadThroughput: THROUGHPUT,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

type Visit = { ms: number; appMs: number; requests: number; scriptBytes: number };

/** When the server's first screen was painted (epoch ms, Element Timing), or null when the page has none. */
function paintedMainContent(page: Page): Promise<number | null> {
  // The API's tsconfig checks this file with Node's libraries (no DOM): the page's globals are typed here by hand.
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        type ElementEntry = { identifier: string; renderTime: number; loadTime: number };
        const browser = globalThis as unknown as {
          document: { querySelector(selector: string): unknown };
          performance: { timeOrigin: number };
          PerformanceObserver: new (callback: (list: { getEntries(): ElementEntry[] }) => void) => {
            observe(options: { type: string; buffered: boolean }): void;
          };
        };
        if (!browser.document.querySelector('[elementtiming="main-content"]')) return resolve(null);
        new browser.PerformanceObserver((list) => {
          const entry = list.getEntries().find((e) => e.identifier === 'main-content');
          if (entry) resolve(browser.performance.timeOrigin + (entry.renderTime || entry.loadTime));
        }).observe({ type: 'element', buffered: true });
        setTimeout(() => resolve(null), 30_000);
      }),
  );
}

/** From the navigation to the main content shown, with what the page asked for on the way. */
async function visit(
  context: BrowserContext,
  url: string,
  mainContent: (page: Page) => Promise<void>,
): Promise<Visit> {
  const serverDrawn = (candidate: Page) =>
    candidate.locator('[elementtiming="main-content"]').first().waitFor({ timeout: 120_000 });
  const page = await context.newPage();
  await throttle(context, page);
  let requests = 0;
  let scriptBytes = 0;
  const listed: string[] = [];
  const started = Date.now();
  const began = new Map<unknown, number>();
  page.on('request', (request) => {
    requests += 1;
    began.set(request, Date.now() - started);
  });
  page.on('requestfinished', (request) => {
    const ended = Date.now() - started;
    void request.sizes().then(
      (sizes) => {
        if (request.resourceType() === 'script') scriptBytes += sizes.responseBodySize;
        if (listRequests)
          listed.push(
            `${String(began.get(request)).padStart(6)} ${String(ended).padStart(6)} ${String(sizes.responseBodySize).padStart(7)} ${request.resourceType().padEnd(10)} ${request.url().replace(/^https?:\/\/[^/]+/, '')}`,
          );
      },
      () => undefined,
    );
  });
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  // The server's first screen, else the app's own element: whichever comes first.
  await Promise.any([serverDrawn(page), mainContent(page)]);
  const seen = Date.now();
  const painted = await paintedMainContent(page).catch(() => null);
  const ms = (painted ?? seen) - started;
  // The app: mounted over the first screen (which it replaces) and drawing the same content.
  await page.waitForFunction(
    () =>
      !(
        globalThis as unknown as { document: { querySelector(selector: string): unknown } }
      ).document.querySelector('[data-first-screen]'),
    undefined,
    {
      timeout: 120_000,
      polling: 100,
    },
  );
  await mainContent(page);
  const appMs = Date.now() - started;
  await page.waitForLoadState('load').catch(() => undefined);
  await page.close();
  if (listRequests && listed.length)
    process.stdout.write(
      `  ${url} (${ms} ms to main content)\n  start    end    size type       url\n${listed
        .sort((a, b) => parseInt(a) - parseInt(b))
        .map((line) => `  ${line}\n`)
        .join('')}`,
    );
  return { ms, appMs, requests, scriptBytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const { url, child } = await startServer();
  try {
    const listed = (await (await fetch(`${url}/api/v1/projects/?page_size=1&ordering=-views`)).json()) as {
      results: { public_id: string; name: string }[];
    };
    const project = listed.results[0];
    if (!project) throw new Error('No published project to open');
    const pages: { name: string; path: string; mainContent: (page: Page) => Promise<void> }[] = [
      {
        name: 'home',
        path: '/',
        mainContent: (page) => page.locator('main h1').first().waitFor({ timeout: 120_000 }),
      },
      {
        name: 'discover',
        path: '/citizen/discover',
        mainContent: (page) => page.getByTestId('project-card').first().waitFor({ timeout: 120_000 }),
      },
      {
        name: 'project',
        path: `/project/${project.public_id}`,
        mainContent: (page) =>
          page.getByRole('heading', { level: 1, name: project.name }).waitFor({ timeout: 120_000 }),
      },
    ];
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    console.log(
      `Slow phone: 400 kbit/s, 400 ms latency, CPU 4x slower, 390 x 844; median of ${runs} runs; load average ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      '| page | first visit | repeat visit | app drawn (first) | app drawn (repeat) | requests (first) | JavaScript sent (first) |',
    );
    console.log('|---|---|---|---|---|---|---|');
    // --only home,project: time just those pages.
    const only = option('--only')?.split(',');
    for (const { name, path: pagePath, mainContent } of pages.filter(
      (candidate) => !only || only.includes(candidate.name),
    )) {
      const first: Visit[] = [];
      const repeat: Visit[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        });
        // The cookie notice is answered, as a returning visitor has.
        await context.addCookies([{ name: 'oversight_cookie_consent', value: 'accepted', url }]);
        first.push(await visit(context, `${url}${pagePath}`, mainContent));
        repeat.push(await visit(context, `${url}${pagePath}`, mainContent));
        await context.close();
      }
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(
        `| ${name} | ${s(median(first.map((v) => v.ms)))} | ${s(median(repeat.map((v) => v.ms)))} | ${s(median(first.map((v) => v.appMs)))} | ${s(median(repeat.map((v) => v.appMs)))} | ${median(first.map((v) => v.requests))} | ${(median(first.map((v) => v.scriptBytes)) / 1000).toFixed(0)} KB |`,
      );
    }
    console.log(`Load average at the end: ${loadavg()[0]!.toFixed(1)}`);
    await browser.close();
  } finally {
    child?.kill('SIGTERM');
  }
}

await main();
