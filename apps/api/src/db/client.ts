import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { EmbeddedDatabaseWorker, type WorkerRestart } from './embedded-worker.js';
import { migrateWithPool } from './migrator.js';
import * as schema from './schema/index.js';
import { DEFAULT_LONG_STATEMENT_TIMEOUT_MS, TimedPool, withStatementTimeout } from './statement-timeout.js';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  pglite?: PGlite;
  close: () => Promise<void>;
  /** Where the pool's errors (a connection dropped while idle) are logged; stderr until the app sets its logger. */
  setErrorLog: (log: (error: Error) => void) => void;
  /** Where a restart of the embedded database's worker is logged (the worker only); stderr until the app sets it. */
  setRestartLog?: (log: (restart: WorkerRestart) => void) => void;
  /** Whether the database answers within the time (health checks): a busy embedded worker within its limit does. */
  isHealthy: (withinMs: number) => Promise<boolean>;
};

/** Listens for the pool's errors (without a listener they crash the process) and logs them instead of dropping them. */
function poolErrorLog(pool: pg.Pool): DatabaseHandle['setErrorLog'] {
  let log = (error: Error) => console.error('database pool error', error);
  pool.on('error', (error) => log(error));
  return (next) => {
    log = next;
  };
}

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, btree_gin, citext };
// Beside the running code: src/db/migrations under tsx, dist/migrations in the build (apps/api/build.mjs copies them).
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * PGlite's file system creates files 0666 whatever the umask: its folder is closed (0700) and what is there made 0600
 * on every open; files it adds later sit inside the closed folder.
 */
function makeOwnerOnly(root: string) {
  const stack = [root];
  while (stack.length) {
    const current = stack.pop()!;
    const isDirectory = statSync(current).isDirectory();
    chmodSync(current, isDirectory ? 0o700 : 0o600);
    if (isDirectory) for (const name of readdirSync(current)) stack.push(path.join(current, name));
  }
}

/** Opens PGlite in dataDir/db (creating it on first use), or reuses an already-created instance. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const dbDir = path.join(dataDir, 'db');
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ dataDir: dbDir, extensions: PGLITE_EXTENSIONS, loadDataDir });
  } catch (error) {
    throw new Error(
      `Could not open the embedded database in ${dbDir}. Is another Oversight process using it? Stop it, or set DATABASE_URL. (${(error as Error).message})`,
    );
  }
  makeOwnerOnly(dbDir);
  return pglite;
}

/** How long closing waits for a running statement before cutting it off (SIGTERM while a statement is stuck). */
const CLOSE_GRACE_MS = 2000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** A `select 1` that must answer within the time. */
async function answersWithin(pool: pg.Pool, withinMs: number): Promise<boolean> {
  const answered = pool.query('select 1').then(
    () => true,
    () => false,
  );
  return Promise.race([answered, delay(withinMs).then(() => false)]);
}

/**
 * The database: a PostgreSQL server (DATABASE_URL), PGlite in a worker thread on dataDir/db (the default), or a PGlite
 * instance given (tests: in this thread). Statements are limited by the statement timeout of the work that sends them
 * (db/statement-timeout.ts); `statementTimeoutMs` is the limit outside any (timers, startup).
 */
export async function connectDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pglite?: PGlite;
  poolSize?: number;
  statementTimeoutMs?: number;
}): Promise<DatabaseHandle> {
  const fallbackTimeoutMs = options.statementTimeoutMs ?? DEFAULT_LONG_STATEMENT_TIMEOUT_MS;
  if (options.databaseUrl) {
    const pool = new TimedPool(
      {
        connectionString: options.databaseUrl,
        max: options.poolSize ?? 10,
        // A new server session reads its catalogue afresh: with pg's 10 s, a dashboard opened after a quiet 12 s took
        // 440-640 ms against 205-325 (bench/dashboards.ts at 100,000 projects). Idle sessions do not hold a process open.
        idleTimeoutMillis: 300_000,
        allowExitOnIdle: true,
      },
      fallbackTimeoutMs,
    );
    return {
      db: drizzle(pool, { schema }),
      pool,
      kind: 'postgres',
      // A client held by a running statement is not waited for past the grace (it ends at its statement limit).
      close: () => Promise.race([pool.end(), delay(CLOSE_GRACE_MS)]),
      setErrorLog: poolErrorLog(pool),
      isHealthy: (withinMs) => answersWithin(pool, withinMs),
    };
  }
  if (!options.pglite) return connectEmbeddedWorker(options.dataDir, fallbackTimeoutMs);
  const pglite = options.pglite;
  // Each pool gets its own config object (PGlite's node-postgres adapter keeps state on it).
  const pgConfig = createPgConfig(pglite);
  fixParseTypes(pgConfig);
  const pool = new pg.Pool(pgConfig);
  keepClientAfterQueryErrors(pool);
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    pglite,
    setErrorLog: poolErrorLog(pool),
    isHealthy: (withinMs) => answersWithin(pool, withinMs),
    // The instance is the caller's to close.
    close: () => pool.end(),
  };
}

