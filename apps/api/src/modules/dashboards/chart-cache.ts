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
/** How often a process looks whether the data of the dashboards opened lately moved (refreshAhead). */
const REFRESH_TICK_MS = 1000;
/** A dashboard's answers are computed ahead while someone opened it within this time. */
const REFRESH_ACTIVE_MS = 10 * 60 * 1000;
/** A run is computed ahead again no sooner than this, nor than five times its last run's length after it. */
const REFRESH_GAP_MS = 2000;
/** Runs computed ahead at once in one pass (a dashboard page asks its charts at once; a form's are a run each). */
const REFRESH_AT_ONCE = 6;
/** The most runs a process keeps computing ahead (the most asked). */
const REFRESH_MAX_RUNS = 100;

type Entry = { rows: unknown[]; bytes: number };
/**
 * A run of charts asked together (a dashboard's charts of one source, with its filters), kept to be computed again
 * ahead of the next viewer when its data moves: its statements and how to run them, as the request that asked it
 * built them (the same viewer's scope, so the same keys).
 */
type Run = {
  stampKeys: readonly string[];
  statements: SQL[];
  runTogether: (indexes: number[]) => Promise<unknown[][]>;
  askedAt: number;
  /** How often it was asked (a run asked once, like a filter tried once, is not computed ahead). */
  asks: number;
  /** The stamps its answers were computed for, and when and for how long that run went. */
  stamps: string;
  ranAt: number;
  ranMs: number;
};
type Store = {
  entries: Map<string, Entry>;
  pending: Map<string, Promise<unknown[]>>;
  bytes: number;
  /** Runs by the identity of their statements (without stamps); `runOf` finds a run from any of its statements. */
  runs: Map<string, Run>;
  runOf: Map<string, string>;
  timer?: NodeJS.Timeout;
  /** When the next pass may start (Date.now() ms), but for runs more asked than the last pass computed. */
  nextPassAt: number;
  lastPassAsks: number;
};

const stores = new WeakMap<object, Store>();
const dialect = new PgDialect();
let hits = 0;
let misses = 0;
let refreshes = 0;

/** False only for benchmarks measuring the statements themselves (DASHBOARD_CHART_CACHE=off). */
export const chartAnswersKept = () => process.env.DASHBOARD_CHART_CACHE !== 'off';

/**
 * Answers of dashboards opened lately are computed again soon after their data moves, so the next viewer finds them
 * kept (DASHBOARD_REFRESH_AHEAD=off: only when asked; the API tests run it by hand with `refreshKeptAnswers`).
 */
const refreshAhead = () => process.env.DASHBOARD_REFRESH_AHEAD !== 'off';

/** Hits, misses and runs computed ahead of this process (tests and benchmarks read them). */
export const chartCacheCounts = () => ({ hits, misses, refreshes });

function storeFor(db: object): Store {
  let store = stores.get(db);
  if (!store) {
    store = {
      entries: new Map(),
      pending: new Map(),
      bytes: 0,
      runs: new Map(),
      runOf: new Map(),
      nextPassAt: 0,
      lastPassAsks: 0,
    };
    stores.set(db, store);
  }
  return store;
}

/** Each key's stamp (the sum of its rows' weights; absent before any write), folding keys with many rows. */
async function stampsOf(db: DbOrTx, keys: readonly string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const result = await db.execute<{ key: string; stamp: string; rows: number }>(sql`
    SELECT key, sum(weight)::text AS stamp, count(*)::int AS rows FROM dashboard_data_changes
     WHERE key = ANY(${sql.param([...keys])}::text[]) GROUP BY key`);
  for (const row of result.rows) if (row.rows >= FOLD_AT) await fold(db, row.key);
  return new Map(result.rows.map((row) => [row.key, row.stamp]));
}

const stampsText = (keys: readonly string[], stamps: Map<string, string>) =>
  keys.map((key) => `${key}=${stamps.get(key) ?? '0'}`).join(' ');

