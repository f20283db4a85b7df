/**
 * Catalogue speed (results and aims: docs/performance/catalogue.md): prints, asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_bench npx tsx bench/generate-projects.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_bench npx tsx bench/catalogue.ts [--seconds 10]
 *
 * For each scenario and each kind of caller, the median of the SQL the API ran for one request, replayed directly on
 * one connection (one query after another; signed in: the queries over an answer already shared); the API's median at one client; p50/p99 and requests per second at 32
 * concurrent clients with autocannon. Callers: "shared" (anonymous visitors, shared public answers), "fresh"
 * (anonymous, PUBLIC_ANSWER_CACHE=off: every request builds its answer) and "signed-in" (a citizen with a bearer
 * token and eyemarks of their own, on the server with the shared answers). The API
 * serves from child processes (as `npm start` would, logging off), so the load generator does not share their
 * event loop; the SQL is recorded on an in-process copy of the app. The machine's load average is printed with
 * each scenario: other work on the machine slows every number.
 *
 *   ... bench/catalogue.ts --cpu 400 [--signed-in] [--compressed] [--only search,typo] [--queries] [--cpu-prof]
 *
 * `--cpu N` instead sends N requests in a row and then 4N from 32 concurrent clients per scenario to the API with
 * shared answers, signed in and then anonymous (not with `--signed-in`), and prints the CPU time per request of the
 * API process and of its database connections (from /proc;
 * on a busy machine a better measure than latency). `--queries` prints the statements of a signed-in request.
 * `--cpu-prof` writes each API process's CPU profile.
 *
 * Signed-in callers (aim: p99 < 100 ms at 32 clients):
 *
 *   ... bench/catalogue.ts --signed-in [--timeline] [--explain] [--trace-gc] [--only around,first]
 *
 * `--signed-in` (without --cpu) runs the load tests of shared and signed-in callers only (no fresh load test).
 * `--timeline` prints, for each load test, the 250 ms windows holding a request over 100 ms, beside what the API process
 * did meanwhile: queries over 5 ms (a shared answer's rebuild is named; the per-request ones are counted) and GC
 * pauses over 2 ms (kind 1 scavenge, 4 mark-compact), and its heap. `--explain` prints each statement of a fresh
 * answer (what a rebuild runs) with EXPLAIN ANALYZE's planning, execution and JIT time and its parallel workers.
 * `--trace-gc` has the API processes print each garbage collection.
 * `--built` runs the API processes as `npm start` does: this file bundled by esbuild (apps/api/build.mjs's settings)
 * and run by plain Node, not under tsx, whose loader and transformed sources add to the heap every collection walks.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { connectDatabase } from '../apps/api/src/db/client.js';
import { signAccessToken } from '../apps/api/src/platform/tokens.js';
import { builtBenchEntry } from './built-entry.js';

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

/** What the API process did that a slow request may have waited on (`--timeline`): long queries and GC pauses. */
type TraceEvent = { kind: 'query' | 'gc'; at: number; ms: number; text?: string };

