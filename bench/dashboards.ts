/**
 * Dashboard speed (results: docs/performance/dashboards.md): a 6-chart dashboard, first load (its 6 data requests at once, as the page asks
 * them) and a filter change, p50/p99 over --rounds. Prints, asserts nothing. Aim: p99 < 300 ms.
 * Each is measured three ways: answers computed every time (DASHBOARD_CHART_CACHE=off: a dashboard opened just after
 * its data changed; nothing is kept, but the six requests in flight together share one run), kept answers served
 * again (the data unchanged: modules/dashboards/chart-cache.ts), and a filter change to filters not seen before
 * (computed) and back to seen ones (kept), a first load after 12 s without requests (5 rounds); then, 10 rounds,
 * the first load --ahead-wait seconds (default 6) after a write the charts read, with the kept answers computed again
 * ahead of it (chart-cache.ts refreshKeptAnswers). Each line gives the database CPU per load (the bench's own sessions, by
 * application_name, from /proc: PostgreSQL must run on this machine) and the API's, which a loaded machine inflates
 * far less than the wall times. Then the statements run without a filter under EXPLAIN ANALYZE (JIT off, work_mem
 * 32MB, as the API runs them): the projects charts' one statement, a form's six (--plans prints the plans; --dump
 * PREFIX writes them as JSON for bench/time-statements.ts).
 * It rewrites every project's owner in DATABASE_URL (then vacuums: this server runs without autovacuum): give it a copy
 * of a bench database nobody else measures. DASHBOARD_CHART_STATEMENTS=1 computes a dashboard's projects charts in one
 * statement, as before they were split in two run at once (chart-query.ts), to compare.
 *
 *   (1) 100,000 projects: DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_dashboards_bench
 *       npx tsx bench/generate-projects.ts, then the same DATABASE_URL for this script. It makes a "Bench ministry"
 *       owning every project (the worst case: a supervising body's dashboard over all of them).
 *   (2) 100,000 responses: FORMS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_forms_bench, the form
 *       bench/forms.ts made; skipped (and said so) when it is not given or /tmp/forms-bench.ready is missing.
 *
 *   npx tsx bench/dashboards.ts [--rounds 30]
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { connectDatabase, runMigrations, type Database } from '../apps/api/src/db/client.js';
import { createAccount } from '../apps/api/src/modules/accounts/account-creation.js';
import { signAccessToken } from '../apps/api/src/platform/tokens.js';
import { chartCacheCounts } from '../apps/api/src/modules/dashboards/chart-cache.js';
import {
  formRollupsOn,
  logResponseChange,
  pairKey,
  rollupCurrent,
} from '../apps/api/src/modules/dashboards/form-rollups.js';

const flag = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const rounds = flag('--rounds', 30);
/** How long after a write the "after a write" measure loads the dashboard. */
const AHEAD_WAIT_MS = flag('--ahead-wait', 6) * 1000;
/** How long the server idles before the "after a quiet spell" loads (longer than pg's default idle timeout, 10 s). */
const QUIET_MS = 12_000;
const showPlans = process.argv.includes('--plans');
/**
 * --dump PREFIX: writes each source's explained statements (text and values) as JSON to PREFIX-projects.json and
 * PREFIX-responses.json (and three filtered ones to PREFIX-projects-filtered.json, PREFIX-responses-filtered.json),
 * for bench/time-statements.ts to time them alone or beside a variant.
 */
const dumpPrefix = process.argv.includes('--dump')
  ? process.argv[process.argv.indexOf('--dump') + 1]
  : undefined;
/** The chart statements the API ran (their text and values), to explain them one by one. */
const chartStatements = new Map<string, { sql: string; params: unknown[] }>();
// Records each chart statement (they start with the records' CTE) as it runs, in or out of a transaction.
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
  const text = typeof config === 'string' ? config : config?.text;
  if (text?.trimStart().startsWith('WITH r AS'))
    chartStatements.set(text, {
      sql: text,
      params: (Array.isArray(values) ? values : typeof config === 'object' ? config.values : []) ?? [],
    });
  return clientQuery.apply(this, args);
} as typeof pg.Client.prototype.query;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

