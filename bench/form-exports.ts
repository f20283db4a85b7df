/**
 * Export speed (results and aims: docs/performance/form-exports.md): prints, asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_forms_bench npx tsx bench/form-exports.ts [--formats csv,xlsx]
 *
 * Uses the newest "Bench inspection" form that bench/forms.ts made (its 100,000 responses: 40 questions, a repeat, a
 * location). Each format runs in a fresh child process: the export is started through the API and its job run there,
 * while the process's memory is sampled every 20 ms: resident (RSS), the JavaScript heap in use, and what lies outside
 * it (`external`, of which `arrayBuffers`: Buffers of files, sockets and zips). Prints the time, the file's size, RSS
 * before, at each quarter of the progress, and the peak of each measure over its value before the export.
 *
 * Sizes: `--sizes 10,50,100` (the default) exports that percentage of the form's responses, chosen by a number
 * question's range (count_0 runs 0..996 evenly), so every size reads the same way (a filtered export); then the whole
 * form unfiltered (`--no-whole` leaves that out). Aims: CSV < 30 s, XLSX < 60 s for 100,000 responses, memory flat:
 * the peaks do not grow with the number of responses. `--live` runs a full garbage collection at each quarter and
 * prints the heap in use then (what the export holds, garbage left out) instead of RSS.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { connectDatabase, runMigrations } from '../apps/api/src/db/client.js';
import { EXPORT_JOB } from '../apps/api/src/modules/form-exports/form-exports.service.js';
import { signAccessToken } from '../apps/api/src/platform/tokens.js';

type Run = {
  formId: string;
  userId: string;
  organizationId: string;
  tenantId: string;
  tenantName: string;
  rows: number;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function benchForm(url: string): Promise<Run> {
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
    `SELECT s.public_id AS form_id, s.created_by AS user_id, s.organization_id, s.tenant_id, t.name AS tenant_name, s.responses_count + coalesce((SELECT sum(k.count) FROM survey_response_counts k WHERE k.survey_id = s.id), 0)::int AS responses
       FROM surveys s JOIN tenants t ON t.id = s.tenant_id WHERE s.name = 'Bench inspection' ORDER BY s.created_at DESC LIMIT 1`,
  );
  await direct.end();
  if (!rows[0]) throw new Error('No "Bench inspection" form: run bench/forms.ts on this database first.');
  const row = rows[0];
  return {
    formId: row.form_id,
    userId: row.user_id,
    organizationId: row.organization_id,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    rows: row.responses,
  };
}

/** In the child: one export, its job run here, RSS sampled meanwhile. */
const live = process.argv.includes('--live');

