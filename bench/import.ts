/**
 * Spreadsheet import speed (aims and how to record a run: docs/performance/imports.md): prints, asserts nothing.
 *
 *   npx tsx bench/import.ts [--rows 10000]                     embedded PGlite in a temporary folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/import.ts
 *     (a PostgreSQL server: the bench makes its own database there, oversight_import_bench_<pid>, and drops it)
 *
 * Makes a 10,000-row xlsx (streamed writer), then through the real app (app.inject): validate-file, upload + the
 * import job, and a re-import of the same file with every row changed. Prints each time, rows per second and the
 * peak resident memory sampled every 20 ms. Aims: validate < 5 s, import < 15 s on 2 cores, memory flat.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { connectDatabase, runMigrations } from '../apps/api/src/db/client.js';
import { tenants } from '../apps/api/src/db/schema/index.js';
import { createAccount } from '../apps/api/src/modules/accounts/account-creation.js';
import { multipart } from '../apps/api/src/modules/accounts/test-helpers.js';
import {
  cleanRow,
  TEMPLATE_HEADERS,
  writeXlsxFile,
} from '../apps/api/src/modules/project-import/test-sheets.js';
import { signAccessToken } from '../apps/api/src/platform/tokens.js';

const rowsArg = process.argv.indexOf('--rows');
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 10_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(label: string, run: () => Promise<T>, rows?: number): Promise<T> {
  const before = process.memoryUsage().rss;
  peakRss = before;
  const started = performance.now();
  const result = await run();
  const took = performance.now() - started;
  const rate = rows ? `, ${Math.round(rows / (took / 1000)).toLocaleString('en')} rows/s` : '';
  console.log(
    `${label.padEnd(34)} ${seconds(took).padStart(8)}${rate}, RSS ${mb(before)} -> peak ${mb(peakRss)}`,
  );
  return result;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-import-bench-'));
const adminUrl = process.env.DATABASE_URL || undefined;
const benchDatabase = `oversight_import_bench_${process.pid}`;
let url: string | undefined;
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${benchDatabase}`);
  await admin.end();
  const own = new URL(adminUrl);
  own.pathname = `/${benchDatabase}`;
  url = own.toString();
}
const config = loadConfig(
  {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    DATABASE_URL: url ?? '',
  },
  { dataDir, demoData: false, webDistDir: path.join(dataDir, 'no-web') },
);
const database = await connectDatabase({ databaseUrl: url, dataDir, poolSize: 10 });
await runMigrations(database);
const app = await buildApp(config, database);
await app.ready();

try {
  const name = `bench_${Date.now().toString(36)}`;
  const [tenant] = await database.db.insert(tenants).values({ name, displayName: name }).returning();
  const { user, organization } = await database.db.transaction((tx) =>
    createAccount(tx, {
      tenantId: tenant!.id,
      accountType: 'MINISTRY',
      email: `${name}@bench.test`,
      displayName: `Bench Ministry ${name}`,
      password: null,
      emailVerified: true,
    }),
  );
  const headers = {
    authorization: `Bearer ${await signAccessToken(config.jwtSecret, user.id, tenant!.id)}`,
    'x-organization-id': organization.id,
    'x-tenant': name,
  };
  const file = path.join(dataDir, 'projects.xlsx');
  const suffix = name.slice(-6);
  await timed(`write ${ROWS.toLocaleString('en')}-row xlsx`, () =>
    writeXlsxFile(file, TEMPLATE_HEADERS, ROWS, (i) => cleanRow(i, { 'Project Code': `B${suffix}-${i}` })),
  );
  console.log(`file size                          ${mb(statSync(file).size)}`);
  const body = (data: Buffer) =>
    multipart({}, [{ name: 'file', filename: 'projects.xlsx', contentType: XLSX, data }]);
  const post = (url: string, data: Buffer) => {
    const form = body(data);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  const data = readFileSync(file);
  const report = await timed(
    'validate-file',
    async () => (await post('/api/v1/projects/validate-file/', data)).json(),
    ROWS,
  );
  console.log(`  rows read ${report.rows_count}, invalid formats ${report.warnings?.invalid_format?.length}`);

  const runImport = async (payload: Buffer) => {
    const started = await post('/api/v1/projects/upload/', payload);
    if (started.statusCode !== 202) throw new Error(started.body);
    await app.jobs.runPending(['project-import']);
    const status = await app.inject({
      method: 'GET',
      url: `/api/v1/projects/status/?task_id=${started.json().task_id}`,
      headers,
    });
    return status.json();
  };
  const first = await timed('upload + import (new projects)', () => runImport(data), ROWS);
  console.log(
    `  ${first.status}: created ${first.result?.created}, skipped ${first.result?.skipped?.length}${first.error ? `, ${first.error}` : ''}`,
  );

  await writeXlsxFile(file, TEMPLATE_HEADERS, ROWS, (i) =>
    cleanRow(i, { 'Project Code': `B${suffix}-${i}`, Status: 'Completed', 'Percentage Completed': 100 }),
  );
  const second = await timed('re-import (every row changed)', () => runImport(readFileSync(file)), ROWS);
  console.log(`  ${second.status}: updated ${second.result?.updated}, unchanged ${second.result?.unchanged}`);
  console.log(`database: ${database.kind}; Node ${process.version}`);
} finally {
  clearInterval(sampler);
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase}`);
    await admin.end();
  }
}