type Chart = { name: string; type: string; mappings: Record<string, unknown>[] };

/** The bench's own database sessions (the URL names them), whose CPU time /proc gives (PostgreSQL on this machine). */
const APPLICATION = 'oversight-dashboards-bench';
let benchDatabase: Database | undefined;
async function sessionsCpu(): Promise<Map<number, number>> {
  const sessions = await benchDatabase!.execute<{ pid: number }>(
    sql`SELECT pid FROM pg_stat_activity WHERE application_name = ${APPLICATION}`,
  );
  const cpu = new Map<number, number>();
  for (const { pid } of sessions.rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // A session that ended meanwhile.
    }
  }
  return cpu;
}
/** Database CPU ms used by the bench's sessions since `before` (sessions started since count from 0). */
async function databaseCpuMs(before?: Map<number, number>): Promise<number> {
  let used = 0;
  for (const [pid, ms] of await sessionsCpu()) used += ms - (before?.get(pid) ?? 0);
  return used;
}

async function open(given: string) {
  const url = `${given}${given.includes('?') ? '&' : '?'}application_name=${APPLICATION}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-bench-'));
  const database = await connectDatabase({ databaseUrl: url, dataDir, poolSize: 10 });
  await runMigrations(database);
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMITS: 'false', DATABASE_URL: url },
    { dataDir, demoData: false, webDistDir: path.join(dataDir, 'no-web') },
  );
  const app = await buildApp(config, database);
  benchDatabase = database.db;
  return { app, database };
}

/** A dashboard of the organisation with one data source and six charts (made once, found again on later runs). */
async function benchDashboard(
  app: Awaited<ReturnType<typeof buildApp>>,
  headers: Record<string, string>,
  name: string,
  source: Record<string, unknown>,
  charts: (fields: { key: string; type: string }[]) => Chart[],
): Promise<string[]> {
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const listed = (await call('GET', `/dashboards/?search=${encodeURIComponent(name)}`)) as {
    results: { id: string; name: string }[];
  };
  let dashboardId = listed.results.find((entry) => entry.name === name)?.id;
  if (!dashboardId) {
    dashboardId = ((await call('POST', '/dashboards/', { name })) as { id: string }).id;
    const made = (await call('POST', '/dashboards/data-sources/', {
      dashboard_id: dashboardId,
      ...source,
    })) as { id: string };
    const fields = (
      (await call('GET', `/dashboards/visualizations/available-fields/?data_source_id=${made.id}`)) as {
        fields: { key: string; type: string }[];
      }
    ).fields;
    for (const chart of charts(fields)) {
      const created = (await call('POST', '/dashboards/visualizations/', {
        dashboard_id: dashboardId,
        name: chart.name,
        visualization_type: chart.type,
        data_source_id: made.id,
      })) as { id: string };
      await call('POST', '/dashboards/column-mappings/bulk_create_column_mappings/', {
        column_mappings: chart.mappings.map((mapping) => ({ visualization_id: created.id, ...mapping })),
      });
    }
  }
  const page = (await call('GET', `/dashboards/visualizations/?dashboard_id=${dashboardId}&limit=50`)) as {
    results: { id: string }[];
  };
  return page.results.map((chart) => chart.id);
}

/** Loads the six charts at once `rounds` times; each round with the query `query(round)`. */
async function measure(
  baseUrl: string,
  headers: Record<string, string>,
  ids: string[],
  query: (round: number) => string,
  count = rounds,
) {
  const times: number[] = [];
  const cpuBefore = await sessionsCpu();
  const apiBefore = process.cpuUsage();
  for (let round = 0; round < count; round += 1) {
    const started = performance.now();
    const answers = await Promise.all(
      ids.map((id) =>
        fetch(`${baseUrl}/api/v1/dashboards/visualizations/${id}/data/${query(round)}`, { headers }),
      ),
    );
    for (const answer of answers)
      if (!answer.ok) throw new Error(`data: ${answer.status} ${await answer.text()}`);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    times.push(performance.now() - started);
  }
  const api = process.cpuUsage(apiBefore);
  const database = await databaseCpuMs(cpuBefore);
  return `p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms; CPU per load: database ${(database / count).toFixed(0)} ms, API ${((api.user + api.system) / 1000 / count).toFixed(0)} ms`;
}

/** The dashboard measured each way (see the top), then each chart's statement explained. */
async function measureAll(
  source: 'projects' | 'responses',
  database: Awaited<ReturnType<typeof open>>['database'],
  baseUrl: string,
  headers: Record<string, string>,
  ids: string[],
  filter: (round: number) => string,
  /** A write the charts read (their data stamp moves), as a busy source has between two viewers. */
  write: () => Promise<unknown>,
  /** Waits until what the API keeps beside the data is current again (a form's rollup), and says so. */
  settle?: () => Promise<string>,
  /** Other writes measured "just after" (a form's: an edit, besides a new response), by name. */
  otherWrites: Record<string, () => Promise<unknown>> = {},
) {
  process.env.DASHBOARD_CHART_CACHE = 'off';
  // Five loads unmeasured, as a server that has run a while has its code compiled and its pool's connections open
  // (the first three took 270-430 ms: the pool's sessions opened one by one, each reading its catalogue).
  await measure(baseUrl, headers, ids, () => '', 5);
  if (settle) console.log(`    ${await settle()}`);
  console.log(`    first load, computed:      ${await measure(baseUrl, headers, ids, () => '')}`);
  console.log(`    filter change, computed:   ${await measure(baseUrl, headers, ids, filter)}`);
  // A viewer after a quiet spell: the pool's sessions idle, kept open (db/client.ts), the server's caches cold.
  const quiet: number[] = [];
  for (let round = 0; round < Math.min(rounds, 5); round += 1) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const started = performance.now();
    await measure(baseUrl, headers, ids, () => '', 1);
    quiet.push(performance.now() - started);
  }
  console.log(
    `    first load, computed after ${QUIET_MS / 1000} s quiet: p50 ${percentile(quiet, 50).toFixed(0)} ms, p99 ${percentile(quiet, 99).toFixed(0)} ms over ${quiet.length} rounds`,
  );
  if (settle) {
    // Just after a write, before the rollup is built again (new responses and the API's logged edits are read beside
    // it; projects, which have no rollup, are not measured here).
    for (const [name, run] of Object.entries({ write, ...otherWrites })) {
      const afterWrite: number[] = [];
      for (let round = 0; round < Math.min(rounds, 10); round += 1) {
        await run();
        const started = performance.now();
        await measure(baseUrl, headers, ids, () => '', 1);
        afterWrite.push(performance.now() - started);
      }
      console.log(
        `    first load, computed just after ${name === 'write' ? 'a write' : name}: p50 ${percentile(afterWrite, 50).toFixed(0)} ms, p99 ${percentile(afterWrite, 99).toFixed(0)} ms over ${afterWrite.length} rounds`,
      );
      console.log(`    ${await settle()}`);
    }
  }
  process.env.DASHBOARD_CHART_CACHE = 'on';
  const started = performance.now();
  await measure(baseUrl, headers, ids, () => '', 1);
  console.log(
    `    first load, kept answers:  ${await measure(baseUrl, headers, ids, () => '')} (the first, computing them: ${(performance.now() - started).toFixed(0)} ms)`,
  );
  console.log(`    filter change, not seen:   ${await measure(baseUrl, headers, ids, filter)}`);
  console.log(`    filter change, seen:       ${await measure(baseUrl, headers, ids, filter)}`);
  // Kept answers computed again ahead of the next viewer (chart-cache.ts refreshKeptAnswers): a write, then the next
  // viewer AHEAD_WAIT_MS later, each round. The wait covers the refresher's tick (1 s) and its gap after a run (ten
  // times the run's length, at least 2 s).
  const aheadRounds = Math.min(rounds, 10);
  const before = chartCacheCounts();
  const times: number[] = [];
  for (let round = 0; round < aheadRounds; round += 1) {
    await write();
    await new Promise((resolve) => setTimeout(resolve, AHEAD_WAIT_MS));
    times.push(Number((await measure(baseUrl, headers, ids, () => '', 1)).match(/p50 ([0-9]+) ms/)![1]));
  }
  const after = chartCacheCounts();
  console.log(
    `    first load ${AHEAD_WAIT_MS / 1000} s after a write: p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms over ${aheadRounds} rounds; ${after.refreshes - before.refreshes} runs computed ahead, ${after.hits - before.hits} answers kept, ${after.misses - before.misses} computed on load`,
  );
  const explained: string[] = [];
  // The statements without a dashboard filter (no date among their values).
  const unfiltered = [...chartStatements.values()].filter(
    (statement) => !statement.params.some((value) => typeof value === 'string' && /^20[0-9]{2}-/.test(value)),
  );
  if (dumpPrefix) {
    writeFileSync(`${dumpPrefix}-${source}.json`, JSON.stringify(unfiltered, null, 1));
    // And three with the filter changes' filters, to time a variant on narrowed records too.
    const filtered = [...chartStatements.values()].filter((statement) => !unfiltered.includes(statement));
    writeFileSync(`${dumpPrefix}-${source}-filtered.json`, JSON.stringify(filtered.slice(0, 3), null, 1));
  }
  for (const statement of unfiltered) {
    const client = await database.pool.connect();
    try {
      // As the API runs them (chart-query.ts): JIT off, work_mem 32MB.
      await client.query(`BEGIN; SET LOCAL jit = off; SET LOCAL work_mem = '32MB'`);
      const cpu = await sessionsCpu();
      const plan = (
        await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params)
      ).rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
      const used = await databaseCpuMs(cpu);
      await client.query('COMMIT');
      const time = plan.find((line) => line.startsWith('Execution Time'));
      const charts = statement.sql.match(/ AS "chart[0-9]+"/g)?.length ?? 1;
      explained.push(
        `${charts} chart${charts > 1 ? 's' : ''} ${time?.replace('Execution Time: ', '') ?? '?'} (CPU ${used} ms)`,
      );
      if (showPlans) console.log(`${statement.sql}\n${plan.join('\n')}\n`);
    } finally {
      client.release();
    }
  }
  chartStatements.clear();
  console.log(
    `    statements (EXPLAIN ANALYZE, no filter): ${explained.join(', ')}. Load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}.`,
  );
}

async function listen(app: Awaited<ReturnType<typeof buildApp>>) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const STATES = ['LAGOS', 'KANO', 'FCT', 'RIVERS', 'OYO', 'KADUNA', 'ENUGU', 'BORNO'];

async function projectsBench(url: string) {
  const { app, database } = await open(url);
  const db: Database = database.db;
  const tenant = (
    await db.execute<{ id: string; name: string }>(sql`SELECT id, name FROM tenants WHERE is_default LIMIT 1`)
  ).rows[0]!;
  let owner = (
    await db.execute<{ user_id: string; organization_id: string }>(sql`
    SELECT m.user_id, m.organization_id FROM memberships m JOIN organizations o ON o.id = m.organization_id WHERE o.name = 'Bench ministry' LIMIT 1`)
  ).rows[0];
  if (!owner) {
    const made = await db.transaction((tx) =>
      createAccount(tx, {
        tenantId: tenant.id,
        accountType: 'MINISTRY',
        email: 'bench-ministry@example.test',
        displayName: 'Bench ministry',
        password: randomBytes(12).toString('hex'),
        emailVerified: true,
      }),
    );
    owner = { user_id: made.user.id, organization_id: made.organization.id };
    await db.execute(
      sql`UPDATE organizations SET is_pro_user = true WHERE id = ${owner.organization_id}::uuid`,
    );
  }
  await db.execute(
    sql`UPDATE projects SET organization_id = ${owner.organization_id}::uuid WHERE tenant_id = ${tenant.id}::uuid AND organization_id IS DISTINCT FROM ${owner.organization_id}::uuid`,
  );
  // The rewrite leaves every page not all-visible and half its rows dead; this server runs without autovacuum, so the
  // bench vacuums as autovacuum would after such a write (the charts' index-only scans need the visibility map).
  await db.execute(sql`VACUUM (ANALYZE) projects`);
  const count = (
    await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM projects WHERE organization_id = ${owner.organization_id}::uuid`,
    )
  ).rows[0]!.n;
  const token = await signAccessToken(app.config.jwtSecret, owner.user_id, tenant.id);
  const headers = {
    authorization: `Bearer ${token}`,
    'x-organization-id': owner.organization_id,
    'x-tenant': tenant.name,
  };
  const ids = await benchDashboard(app, headers, 'Bench projects dashboard', { kind: 'projects' }, () => [
    { name: 'By status', type: 'bar', mappings: [{ field: 'status', role: 'x' }] },
    {
      name: 'Map',
      type: 'map',
      mappings: [
        { field: 'state', role: 'region' },
        { field: 'total_project_cost', role: 'measure', aggregation: 'sum' },
      ],
    },
    { name: 'Sectors', type: 'pie', mappings: [{ field: 'sector', role: 'x' }] },
    {
      name: 'Cost by year',
      type: 'line',
      mappings: [
        { field: 'year', role: 'x' },
        { field: 'total_project_cost', role: 'measure', aggregation: 'sum' },
      ],
    },
    {
      name: 'Total cost',
      type: 'number',
      mappings: [{ field: 'total_project_cost', role: 'measure', aggregation: 'sum' }],
    },
    {
      name: 'Completion by status',
      type: 'table',
      mappings: [
        { field: 'status', role: 'x' },
        { field: 'percentage_completed', role: 'measure', aggregation: 'median' },
      ],
    },
  ]);
  const base = await listen(app);
  console.log(
    `(1) ${count.toLocaleString('en')} projects, 6 charts. Load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}.`,
  );
  // 30 different filters (8 states x 10 years; the pairs repeat after 40 rounds).
  await measureAll(
    'projects',
    database,
    base,
    headers,
    ids,
    (round) => `?state=${STATES[round % STATES.length]}&date_from=20${10 + (round % 10)}-01-01`,
    () =>
      db.execute(
        sql`UPDATE projects SET total_project_cost = total_project_cost WHERE id = (SELECT id FROM projects LIMIT 1)`,
      ),
  );
  await app.close();
  await database.close();
}

