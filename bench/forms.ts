/**
 * Forms speed (results and aims: docs/performance/forms.md): prints, asserts nothing.
 *
 *   psql -h 127.0.0.1 -U postgres -c 'CREATE DATABASE oversight_forms_bench'
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_forms_bench npx tsx bench/forms.ts [--responses 100000] [--seconds 10] [--reuse]
 *
 * --reuse measures the form a previous run made (its responses stay) instead of making a new one.
 * Makes a 40-question form (skip logic, calculations, a repeat) and N stored responses (default 100,000), then
 * measures with autocannon at 32 concurrent clients against the API in a child process: answering
 * (POST respond/, every request a new response checked by the shared engine) and the responses list (first page,
 * last page, filtered by a choice, searched, numeric range). Prints p50/p99 and requests per second for each, and the
 * storage one response takes (table + indexes + TOAST, divided by the rows). Aims: respond p99 < 100 ms, list p99
 * < 150 ms. The load average is printed: other work on the machine slows every number.
 * Profiling: `--only <title part>` runs the matching measures alone, `--connections N` changes the 32 clients,
 * `--pool N` the API's 10 database connections, `--built` runs the API bundled on plain Node with the flags of
 * `npm start` (apps/api/package.json), as production runs it, `--warmup S` answers and lists for S seconds (default 3,
 * 0 for a cold process) before the first measure, unmeasured, as a server that has run a while is warm, and
 * `--cpu-prof` writes the API process's CPU profile to bench/profiles/ (open it in Chrome's DevTools). Each measure also prints the API's event-loop delay and what the
 * database's server processes were doing (sampled: on CPU, waiting on what, idle in the pool). `--probe` adds, per
 * measure, the API's time in the server per request, each statement's round trip by kind, the answer batches (size,
 * how long their first answer waited, the statement), the GIN pending lists' merges beside the answers,
 * garbage-collection pauses, and the seconds with a slow request.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { connectDatabase, runMigrations } from '../apps/api/src/db/client.js';
import { createAccount } from '../apps/api/src/modules/accounts/account-creation.js';
import { tenants } from '../apps/api/src/db/schema/index.js';
import { signAccessToken } from '../apps/api/src/platform/tokens.js';
import { answerValueRows } from '../apps/api/src/modules/surveys/answer-index.js';
import { batchProbe, type BatchTiming } from '../apps/api/src/modules/surveys/response-batches.js';
import { mergeProbe } from '../apps/api/src/modules/surveys/pending-lists.js';
import { builtBenchEntry, startFlags } from './built-entry.js';
import { randomUUID } from 'node:crypto';

const CHOICES = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
const q = (question: Record<string, unknown>) => question as unknown as SectionInput['questions'][number];

/** 40 questions in 4 sections: the kinds a field inspection mixes. */
function benchSections(): SectionInput[] {
  const sections: SectionInput[] = [];
  for (let s = 0; s < 4; s += 1) {
    const questions = [
      q({ name: `name_${s}`, text: `Name ${s}`, question_type: 'text', required: true }),
      q({
        name: `count_${s}`,
        text: `Count ${s}`,
        question_type: 'integer',
        required: true,
        constraint: '. >= 0 and . <= 10000',
      }),
      q({ name: `amount_${s}`, text: `Amount ${s}`, question_type: 'float' }),
      q({
        name: `choice_${s}`,
        text: `Choice ${s}`,
        question_type: 'radio',
        required: true,
        options: CHOICES.map((label) => ({ label })),
      }),
      q({
        name: `many_${s}`,
        text: `Many ${s}`,
        question_type: 'select-multiple',
        options: CHOICES.map((label) => ({ label })),
      }),
      q({ name: `ok_${s}`, text: `Fine ${s}?`, question_type: 'yes-no', required: true }),
      q({
        name: `why_${s}`,
        text: `Why not ${s}?`,
        question_type: 'paragraph',
        relevant: `\${ok_${s}} = 'no'`,
        required: true,
      }),
      q({ name: `day_${s}`, text: `Day ${s}`, question_type: 'date' }),
      q({ name: `stars_${s}`, text: `Stars ${s}`, question_type: 'rating' }),
      s === 3
        ? q({
            name: 'rooms',
            text: 'Rooms',
            question_type: 'repeat',
            questions: [q({ name: 'pupils', text: 'Pupils', question_type: 'integer', required: true })],
          })
        : q({
            name: `total_${s}`,
            text: `Total ${s}`,
            question_type: 'calculate',
            calculation: `\${count_${s}} + coalesce(\${amount_${s}}, 0)`,
          }),
    ];
    if (s === 0) questions.push(q({ name: 'spot', text: 'Where', question_type: 'location' }));
    sections.push({ name: `Section ${s + 1}`, description: '', questions });
  }
  return sections;
}