/** Child mode: serve the API and report the port to the parent. */
async function serve(url: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-bench-'));
  const database = await connectDatabase({ databaseUrl: url, dataDir, poolSize: 10 });
  // `--timeline`: queries over 5 ms (a shared answer's rebuild) and GC pauses over 2 ms, with wall-clock times.
  const events: TraceEvent[] = [];
  if (process.env.BENCH_TIMELINE) {
    const pool = database.pool as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    const query = pool.query.bind(pool);
    pool.query = (...args: unknown[]) => {
      const started = Date.now();
      const result = query(...args);
      const first = args[0] as { text?: string } | string;
      const text = (typeof first === 'string' ? first : (first.text ?? '')).trim().slice(0, 60);
      void result.then(
        () => {
          const took = Date.now() - started;
          if (took > 5) events.push({ kind: 'query', at: started, ms: took, text });
        },
        () => undefined,
      );
      return result;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.duration > 2)
          events.push({
            kind: 'gc',
            at: performance.timeOrigin + entry.startTime,
            ms: entry.duration,
            // 1 minor (scavenge), 4 major (mark-compact), 8 incremental marking, 16 weak callbacks.
            text: `kind ${(entry as { detail?: { kind?: number } }).detail?.kind}`,
          });
    }).observe({ entryTypes: ['gc'] });
    process.on('message', (message: string) => {
      if (message === 'events') {
        const { heapUsed, external } = process.memoryUsage();
        const mb = (bytes: number) => Math.round(bytes / 1048576);
        console.log(`  API process: ${mb(heapUsed)} MB heap used, ${mb(external)} MB external`);
        process.send!({ events: events.splice(0) });
      }
    });
  }
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
  // `--cpu-prof`: each API process writes its CPU profile to bench/profiles/ (open it in Chrome's DevTools).
  const profile = process.argv.includes('--cpu-prof')
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(import.meta.dirname, 'profiles')}`]
    : [];
  // `--trace-gc`: the API processes print each garbage collection.
  if (process.argv.includes('--trace-gc')) profile.push('--trace-gc');
  const built = process.argv.includes('--built');
  const child = fork(
    built ? await builtBenchEntry(import.meta.filename) : import.meta.filename,
    ['--serve'],
    {
      execArgv: built ? profile : [...process.execArgv, ...profile],
      // PGAPPNAME names the child's database connections, so --cpu can find their server processes.
      env: {
        ...process.env,
        DATABASE_URL: url,
        PUBLIC_ANSWER_CACHE: shared ? 'on' : 'off',
        PGAPPNAME: shared ? 'bench-api-shared' : 'bench-api-fresh',
        ...(process.argv.includes('--timeline') ? { BENCH_TIMELINE: '1' } : {}),
      },
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the API process exited (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux; PostgreSQL runs on this machine). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat; after "pid (name) " they are the 12th and 13th, in 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The API process's CPU time and each of its database connections', in ms. */
async function cpuOf(direct: pg.Client, child: ChildProcess, application: string) {
  const { rows } = await direct.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [application],
  );
  return {
    api: processCpuMs(child.pid!),
    database: new Map(rows.map((row) => [row.pid, processCpuMs(row.pid)])),
  };
}

/** CPU used between two readings; a connection opened meanwhile counts whole, one closed meanwhile is lost. */
function cpuBetween(before: Awaited<ReturnType<typeof cpuOf>>, after: Awaited<ReturnType<typeof cpuOf>>) {
  let database = 0;
  for (const [pid, used] of after.database) database += used - (before.database.get(pid) ?? 0);
  return { api: after.api - before.api, database };
}

/** A citizen with eyemarks of their own (one in 50 published projects), for the signed-in rows. */
async function benchCitizen(direct: pg.Client): Promise<{ userId: string; tenantId: string }> {
  await direct.query(`
    INSERT INTO users (tenant_id, email, username, display_name, account_type, email_verified_at, newly_registered)
    SELECT id, 'bench-citizen@example.com', 'bench_citizen', 'Bench Citizen', 'CITIZEN', now(), false
      FROM tenants WHERE is_default
    ON CONFLICT DO NOTHING`);
  const { rows } = await direct.query<{ id: string; tenant_id: string }>(
    `SELECT u.id, u.tenant_id FROM users u JOIN tenants t ON t.id = u.tenant_id AND t.is_default
      WHERE lower(u.email) = 'bench-citizen@example.com'`,
  );
  const { id: userId, tenant_id: tenantId } = rows[0]!;
  await direct.query(
    `WITH added AS (
       INSERT INTO eyemarks (tenant_id, user_id, project_id)
       SELECT p.tenant_id, $1, p.id FROM projects p
        WHERE p.tenant_id = $2 AND p.is_published AND abs(hashtext(p.id::text)) % 50 = 0
       ON CONFLICT DO NOTHING RETURNING project_id)
     UPDATE projects SET eyemarked_count = eyemarked_count + 1 WHERE id IN (SELECT project_id FROM added)`,
    [userId, tenantId],
  );
  await direct.query(
    `INSERT INTO user_eyemark_counts (user_id, tenant_id, eyemarked_count)
     SELECT $1, $2, count(*) FROM eyemarks WHERE user_id = $1
     ON CONFLICT (user_id) DO UPDATE SET eyemarked_count = excluded.eyemarked_count`,
    [userId, tenantId],
  );
  return { userId, tenantId };
}

/** The statements every signed-in request runs (the account; the item access with the caller's eyemarks). */
const perRequest = (event: TraceEvent) => /^(select "users"|WITH parents)/.test((event.text ?? '').trim());

/** The long queries and GC pauses the API process saw since the last call (`--timeline`). */
async function serverEvents(child: ChildProcess): Promise<TraceEvent[]> {
  const answer = new Promise<TraceEvent[]>((resolve) => {
    const listener = (message: { events?: TraceEvent[] }) => {
      if (!message.events) return;
      child.off('message', listener);
      resolve(message.events);
    };
    child.on('message', listener);
  });
  child.send('events');
  return answer;
}

/**
 * `--timeline`: the load test in 250 ms windows (requests, p99, max, how many over 100 ms) beside what the API process
 * did meanwhile (queries over 5 ms, GC pauses over 2 ms); windows with a request over 100 ms only, then a summary.
 */
function printTimeline(label: string, responses: { at: number; ms: number }[], events: TraceEvent[]) {
  if (!responses.length) return;
  const WINDOW = 250;
  const start = responses[0]!.at - responses[0]!.ms;
  const windows = new Map<number, number[]>();
  for (const response of responses) {
    const index = Math.floor((response.at - start) / WINDOW);
    let list = windows.get(index);
    if (!list) windows.set(index, (list = []));
    list.push(response.ms);
  }
  const slow = responses.filter((response) => response.ms > 100).length;
  console.log(
    `  timeline ${label}: ${responses.length} responses, ${slow} over 100 ms; ` +
      `${events.filter((event) => event.kind === 'query' && !perRequest(event)).length} rebuild statements and ` +
      `${events.filter((event) => event.kind === 'query' && perRequest(event)).length} per-request ones over 5 ms, ` +
      `${events.filter((event) => event.kind === 'gc').length} GC pauses over 2 ms ` +
      `(longest ${Math.max(0, ...events.filter((event) => event.kind === 'gc').map((event) => event.ms)).toFixed(1)} ms)`,
  );
  for (const [index, list] of [...windows].sort((a, b) => a[0] - b[0])) {
    const over = list.filter((value) => value > 100).length;
    if (!over) continue;
    const sorted = [...list].sort((a, b) => a - b);
    const from = start + index * WINDOW - 150; // what ran up to 150 ms before the window counts too
    const during = events.filter(
      (event) => event.at + event.ms >= from && event.at < start + (index + 1) * WINDOW,
    );
    const queries = during.filter((event) => event.kind === 'query');
    // The per-request statements (the account, the item access with the caller's eyemarks) summed up; the others
    // (a shared answer's rebuild) and the GC pauses one by one.
    const notes = [
      `${queries.filter(perRequest).length} per-request queries > 5 ms (longest ${Math.max(0, ...queries.filter(perRequest).map((event) => event.ms))} ms)`,
      ...during
        .filter((event) => event.kind === 'gc' || !perRequest(event))
        .map(
          (event) =>
            `${event.kind === 'gc' ? `gc ${event.text}` : `query "${event.text!.slice(0, 30)}"`} ${event.ms.toFixed(0)} ms @${((event.at - start) / 1000).toFixed(2)}s`,
        ),
    ];
    console.log(
      `    ${((index * WINDOW) / 1000).toFixed(2)}s n=${list.length} p99=${sorted[Math.floor(sorted.length * 0.99)]} ` +
        `max=${sorted[sorted.length - 1]} over100=${over} | ${notes.join('; ')}`,
    );
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('Set DATABASE_URL to the PostgreSQL server filled by bench/generate-projects.ts.');
  // One secret for the API processes and the tokens the bench signs for its citizen.
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  if (process.argv.includes('--serve')) return serve(url);
  const secondsFlag = process.argv.indexOf('--seconds');
  const seconds = secondsFlag > 0 ? Number(process.argv[secondsFlag + 1]) : 10;
  // `--cpu N`: N signed-in requests in a row per scenario; prints the API's and the database's CPU per request.
  const cpuFlag = process.argv.indexOf('--cpu');
  const cpuRuns = cpuFlag > 0 ? Number(process.argv[cpuFlag + 1]) : 0;
  // `--signed-in` (without --cpu): the load tests of shared and signed-in callers only (no fresh load test).
  const signedInOnly = process.argv.includes('--signed-in');
  const timeline = process.argv.includes('--timeline');
  const onlyFlag = process.argv.indexOf('--only');
  const only = onlyFlag > 0 ? process.argv[onlyFlag + 1]!.split(',') : null;

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
  const citizen = await benchCitizen(direct);
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
    if (only && !only.some((name) => scenario.name.startsWith(name))) continue;
    const token = await signAccessToken(process.env.JWT_SECRET!, citizen.userId, citizen.tenantId);
    const signedIn = { authorization: `Bearer ${token}` };
    const get = async (base: string, headers: Record<string, string> = {}) => {
      const response = await fetch(base + scenario.path, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${scenario.path} answered ${response.status}`);
    };
    // Warm up caches and plans.
    for (let i = 0; i < 3; i += 1) {
      await get(cached.base);
      await get(cached.base, signedIn);
      await get(uncached.base);
    }
    // The queries of one request: anonymous without shared answers (fresh), and signed in over a shared answer
    // already built (what the signed-in rows measure).
    const record = async (headers: Record<string, string>, shared = false) => {
      if (shared) {
        process.env.PUBLIC_ANSWER_CACHE = 'on';
        await recorder.inject({ method: 'GET', url: scenario.path });
      }
      recording = [];
      const probe = await recorder.inject({ method: 'GET', url: scenario.path, headers });
      const queries = recording;
      recording = null;
      process.env.PUBLIC_ANSWER_CACHE = 'off';
      if (probe.statusCode !== 200) throw new Error(`${scenario.path} answered ${probe.statusCode}`);
      return { queries, bytes: probe.rawPayload.byteLength };
    };
    const anonymous = await record({});
    const member = await record(signedIn, true);
    if (process.argv.includes('--queries'))
      for (const recorded of member.queries) console.log(JSON.stringify(recorded));
    // `--explain`: each statement of a fresh answer (what a shared answer's rebuild runs) with its planning and
    // execution time, JIT time and parallel workers: what it takes from the other requests' CPU.
    if (process.argv.includes('--explain'))
      for (const recorded of anonymous.queries) {
        const { rows: plans } = await direct.query<{ 'QUERY PLAN': [Record<string, unknown>] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${recorded.text}`,
          recorded.values as unknown[],
        );
        const plan = plans[0]!['QUERY PLAN'][0]!;
        const workers = JSON.stringify(plan).match(/"Workers Launched":\d+/g) ?? [];
        const jit = plan.JIT as { Timing?: { Total?: number } } | undefined;
        console.log(
          `  ${recorded.text.trim().slice(0, 50).replace(/\s+/g, ' ')}: planning ${Number(plan['Planning Time']).toFixed(1)} ms, ` +
            `execution ${Number(plan['Execution Time']).toFixed(1)} ms, JIT ${jit?.Timing?.Total?.toFixed(1) ?? 0} ms, ` +
            `workers ${workers.map((found) => found.split(':')[1]).join('+') || 0}`,
        );
      }
    if (cpuRuns && scenario.concurrent === false) continue;
    if (cpuRuns) {
      // Like autocannon, no compression asked for (fetch asks for gzip unless told); `--compressed` as a browser asks.
      const encoding = process.argv.includes('--compressed') ? 'br, gzip, deflate' : 'identity';
      // In a row (one client) and at 32 concurrent clients (autocannon, as the p99 rows): a request costs less CPU
      // when many arrive together (one event-loop turn serves several).
      const cpuPerRequest = async (headers: Record<string, string>) => {
        headers = { ...headers, 'accept-encoding': encoding };
        let before = await cpuOf(direct, cached.child, 'bench-api-shared');
        for (let i = 0; i < cpuRuns; i += 1) await get(cached.base, headers);
        const inRow = cpuBetween(before, await cpuOf(direct, cached.child, 'bench-api-shared'));
        before = await cpuOf(direct, cached.child, 'bench-api-shared');
        const result = await autocannon({
          url: cached.base + scenario.path,
          connections: 32,
          amount: cpuRuns * 4,
          headers,
        });
        const concurrent = cpuBetween(before, await cpuOf(direct, cached.child, 'bench-api-shared'));
        const done = result.requests.total;
        return (
          `${ms(inRow.api / cpuRuns)} / ${ms(inRow.database / cpuRuns)} in a row, ` +
          `${ms(concurrent.api / done)} / ${ms(concurrent.database / done)} @32`
        );
      };
      const row: Record<string, string | number> = {
        scenario: scenario.name,
        KB: Math.round(member.bytes / 1024),
        'queries signed-in': member.queries.length,
        'CPU API / database, signed-in': await cpuPerRequest(signedIn),
      };
      if (!process.argv.includes('--signed-in')) row['CPU API / database, shared'] = await cpuPerRequest({});
      row.load = loadavg()[0]!.toFixed(2);
      results.push(row);
      console.log(row);
      continue;
    }

    const runs = scenario.concurrent === false ? 5 : 30;
    const timeSql = async (queries: typeof anonymous.queries) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        for (const recorded of queries) await direct.query(recorded.text, recorded.values as unknown[]);
        times.push(performance.now() - started);
      }
      return median(times);
    };
    const timeApi = async (base: string, headers: Record<string, string> = {}) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        await get(base, headers);
        times.push(performance.now() - started);
      }
      return median(times);
    };
    const sqlAnonymous = await timeSql(anonymous.queries);
    const sqlSignedIn = await timeSql(member.queries);
    const apiFresh = await timeApi(uncached.base);
    const apiSignedIn = await timeApi(cached.base, signedIn);
    const row: Record<string, string | number> = {
      scenario: scenario.name,
      KB: Math.round(anonymous.bytes / 1024),
      'queries fresh/signed-in': `${anonymous.queries.length}/${member.queries.length}`,
      'SQL median fresh': ms(sqlAnonymous),
      'SQL median signed-in': ms(sqlSignedIn),
      'API median fresh': ms(apiFresh),
      'API/SQL fresh': (apiFresh / sqlAnonymous).toFixed(2),
      'API median signed-in': ms(apiSignedIn),
    };
    if (scenario.concurrent !== false) {
      row['API median shared'] = ms(await timeApi(cached.base));
      const load = async (label: string, base: string, headers: Record<string, string> = {}) => {
        // Steady state: the shared answer is kept when the load starts, as under steady traffic (the fresh load test
        // before the signed-in one leaves the cached API idle past the TTL, so 32 clients would first wait for a build).
        await get(base, headers);
        // `--timeline`: each response's end time and latency, to see when the slow ones came.
        const responses: { at: number; ms: number }[] = [];
        const result = await new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            { url: base + scenario.path, connections: 32, duration: seconds, headers },
            (error, done) => (error ? reject(error as Error) : resolve(done)),
          );
          if (timeline)
            instance.on('response', (_client, _status, _bytes, responseTime) =>
              responses.push({ at: Date.now(), ms: responseTime }),
            );
        });
        row[`p50/p99 @32 ${label}`] = `${result.latency.p50}/${result.latency.p99} ms`;
        row[`req/s ${label}`] = Math.round(result.requests.average);
        row.errors = Number(row.errors ?? 0) + result.errors + result.non2xx;
        if (timeline && base === cached.base)
          printTimeline(label, responses, await serverEvents(cached.child));
      };
      if (timeline) await serverEvents(cached.child); // forget the warm-up's events
      await load('shared', cached.base);
      if (!signedInOnly) await load('fresh', uncached.base);
      await load('signed-in', cached.base, signedIn);
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
