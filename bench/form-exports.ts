/**
 * Export speed (issue 13 "Speed"): prints, asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_forms_bench npx tsx bench/form-exports.ts [--formats csv,xlsx]
 *
 * Uses the newest "Bench inspection" form that bench/forms.ts made (its 100,000 responses: 40 questions, a repeat, a
 * location). Each format runs in a fresh child process: the export is started through the API and its job run there,
 * while the process's resident memory (RSS) is sampled every 50 ms. Prints the time, the file's size, RSS before, at
 * each quarter of the progress and at its peak. Aims: CSV < 30 s, XLSX < 60 s for 100,000 responses, memory flat
 * (the peak does not grow with the number of responses: compare --filter, which exports a tenth of them).
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
    `SELECT s.public_id AS form_id, s.created_by AS user_id, s.organization_id, s.tenant_id, t.name AS tenant_name, s.responses_count AS responses
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
async function exportOnce(url: string, format: string, filtered: boolean) {
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
  const before = process.memoryUsage().rss;
  let peak = before;
  const quarters: number[] = [];
  let taskId = '';
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const progressWatch = setInterval(async () => {
    if (!taskId) return;
    const status = (
      await app.inject({ method: 'GET', url: `/api/v1/surveys/export-status/?task_id=${taskId}`, headers })
    ).json();
    while (quarters.length < 4 && status.progress >= 5 + (quarters.length + 1) * 22)
      quarters.push(process.memoryUsage().rss);
  }, 250);
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/surveys/${run.formId}/exports/`,
    headers,
    payload: { format, filters: filtered ? { answer: ['choice_0:alpha'] } : {} },
  });
  if (response.statusCode !== 202)
    throw new Error(`starting the export answered ${response.statusCode}: ${response.body}`);
  taskId = response.json().task_id;
  await app.jobs.runPending([EXPORT_JOB]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  clearInterval(progressWatch);
  const status = (
    await app.inject({ method: 'GET', url: `/api/v1/surveys/export-status/?task_id=${taskId}`, headers })
  ).json();
  if (status.status !== 'SUCCESS') throw new Error(`the export ended ${status.status}: ${status.error}`);
  console.log(
    `${format.toUpperCase().padEnd(4)} ${filtered ? '(a fifth, filtered)' : '(every response)   '} ${String(status.result.total_responses).padStart(7)} responses in ${seconds.toFixed(1)} s ` +
      `(${Math.round(status.result.total_responses / seconds).toLocaleString('en')}/s), file ${mb(status.export.bytes)}; ` +
      `RSS before ${mb(before)}, at 25/50/75/100%: ${quarters.map(mb).join(' / ') || '-'}, peak ${mb(peak)} (+${mb(peak - before)})`,
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
  if (child >= 0) return exportOnce(url, process.argv[child + 1]!, process.argv.includes('--filtered'));
  const formats = process.argv.includes('--formats')
    ? process.argv[process.argv.indexOf('--formats') + 1]!.split(',')
    : ['csv', 'xlsx'];
  const run = await benchForm(url);
  console.log(
    `Form "Bench inspection": ${run.rows.toLocaleString('en')} responses. Load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}.\n`,
  );
  for (const format of formats) {
    for (const filtered of [true, false]) {
      await new Promise<void>((resolve, reject) => {
        const args = ['--child', format, ...(filtered ? ['--filtered'] : [])];
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
