/**
 * Form results speed (results and aims: docs/performance/forms.md): prints, asserts nothing. Needs the 100,000-response form bench/forms.ts makes:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_forms_bench npx tsx bench/form-results.ts [--seconds 10] [--connections 4] [--no-summary]
 *
 * Measures (1) the summary job over every question of the form (choice counts, number stats and histograms, dates by
 * week, top words, GPS points), run as the worker runs it, and (2) the cross-tab through the API with autocannon:
 * two single choices, a multiple choice by a single one, and a cross-tab filtered by a choice and dates: the first
 * request (which counts it) alone, then p50/p99 of the rest (read from the kept answer unless the form's responses
 * change meanwhile). Aim: cross-tab p99 < 300 ms. `--no-summary` leaves the job out; FORM_CROSS_TAB_CACHE=off
 * counts every request; `--recounts <n>` (default 5) counts each first request again n times, what was kept forgotten
 * before each, and prints their median and worst (the first request of a process also warms the API). The load average is printed: other work on the machine slows every number, so the CPU each
 * request took (this process, and the database's server processes for this database) is printed too.
 *
 * Then (3) the same cross-tabs while the form is being answered (`--answering <per second>`, default 10; 0 leaves it
 * out): new responses through POST respond/ move the form's stamp between requests, so each request adds the new
 * responses to the kept numbers; with FORM_CROSS_TAB_ADD=off each counts everything again. The database CPU per
 * cross-tab there includes the responses' own (printed apart as measured by the respond bench: about 2-4 ms each).
 * The responses it sends stay in the bench form (a few hundred per run).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { connectDatabase, runMigrations } from '../apps/api/src/db/client.js';
import { signAccessToken } from '../apps/api/src/platform/tokens.js';

const flag = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** CPU seconds used so far by this process and by the database's server processes for this database. */
async function cpuNow(url: string): Promise<{ api: number; database: number }> {
  const usage = process.cpuUsage();
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
      database += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // A server on another machine, or a backend that ended: no database figure.
    }
  }
  return { api: (usage.user + usage.system) / 1e6, database };
}

const QUERIES = [
  ['cross-tab, two single choices', 'row=choice_0&column=ok_1'],
  ['cross-tab, multiple x single', 'row=many_0&column=choice_1'],
  [
    'cross-tab, filtered + dates',
    'row=choice_0&column=choice_2&answer=ok_3:no&from=2020-01-01&to=2999-12-31',
  ],
] as const;

const CHOICES = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
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

