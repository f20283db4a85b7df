// CI's release check: `npm run release`, then the tarball unpacked in an empty temp folder and started with only Node
// (`node server.js`, embedded database in a temp DATA_DIR, none of this shell's database settings), as a person
// would. It must answer /api/v1/health/ and serve the web app at /, and after it stops, the bundled CLI must read the
// database it seeded. `--tarball <file>` checks a tarball already made; `--skip-build` is passed to the release;
// `--port <n>` instead of any free port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { tarball: { type: 'string' }, 'skip-build': { type: 'boolean' }, port: { type: 'string' } },
});
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const fail = (message) => {
  console.error(`check-release: FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

let tarball = values.tarball && path.resolve(values.tarball);
if (!tarball) {
  const since = performance.now();
  const args = ['scripts/release.mjs', ...(values['skip-build'] ? ['--skip-build'] : [])];
  if (spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status !== 0) {
    console.error('check-release: FAILED: npm run release');
    process.exit(1);
  }
  // The name scripts/release.mjs gives it.
  const { version } = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
  tarball = path.join(root, 'dist', `oversight-${version}-${process.platform}-${process.arch}.tgz`);
  console.log(`check-release: release made in ${seconds(since)}`);
}

const work = mkdtempSync(path.join(tmpdir(), 'oversight-release-check-'));
let server;
try {
  let since = performance.now();
  const unpack = spawnSync('tar', ['-xzf', tarball, '-C', work], { stdio: 'inherit' });
  if (unpack.status !== 0) fail(`tar -xzf ${tarball}`);
  const [folder] = readdirSync(work);
  const home = path.join(work, folder);
  for (const devOnly of ['tsx', 'esbuild', 'vite', 'vitest', 'typescript', 'react']) {
    if (existsSync(path.join(home, 'node_modules', devOnly)))
      fail(`node_modules/${devOnly} is in the release`);
  }
  console.log(`check-release: unpacked ${path.basename(tarball)} in ${seconds(since)}`);

  // Only what a fresh shell has: no DATABASE_URL, REDIS_URL or S3 settings of this machine leak into the start.
  const port = values.port ? Number(values.port) : await freePort();
  const dataDir = path.join(work, 'data');
  const env = {
    PATH: process.env.PATH,
    HOME: work,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  since = performance.now();
  server = spawn(process.execPath, ['server.js'], {
    cwd: home,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));
  const base = `http://127.0.0.1:${port}`;
  let health;
  for (const deadline = Date.now() + 300_000; Date.now() < deadline;) {
    if (server.exitCode !== null) fail(`node server.js exited with ${server.exitCode} before answering`);
    health = await fetch(`${base}/api/v1/health/`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!health?.ok) fail('no 200 from /api/v1/health/ within 300 s');
  const body = await health.json();
  if (body.status !== 'ok' || body.database !== 'ok') fail(`health said ${JSON.stringify(body)}`);
  console.log(
    `check-release: /api/v1/health/ answered ${JSON.stringify(body)} ${seconds(since)} after the start`,
  );

  const page = await fetch(`${base}/`);
  const html = await page.text();
  if (!page.ok || !page.headers.get('content-type')?.startsWith('text/html'))
    fail(`/ answered ${page.status}`);
  if (!html.includes('<div id="root"')) fail('/ has no <div id="root">');
  const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) fail("/ names no module script of the web app's build");
  const asset = await fetch(`${base}${script}`);
  if (!asset.ok || !/javascript/.test(asset.headers.get('content-type') ?? '')) {
    fail(`${script} answered ${asset.status} ${asset.headers.get('content-type')}`);
  }
  await asset.arrayBuffer();
  console.log(`check-release: / serves the web app (${html.length} bytes of HTML, ${script} loads)`);

  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) fail(`node server.js stopped with ${code} after SIGTERM`);
  server = undefined;

  // The seeded database, read by the bundled CLI once the server let go of it.
  since = performance.now();
  const cli = spawnSync(process.execPath, ['cli.js', 'list-tenants'], { cwd: home, env, encoding: 'utf8' });
  if (cli.status !== 0 || !/\bfederal\b/.test(cli.stdout)) {
    fail(`node cli.js list-tenants: exit ${cli.status}\n${cli.stdout}${cli.stderr}`);
  }
  console.log(`check-release: node cli.js list-tenants found the seeded tenant in ${seconds(since)}`);
  console.log(`check-release: passed in ${seconds(started)}`);
} catch (error) {
  if (!process.exitCode) console.error(error);
  process.exitCode = 1;
} finally {
  server?.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
