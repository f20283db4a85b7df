// `npm test`: every test — unit, API and web (Vitest), then the browser journeys (Playwright) — and one summary line.
import { spawnSync } from 'node:child_process';
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
// The journeys' servers listen on port and port + 1, the billing journey's fake Paystack on port + 1000.
const E2E_SERVERS = process.env.E2E_SERVERS ?? '2';
async function freeJourneyPort() {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const wanted = [...Array.from({ length: Number(E2E_SERVERS) }, (_, index) => port + index), port + 1000];
    if ((await Promise.all(wanted.map(portIsFree))).every(Boolean)) return port;
  }
}

const vitestJson = path.join(results, 'vitest.json');
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);

let e2eStatus = 0;
const playwrightJson = path.join(results, 'playwright.json');
if (process.env.SKIP_E2E !== '1') {
  e2eStatus = run('node', ['scripts/ensure-chromium.mjs']);
  if (e2eStatus === 0) e2eStatus = run('npm', ['run', 'build']);
  if (e2eStatus === 0) {
    // Free ports, so the journeys never collide with a server already running on this machine.
    const port = process.env.E2E_PORT ?? String(await freeJourneyPort());
    e2eStatus = run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, E2E_PORT: port, E2E_SERVERS });
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
if (process.env.SKIP_E2E !== '1' && existsSync(playwrightJson)) {
  const stats = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}
if ((vitestStatus !== 0 || e2eStatus !== 0) && failed === 0) failed = 1;
console.log(`\nTests finished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitestStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
