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
import { migrateWithPool } from './migrator.js';
import * as schema from './schema/index.js';

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

export async function connectDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pglite?: PGlite;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A new server session reads its catalogue afresh: with pg's 10 s, a dashboard opened after a quiet 12 s took
      // 440-640 ms against 205-325 (bench/dashboards.ts at 100,000 projects). Idle sessions do not hold a process open.
      idleTimeoutMillis: 300_000,
      allowExitOnIdle: true,
    });
    return {
      db: drizzle(pool, { schema }),
      pool,
      kind: 'postgres',
      close: () => pool.end(),
      setErrorLog: poolErrorLog(pool),
    };
  }
  const pglite = options.pglite ?? (await openPglite(options.dataDir));
  const ownsPglite = !options.pglite;
  // Each pool gets its own config object (PGlite's node-postgres adapter keeps state on it).
  const pgConfig = createPgConfig(pglite);
  // node-postgres hands the Parse message its query's `types`, which drizzle sets to a type-parser object;
  // PGlite's adapter expects an array of OIDs and throws (inside a transaction the error is lost and it hangs).
  const connection = pgConfig.connection as unknown as { parse: (message: { types?: unknown }) => void };
  const parse = connection.parse.bind(connection);
  connection.parse = (message) =>
    parse({ ...message, types: Array.isArray(message.types) ? message.types : undefined });
  const pool = new pg.Pool(pgConfig);
  keepClientAfterQueryErrors(pool);
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    pglite,
    setErrorLog: poolErrorLog(pool),
    close: async () => {
      await pool.end();
      if (ownsPglite) await pglite.close();
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
  const applied = await migrateWithPool(handle.pool, {
    kind: handle.kind,
    folder: MIGRATIONS_DIR,
    ...options,
  });
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
