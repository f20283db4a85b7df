/**
 * Catalogue speed (issue 3 "Speed"): prints, asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_bench npx tsx bench/generate-projects.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_bench npx tsx bench/catalogue.ts [--seconds 10]
 *
 * For each scenario: the median of the SQL the API ran for it, replayed directly on one connection (the queries of
 * one request, one after another); the API's median at one client without the shared public answers
 * (PUBLIC_ANSWER_CACHE=off: what a signed-in user waits) and with them (anonymous visitors); p50/p99 and requests
 * per second at 32 concurrent anonymous clients with autocannon, with and without the shared answers. The API
 * serves from child processes (as `npm start` would, logging off), so the load generator does not share their
 * event loop; the SQL is recorded on an in-process copy of the app. The machine's load average is printed with
 * each scenario: other work on the machine slows every number.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { connectDatabase } from '../apps/api/src/db/client.js';

type Scenario = { name: string; path: string; concurrent?: boolean };

const SCENARIOS: Scenario[] = [
  {
    name: 'filtered list',
    path: '/api/v1/projects/?state=LAGOS,KANO,FCT&status=ON_GOING,COMPLETED&sector=HEALTH,WORKS_AND_HOUSING,EDUCATION&min_total_cost=100000000',
  },
  { name: 'search', path: '/api/v1/projects/?query=primary%20health%20care' },
  { name: 'typo search', path: '/api/v1/projects/?query=hospitl' },
  { name: 'around me (50 km)', path: '/api/v1/projects/?point=3.3958,6.4541&dist=50000' },
  { name: 'first page, no filter', path: '/api/v1/projects/' },
  { name: 'search page (3 buckets)', path: '/api/v1/projects/search/?query=road' },
  { name: 'discover map (every point)', path: '/api/v1/projects/?format=map', concurrent: false },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

function appConfig(url: string, dataDir: string) {
  return loadConfig(
    { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMITS: 'false', DATABASE_URL: url },
    { dataDir, demoData: false, webDistDir: path.join(dataDir, 'no-web') },
  );
}

/** Child mode: serve the API and report the port to the parent. */
async function serve(url: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-bench-'));
  const database = await connectDatabase({ databaseUrl: url, dataDir, poolSize: 10 });
  const app = await buildApp(appConfig(url, dataDir), database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('disconnect', async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function startServer(url: string, shared: boolean): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(import.meta.filename, ['--serve'], {
    execArgv: process.execArgv,
    env: { ...process.env, DATABASE_URL: url, PUBLIC_ANSWER_CACHE: shared ? 'on' : 'off' },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the API process exited (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('Set DATABASE_URL to the PostgreSQL server filled by bench/generate-projects.ts.');
  if (process.argv.includes('--serve')) return serve(url);
  const secondsFlag = process.argv.indexOf('--seconds');
  const seconds = secondsFlag > 0 ? Number(process.argv[secondsFlag + 1]) : 10;

  // An in-process copy of the app, only to record the SQL of one request (to replay it directly).
  process.env.PUBLIC_ANSWER_CACHE = 'off';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-bench-'));
  const database = await connectDatabase({ databaseUrl: url, dataDir, poolSize: 10 });
  let recording: { text: string; values?: unknown[] }[] | null = null;
  const pool = database.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query.bind(pool);
  pool.query = (...args: unknown[]) => {
    const first = args[0] as { text?: string; values?: unknown[] } | string;
    if (recording) {
      // node-postgres takes (text, values) or ({text, values}); drizzle passes the values as the second argument.
      const text = typeof first === 'string' ? first : first.text!;
      const values = (typeof first === 'object' && first.values) || (args[1] as unknown[] | undefined);
      recording.push({ text, values });
    }
    return query(...args);
  };
  const recorder = await buildApp(appConfig(url, dataDir), database);
  await recorder.ready();
  await recorder.inject({ method: 'GET', url: '/api/v1/health/' }); // caches the tenant lookup before recording

  const cached = await startServer(url, true);
  const uncached = await startServer(url, false);
  const direct = new pg.Client({ connectionString: url });
  await direct.connect();
  const { rows } = await direct.query<{ total: number; published: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE is_published))::int AS published FROM projects`,
  );
  console.log(
    `Projects in the database: ${rows[0]!.total} (${rows[0]!.published} published). API in child processes, pool of 10 each, ${seconds} s per load test. Load average: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}.\n`,
  );

  const results: Record<string, string | number>[] = [];
  for (const scenario of SCENARIOS) {
    // Warm up caches and plans, then record the queries of one request.
    for (let i = 0; i < 3; i += 1) {
      await (await fetch(cached.base + scenario.path)).arrayBuffer();
      await (await fetch(uncached.base + scenario.path)).arrayBuffer();
    }
    recording = [];
    const probe = await recorder.inject({ method: 'GET', url: scenario.path });
    const queries = recording;
    recording = null;
    if (probe.statusCode !== 200) throw new Error(`${scenario.path} answered ${probe.statusCode}`);

    const runs = scenario.concurrent === false ? 5 : 30;
    const sqlTimes: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      for (const recorded of queries) await direct.query(recorded.text, recorded.values as unknown[]);
      sqlTimes.push(performance.now() - started);
    }
    const timeApi = async (base: string) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        await (await fetch(base + scenario.path)).arrayBuffer();
        times.push(performance.now() - started);
      }
      return median(times);
    };
    const apiMedian = await timeApi(uncached.base);
    const row: Record<string, string | number> = {
      scenario: scenario.name,
      queries: queries.length,
      KB: Math.round(probe.rawPayload.byteLength / 1024),
      'SQL median': ms(median(sqlTimes)),
      'API median': ms(apiMedian),
      'API / SQL': (apiMedian / median(sqlTimes)).toFixed(2),
    };
    if (scenario.concurrent !== false) {
      row['API median, shared'] = ms(await timeApi(cached.base));
      const shared = await autocannon({
        url: cached.base + scenario.path,
        connections: 32,
        duration: seconds,
      });
      row['p50 @32, shared'] = `${shared.latency.p50} ms`;
      row['p99 @32, shared'] = `${shared.latency.p99} ms`;
      row['req/s, shared'] = Math.round(shared.requests.average);
      const fresh = await autocannon({
        url: uncached.base + scenario.path,
        connections: 32,
        duration: seconds,
      });
      row['p50 @32, fresh'] = `${fresh.latency.p50} ms`;
      row['p99 @32, fresh'] = `${fresh.latency.p99} ms`;
      row['req/s, fresh'] = Math.round(fresh.requests.average);
      row.errors = shared.errors + shared.non2xx + fresh.errors + fresh.non2xx;
    }
    row.load = loadavg()[0]!.toFixed(2);
    results.push(row);
    console.log(row);
  }
  console.log('');
  console.table(results);

  await direct.end();
  cached.child.disconnect();
  uncached.child.disconnect();
  await recorder.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
