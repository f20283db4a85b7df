/**
 * The citizen pages on a slow phone (results and aims: docs/performance/phone-pages.md): prints, asserts nothing.
 *
 *   npm run build && npx tsx bench/phone-pages.ts [--url http://127.0.0.1:3000] [--runs 3] [--compare DIR]
 *
 * Without --url it starts the app as the browser tests do (scripts/e2e-server.mjs: embedded database, demo data) on
 * E2E_PORT (default 3198). Chromium is throttled as the aims are set: 400 kbit/s each way, 400 ms latency, 4x CPU
 * slowdown, a 390 x 844 phone screen. For home, discover and a project page it times a first visit (empty cache)
 * and a repeat visit (the same browser, a new tab), from the navigation:
 * - main content: painted. The server writes these pages' first screens as HTML (API platform/first-screen.ts) and
 *   marks the element `elementtiming="main-content"`; the time is the browser's own paint time of it (Element
 *   Timing API). Without a first screen it is when the app's element appears.
 * - usable: every control the page is checked for works (home: the way to discover and search; discover: the first
 *   card's link and search; a project: its eyemark button and search). A control works when it is shown and either a
 *   plain link of the server's first screen (it works without JavaScript) or the app is interactive.
 * - app interactive: the app has mounted over the first screen, drawn the same content and committed its first render
 *   (main.tsx marks `app-interactive`): from here its buttons answer, not only the links.
 * - JavaScript sent (as sent, compressed) before the app was interactive, and in all until the page's load event.
 * - discover: its map's first marker drawn.
 * Then one more first visit per page clicks the page's control the moment it is usable (search on home and discover,
 * eyemark on a project) and checks what it did (the search page, sign-in, or the app's sign-in dialog opened).
 * Aims: usable < 5 s on a first visit and < 2 s on a repeat; < 170 KB of JavaScript before a public page is
 * interactive. The load average is printed: other work on the machine slows every number.
 *
 * --compare DIR: also times a second build, alternating run by run with this one (the same load for both): DIR holds
 * `api/` (a copy of apps/api/dist) and `web/` (a copy of apps/web/dist); it must sit inside the repository (node
 * resolves the API's packages from it), e.g. apps/api/test-results/base. Started on E2E_PORT + 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
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

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/api/v1/health/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`The app at ${url} did not start`);
}

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
  await waitForHealth(url, child);
  return { url, child };
}

/** --compare DIR: the other build's API (DIR/api/server.js) serving its web (DIR/web), as e2e-server.mjs starts one. */
async function startCompared(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = String(Number(process.env.E2E_PORT ?? '3198') + 1);
  const dataDir = path.join(root, 'test-results', `e2e-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'false',
    WEB_DIST_DIR: path.resolve(dir, 'web'),
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, [path.resolve(dir, 'api', 'server.js')], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, child };
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

type Visit = {
  ms: number;
  usableMs: number;
  appMs: number;
  requests: number;
  scriptBytes: number;
  scriptBytesBeforeApp: number;
  /** The map's first marker drawn (discover), or NaN when the page has no map. */
  markerMs: number;
};

/** What a page is checked for: selectors of its controls (any match, shown, counts), and the one clicked. */
type Controls = {
  controls: string[];
  click: string;
  clicked: (page: Page) => Promise<string>;
  /** The page's map: a marker (or cluster) of it drawn. */
  marker?: string;
};

/** True when every control is shown and works: a plain link of the first screen, or the app is interactive. */
function controlsWork(selectors: string[]): boolean {
  type Element = {
    closest(selector: string): unknown;
    getAttribute(name: string): string | null;
    tagName: string;
    getClientRects(): { length: number };
  };
  const doc = (
    globalThis as unknown as {
      document: {
        querySelectorAll(selector: string): Element[];
        documentElement: { dataset: { app?: string } };
      };
    }
  ).document;
  const app = doc.documentElement.dataset.app === 'interactive';
  return selectors.every((selector) =>
    [...doc.querySelectorAll(selector)].some((element) => {
      if (!element.getClientRects().length) return false;
      if (element.closest('[data-first-screen]'))
        return element.tagName === 'A' && Boolean(element.getAttribute('href'));
      return app;
    }),
  );
}

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
  controls: Controls,
): Promise<Visit> {
  const serverDrawn = (candidate: Page) =>
    candidate.locator('[elementtiming="main-content"]').first().waitFor({ timeout: 120_000 });
  const page = await context.newPage();
  await throttle(context, page);
  let requests = 0;
  const scripts: { ended: number; bytes: number }[] = [];
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
        if (request.resourceType() === 'script')
          scripts.push({ ended, bytes: Math.max(0, sizes.responseBodySize) });
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
  // Usable: the page's controls shown and working (polled every 100 ms, as a person would try them).
  await page.waitForFunction(controlsWork, controls.controls, { timeout: 120_000, polling: 100 });
  const usableMs = Date.now() - started;
  // The app: mounted over the first screen (which it replaces), drawing the same content, its first render committed.
  await page.waitForFunction(
    () => {
      const doc = (
        globalThis as unknown as {
          document: {
            querySelector(selector: string): unknown;
            documentElement: { dataset: { app?: string } };
          };
        }
      ).document;
      return !doc.querySelector('[data-first-screen]') && doc.documentElement.dataset.app === 'interactive';
    },
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  await mainContent(page);
  const appMs = Date.now() - started;
  let markerMs = NaN;
  if (controls.marker) {
    await page.locator(controls.marker).first().waitFor({ timeout: 120_000 });
    markerMs = Date.now() - started;
  }
  await page.waitForLoadState('load').catch(() => undefined);
  // Requests still finishing report their sizes asynchronously.
  await page.waitForTimeout(200);
  await page.close();
  if (listRequests && listed.length)
    process.stdout.write(
      `  ${url} (${ms} ms to main content)\n  start    end    size type       url\n${listed
        .sort((a, b) => parseInt(a) - parseInt(b))
        .map((line) => `  ${line}\n`)
        .join('')}`,
    );
  const scriptBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const scriptBytesBeforeApp = scripts
    .filter((script) => script.ended <= appMs)
    .reduce((sum, script) => sum + script.bytes, 0);
  return { ms, usableMs, appMs, requests, scriptBytes, scriptBytesBeforeApp, markerMs };
}

/** A first visit that clicks the page's control as soon as it is usable and says what happened, and when. */
async function clickCheck(context: BrowserContext, url: string, controls: Controls): Promise<string> {
  const page = await context.newPage();
  await throttle(context, page);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(controlsWork, controls.controls, { timeout: 120_000, polling: 100 });
  const at = Date.now() - started;
  const target = page.locator(controls.click).locator('visible=true').first();
  const fromFirstScreen = await target.evaluate((element) => Boolean(element.closest('[data-first-screen]')));
  const outcome = await target
    .click({ timeout: 30_000 })
    .then(() => controls.clicked(page))
    .catch((error: Error) => `FAILED (${error.message.split('\n')[0]})`);
  await page.close();
  return `clicked at ${(at / 1000).toFixed(1)} s (${fromFirstScreen ? 'first screen' : 'app'}): ${outcome}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;

type PageCase = { name: string; path: string; mainContent: (page: Page) => Promise<void> } & Controls;

/** The pages timed, with what each is checked for. The project is the most viewed one of the build's demo data. */
async function pagesOf(url: string): Promise<PageCase[]> {
  const listed = (await (await fetch(`${url}/api/v1/projects/?page_size=1&ordering=-views`)).json()) as {
    results: { public_id: string; name: string }[];
  };
  const project = listed.results[0];
  if (!project) throw new Error('No published project to open');
  const toSearch = async (page: Page) => {
    await page.waitForURL(/\/search(\?|$)/, { timeout: 30_000 });
    return 'the search page opened';
  };
  return [
    {
      name: 'home',
      path: '/',
      mainContent: (page) => page.locator('main h1').first().waitFor({ timeout: 120_000 }),
      // Its way to discover, and signing in (home's bar has no search, in the app as in the first screen).
      controls: ['main a[href="/citizen/discover"]', 'a[href="/login"]'],
      click: 'main a[href="/citizen/discover"]',
      clicked: async (page) => {
        await page.waitForURL(/\/citizen\/discover/, { timeout: 30_000 });
        return 'discover opened';
      },
    },
    {
      name: 'discover',
      path: '/citizen/discover',
      mainContent: (page) => page.getByTestId('project-card').first().waitFor({ timeout: 120_000 }),
      controls: ['main a[href^="/project/"]', 'a[href="/search"]'],
      marker: '.leaflet-marker-icon',
      click: 'a[href="/search"]',
      clicked: toSearch,
    },
    {
      name: 'project',
      path: `/project/${project.public_id}`,
      mainContent: (page) =>
        page.getByRole('heading', { level: 1, name: project.name }).waitFor({ timeout: 120_000 }),
      controls: ['[data-first-screen-eyemark], main button[aria-pressed]', 'a[href="/search"]'],
      click: '[data-first-screen-eyemark], main button[aria-pressed]',
      // A visitor is asked to sign in: the sign-in page (first screen's link) or the app's sign-in dialog.
      clicked: async (page) => {
        const dialog = page.getByRole('dialog');
        await Promise.race([
          page.waitForURL(/\/login\?redirect=/, { timeout: 30_000 }),
          dialog.first().waitFor({ timeout: 30_000 }),
        ]);
        return /\/login/.test(page.url())
          ? 'sign-in opened, coming back to the project'
          : 'the sign-in dialog opened';
      },
    },
  ];
}

async function main() {
  const { url, child } = await startServer();
  const compareDir = option('--compare');
  const compared = compareDir ? await startCompared(compareDir) : undefined;
  try {
    const builds = [
      ...(compared ? [{ label: `compared (${compareDir})`, url: compared.url }] : []),
      { label: compared ? 'this build' : '', url },
    ];
    const pages = await pagesOf(url);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    const startLoad = loadavg()[0]!;
    console.log(
      `Slow phone: 400 kbit/s, 400 ms latency, CPU 4x slower, 390 x 844; median of ${runs} runs; load average ${startLoad.toFixed(1)}${compared ? '; the builds alternate run by run' : ''}`,
    );
    // --only home,project: time just those pages.
    const only = option('--only')?.split(',');
    const rows = new Map<string, string[]>(builds.map((build) => [build.label, []]));
    const markers: string[] = [];
    const checks: string[] = [];
    for (const pageCase of pages.filter((candidate) => !only || only.includes(candidate.name))) {
      const results = new Map<string, { first: Visit[]; repeat: Visit[] }>(
        builds.map((build) => [build.label, { first: [], repeat: [] }]),
      );
      for (let run = 0; run < runs; run++) {
        for (const build of builds) {
          const context = await browser.newContext({
            viewport: { width: 390, height: 844 },
            isMobile: true,
            hasTouch: true,
          });
          // The cookie notice is answered, as a returning visitor has.
          await context.addCookies([{ name: 'oversight_cookie_consent', value: 'accepted', url: build.url }]);
          const target = `${build.url}${pageCase.path}`;
          const result = results.get(build.label)!;
          result.first.push(await visit(context, target, pageCase.mainContent, pageCase));
          result.repeat.push(await visit(context, target, pageCase.mainContent, pageCase));
          await context.close();
        }
      }
      for (const build of builds) {
        const { first, repeat } = results.get(build.label)!;
        const m = (visits: Visit[], key: keyof Visit) => median(visits.map((v) => v[key]));
        // Printed as each page is done too: a long run interrupted keeps what it measured.
        rows
          .get(build.label)!
          .push(
            `| ${pageCase.name} | ${seconds(m(first, 'ms'))} / ${seconds(m(repeat, 'ms'))} | ${seconds(m(first, 'usableMs'))} / ${seconds(m(repeat, 'usableMs'))} | ${seconds(m(first, 'appMs'))} / ${seconds(m(repeat, 'appMs'))} | ${kb(m(first, 'scriptBytesBeforeApp'))} | ${kb(m(first, 'scriptBytes'))} | ${m(first, 'requests')} |`,
          );
        console.log(`${build.label || 'this build'}: ${rows.get(build.label)!.at(-1)}`);
        if (pageCase.marker)
          markers.push(
            `${build.label ? `${build.label}, ` : ''}${pageCase.name}: the map's first marker at ${seconds(m(first, 'markerMs'))} on a first visit, ${seconds(m(repeat, 'markerMs'))} on a repeat`,
          );
        if (!args.includes('--no-click')) {
          const context = await browser.newContext({
            viewport: { width: 390, height: 844 },
            isMobile: true,
            hasTouch: true,
          });
          await context.addCookies([{ name: 'oversight_cookie_consent', value: 'accepted', url: build.url }]);
          checks.push(
            `${build.label ? `${build.label}, ` : ''}${pageCase.name}: ${await clickCheck(context, `${build.url}${pageCase.path}`, pageCase)}`,
          );
          await context.close();
        }
      }
    }
    for (const build of builds) {
      if (build.label) console.log(`\n${build.label}:`);
      console.log(
        '| page | main content painted (first / repeat) | usable (first / repeat) | app interactive (first / repeat) | JavaScript before interactive (first) | JavaScript by load (first) | requests (first) |',
      );
      console.log('|---|---|---|---|---|---|---|');
      rows.get(build.label)!.forEach((row) => console.log(row));
    }
    if (markers.length) console.log(`\n${markers.map((line) => `- ${line}`).join('\n')}`);
    if (checks.length)
      console.log(
        `\nA click the moment the page is usable (first visit):\n${checks.map((line) => `- ${line}`).join('\n')}`,
      );
    console.log(`Load average: ${startLoad.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`);
    await browser.close();
  } finally {
    child?.kill('SIGTERM');
    compared?.child.kill('SIGTERM');
  }
}

await main();