async function readStamps(db: DbOrTx, keys: readonly string[]): Promise<string> {
  return stampsText(keys, await stampsOf(db, keys));
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

/** A statement's text with its bound values: what identifies it, and with the data's stamps, keys its answer. */
function textOf(statement: SQL): { sql: string; values: string } {
  const query = dialect.sqlToQuery(statement);
  return { sql: query.sql, values: JSON.stringify(query.params) };
}

const identityOf = (text: { sql: string; values: string }) =>
  createHash('sha256').update(`${text.sql}\n${text.values}`).digest('base64');

/** A statement's key for the data as `stamps` say it is. */
function keyOf(stamps: string, text: { sql: string; values: string }): string {
  // Answers over "today" (a single number's change) are kept for the hour at most.
  const clock = /current_date|now\(\)/i.test(text.sql) ? new Date().toISOString().slice(0, 13) : '';
  return createHash('sha256').update(`${stamps}\n${clock}\n${text.sql}\n${text.values}`).digest('base64');
}

/**
 * Starts `runTogether` for the statements at `indexes` (their keys in `keys`): each statement's rows become its pending
 * answer, then a kept one (a failed run keeps nothing). Answers the promises by key.
 */
function startRun(
  store: Store,
  keys: string[],
  indexes: number[],
  runTogether: (indexes: number[]) => Promise<unknown[][]>,
  kept: boolean,
): Map<string, Promise<unknown[]>> {
  const run = runTogether(indexes);
  const started = new Map<string, Promise<unknown[]>>();
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
    started.set(own, building);
  });
  return started;
}

/** The statements at `keys` neither kept nor under way (each key once), in the run's order. */
function notKept(store: Store, keys: string[], wanted = -1): number[] {
  const indexes: number[] = [];
  const taken = new Set<string>();
  keys.forEach((key, index) => {
    const needed = index === wanted || !(store.entries.has(key) || store.pending.has(key));
    if (!needed || taken.has(key)) return;
    taken.add(key);
    indexes.push(index);
  });
  return indexes;
}

/** Remembers a run to compute ahead (at most REFRESH_MAX_RUNS, the most asked), and starts looking at its data. */
function remember(db: DbOrTx, store: Store, run: Omit<Run, 'askedAt' | 'asks'>) {
  if (!refreshAhead()) return;
  const identities = run.statements.map((statement) => identityOf(textOf(statement)));
  const identity = identities.join(' ');
  const asks = (store.runs.get(identity)?.asks ?? 0) + 1;
  store.runs.delete(identity);
  store.runs.set(identity, { ...run, askedAt: Date.now(), asks });
  for (const one of identities) store.runOf.set(one, identity);
  // Over the limit, the least asked run goes (the least recently asked of those): not a dashboard in use.
  while (store.runs.size > REFRESH_MAX_RUNS) {
    let least: [string, Run] | undefined;
    for (const entry of store.runs)
      if (
        !least ||
        entry[1].asks < least[1].asks ||
        (entry[1].asks === least[1].asks && entry[1].askedAt < least[1].askedAt)
      )
        least = entry;
    store.runs.delete(least![0]);
  }
  schedule(db, store);
}

function schedule(db: DbOrTx, store: Store) {
  if (store.timer || !store.runs.size) return;
  // Unref'd: a process with nothing else to do does not stay up for it.
  store.timer = setTimeout(() => {
    store.timer = undefined;
    void refreshKeptAnswers(db).finally(() => {
      if (refreshAhead()) schedule(db, store);
    });
  }, REFRESH_TICK_MS).unref();
}

/**
 * Computes again the most asked runs (REFRESH_AT_ONCE of them, at once, as a page asks a dashboard's charts) of those
 * asked more than once within REFRESH_ACTIVE_MS whose data moved since they were computed, so the next viewer finds
 * their answers kept; a request arriving meanwhile takes the run under way. Bounded so a busy form does not keep the
 * database busy: a run at most once per REFRESH_GAP_MS or five times its last length, and the next pass waits four
 * times this one's length (a fifth of the time at most) unless its runs are more asked than the last pass's. Runs
 * asked longer ago are forgotten. On any failure (a closed database) every run is forgotten: the next request
 * remembers its own. `now` (tests): every run whose data moved.
 */
