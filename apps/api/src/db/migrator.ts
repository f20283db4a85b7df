import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/**
 * Applies the drizzle-kit migrations with drizzle's own bookkeeping (drizzle.__drizzle_migrations: the file's sha256
 * and the journal's `when`; a migration runs when its `when` is newer than the last row's), so databases migrated by
 * drizzle's migrator and by this one are interchangeable. Two differences: on a PostgreSQL server a file whose first
 * line is CONCURRENT_MARK runs outside a transaction (CREATE INDEX CONCURRENTLY cannot run in one), and processes
 * migrating at once take turns on an advisory lock.
 */
export const CONCURRENT_MARK = '-- oversight:concurrently';
const BREAKPOINT = '--> statement-breakpoint';
const MIGRATIONS_SCHEMA = 'drizzle';
const MIGRATIONS_TABLE = '__drizzle_migrations';
// Any fixed 64-bit number: the advisory lock every Oversight process takes to migrate.
const MIGRATION_LOCK_KEY = 7_114_022_058;

export type MigrationFile = {
  tag: string;
  /** The journal's `when`: drizzle's order and its applied-or-not test. */
  when: number;
  hash: string;
  statements: string[];
  concurrent: boolean;
};

/** Reads the journal and files as drizzle's readMigrationFiles does (same split, same hash), plus the concurrent mark. */
export function readMigrationFiles(folder: string): MigrationFile[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map((entry) => {
    const text = readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8');
    return {
      tag: entry.tag,
      when: entry.when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split(BREAKPOINT),
      concurrent: text.trimStart().startsWith(CONCURRENT_MARK),
    };
  });
}

type Queryable = Pick<pg.PoolClient, 'query'>;

const bookkeepingTable = `"${MIGRATIONS_SCHEMA}"."${MIGRATIONS_TABLE}"`;

/** The `when` of the last applied migration, or null on a database never migrated. */
export async function lastAppliedMigration(client: Queryable): Promise<number | null> {
  const { rows } = await client.query<{ exists: boolean }>(
    `SELECT to_regclass('${bookkeepingTable}') IS NOT NULL AS exists`,
  );
  if (!rows[0]?.exists) return null;
  const last = await client.query<{ created_at: string | null }>(
    `SELECT created_at FROM ${bookkeepingTable} ORDER BY created_at DESC LIMIT 1`,
  );
  return last.rows[0]?.created_at == null ? null : Number(last.rows[0].created_at);
}

export function pendingAfter(migrations: MigrationFile[], last: number | null, upTo?: number) {
  return migrations.filter(
    (migration) => (last === null || last < migration.when) && (upTo === undefined || migration.when <= upTo),
  );
}