type AdapterConnection = {
  parse: (message: { types?: unknown }) => void;
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, unknown>;
};

/**
 * node-postgres hands the Parse message its query's `types`, which drizzle sets to a type-parser object; PGlite's
 * adapter expects an array of OIDs and throws (inside a transaction the error is lost and it hangs).
 */
function fixParseTypes(pgConfig: ReturnType<typeof createPgConfig>): AdapterConnection {
  const connection = pgConfig.connection as unknown as AdapterConnection;
  const parse = connection.parse.bind(connection);
  connection.parse = (message) =>
    parse({ ...message, types: Array.isArray(message.types) ? message.types : undefined });
  return connection;
}

/** PGlite in its own thread (db/embedded-worker.ts) behind the same pg pool the in-thread instance has. */
async function connectEmbeddedWorker(dataDir: string, fallbackTimeoutMs: number): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const dbDir = path.join(dataDir, 'db');
  const worker = new EmbeddedDatabaseWorker(dbDir, fallbackTimeoutMs);
  try {
    await worker.waitReady;
  } catch (error) {
    await worker.close(0).catch(() => undefined);
    throw new Error(
      `Could not open the embedded database in ${dbDir}. Is another Oversight process using it? Stop it, or set DATABASE_URL. (${(error as Error).message})`,
    );
  }
  const pgConfig = createPgConfig(worker as unknown as PGlite);
  const connection = fixParseTypes(pgConfig);
  const pool = new pg.Pool(pgConfig);
  keepClientAfterQueryErrors(pool);
  let restartLog = (restart: WorkerRestart) =>
    console.error(`embedded database worker restarted: ${restart.detail}`);
  worker.onRestart = (restart) => {
    // The new session has none of the old one's prepared statements: node-postgres must parse them again.
    connection.parsedStatements = {};
    connection.submittedNamedStatements = {};
    restartLog(restart);
  };
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    setErrorLog: poolErrorLog(pool),
    setRestartLog: (log) => {
      restartLog = log;
    },
    isHealthy: (withinMs) => worker.isHealthy(withinMs),
    close: async () => {
      const ended = pool.end();
      // A client held by a stuck statement is let go when the worker is stopped.
      await Promise.race([ended, delay(CLOSE_GRACE_MS)]);
      await worker.close(CLOSE_GRACE_MS);
      await ended.catch(() => undefined);
    },
  };
}

/**
 * Applies pending migrations (db/migrator.ts: drizzle's bookkeeping; index builds CONCURRENTLY on a PostgreSQL server;
 * processes starting together take turns). `upTo`: stop at the migration with that journal `when`.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  options: { upTo?: number; log?: (line: string) => void } = {},
): Promise<string[]> {
  // A migration may rewrite a large table or build an index: no statement limit.
  const applied = await withStatementTimeout(0, () =>
    migrateWithPool(handle.pool, { kind: handle.kind, folder: MIGRATIONS_DIR, ...options }),
  );
  return applied.map((migration) => migration.tag);
}

/**
 * pg-pool's `query()` destroys its client when a statement fails. PGlite's adapter gives every client of the pool
 * the same connection object, so the destroyed client's "end" reaches the next client and the statements after any
 * SQL error (a unique violation answered as a 400) failed with "Connection terminated unexpectedly". A failed
 * statement leaves the embedded database usable: the client goes back to the pool instead.
 */
function keepClientAfterQueryErrors(pool: pg.Pool) {
  type Callback = (error: Error | undefined, result?: pg.QueryResult) => void;
  const run = async (text: unknown, values: unknown): Promise<pg.QueryResult> => {
    const client = await pool.connect();
    try {
      return await client.query(text as string, values as unknown[]);
    } finally {
      client.release();
    }
  };
  const query = (text: unknown, values?: unknown, callback?: Callback) => {
    if (typeof values === 'function') [values, callback] = [undefined, values as Callback];
    const result = run(text, values);
    if (!callback) return result;
    result.then(
      (rows) => callback(undefined, rows),
      (error: unknown) => callback(error as Error),
    );
    return undefined;
  };
  pool.query = query as typeof pool.query;
}