export async function refreshKeptAnswers(
  db: DbOrTx,
  /** `now`: every run whose data moved, without waiting for its gap (tests). */
  options: { now?: boolean } = {},
): Promise<void> {
  const store = storeFor(db);
  const now = Date.now();
  // Before the pass's wait is over, only runs more asked than those it computed (a dashboard in use is not kept
  // waiting behind filters tried twice); each still waits its own gap.
  const waiting = !options.now && now < store.nextPassAt;
  for (const [identity, run] of store.runs)
    if (now - run.askedAt > REFRESH_ACTIVE_MS) store.runs.delete(identity);
  for (const [statement, identity] of store.runOf)
    if (!store.runs.has(identity)) store.runOf.delete(statement);
  const due = [...store.runs.values()]
    .filter(
      (run) =>
        options.now ||
        (run.asks > 1 &&
          (!waiting || run.asks > store.lastPassAsks) &&
          now - run.ranAt >= Math.max(REFRESH_GAP_MS, run.ranMs * 5)),
    )
    .sort((a, b) => b.asks - a.asks || b.askedAt - a.askedAt);
  if (!due.length) return;
  const pass = performance.now();
  try {
    const current = await stampsOf(db, [...new Set(due.flatMap((run) => run.stampKeys))]);
    const moved = due
      .filter((run) => stampsText(run.stampKeys, current) !== run.stamps)
      .slice(0, options.now ? undefined : REFRESH_AT_ONCE);
    if (moved.length) store.lastPassAsks = Math.max(...moved.map((run) => run.asks));
    await Promise.all(
      moved.map(async (run) => {
        const stamps = stampsText(run.stampKeys, current);
        const keys = run.statements.map((statement) => keyOf(stamps, textOf(statement)));
        const indexes = notKept(store, keys);
        const started = performance.now();
        run.stamps = stamps;
        run.ranAt = Date.now();
        if (!indexes.length) return;
        await Promise.all(startRun(store, keys, indexes, run.runTogether, true).values());
        run.ranMs = performance.now() - started;
        refreshes += 1;
      }),
    );
  } catch {
    store.runs.clear();
    store.runOf.clear();
  } finally {
    store.nextPassAt = Date.now() + (performance.now() - pass) * 4;
  }
}

/**
 * The rows of `statement` (one of the charts of one source that a dashboard asks at once) for the data as
 * `stampKeys` say it is: kept ones when the statement and the stamps match, or those of a run under way; else
 * `runTogether` computes it with every other of `siblings` neither kept nor under way, in one run, and each statement's
 * rows are kept under its own key (a failed run is not kept). A dashboard's six requests arriving together thus share
 * one run: the first to get here starts it for all. The run is remembered, to be computed ahead when its data moves
 * (refreshKeptAnswers). With DASHBOARD_CHART_CACHE=off nothing is kept after a run, but requests in flight together
 * still share it.
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
  const store = storeFor(db);
  const text = textOf(statement);
  const key = keyOf(stamps, text);
  if (kept && store.runs.size) {
    const identity = store.runOf.get(identityOf(text));
    const run = identity ? store.runs.get(identity) : undefined;
    if (run) {
      run.askedAt = Date.now();
      run.asks += 1;
    }
  }
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
  const keys = statements.map((one, index) => (index === wanted ? key : keyOf(stamps, textOf(one))));
  // This chart and each other statement neither kept nor under way (once per key), in the dashboard's order.
  const indexes = notKept(store, keys, wanted);
  const started = performance.now();
  const building = startRun(store, keys, indexes, runTogether, kept);
  for (const [own, promise] of building)
    // Another request may wait on it, or none: its failure is this request's to report.
    if (own !== key) promise.catch(() => undefined);
  const rows = (await building.get(key)!) as T[];
  if (kept)
    remember(db, store, {
      stampKeys,
      statements,
      runTogether,
      stamps,
      ranAt: Date.now(),
      ranMs: performance.now() - started,
    });
  return rows;
}
