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
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const vitestJson = path.join(results, 'vitest.json');
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);

let e2eStatus = 0;
const playwrightJson = path.join(results, 'playwright.json');
if (process.env.SKIP_E2E !== '1') {
  e2eStatus = run('node', ['scripts/ensure-chromium.mjs']);
  if (e2eStatus === 0) e2eStatus = run('npm', ['run', 'build']);
  if (e2eStatus === 0) {
    // A free port, so the journeys never collide with a server already running on this machine.
    const port = process.env.E2E_PORT ?? String(await freePort());
    e2eStatus = run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, E2E_PORT: port });
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
