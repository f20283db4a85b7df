/**
 * Times statements dumped by `bench/dashboards.ts --dump FILE` (or written by hand in that shape: a JSON list of
 * {sql, params}), each alone, as the API runs them (JIT off, work_mem 32MB): the median and the fastest of --runs
 * runs, and the database CPU of the median run's backend (from /proc: PostgreSQL must run on this machine). Prints,
 * asserts nothing. Use it to compare a chart statement with a variant on the same data.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_forms_bench npx tsx bench/time-statements.ts FILE [--runs 7]
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const file = process.argv[2];
const runs = process.argv.includes('--runs') ? Number(process.argv[process.argv.indexOf('--runs') + 1]) : 7;
if (!file || !process.env.DATABASE_URL)
  throw new Error('Usage: DATABASE_URL=... tsx bench/time-statements.ts FILE');
const statements = JSON.parse(readFileSync(file, 'utf8')) as {
  sql: string;
  params: unknown[];
  name?: string;
}[];

/** A backend's CPU time so far in ms (utime + stime of /proc/PID/stat, in clock ticks of 10 ms). */
function backendCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const pid = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
await client.query(`SET jit = off; SET work_mem = '32MB'`);
for (const [index, statement] of statements.entries()) {
  const times: { ms: number; cpu: number }[] = [];
  let rows = 0;
  for (let run = 0; run < runs; run += 1) {
    const cpu = backendCpuMs(pid);
    const start = performance.now();
    rows = (await client.query(statement.sql, statement.params)).rowCount ?? 0;
    times.push({ ms: performance.now() - start, cpu: backendCpuMs(pid) - cpu });
  }
  times.sort((a, b) => a.ms - b.ms);
  const median = times[Math.floor(times.length / 2)]!;
  const name = statement.name ?? statement.sql.replace(/\s+/g, ' ').slice(0, 90);
  console.log(
    `${String(index + 1).padStart(2)} median ${median.ms.toFixed(1)} ms (CPU ${median.cpu} ms), fastest ${times[0]!.ms.toFixed(1)} ms, ${rows} rows: ${name}`,
  );
}
await client.end();