async function exportOnce(url: string, format: string, percent: number | null) {
  const run = await benchForm(url);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-bench-export-'));
  const database = await connectDatabase({ databaseUrl: url, dataDir, poolSize: 4 });
  await runMigrations(database);
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMITS: 'false', DATABASE_URL: url },
    { dataDir, demoData: false, webDistDir: path.join(dataDir, 'no-web') },
  );
  const app = await buildApp(config, database);
  await app.ready();
  const token = await signAccessToken(process.env.JWT_SECRET!, run.userId, run.tenantId);
  const headers = {
    authorization: `Bearer ${token}`,
    'x-organization-id': run.organizationId,
    'x-tenant': run.tenantName,
  };
  global.gc?.();
  const before = process.memoryUsage();
  const peak = { ...before };
  const quarters: number[] = [];
  let taskId = '';
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.heapTotal = Math.max(peak.heapTotal, now.heapTotal);
    peak.external = Math.max(peak.external, now.external);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  };
  const sampler = setInterval(sample, 20);
  const progressWatch = setInterval(async () => {
    if (!taskId) return;
    const status = (
      await app.inject({ method: 'GET', url: `/api/v1/surveys/export-status/?task_id=${taskId}`, headers })
    ).json();
    while (quarters.length < 4 && status.progress >= 5 + (quarters.length + 1) * 22) {
      // --live: a full GC at each quarter first, so the heap then is what the export holds (not garbage yet to go).
      if (live) global.gc?.();
      quarters.push(process.memoryUsage()[live ? 'heapUsed' : 'rss']);
    }
  }, 250);
  const started = performance.now();
  // A percentage of the responses by a number question's range (count_0 is index % 997: even over 0..996).
  const filters =
    percent === null ? {} : { question: 'count_0', min: 0, max: Math.round(9.97 * percent) - 1 };
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/surveys/${run.formId}/exports/`,
    headers,
    payload: { format, filters },
  });
  if (response.statusCode !== 202)
    throw new Error(`starting the export answered ${response.statusCode}: ${response.body}`);
  taskId = response.json().task_id;
  await app.jobs.runPending([EXPORT_JOB]);
  const seconds = (performance.now() - started) / 1000;
  sample();
  clearInterval(sampler);
  clearInterval(progressWatch);
  const status = (
    await app.inject({ method: 'GET', url: `/api/v1/surveys/export-status/?task_id=${taskId}`, headers })
  ).json();
  if (status.status !== 'SUCCESS') throw new Error(`the export ended ${status.status}: ${status.error}`);
  global.gc?.();
  const after = process.memoryUsage();
  const grew = (key: keyof NodeJS.MemoryUsage) => `+${mb(peak[key] - before[key])}`;
  const what = percent === null ? 'whole, unfiltered' : `${percent} %, filtered`;
  console.log(
    `${format.toUpperCase().padEnd(4)} ${what.padEnd(17)} ${String(status.result.total_responses).padStart(7)} responses in ${seconds.toFixed(1).padStart(5)} s ` +
      `(${Math.round(status.result.total_responses / seconds).toLocaleString('en')}/s), file ${mb(status.export.bytes)}; ` +
      `${live ? 'live heap' : 'RSS'} ${mb(live ? before.heapUsed : before.rss)} -> ${quarters.map(mb).join(' / ') || '-'}, RSS peak ${grew('rss')}; ` +
      `heap used ${mb(before.heapUsed)}, peak ${grew('heapUsed')} (heap total peak ${grew('heapTotal')}); ` +
      `external peak ${grew('external')}, arrayBuffers peak ${grew('arrayBuffers')}; ` +
      `after a GC: heap used ${mb(after.heapUsed)}, RSS ${mb(after.rss)}`,
  );
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('Set DATABASE_URL to the database bench/forms.ts filled (see the top of this file).');
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  const child = process.argv.indexOf('--child');
  if (child >= 0) {
    const percent = process.argv[child + 2];
    return exportOnce(url, process.argv[child + 1]!, percent === 'whole' ? null : Number(percent));
  }
  const formats = process.argv.includes('--formats')
    ? process.argv[process.argv.indexOf('--formats') + 1]!.split(',')
    : ['csv', 'xlsx'];
  const run = await benchForm(url);
  console.log(
    `Form "Bench inspection": ${run.rows.toLocaleString('en')} responses. Load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}.\n`,
  );
  const sizes = process.argv.includes('--sizes')
    ? process.argv[process.argv.indexOf('--sizes') + 1]!.split(',')
    : ['10', '50', '100'];
  if (!process.argv.includes('--no-whole')) sizes.push('whole');
  for (const format of formats) {
    for (const size of sizes) {
      await new Promise<void>((resolve, reject) => {
        const args = ['--child', format, size, ...(live ? ['--live'] : [])];
        const processChild = fork(process.argv[1]!, args, {
          execArgv: [...process.execArgv, '--expose-gc'],
          env: process.env,
        });
        processChild.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`the ${format} export exited ${code}`)),
        );
      });
    }
  }
  console.log(
    `\nLoad average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (other work on the machine slows every number).`,
  );
}

await main();
