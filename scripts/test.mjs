// `npm test`: every test — unit, API and web (Vitest), then the browser journeys (Playwright) — and one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const started = Date.now();
const portIsFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
// The journeys run in two parts at once (apps/web/playwright.config.ts E2E_PART), each with its own server: on port
// and port + 1, and the billing journey's fake Paystack on port + 1000.
const PARTS = ['1', '2'];
const runAsync = (command, args, env) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
async function freeJourneyPort() {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const wanted = [...PARTS.map((_, index) => port + index), port + 1000];
    if ((await Promise.all(wanted.map(portIsFree))).every(Boolean)) return port;
  }
}

const vitestJson = path.join(results, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);

let e2eStatus = 0;
const playwrightJsons = PARTS.map((part) => path.join(results, `playwright-${part}.json`));
if (process.env.SKIP_E2E !== '1') {
  e2eStatus = run('node', ['scripts/ensure-chromium.mjs']);
  if (e2eStatus === 0) e2eStatus = run('npm', ['run', 'build']);
  if (e2eStatus === 0) {
    // Free ports, so the journeys never collide with a server already running on this machine.
    const port = Number(process.env.E2E_PORT ?? (await freeJourneyPort()));
    const statuses = await Promise.all(
      PARTS.map((part, index) =>
        runAsync('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
          PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJsons[index],
          E2E_PORT: String(port + index),
          E2E_PART: part,
        }),
      ),
    );
    e2eStatus = statuses.every((status) => status === 0) ? 0 : 1;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
for (const playwrightJson of process.env.SKIP_E2E !== '1' ? playwrightJsons : []) {
  if (!existsSync(playwrightJson)) continue;
  const stats = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
if ((vitestStatus !== 0 || e2eStatus !== 0) && failed === 0) failed = 1;
console.log(`\nTests finished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitestStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