async function responsesBench(url: string) {
  const { app, database } = await open(url);
  const db: Database = database.db;
  const run = (
    await db.execute<{
      form_id: string;
      survey_id: string;
      user_id: string;
      organization_id: string;
      tenant_id: string;
      tenant_name: string;
      responses: number;
    }>(sql`
    SELECT s.public_id AS form_id, s.id AS survey_id, s.created_by AS user_id, s.organization_id, s.tenant_id, t.name AS tenant_name, s.responses_count + coalesce((SELECT sum(k.count) FROM survey_response_counts k WHERE k.survey_id = s.id), 0)::int AS responses
      FROM surveys s JOIN tenants t ON t.id = s.tenant_id WHERE s.name = 'Bench inspection' ORDER BY s.created_at DESC LIMIT 1`)
  ).rows[0];
  if (!run) throw new Error('No bench form: run bench/forms.ts on the forms database first.');
  await db.execute(sql`UPDATE organizations SET is_pro_user = true WHERE id = ${run.organization_id}::uuid`);
  const token = await signAccessToken(app.config.jwtSecret, run.user_id, run.tenant_id);
  const headers = {
    authorization: `Bearer ${token}`,
    'x-organization-id': run.organization_id,
    'x-tenant': run.tenant_name,
  };
  const ids = await benchDashboard(
    app,
    headers,
    'Bench responses dashboard',
    { kind: 'form', survey_id: run.form_id },
    () => [
      { name: 'Choice', type: 'bar', mappings: [{ field: 'q:choice_0', role: 'x' }] },
      {
        name: 'Choice by fine',
        type: 'bar_stacked',
        mappings: [
          { field: 'q:choice_1', role: 'x' },
          { field: 'q:ok_1', role: 'series' },
        ],
      },
      { name: 'Many', type: 'pie', mappings: [{ field: 'q:many_0', role: 'x' }] },
      {
        name: 'Per month',
        type: 'line',
        mappings: [
          { field: 'submitted_month', role: 'x' },
          { field: 'q:count_0', role: 'measure', aggregation: 'sum' },
        ],
      },
      {
        name: 'Total count',
        type: 'number',
        mappings: [{ field: 'q:count_0', role: 'measure', aggregation: 'sum' }],
      },
      {
        name: 'Amount by choice',
        type: 'table',
        mappings: [
          { field: 'q:choice_2', role: 'x' },
          { field: 'q:amount_0', role: 'measure', aggregation: 'median' },
        ],
      },
    ],
  );
  const base = await listen(app);
  console.log(
    `(2) ${Number(run.responses).toLocaleString('en')} responses, 6 charts. Load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}.`,
  );
  // A different start date each round (up to 9 x 19 rounds).
  await measureAll(
    'responses',
    database,
    base,
    headers,
    ids,
    (round) => `?date_from=2025-0${1 + (round % 9)}-${String(10 + Math.floor(round / 9)).padStart(2, '0')}`,
    // A new response (a copy of one, with its indexed answers), stored in one statement as answering stores one.
    () =>
      database.db.execute(sql`
        WITH src AS (SELECT * FROM survey_responses WHERE survey_id = ${run.survey_id}::uuid AND NOT is_draft
                      OFFSET floor(random() * 1000) LIMIT 1),
        r AS (INSERT INTO survey_responses (tenant_id, survey_id, version, respondent_id, is_draft, answers, search, started_at, submitted_at)
              SELECT tenant_id, survey_id, version, respondent_id, false, answers, search, now(), now() FROM src RETURNING id),
        v AS (INSERT INTO survey_answer_values (survey_id, response_id, question, value, number)
              SELECT a.survey_id, r.id, a.question, a.value, a.number FROM survey_answer_values a, src, r WHERE a.response_id = src.id)
        SELECT 1`),
    // The form's rollup (modules/dashboards/form-rollups.ts), built in the background after a chart read the answers,
    // with the pairs the stacked bar counts and the median table measures.
    async () => {
      if (!formRollupsOn()) return "the form's rollup off (DASHBOARD_FORM_ROLLUPS=off)";
      // Every response in it, with the pairs.
      const started = performance.now();
      for (;;) {
        const [state] = (
          await database.db.execute<{ fresh: boolean; build_ms: number | null }>(sql`
            SELECT ${rollupCurrent(run.survey_id, [pairKey('choice_1', 'ok_1'), pairKey('choice_2', 'amount_0', true)])} AS fresh,
                   (SELECT ru.build_ms FROM survey_rollups ru WHERE ru.survey_id = ${run.survey_id}::uuid) AS build_ms`)
        ).rows;
        if (state?.fresh)
          return `the form's rollup current (built in ${state.build_ms} ms, waited ${(performance.now() - started).toFixed(0)} ms)`;
        if (performance.now() - started > 120_000) return "the form's rollup NOT current after 120 s";
        await measure(base, headers, ids, () => '', 1);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    {
      // An edit as the API makes one (responses.service.ts): the response logged as it was, then changed.
      'an edit': () =>
        database.db.transaction(async (tx) => {
          const [edited] = (
            await tx.execute<{ id: string }>(sql`
              SELECT r.id FROM survey_responses r WHERE r.survey_id = ${run.survey_id}::uuid AND NOT r.is_draft
              OFFSET floor(random() * 1000) LIMIT 1`)
          ).rows;
          await logResponseChange(tx, run.tenant_id, edited!.id);
          await tx.execute(sql`UPDATE survey_responses SET edited = true WHERE id = ${edited!.id}::uuid`);
        }),
    },
  );
  await app.close();
  await database.close();
}

async function main() {
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  const projects = process.env.DATABASE_URL;
  if (projects) await projectsBench(projects);
  else console.log('(1) skipped: set DATABASE_URL to the database bench/generate-projects.ts filled.');
  const forms = process.env.FORMS_DATABASE_URL;
  if (forms && existsSync('/tmp/forms-bench.ready')) await responsesBench(forms);
  else
    console.log(
      '(2) skipped: no FORMS_DATABASE_URL, or /tmp/forms-bench.ready is missing (bench/forms.ts makes the 100,000 responses).',
    );
}

await main();
