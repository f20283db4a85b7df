import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';

/**
 * Kept chart answers: the rows of a chart's one SQL statement, kept per (statement, data stamp) so a dashboard opened
 * again, or a filter set back to one seen before, costs one indexed read instead of the aggregation.
 *
 * Who may see what is in the key by construction: the key is the statement's text with its bound values, and every
 * statement carries the viewer's scope (tenant, owner, the organisations and grants whose drafts they may open, the
 * form or plan, public link or not). Two viewers share an answer only when their statements are the same, and then
 * the same rows answer both. The data stamp covers what the statement reads besides its values: the source's rows
 * and the grant tables (dashboard_data_changes, kept by triggers in the writing transactions), so no write is missed
 * in any process. The stamp is read before the statement runs: a write committed in between makes the kept answer
 * newer than its stamp, never older. Only rows are kept; labels are laid over them by the caller each time.
 */

const MAX_BYTES = 32 * 1024 * 1024;
/** A key's stamp rows are folded into one once there are this many. */
const FOLD_AT = 64;

type Entry = { rows: unknown[]; bytes: number };
type Store = { entries: Map<string, Entry>; pending: Map<string, Promise<unknown[]>>; bytes: number };

const stores = new WeakMap<object, Store>();
const dialect = new PgDialect();
let hits = 0;
let misses = 0;

/** False only for benchmarks measuring the statements themselves (DASHBOARD_CHART_CACHE=off). */
export const chartAnswersKept = () => process.env.DASHBOARD_CHART_CACHE !== 'off';

/** Hits and misses of this process (tests and benchmarks read them). */
export const chartCacheCounts = () => ({ hits, misses });

function storeFor(db: object): Store {
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), pending: new Map(), bytes: 0 };
    stores.set(db, store);
  }
  return store;
}

/** Each key's stamp (the sum of its rows' weights; 0 before any write), folding keys with many rows. */
async function readStamps(db: DbOrTx, keys: readonly string[]): Promise<string> {
  if (!keys.length) return '';
  const result = await db.execute<{ key: string; stamp: string; rows: number }>(sql`
    SELECT key, sum(weight)::text AS stamp, count(*)::int AS rows FROM dashboard_data_changes
     WHERE key = ANY(${sql.param([...keys])}::text[]) GROUP BY key`);
  const stamps = new Map(result.rows.map((row) => [row.key, row.stamp]));
  for (const row of result.rows) if (row.rows >= FOLD_AT) await fold(db, row.key);
  return keys.map((key) => `${key}=${stamps.get(key) ?? '0'}`).join(' ');
}

/**
 * One row per key with the same sum. Concurrent folds each take the rows they deleted (a row deleted by another
 * waits for it, then is skipped), and rows added meanwhile stay: the sum never changes.
 */
async function fold(db: DbOrTx, key: string) {
  await db.execute(sql`
    WITH gone AS (DELETE FROM dashboard_data_changes WHERE key = ${key} RETURNING weight)
    INSERT INTO dashboard_data_changes (key, weight) SELECT ${key}, sum(weight) FROM gone HAVING count(*) > 0`);
}

function keep(store: Store, key: string, rows: unknown[]) {
  const bytes = JSON.stringify(rows).length * 2 + key.length + 64;
  store.entries.set(key, { rows, bytes });
  store.bytes += bytes;
  for (const [oldest, entry] of store.entries) {
    if (store.bytes <= MAX_BYTES) break;
    store.entries.delete(oldest);
    store.bytes -= entry.bytes;
  }
}

/**
 * The rows of `statement` (one of the charts of one source that a dashboard asks at once) for the data as
 * `stampKeys` say it is: kept ones when the statement and the stamps match, or those of a run under way; else
 * `runTogether` computes it with every other of `siblings` neither kept nor under way, in one run, and each statement's
 * rows are kept under its own key (a failed run is not kept). A dashboard's six requests arriving together thus share
 * one run: the first to get here starts it for all. With DASHBOARD_CHART_CACHE=off nothing is kept after a run, but
 * requests in flight together still share it.
 */
export async function chartRowsTogether<T extends Record<string, unknown>>(
  db: DbOrTx,
  stampKeys: readonly string[],
  statement: SQL,
  /** All the statements, the wanted one at `wanted` (asked only when its answer is neither kept nor under way). */
  siblings: () => { statements: SQL[]; wanted: number },
  runTogether: (indexes: number[]) => Promise<T[][]>,
): Promise<T[]> {
  const kept = chartAnswersKept();
  const stamps = kept ? await readStamps(db, stampKeys) : 'not kept';
  const keyOf = (one: SQL) => {
    const query = dialect.sqlToQuery(one);
    // Answers over "today" (a single number's change) are kept for the hour at most.
    const clock = /current_date|now\(\)/i.test(query.sql) ? new Date().toISOString().slice(0, 13) : '';
    return createHash('sha256')
      .update(`${stamps}\n${clock}\n${query.sql}\n${JSON.stringify(query.params)}`)
      .digest('base64');
  };
  const store = storeFor(db);
  const key = keyOf(statement);
  const hit = store.entries.get(key);
  if (hit) {
    // Most recently used last: the oldest entries go first when the budget is full.
    store.entries.delete(key);
    store.entries.set(key, hit);
    hits += 1;
    return hit.rows as T[];
  }
  const pending = store.pending.get(key);
  if (pending) {
    hits += 1;
    return (await pending) as T[];
  }
  misses += 1;
  const { statements, wanted } = siblings();
  const keys = statements.map((one, index) => (index === wanted ? key : keyOf(one)));
  // This chart and each other statement neither kept nor under way (once per key), in the dashboard's order.
  const indexes: number[] = [];
  const taken = new Set<string>();
  keys.forEach((other, index) => {
    const needed = index === wanted || !(store.entries.has(other) || store.pending.has(other));
    if (!needed || taken.has(other)) return;
    taken.add(other);
    indexes.push(index);
  });
  const run = runTogether(indexes);
  let result: Promise<T[]> | undefined;
  indexes.forEach((index, position) => {
    const own = keys[index]!;
    const building = run.then(
      (all) => {
        store.pending.delete(own);
        const rows = all[position]!;
        if (kept) keep(store, own, rows);
        return rows;
      },
      (error: unknown) => {
        store.pending.delete(own);
        throw error;
      },
    );
    store.pending.set(own, building);
    if (own === key) result = building;
    // Another request may wait on it, or none: its failure is this request's to report.
    else building.catch(() => undefined);
  });
  return result!;
}
