/**
 * The discover page in Chromium (results and aims: docs/performance/discover-map.md): prints, asserts nothing.
 *
 *   npm run build && npx tsx bench/discover-web.ts [--url http://127.0.0.1:3000] [--cpu 4] [--runs 5]
 *
 * Without --url it starts the app as the browser tests do (scripts/e2e-server.mjs: embedded database, demo data) on
 * E2E_PORT (default 3199). For national scale, start the app on the bench database (DATABASE_URL=.../oversight_bench
 * PORT=3101 node --import tsx apps/api/src/server.ts, after bench/generate-projects.ts) and pass its --url. --cpu slows Chromium's CPU that many times (a low-end phone is about 4x).
 *
 * 1. A first visit of /citizen/discover with an empty cache: every JavaScript file the browser fetches, gzipped at
 *    level 9 as scripts/first-load-size.mjs counts them, split by when it arrived: before the list showed its first
 *    project, before the map showed its markers, and later (parts loaded when the browser is idle). This checks the
 *    script's count against what a browser really fetches.
 * 2. Map interaction, each repeated --runs times, median printed: a drag (pan), the zoom-in button, the zoom-out
 *    button. "settled -> painted" is our work per interaction: from Leaflet ending the move (its moveend, where the
 *    clusters are recomputed) to the frame that shows the new markers. "input -> painted" adds Leaflet's own 250 ms
 *    zoom animation. "longest frame" is the longest time between two frames from the input to that paint: how long
 *    the page could not answer. Map tiles are answered with a blank image (no internet here). Since the map is
 *    clustered on the server, each move also waits for its view's answer (format=clusters), cached or not.
 * 3. Map answers: the bytes (plain and gzip level 9) of every point (format=map, what the map downloaded before) and
 *    of the server's clusters for a view of the country, a state, a city and a few streets (format=clusters), with
 *    the time of a second ask (the index is built once for 30 s); and the answers the page itself asked for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 5);
const cpu = Number(option('--cpu') ?? 1);
const root = path.resolve(import.meta.dirname, '..');
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

async function startServer(): Promise<{ url: string; child?: ChildProcess }> {
  const given = option('--url');
  if (given) return { url: given.replace(/\/$/, '') };
  const port = process.env.E2E_PORT ?? '3199';
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: port },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 360; i++) {
    const ok = await fetch(`${url}/api/v1/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('The app did not start');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

// Installed before the page's own scripts: when the first project card and the first map marker appear, in the
// page's clock (the same as the resource timings of the scripts).
const WATCH_FIRST_PAINT = `(() => {
  const seen = (window.__seen = {});
  new MutationObserver(() => {
    if (!seen.list && document.querySelector('[data-testid="project-card"]')) seen.list = performance.now();
    if (!seen.map && document.querySelector('.leaflet-marker-icon')) seen.map = performance.now();
  }).observe(document, { childList: true, subtree: true });
})()`;

async function firstVisit(page: Page, url: string) {
  const gzip = new Map<string, number>();
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname;
    if (file.endsWith('.js'))
      void response.body().then((body) => gzip.set(file, gzipSync(body, { level: 9 }).length));
  });
  await page.addInitScript(WATCH_FIRST_PAINT);
  await page.goto(`${url}/citizen/discover`);
  await page.getByTestId('project-card').first().waitFor();
  await page.locator('.leaflet-marker-icon').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Parts loaded when the browser is idle (components/ui/deferred.tsx waits up to 3 s).
  await page.waitForTimeout(3500);
  await page.waitForLoadState('networkidle');

  const seen = await page.evaluate<{ list: number; map: number }>('window.__seen');
  // Each script by when the browser asked for it.
  const requested = await page.evaluate<{ name: string; startTime: number }[]>(
    "performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime }))",
  );
  const scripts = requested
    .map((e) => ({ file: new URL(e.name).pathname, at: e.startTime }))
    .filter((e) => gzip.has(e.file))
    .map((e) => ({ ...e, gzip: gzip.get(e.file)! }));
  const sum = (list: typeof scripts) => list.reduce((total, s) => total + s.gzip, 0);
  const beforeList = scripts.filter((s) => s.at <= seen.list);
  const beforeMap = scripts.filter((s) => s.at <= seen.map);
  const ms = (t: number) => `${Math.round(t)} ms`;
  console.log(`First visit of /citizen/discover (JavaScript asked for, gzip level 9, CPU ${cpu}x):`);
  console.log(
    `  before the list showed a project (${ms(seen.list)}): ${kb(sum(beforeList))} KB in ${beforeList.length} files`,
  );
  console.log(
    `  before the map showed its markers (${ms(seen.map)}): ${kb(sum(beforeMap))} KB in ${beforeMap.length} files`,
  );
  for (const s of beforeMap.filter((s) => s.at > seen.list)) console.log(`    ${s.file} ${kb(s.gzip)} KB`);
  const later = scripts.filter((s) => s.at > Math.max(seen.list, seen.map));
  console.log(`  later (idle, below the fold): ${kb(sum(later))} KB in ${later.length} files`);
  for (const s of later.sort((a, b) => b.gzip - a.gzip).slice(0, 5))
    console.log(`    ${s.file} ${kb(s.gzip)} KB`);
  console.log(
    `  everything fetched: ${kb(sum(scripts))} KB in ${scripts.length} files (${gzip.size} scripts answered)`,
  );
}

// Runs in the page (plain JavaScript: the bench is type-checked without the DOM's types). Frames and marker changes
// are timed there; the input's own event time starts an interaction.
const INSTRUMENT = `(() => {
  const state = { input: 0, settled: 0, mutations: [], frames: [] };
  window.__map = state;
  const container = document.querySelector('.leaflet-container');
  for (const type of ['pointerup', 'click'])
    container.addEventListener(type, (e) => { state.input = e.timeStamp; }, { capture: true });
  new MutationObserver(() => state.mutations.push(performance.now())).observe(
    container.querySelector('.leaflet-marker-pane'), { childList: true });
  // Leaflet takes this class off its map pane when a zoom animation ends, in the task that fires moveend.
  const mapPane = container.querySelector('.leaflet-map-pane');
  new MutationObserver(() => {
    if (!mapPane.classList.contains('leaflet-zoom-anim')) state.settled = performance.now();
  }).observe(mapPane, { attributes: true, attributeFilter: ['class'] });
  const frame = (time) => {
    state.frames.push(time);
    if (state.frames.length > 2000) state.frames.splice(0, 1000);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;
const RESET = 'Object.assign(window.__map, { input: 0, settled: 0, mutations: [] })';
// A drag's moveend fires in its pointerup; a zoom's when its animation ends, or in the click when there is none.
const READ = `(() => {
  const state = window.__map;
  const changed = state.mutations.at(-1) ?? NaN;
  const painted = state.frames.find((t) => t > changed) ?? NaN;
  const settled = state.settled > state.input ? state.settled : state.input;
  const frames = state.frames.filter((t) => t >= state.input && t <= painted);
  let longest = frames.length ? frames[0] - state.input : 0;
  for (let i = 1; i < frames.length; i++) longest = Math.max(longest, frames[i] - frames[i - 1]);
  return { inputToPaint: painted - state.input, settledToPaint: painted - settled, longest };
})()`;

// Views as the discover map asks for them at 1280x800 (its box padded by a quarter on each side).
const VIEWS: [string, string][] = [
  ['country, zoom 6', 'bbox=-0.5,1.5,18,16.5&zoom=6'],
  ['a state (Lagos), zoom 8', 'bbox=1.9,4.3,7.4,8.6&zoom=8'],
  ['a city (Lagos), zoom 11', 'bbox=3,6.3,3.7,6.8&zoom=11'],
  ['streets (Ikeja), zoom 14', 'bbox=3.3,6.5,3.45,6.62&zoom=14'],
];

async function mapAnswers(url: string, asked: number[]) {
  const size = async (query: string) => {
    await fetch(`${url}/api/v1/projects/?${query}`).then((r) => r.arrayBuffer()); // builds the index once
    const started = performance.now();
    const body = Buffer.from(await (await fetch(`${url}/api/v1/projects/?${query}`)).arrayBuffer());
    const ms = performance.now() - started;
    const parsed = JSON.parse(body.toString()) as { clusters?: unknown[]; points?: unknown[] } | unknown[];
    const shape = Array.isArray(parsed)
      ? `${parsed.length} points`
      : `${parsed.clusters!.length} clusters, ${parsed.points!.length} points`;
    return `${kb(body.length).padStart(8)} KB, ${kb(gzipSync(body, { level: 9 }).length).padStart(7)} KB gzip, ${ms.toFixed(0).padStart(4)} ms  (${shape})`;
  };
  console.log('Map answers (second ask):');
  console.log(`  every point (format=map)          ${await size('format=map')}`);
  for (const [name, query] of VIEWS)
    console.log(`  ${name.padEnd(32)} ${await size(`format=clusters&${query}`)}`);
  if (asked.length) {
    const sorted = [...asked].sort((a, b) => a - b);
    console.log(
      `  the page's own ${asked.length} views: median ${kb(median(sorted))} KB, largest ${kb(sorted.at(-1)!)} KB, all ${kb(sorted.reduce((a, b) => a + b, 0))} KB (plain)`,
    );
  }
}

type Timing = { inputToPaint: number; settledToPaint: number; longest: number };

async function interaction(page: Page, act: () => Promise<void>): Promise<Timing> {
  await page.evaluate(RESET);
  await act();
  // Settled when the markers have not changed for half a second.
  let last = -1;
  for (let i = 0; i < 60; i++) {
    await page.waitForTimeout(250);
    const count = await page.evaluate<number>('window.__map.mutations.length');
    if (count > 0 && count === last) break;
    last = count;
  }
  return page.evaluate<Timing>(READ);
}

async function mapInteraction(page: Page) {
  const map = page.locator('.leaflet-container');
  const box = (await map.boundingBox())!;
  const markers = await page.locator('.leaflet-marker-icon').count();
  const points = await page.getByRole('region', { name: /^Map of/ }).getAttribute('aria-label');
  console.log(
    `Map interaction (${points}; ${markers} cluster markers at first; median of ${runs}, CPU ${cpu}x):`,
  );
  await page.evaluate(INSTRUMENT);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const results: Record<string, Timing[]> = {
    'pan (drag)': [],
    'zoom in (+)': [],
    'zoom out (-)': [],
  };
  for (let i = 0; i < runs; i++) {
    const dx = (i % 2 ? -1 : 1) * box.width * 0.35;
    results['pan (drag)']!.push(
      await interaction(page, async () => {
        await page.mouse.move(cx, cy);
        await page.mouse.down();
        await page.mouse.move(cx + dx, cy + 40, { steps: 12 });
        await page.waitForTimeout(100); // a slow release: no inertia, moveend in the pointerup
        await page.mouse.up();
      }),
    );
    results['zoom in (+)']!.push(
      await interaction(page, () => page.locator('.leaflet-control-zoom-in').click()),
    );
    results['zoom out (-)']!.push(
      await interaction(page, () => page.locator('.leaflet-control-zoom-out').click()),
    );
  }
  for (const [name, list] of Object.entries(results)) {
    const ms = (key: keyof (typeof list)[number]) =>
      median(list.map((r) => r[key]))
        .toFixed(0)
        .padStart(4);
    // A short pan inside the view already asked for changes no marker: there is nothing to wait for.
    const unchanged = list.filter((r) => Number.isNaN(r.inputToPaint)).length;
    console.log(
      unchanged === list.length
        ? `  ${name.padEnd(13)} no marker to redraw (the view asked for already holds it) in ${unchanged} of ${list.length}`
        : `  ${name.padEnd(13)} settled -> painted ${ms('settledToPaint')} ms   input -> painted ${ms('inputToPaint')} ms   longest frame ${ms('longest')} ms`,
    );
  }
}

const { url, child } = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }),
  );
  const page = await context.newPage();
  if (cpu > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  const asked: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('format=clusters'))
      void response.body().then(
        (body) => asked.push(body.length),
        () => undefined,
      );
  });
  await firstVisit(page, url);
  await mapInteraction(page);
  await mapAnswers(url, asked);
} finally {
  await browser.close();
  child?.kill('SIGTERM');
}