const WORDS = [
  'road',
  'bridge',
  'school',
  'clinic',
  'water',
  'market',
  'drain',
  'power',
  'culvert',
  'borehole',
];

function answers(index: number) {
  const result: Record<string, unknown> = {
    spot: { latitude: 9 + (index % 100) / 100, longitude: 7 + (index % 37) / 37, accuracy: 10 },
  };
  for (let s = 0; s < 4; s += 1) {
    const ok = index % 5 !== 0;
    result[`name_${s}`] = `${WORDS[index % WORDS.length]} inspector ${index}`;
    result[`count_${s}`] = index % 997;
    result[`amount_${s}`] = (index % 1000) / 4;
    result[`choice_${s}`] = CHOICES[(index + s) % CHOICES.length];
    result[`many_${s}`] = [CHOICES[index % 5], CHOICES[(index + 2) % 5]];
    result[`ok_${s}`] = ok ? 'yes' : 'no';
    if (!ok) result[`why_${s}`] = `The ${WORDS[(index + 3) % WORDS.length]} was closed`;
    result[`day_${s}`] =
      `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
    result[`stars_${s}`] = (index % 5) + 1;
    if (s < 3) result[`total_${s}`] = (index % 997) + (index % 1000) / 4;
  }
  result.rooms = [{ pupils: 30 + (index % 20) }, { pupils: 25 + (index % 15) }];
  return result;
}

function appConfig(url: string, dataDir: string) {
  return loadConfig(
    { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMITS: 'false', DATABASE_URL: url },
    { dataDir, demoData: false, webDistDir: path.join(dataDir, 'no-web') },
  );
}

/** What a statement is, for the probe: the batch insert, pg-boss, or its first words. */
function statementKind(text: string) {
  if (text.includes('INSERT INTO survey_responses')) return 'batch insert';
  if (/pgboss/i.test(text)) return 'pg-boss';
  return text.replace(/\s+/g, ' ').trim().slice(0, 48);
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

/**
 * --probe: where the slow requests' time goes, in the API process. Each request's time in the server (from its
 * parse to its answer's end), each statement's round trip by kind (and the batch insert's size), and garbage
 * collection pauses. Reported per measure, so the tail can be laid against its possible causes.
 */
function tailProbe(server: import('node:http').Server) {
  let requests: number[] = [];
  let statements = new Map<string, number[]>();
  let batches: BatchTiming[] = [];
  batchProbe.onBatch = (timing) => batches.push(timing);
  let merges: number[] = [];
  mergeProbe.onMerge = (timing) => merges.push(timing.ms);
  let gc = new Map<string, number[]>();
  let slowWindows: { at: number; ms: number }[] = [];
  let since = performance.now();
  server.prependListener('request', (_request, response) => {
    const at = performance.now();
    response.once('finish', () => {
      const ms = performance.now() - at;
      requests.push(ms);
      if (ms > 100) slowWindows.push({ at: Math.round(at - since), ms: Math.round(ms) });
    });
  });
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof config === 'string' ? config : config.text;
    const kind = statementKind(text ?? '');
    const at = performance.now();
    const done = () => {
      const list = statements.get(kind) ?? [];
      list.push(performance.now() - at);
      statements.set(kind, list);
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        done();
        return (last as (...given: unknown[]) => unknown)(...result);
      };
      return (query as (...given: unknown[]) => unknown).apply(this, args);
    }
    const result = (query as (...given: unknown[]) => unknown).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(done, done);
    return result;
  } as typeof query;
  const kinds: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = (entry as { detail?: { kind?: number } }).detail;
      const kind = kinds[detail?.kind ?? 0] ?? 'other';
      const pauses = gc.get(kind) ?? [];
      pauses.push(entry.duration);
      gc.set(kind, pauses);
    }
  }).observe({ entryTypes: ['gc'] });
  const line = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `n ${sorted.length} p50 ${quantile(sorted, 0.5).toFixed(1)} p99 ${quantile(sorted, 0.99).toFixed(1)} max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms`;
  };
  return {
    report() {
      const lines = [`     probe: in the server ${line(requests)}`];
      for (const [kind, list] of [...statements].sort((a, b) => b[1].length - a[1].length).slice(0, 6))
        lines.push(`       statement "${kind}": ${line(list)}`);
      if (batches.length) {
        const sizes = batches.map((batch) => batch.size).sort((a, b) => a - b);
        lines.push(
          `       batches: sizes p50 ${quantile(sizes, 0.5)} p90 ${quantile(sizes, 0.9)} max ${sizes[sizes.length - 1]}`,
          `       batch, its first answer waited: ${line(batches.map((batch) => batch.waitedMs))}`,
          `       batch, its statement: ${line(batches.map((batch) => batch.statementMs))}`,
          `       batch, after (jobs told): ${line(batches.map((batch) => batch.afterMs))}`,
        );
      }
      if (merges.length) lines.push(`       pending lists merged beside the answers: ${line(merges)}`);
      for (const [kind, list] of gc)
        lines.push(
          `       gc ${kind}: ${line(list)}, total ${list.reduce((a, b) => a + b, 0).toFixed(0)} ms`,
        );
      const windows = slowWindows.length
        ? [...new Set(slowWindows.map((window) => Math.floor(window.at / 500) * 0.5))].slice(0, 12).join(', ')
        : 'none';
      lines.push(`       seconds with a request over 100 ms in the server: ${windows}`);
      requests = [];
      statements = new Map();
      batches = [];
      gc = new Map();
      merges = [];
      slowWindows = [];
      since = performance.now();
      return lines.join('\n');
    },
  };
}

async function serve(url: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-bench-'));
  const poolSize = Number(process.env.BENCH_POOL_SIZE) || 10;
  const database = await connectDatabase({ databaseUrl: url, dataDir, poolSize });
  const app = await buildApp(appConfig(url, dataDir), database);
  // As start.ts does for an API process: the queue is up before the first answer needs it.
  await app.jobs.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  // The parent asks for this process's CPU time around each measure: CPU per request holds while the machine is busy.
  // It also gets the event loop's delay since its last ask: a loop that is late adds to every request's wait.
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  // And how many statements it sent to the database (round trips; pg-boss's too).
  let statements = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (query as (...given: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  loopDelay.enable();
  const probe = process.argv.includes('--probe') ? tailProbe(app.server) : null;
  process.on('message', (message) => {
    if (message !== 'cpu') return;
    process.send!({
      cpu: process.cpuUsage(),
      loop: { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6 },
      statements,
      probe: probe?.report(),
    });
    loopDelay.reset();
  });
  process.on('disconnect', async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]! : '';
const connections = process.argv.includes('--connections')
  ? Number(process.argv[process.argv.indexOf('--connections') + 1])
  : 32;

/** CPU seconds used so far by the API process and by the database's server processes for this database. */
type Meter = {
  api: number;
  database: number;
  loop: { p50: number; p99: number };
  statements: number;
  probe?: string;
};
type CpuMeter = () => Promise<Meter>;
let databaseUrl = '';
let cpuMeter: CpuMeter = async () => ({ api: 0, database: 0, loop: { p50: 0, p99: 0 }, statements: 0 });

function makeCpuMeter(child: ChildProcess, url: string): CpuMeter {
  const ticks = 100; // Linux clock ticks per second for /proc/<pid>/stat
  return async () => {
    const { api, loop, statements, probe } = await new Promise<Omit<Meter, 'database'>>((resolve) => {
      child.once(
        'message',
        (message: { cpu: NodeJS.CpuUsage; loop: Meter['loop']; statements: number; probe?: string }) =>
          resolve({
            api: (message.cpu.user + message.cpu.system) / 1e6,
            loop: message.loop,
            statements: message.statements,
            probe: message.probe,
          }),
      );
      child.send('cpu');
    });
    const direct = new pg.Client({ connectionString: url });
    await direct.connect();
    const pids = (
      await direct.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
    ).rows;
    await direct.end();
    let database = 0;
    for (const { pid } of pids) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        database += (Number(fields[11]) + Number(fields[12])) / ticks;
      } catch {
        // A server on another machine, or a backend that ended: no database figure.
      }
    }
    return { api, database, loop, statements, probe };
  };
}

/**
 * What the database's server processes for this database are doing, sampled every 20 ms while a measure runs: on
 * CPU (active, no wait), waiting (by wait event: a commit's WAL flush, a row lock...), or idle in the API's pool.
 * Shares of all samples, so "where the time goes" that is not CPU shows.
 */
function sampleWaits(url: string) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const client = new pg.Client({ connectionString: url });
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `SELECT CASE WHEN state = 'active' AND wait_event IS NULL THEN 'cpu'
                     WHEN state = 'active' THEN wait_event_type || ':' || wait_event
                     ELSE coalesce(state, 'none') END AS what, count(*)::int AS n
           FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
          GROUP BY 1`,
      );
      samples += 1;
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.end();
  })();
  return async () => {
    running = false;
    await done;
    const busy = [...counts.entries()].filter(([what]) => !what.startsWith('idle'));
    const total = busy.reduce((sum, [, n]) => sum + n, 0);
    const shares = busy
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([what, n]) => `${what} ${Math.round((100 * n) / Math.max(1, total))}%`);
    const idle = (counts.get('idle') ?? 0) / Math.max(1, samples);
    return `   busy backends ${(total / Math.max(1, samples)).toFixed(1)} (${shares.join(', ')}), idle ${idle.toFixed(1)}`;
  };
}

/**
 * Runs one measure. 32 clients each sending again as soon as answered measure throughput: p99 is about 32 / (requests
 * per second), whatever one request costs. So each measure is run a second time at a steady half of that rate, the
 * latency people see when the server is busy but not saturated.
 */
async function load(title: string, options: autocannon.Options) {
  if (only && !title.includes(only)) return;
  const saturated = await loadOnce(title, options);
  const rate = Math.max(1, Math.floor(saturated / 2));
  await loadOnce(`  same, steady ${rate} req/s`, { ...options, overallRate: rate });
}

async function loadOnce(title: string, options: autocannon.Options): Promise<number> {
  const before = await cpuMeter();
  const waits = sampleWaits(databaseUrl);
  const result = await autocannon({ connections, ...options });
  const waited = await waits();
  const after = await cpuMeter();
  const perRequest = (seconds: number) => ((seconds * 1000) / Math.max(1, result.requests.total)).toFixed(1);
  const cpu =
    `   CPU per request: API ${perRequest(after.api - before.api)} ms, database ${perRequest(after.database - before.database)} ms` +
    `, statements ${((after.statements - before.statements) / Math.max(1, result.requests.total)).toFixed(2)}` +
    `   event loop delay p50/p99 ${after.loop.p50.toFixed(1)}/${after.loop.p99.toFixed(1)} ms   load ${loadavg()[0]!.toFixed(2)}\n` +
    waited +
    (after.probe ? `\n${after.probe}` : '');
  const errors = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(34)} p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${Math.round(result.requests.average)} req/s${cpu}${errors ? `   (${errors} errors: ${JSON.stringify(result.statusCodeStats ?? {})})` : ''}`,
  );
  return result.requests.average;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to an empty PostgreSQL database (see the top of this file).');
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  if (process.argv.includes('--serve')) return serve(url);
  const flag = (name: string, fallback: number) =>
    process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
  const wanted = flag('--responses', 100_000);
  const seconds = flag('--seconds', 10);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-bench-'));
  const database = await connectDatabase({ databaseUrl: url, dataDir, poolSize: 4 });
  await runMigrations(database);
  const app = await buildApp(appConfig(url, dataDir), database);
  await app.ready();
  const reuse = process.argv.includes('--reuse') ? await previousRun(url) : null;
  if (reuse) {
    await app.close();
    await database.close();
    return measure(url, reuse, seconds, dataDir);
  }
  let [tenant] = await database.db.select().from(tenants).limit(1);
  tenant ??= (
    await database.db
      .insert(tenants)
      .values({ name: 'federal', displayName: 'Federal Government of Nigeria', isDefault: true })
      .returning()
  )[0]!;
  const email = `forms-bench-${Date.now()}@example.com`;
  const { user, organization } = await database.db.transaction((tx) =>
    createAccount(tx, {
      tenantId: tenant!.id,
      accountType: 'MINISTRY',
      email,
      displayName: 'Bench Ministry',
      password: 'Bench-password-42',
      emailVerified: true,
    }),
  );
  const token = await signAccessToken(process.env.JWT_SECRET!, user.id, tenant.id);
  const headers = {
    authorization: `Bearer ${token}`,
    'x-organization-id': organization.id,
    'x-tenant': tenant.name,
    'content-type': 'application/json',
  };
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/surveys/',
    headers,
    payload: { name: 'Bench inspection', sections: benchSections() },
  });
  if (created.statusCode !== 201)
    throw new Error(`creating the form answered ${created.statusCode}: ${created.body}`);
  const formId = created.json().id as string;
  const { 'content-type': _json, ...bare } = headers;
  const published = await app.inject({
    method: 'POST',
    url: `/api/v1/surveys/${formId}/publish/`,
    headers: bare,
  });
  if (published.statusCode !== 200)
    throw new Error(`publishing answered ${published.statusCode}: ${published.body}`);

  // Stored responses: one checked answer through the API, then the rest by SQL in batches (it takes a while).
  const first = await app.inject({
    method: 'POST',
    url: `/api/v1/surveys/${formId}/respond/`,
    headers,
    payload: { answers: answers(0) },
  });
  if (first.statusCode !== 201) throw new Error(`answering answered ${first.statusCode}: ${first.body}`);
  const direct = new pg.Client({ connectionString: url });
  await direct.connect();
  const internal = (
    await direct.query<{ id: string }>('SELECT id FROM surveys WHERE public_id = $1', [formId])
  ).rows[0]!.id;
  const started = performance.now();
  const sections = created.json().sections;
  for (let done = 1; done < wanted; done += 5000) {
    const batch = Array.from({ length: Math.min(5000, wanted - done) }, (_, i) => ({
      id: randomUUID(),
      answers: answers(done + i),
    }));
    await direct.query(
      `INSERT INTO survey_responses (id, tenant_id, survey_id, version, respondent_id, is_draft, answers, search, submitted_at, created_at, modified_at)
       SELECT i, $1, $2, 1, $3, false, a::jsonb, jsonb_to_tsvector('simple'::regconfig, a::jsonb, '["string", "numeric"]'), t, t, t
         FROM unnest($4::uuid[], $5::text[]) WITH ORDINALITY AS r(i, a, n), LATERAL (SELECT now() - (n || ' seconds')::interval AS t) AS at`,
      [
        tenant.id,
        internal,
        user.id,
        batch.map((row) => row.id),
        batch.map((row) => JSON.stringify(row.answers)),
      ],
    );
    const values = batch.flatMap((row) =>
      answerValueRows(sections, row.answers as never).map((value) => ({ ...value, id: row.id })),
    );
    await direct.query(
      `INSERT INTO survey_answer_values (survey_id, response_id, question, value, number)
       SELECT $1, v.r, v.q, v.v, v.n FROM unnest($2::uuid[], $3::text[], $4::text[], $5::numeric[]) AS v(r, q, v, n)`,
      [
        internal,
        values.map((value) => value.id),
        values.map((value) => value.question),
        values.map((value) => value.value),
        values.map((value) => value.number),
      ],
    );
  }
  await direct.query(
    `WITH gone AS (DELETE FROM survey_response_counts WHERE survey_id = $1)
     UPDATE surveys SET responses_count = (SELECT count(*) FROM survey_responses WHERE survey_id = $1 AND NOT is_draft) WHERE id = $1`,
    [internal],
  );
  await direct.query('VACUUM ANALYZE survey_responses');
  await direct.query('VACUUM ANALYZE survey_answer_values');
  const size = (
    await direct.query<{ rows: number; bytes: string }>(
      `SELECT count(*)::int AS rows, (pg_total_relation_size('survey_responses') + pg_total_relation_size('survey_answer_values'))::text AS bytes
         FROM survey_responses WHERE survey_id = $1`,
      [internal],
    )
  ).rows[0]!;
  console.log(
    `Form: 40 questions in 4 sections; ${size.rows} responses stored in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
      `${(Number(size.bytes) / size.rows / 1024).toFixed(2)} KiB per response (responses and answer index: tables, indexes and TOAST). Load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}.\n`,
  );
  await app.close();
  await database.close();
  await direct.end();
  return measure(
    url,
    {
      formId,
      userId: user.id,
      organizationId: organization.id,
      tenantId: tenant.id,
      tenantName: tenant.name,
      rows: size.rows,
    },
    seconds,
    dataDir,
  );
}

type Run = {
  formId: string;
  userId: string;
  organizationId: string;
  tenantId: string;
  tenantName: string;
  rows: number;
};

/** The form and ministry user of an earlier run (the newest "Bench inspection"). */
async function previousRun(url: string): Promise<Run | null> {
  const direct = new pg.Client({ connectionString: url });
  await direct.connect();
  const { rows } = await direct.query<{
    form_id: string;
    user_id: string;
    organization_id: string;
    tenant_id: string;
    tenant_name: string;
    responses: number;
  }>(
    `SELECT s.public_id AS form_id, s.created_by AS user_id, s.organization_id, s.tenant_id, t.name AS tenant_name,
            s.responses_count + coalesce((SELECT sum(k.count) FROM survey_response_counts k WHERE k.survey_id = s.id), 0)::int AS responses
       FROM surveys s JOIN tenants t ON t.id = s.tenant_id WHERE s.name = 'Bench inspection' ORDER BY s.created_at DESC LIMIT 1`,
  );
  await direct.end();
  const row = rows[0];
  if (!row) return null;
  console.log(
    `Reusing the form of an earlier run: ${row.responses} responses. Load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}.\n`,
  );
  return {
    formId: row.form_id,
    userId: row.user_id,
    organizationId: row.organization_id,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    rows: row.responses,
  };
}

async function measure(url: string, run: Run, seconds: number, dataDir: string) {
  const token = await signAccessToken(process.env.JWT_SECRET!, run.userId, run.tenantId);
  const getHeaders = {
    authorization: `Bearer ${token}`,
    'x-organization-id': run.organizationId,
    'x-tenant': run.tenantName,
  };
  const headers = { ...getHeaders, 'content-type': 'application/json' };
  const profile = process.argv.includes('--cpu-prof')
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(import.meta.dirname, 'profiles')}`]
    : [];
  const pool = process.argv.includes('--pool') ? process.argv[process.argv.indexOf('--pool') + 1]! : '10';
  // `--built`: the API process runs this file bundled on plain Node, as `npm start` runs the API (bench/built-entry.ts).
  const built = process.argv.includes('--built');
  const child = fork(
    built ? await builtBenchEntry(import.meta.filename) : import.meta.filename,
    ['--serve', ...(process.argv.includes('--probe') ? ['--probe'] : [])],
    {
      execArgv: built ? [...startFlags(), ...profile] : [...process.execArgv, ...profile],
      env: { ...process.env, BENCH_POOL_SIZE: pool },
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the API process exited (${code})`)));
  });
  cpuMeter = makeCpuMeter(child, url);
  databaseUrl = url;
  const base = `http://127.0.0.1:${port}/api/v1/surveys/${run.formId}`;
  let counter = 1_000_000;
  const respondRequest = {
    method: 'POST' as const,
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      body: JSON.stringify({ answers: answers(counter++) }),
    }),
  };
  // A server that has run a while: compiled code, the database's plans and the pool's connections warm (--warmup 0: cold).
  const warmup = process.argv.includes('--warmup')
    ? Number(process.argv[process.argv.indexOf('--warmup') + 1])
    : 3;
  if (warmup > 0) {
    await autocannon({
      connections,
      url: `${base}/respond/`,
      method: 'POST',
      headers,
      duration: warmup,
      requests: [respondRequest],
    });
    await autocannon({
      connections,
      url: `${base}/responses/`,
      headers: getHeaders,
      duration: Math.min(warmup, 2),
    });
  }
  await load('respond (new response each)', {
    url: `${base}/respond/`,
    method: 'POST',
    headers,
    duration: seconds,
    requests: [respondRequest],
  });
  // The last page after the answers just sent (the run's count before them would name a page thousands from the end).
  const counted = (await (await fetch(`${base}/responses/?limit=1`, { headers: getHeaders })).json()) as {
    count: number;
  };
  const last = Math.max(0, counted.count - 25);
  for (const [title, query] of [
    ['responses, first page', ''],
    ['responses, last page', `?offset=${last}`],
    ['responses, filtered by a choice', '?answer=choice_0:charlie'],
    ['responses, two filters + dates', '?answer=choice_1:alpha&answer=ok_2:no&from=2020-01-01&to=2999-12-31'],
    ['responses, numeric range', '?question=count_0&min=100&max=200'],
    ['responses, searched', '?search=culvert'],
  ] as const) {
    await load(title, { url: `${base}/responses/${query}`, headers: getHeaders, duration: seconds });
  }
  child.disconnect();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