/** Statements that take a lock stronger than a concurrent index build's, for the dry run to point out. */
export function strongLockNotes(statement: string): string[] {
  const text = statement
    .replace(/--[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return [];
  const notes: string[] = [];
  const table = tableOf(text);
  const on = table ? ` on ${table}` : '';
  if (/\bCREATE (UNIQUE )?INDEX\b/i.test(text) && !/\bCONCURRENTLY\b/i.test(text))
    notes.push(`index built without CONCURRENTLY: blocks writes to its table while it builds`);
  if (
    /\bADD COLUMN\b[^;]*\bDEFAULT\b[^;]*\b(now|random|gen_random_uuid|pg_current_xact_id|clock_timestamp|nextval)\s*\(/i.test(
      text,
    )
  )
    notes.push(`ADD COLUMN with a volatile default${on}: rewrites the table under an exclusive lock`);
  if (/\bALTER COLUMN\b[^;]*\bSET NOT NULL\b/i.test(text))
    notes.push(`SET NOT NULL${on}: scans the table under an exclusive lock`);
  if (/\bALTER COLUMN\b[^;]*\b(SET DATA )?TYPE\b/i.test(text))
    notes.push(`column type change${on}: may rewrite the table under an exclusive lock`);
  if (
    /\bADD CONSTRAINT\b/i.test(text) &&
    !/\bNOT VALID\b/i.test(text) &&
    !/\bADD CONSTRAINT\b[^;]*\bUSING INDEX\b/i.test(text)
  )
    notes.push(`ADD CONSTRAINT without NOT VALID${on}: checks every row under a lock`);
  if (/\bCREATE TRIGGER\b|\bDROP TRIGGER\b/i.test(text))
    notes.push(`trigger change: briefly blocks writes to its table`);
  if (/\bDROP INDEX\b/i.test(text) && !/\bCONCURRENTLY\b/i.test(text))
    notes.push(`DROP INDEX without CONCURRENTLY: briefly takes an exclusive lock on its table`);
  return notes;
}

const tableOf = (statement: string) =>
  /\b(?:ALTER TABLE (?:ONLY )?(?:IF EXISTS )?|INDEX\s+(?:CONCURRENTLY\s+)?(?:IF NOT EXISTS\s+)?"?\w+"?\s+ON (?:ONLY )?)(?:"?public"?\.)?"?(\w+)"?/i.exec(
    statement.replace(/--[^\n]*/g, ' '),
  )?.[1];

/** The strong-lock notes of a migration, leaving out tables it creates itself (nobody else uses them yet). */
export function migrationNotes(migration: MigrationFile): string[] {
  const created = new Set(
    migration.statements.flatMap((statement) =>
      [...statement.matchAll(/\bCREATE TABLE (?:IF NOT EXISTS )?(?:"?public"?\.)?"?(\w+)"?/gi)].map(
        (m) => m[1]!,
      ),
    ),
  );
  const notes = migration.statements.flatMap((statement) => {
    const table = tableOf(statement);
    return table && created.has(table) ? [] : strongLockNotes(statement);
  });
  return [...new Set(notes)];
}

/** On PGlite (one connection, no other sessions to wait for) and inside a transaction a plain build does the job. */
const withoutConcurrently = (statement: string) =>
  statement.replace(/\b(CREATE\s+(?:UNIQUE\s+)?INDEX|DROP\s+INDEX|REINDEX\s+\w+)\s+CONCURRENTLY\b/gi, '$1');

const INDEX_NAME =
  /\bCREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([\w]+)"?\s+ON\b/i;

/** A concurrent build that failed (or was killed) leaves an INVALID index behind: dropped so the build runs again. */
async function dropInvalidLeftover(client: Queryable, statement: string) {
  const name = INDEX_NAME.exec(statement)?.[1];
  if (!name) return;
  const { rows } = await client.query<{ valid: boolean }>(
    `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE c.relname = $1 AND c.relnamespace = 'public'::regnamespace`,
    [name],
  );
  if (rows[0] && !rows[0].valid) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS "public"."${name}"`);
}

const record = (client: Queryable, migration: MigrationFile) =>
  client.query(`INSERT INTO ${bookkeepingTable} ("hash", "created_at") VALUES ($1, $2)`, [
    migration.hash,
    migration.when,
  ]);

async function ensureBookkeeping(client: Queryable) {
  await client.query(`CREATE SCHEMA IF NOT EXISTS "${MIGRATIONS_SCHEMA}"`);
  await client.query(
    `CREATE TABLE IF NOT EXISTS ${bookkeepingTable} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
}

/**
 * Applies `pending` on a client already inside the caller's transaction, every index built plainly (a restore into an
 * empty database: nothing to wait for, and the whole restore stays one transaction).
 */
export async function applyInTransaction(client: Queryable, pending: MigrationFile[]) {
  await ensureBookkeeping(client);
  for (const migration of pending) {
    for (const statement of migration.statements) await client.query(withoutConcurrently(statement));
    await record(client, migration);
  }
}

async function applyPending(client: Queryable, pending: MigrationFile[], concurrentAllowed: boolean) {
  let index = 0;
  while (index < pending.length) {
    const migration = pending[index]!;
    if (migration.concurrent && concurrentAllowed) {
      // Each statement commits on its own; IF NOT EXISTS and the invalid-leftover check make a rerun after a crash safe.
      for (const statement of migration.statements) {
        await dropInvalidLeftover(client, statement);
        await client.query(statement);
      }
      await record(client, migration);
      index += 1;
      continue;
    }
    // Ordinary migrations in a row share one transaction, as drizzle's migrator runs them.
    let end = index;
    while (end < pending.length && !(pending[end]!.concurrent && concurrentAllowed)) end += 1;
    await client.query('BEGIN');
    try {
      await applyInTransaction(client, pending.slice(index, end));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    index = end;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits its turn by polling pg_try_advisory_lock: a session blocked in pg_advisory_lock holds a snapshot, and the
 * other process's CREATE INDEX CONCURRENTLY would wait for it (a deadlock).
 */
async function takeMigrationLock(client: Queryable, log: (line: string) => void) {
  let told = false;
  for (;;) {
    const { rows } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [
      MIGRATION_LOCK_KEY,
    ]);
    if (rows[0]?.taken) return;
    if (!told) log('Another process is migrating this database: waiting for it to finish.');
    told = true;
    await sleep(250);
  }
}

export type MigrateOptions = {
  kind: 'pglite' | 'postgres';
  folder: string;
  /** Stop after the migration with this `when` (a restore migrates to its backup's level first). */
  upTo?: number;
  log?: (line: string) => void;
};

/** Applies what is pending; on PostgreSQL one process at a time (the others wait, then find nothing left to do). */
export async function migrateWithPool(pool: pg.Pool, options: MigrateOptions): Promise<MigrationFile[]> {
  const log = options.log ?? (() => undefined);
  const migrations = readMigrationFiles(options.folder);
  const client = await pool.connect();
  const postgres = options.kind === 'postgres';
  try {
    if (postgres) await takeMigrationLock(client, log);
    try {
      await ensureBookkeeping(client);
      const pending = pendingAfter(migrations, await lastAppliedMigration(client), options.upTo);
      await applyPending(client, pending, postgres);
      return pending;
    } finally {
      if (postgres) await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export type PlannedMigration = { tag: string; concurrent: boolean; notes: string[] };

/** What migrateWithPool would apply now, with the statements that take strong locks (the CLI's --dry-run). */
export async function planMigrations(pool: pg.Pool, options: MigrateOptions): Promise<PlannedMigration[]> {
  const migrations = readMigrationFiles(options.folder);
  const client = await pool.connect();
  try {
    const pending = pendingAfter(migrations, await lastAppliedMigration(client), options.upTo);
    return pending.map((migration) => ({
      tag: migration.tag,
      concurrent: migration.concurrent && options.kind === 'postgres',
      notes: migrationNotes(migration),
    }));
  } finally {
    client.release();
  }
}

/** The dry run's text: one line a migration, its strong-lock notes under it. */
export function describePlan(plan: PlannedMigration[], kind: 'pglite' | 'postgres'): string {
  const engine = kind === 'postgres' ? 'PostgreSQL server' : 'embedded database';
  if (plan.length === 0) return `The ${engine} is up to date: no migration to apply.`;
  const lines = [`${plan.length} migration${plan.length === 1 ? '' : 's'} to apply to the ${engine}:`];
  for (const migration of plan) {
    lines.push(
      `  ${migration.tag}  ${migration.concurrent ? 'concurrent (outside a transaction; writes go on)' : 'in a transaction'}`,
    );
    for (const note of migration.notes) lines.push(`    lock: ${note}`);
  }
  return lines.join('\n');
}