/** A response to the bench form, as bench/forms.ts answers it. */
function benchAnswers(index: number) {
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

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('Set DATABASE_URL to the database bench/forms.ts filled (see the top of this file).');
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  const seconds = flag('--seconds', 10);
  const connections = flag('--connections', 4);

  const direct = new pg.Client({ connectionString: url });
  await direct.connect();
  const { rows } = await direct.query<{
    id: string;
    form_id: string;
    user_id: string;
    organization_id: string;
    tenant_id: string;
    tenant_name: string;
    responses: number;
  }>(
    `SELECT s.id, s.public_id AS form_id, s.created_by AS user_id, s.organization_id, s.tenant_id, t.name AS tenant_name, s.responses_count + coalesce((SELECT sum(k.count) FROM survey_response_counts k WHERE k.survey_id = s.id), 0)::int AS responses
       FROM surveys s JOIN tenants t ON t.id = s.tenant_id WHERE s.name = 'Bench inspection' ORDER BY s.created_at DESC LIMIT 1`,
  );
  const run = rows[0];
  if (!run) throw new Error('No bench form: run bench/forms.ts on this database first.');
  console.log(`Form results on the bench form: ${run.responses} responses. Load average ${load()}.\n`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-bench-'));
  const database = await connectDatabase({ databaseUrl: url, dataDir, poolSize: 10 });
  await runMigrations(database);
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMITS: 'false', DATABASE_URL: url },
    { dataDir, demoData: false, webDistDir: path.join(dataDir, 'no-web') },
  );
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const token = await signAccessToken(process.env.JWT_SECRET!, run.user_id, run.tenant_id);
  const headers = {
    authorization: `Bearer ${token}`,
    'x-organization-id': run.organization_id,
    'x-tenant': run.tenant_name,
  };
  const base = `/api/v1/surveys/${run.form_id}`;

  // (1) The summary job, as the worker runs it (--no-summary leaves it out).
  if (!process.argv.includes('--no-summary')) await summaryJob(app, direct, url, run, base, headers);

  // (2) The cross-tab. Its answer is kept per (form, request, stamp): the first request counts it (timed alone, with
  // the database CPU it took), the others read it until new, edited or deleted responses move the form's stamp.
  // FORM_CROSS_TAB_CACHE=off times the statement on every request.
  // What an earlier run kept goes: the first request counts every response.
  await direct.query('DELETE FROM survey_cross_tabs WHERE survey_id = $1', [run.id]);
  for (const [title, query] of QUERIES) {
    const firstCpu = await cpuNow(url);
    const first = await timeOnce(app, `${base}/analytics/table/?${query}`, headers);
    const firstCpuAfter = await cpuNow(url);
    // The first count again, `--recounts` times (what was kept forgotten before each): its median and worst.
    const recounts: number[] = [];
    for (let i = 0; i < flag('--recounts', 5); i += 1) {
      await direct.query('DELETE FROM survey_cross_tabs WHERE survey_id = $1', [run.id]);
      recounts.push(await timeOnce(app, `${base}/analytics/table/?${query}`, headers));
    }
    recounts.sort((x, y) => x - y);
    const before = await cpuNow(url);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${base}/analytics/table/?${query}`,
      headers,
      connections,
      duration: seconds,
    });
    const after = await cpuNow(url);
    const perRequest = (from: number, to: number) =>
      (((to - from) * 1000) / Math.max(1, result.requests.total)).toFixed(0);
    const errors = result.non2xx + result.errors;
    console.log(
      `${title.padEnd(32)} first ${String(first).padStart(4)} ms (database ${((firstCpuAfter.database - firstCpu.database) * 1000).toFixed(0)} ms)` +
        (recounts.length
          ? `, counted again ${recounts.length}x: median ${recounts[Math.floor(recounts.length / 2)]} ms, worst ${recounts.at(-1)} ms`
          : '') +
        `   then p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${Math.round(result.requests.average)} req/s (${connections} clients)` +
        `   CPU per request: API ${perRequest(before.api, after.api)} ms, database ${perRequest(before.database, after.database)} ms` +
        `${errors ? `   (${errors} errors)` : ''}`,
    );
  }
  // (3) The same while the form is being answered: each request finds new responses since the last one.
  const perSecond = flag('--answering', 10);
  if (perSecond > 0) {
    console.log(
      `\nWhile ${perSecond} new responses a second arrive (adding to kept numbers: ${process.env.FORM_CROSS_TAB_ADD === 'off' ? 'off' : 'on'}):`,
    );
    for (const [title, query] of QUERIES) {
      let answering = true;
      let sent = 0;
      let index = 2_000_000 + Math.floor(Math.random() * 1_000_000);
      const respond = (async () => {
        while (answering) {
          const started = performance.now();
          const response = await app.inject({
            method: 'POST',
            url: `${base}/respond/`,
            headers,
            payload: { answers: benchAnswers(index++) },
          });
          if (response.statusCode !== 201)
            throw new Error(`respond answered ${response.statusCode}: ${response.body}`);
          sent += 1;
          await new Promise((resolve) =>
            setTimeout(resolve, Math.max(0, 1000 / perSecond - (performance.now() - started))),
          );
        }
      })();
      const before = await cpuNow(url);
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${base}/analytics/table/?${query}`,
        headers,
        connections,
        duration: seconds,
      });
      const after = await cpuNow(url);
      answering = false;
      await respond;
      const errors = result.non2xx + result.errors;
      console.log(
        `${title.padEnd(32)} p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${Math.round(result.requests.average)} req/s (${connections} clients), ${sent} responses sent` +
          `   CPU per cross-tab with the responses': API ${(((after.api - before.api) * 1000) / Math.max(1, result.requests.total)).toFixed(1)} ms, database ${(((after.database - before.database) * 1000) / Math.max(1, result.requests.total)).toFixed(1)} ms` +
          `${errors ? `   (${errors} errors)` : ''}`,
      );
    }
  }
  console.log(`\nLoad average ${load()}.`);
  await app.close();
  await database.close();
  await direct.end();
  rmSync(dataDir, { recursive: true, force: true });
}

async function summaryJob(
  app: Awaited<ReturnType<typeof buildApp>>,
  direct: pg.Client,
  url: string,
  run: { id: string },
  base: string,
  headers: Record<string, string>,
) {
  const triggered = await app.inject({
    method: 'POST',
    url: `${base}/trigger-form-summary/?refresh=true`,
    headers,
  });
  if (triggered.statusCode !== 200)
    throw new Error(`trigger answered ${triggered.statusCode}: ${triggered.body}`);
  const started = performance.now();
  const jobCpu = await cpuNow(url);
  await app.jobs.runPending(['surveys.form-summary']);
  const jobMs = performance.now() - started;
  const jobCpuAfter = await cpuNow(url);
  const status = await app.inject({
    method: 'GET',
    url: `/api/v1/surveys/form-summary-status/?task_id=${triggered.json().task_id}`,
    headers,
  });
  const task = status.json() as {
    status: string;
    summary: { responses: number; questions: unknown[] } | null;
  };
  const kept = (
    await direct.query<{ bytes: number }>(
      'SELECT pg_column_size(summary) AS bytes FROM survey_summaries WHERE survey_id = $1',
      [run.id],
    )
  ).rows[0];
  console.log(
    `summary job (${task.summary?.questions.length ?? 0} questions, ${task.summary?.responses ?? 0} responses): ${(jobMs / 1000).toFixed(1)} s, ${task.status}; ` +
      `CPU: API ${(jobCpuAfter.api - jobCpu.api).toFixed(1)} s, database ${(jobCpuAfter.database - jobCpu.database).toFixed(1)} s; kept summary ${((kept?.bytes ?? 0) / 1024).toFixed(1)} KiB; a fresh summary answers in ${await timeOnce(app, `${base}/trigger-form-summary/`, headers)} ms. Load average ${load()}.\n`,
  );
}

async function timeOnce(
  app: Awaited<ReturnType<typeof buildApp>>,
  url: string,
  headers: Record<string, string>,
) {
  const started = performance.now();
  await app.inject({ method: 'GET', url, headers });
  return Math.round(performance.now() - started);
}

await main();
