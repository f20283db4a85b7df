/**
 * GET /api/v1/health/ while slow statements run: the app (buildApp, as `npm start` builds it) listens on 127.0.0.1 on a
 * temporary data folder, one client fires a CPU-bound statement that runs past the request limit again and again (each
 * ends as a 503), another asks /health every 100 ms; the health latencies are printed for a quiet phase and a loaded
 * one, with the load average. Embedded PGlite (its worker thread) by default, a PostgreSQL server with --database-url.
 *
 *   npx tsx bench/health-under-load.ts [--seconds 20] [--limit-ms 2000] [--port 31010] [--database-url postgres://...]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { connectDatabase, runMigrations } from '../apps/api/src/db/client.js';
import { tenants } from '../apps/api/src/db/schema/index.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    'limit-ms': { type: 'string', default: '2000' },
    port: { type: 'string', default: '31010' },
    'database-url': { type: 'string' },
  },
});
const seconds = Number(args.seconds);
const limitMs = Number(args['limit-ms']);
const port = Number(args.port);
const adminUrl = args['database-url'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-health-'));
let databaseUrl: string | undefined;
let admin: pg.Client | undefined;
const dbName = `bench_health_${process.pid}`;
if (adminUrl) {
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const config = loadConfig(
  {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    DATABASE_URL: databaseUrl ?? '',
    RATE_LIMITS: 'off',
  },
  {
    dataDir,
    port,
    databaseUrl,
    demoData: false,
    webDistDir: path.join(dataDir, 'no-web'),
    statementTimeouts: { requestMs: limitMs, longMs: 300_000 },
  },
);
let started = performance.now();
const database = await connectDatabase({ databaseUrl, dataDir, statementTimeoutMs: 300_000 });
await runMigrations(database);
console.log(`${database.kind} opened and migrated in ${Math.round(performance.now() - started)} ms`);
await database.db.insert(tenants).values({ name: 'federal', displayName: 'Federal', isDefault: true });

const app = await buildApp(config, database);
app.get('/api/v1/bench/slow/', { config: { access: 'public', tenantless: true } }, async () => {
  await app.db.execute(sql`SELECT count(*) FROM generate_series(1, 200000) a, generate_series(1, 200000) b`);
  return { done: true };
});
await app.listen({ port, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}`;

/** Asks /health every 100 ms for the time given; the latencies in ms, and any answer not 200. */
async function healthFor(ms: number) {
  const latencies: number[] = [];
  const failures: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const asked = performance.now();
    const response = await fetch(`${base}/api/v1/health/`);
    await response.arrayBuffer();
    latencies.push(performance.now() - asked);
    if (response.status !== 200) failures.push(response.status);
    await delay(100);
  }
  return { latencies, failures };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const report = (phase: string, result: { latencies: number[]; failures: number[] }, extra = '') =>
  console.log(
    `${phase.padEnd(34)} n=${String(result.latencies.length).padStart(4)}  p50=${percentile(result.latencies, 50).toFixed(1)} ms  p99=${percentile(result.latencies, 99).toFixed(1)} ms  max=${Math.max(...result.latencies).toFixed(1)} ms  non-200=${result.failures.length}${extra}  load=${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );

report('quiet', await healthFor(Math.min(5000, seconds * 250)));

let slowRunning = true;
const slowAnswers: { status: number; ms: number; retryAfter: string | null }[] = [];
const slowLoop = (async () => {
  while (slowRunning) {
    const asked = performance.now();
    const response = await fetch(`${base}/api/v1/bench/slow/`);
    await response.arrayBuffer();
    slowAnswers.push({
      status: response.status,
      ms: performance.now() - asked,
      retryAfter: response.headers.get('retry-after'),
    });
  }
})();
started = performance.now();
const loaded = await healthFor(seconds * 1000);
slowRunning = false;
await slowLoop;
const statuses = [...new Set(slowAnswers.map((answer) => answer.status))].join(',');
report(
  `slow statement past ${limitMs} ms, repeated`,
  loaded,
  `  slow: ${slowAnswers.length} answered (status ${statuses}, Retry-After ${slowAnswers[0]?.retryAfter}, p50 ${percentile(
    slowAnswers.map((answer) => answer.ms),
    50,
  ).toFixed(0)} ms)`,
);

started = performance.now();
for (let index = 0; index < 300; index += 1) await database.db.execute(sql`SELECT ${index}::int AS x`);
console.log(
  `300 small statements one after another: ${((performance.now() - started) / 300).toFixed(2)} ms each`,
);

await app.close();
await database.close();
if (admin) {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
rmSync(dataDir, { recursive: true, force: true });
