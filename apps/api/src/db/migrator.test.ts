import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles as drizzleReadMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, databaseUrlOf } from '../test/database.js';
import { connectDatabase, MIGRATIONS_DIR, runMigrations, type DatabaseHandle } from './client.js';
import {
  describePlan,
  migrateWithPool,
  planMigrations,
  readMigrationFiles,
  strongLockNotes,
} from './migrator.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-migrator-'));
const migrations = readMigrationFiles(MIGRATIONS_DIR);
const last = migrations.at(-1)!;
const byTag = (prefix: string) => migrations.find((migration) => migration.tag.startsWith(prefix))!;
const open: DatabaseHandle[] = [];

async function emptyDatabase() {
  const handle = await createEmptyTestDatabase(dataDir);
  open.push(handle);
  return handle;
}

/** The migrations folder as drizzle's own migrator ran it before: no concurrent builds (it runs all in a transaction). */
function folderForDrizzle(upToTag?: string) {
  const folder = mkdtempSync(path.join(dataDir, 'folder-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    writeFileSync(path.join(folder, file), text.replace(/INDEX CONCURRENTLY/g, 'INDEX'));
  }
  if (upToTag) {
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const end = journal.entries.findIndex((entry) => entry.tag === upToTag);
    journal.entries = journal.entries.slice(0, end + 1);
    writeFileSync(journalFile, JSON.stringify(journal));
  }
  return folder;
}

const indexValid = async (handle: DatabaseHandle, name: string) =>
  (
    await handle.pool.query<{ valid: boolean }>(
      `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = $1`,
      [name],
    )
  ).rows[0]?.valid;

const bookkeeping = async (handle: DatabaseHandle) =>
  (
    await handle.pool.query<{ hash: string; created_at: string }>(
      'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id',
    )
  ).rows;

afterAll(async () => {
  for (const handle of open) await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the migration runner', { timeout: 240_000 }, () => {
  it("reads the files as drizzle's migrator does (same statements, same hashes)", () => {
    const theirs = drizzleReadMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    expect(migrations.map((m) => [m.hash, m.when, m.statements])).toEqual(
      theirs.map((m) => [m.hash, m.folderMillis, m.sql]),
    );
    expect(migrations.filter((m) => m.concurrent).map((m) => m.tag)).toEqual([
      '0049_projects_dashboard_covering',
      '0052_answers_in_response_order',
      '0057_citizen_progress',
    ]);
  });

  it('notes the statements that take strong locks', () => {
    expect(strongLockNotes('ALTER TABLE "projects" ALTER COLUMN "title" SET NOT NULL')).toEqual([
      'SET NOT NULL on projects: scans the table under an exclusive lock',
    ]);
    expect(strongLockNotes('ALTER TABLE "t" ADD COLUMN "at" timestamptz DEFAULT now() NOT NULL')[0]).toMatch(
      /volatile default on t/,
    );
    expect(strongLockNotes('ALTER TABLE "t" ADD CONSTRAINT "c" CHECK (x > 0) NOT VALID')).toEqual([]);
    expect(strongLockNotes('ALTER TABLE "t" ADD CONSTRAINT "c" CHECK (x > 0)')[0]).toMatch(
      /without NOT VALID/,
    );
    expect(strongLockNotes('CREATE INDEX CONCURRENTLY IF NOT EXISTS "i" ON "t" ("a")')).toEqual([]);
  });

  it('plans every migration on a fresh database, applies them, then has nothing to do', async () => {
    const handle = await emptyDatabase();
    const plan = await planMigrations(handle.pool, { kind: handle.kind, folder: MIGRATIONS_DIR });
    expect(plan).toHaveLength(migrations.length);
    const covering = plan.find((m) => m.tag === '0049_projects_dashboard_covering')!;
    // Concurrent builds only on a server; the embedded database builds plainly inside its transaction.
    expect(covering.concurrent).toBe(handle.kind === 'postgres');
    expect(covering.notes).toEqual([]);
    const fresh = describePlan(plan, handle.kind);
    expect(fresh.split('\n')[0]).toBe(
      `${migrations.length} migrations to apply to the ${handle.kind === 'postgres' ? 'PostgreSQL server' : 'embedded database'}:`,
    );
    // Tables a migration creates itself are nobody's yet: their indexes and constraints are not flagged.
    expect(plan.find((m) => m.tag.startsWith('0001_'))!.notes).toEqual([]);

    expect(await runMigrations(handle)).toHaveLength(migrations.length);
    expect(await indexValid(handle, 'projects_dashboard_covering_idx')).toBe(true);
    expect(await indexValid(handle, 'survey_answer_values_response_order_idx')).toBe(true);
    const upToDate = await planMigrations(handle.pool, { kind: handle.kind, folder: MIGRATIONS_DIR });
    expect(upToDate).toEqual([]);
    expect(describePlan(upToDate, handle.kind)).toMatch(/is up to date: no migration to apply/);
    expect(await runMigrations(handle)).toEqual([]);
    expect((await bookkeeping(handle)).map((row) => row.hash)).toEqual(migrations.map((m) => m.hash));
  });

  it("takes a database migrated by drizzle's own migrator as up to date", async () => {
    const handle = await emptyDatabase();
    await drizzleMigrate(drizzle(handle.pool), { migrationsFolder: folderForDrizzle() });
    expect(await planMigrations(handle.pool, { kind: handle.kind, folder: MIGRATIONS_DIR })).toEqual([]);
    expect(await runMigrations(handle)).toEqual([]);
    expect((await bookkeeping(handle)).map((row) => Number(row.created_at))).toEqual(
      migrations.map((m) => m.when),
    );
  });

  it('upgrades a database drizzle migrated to before the index migrations, building them', async () => {
    const handle = await emptyDatabase();
    await drizzleMigrate(drizzle(handle.pool), {
      migrationsFolder: folderForDrizzle('0048_answer_writes_steady'),
    });
    const plan = await planMigrations(handle.pool, { kind: handle.kind, folder: MIGRATIONS_DIR });
    expect(plan.map((m) => m.tag)).toEqual(
      migrations.filter((m) => m.when > byTag('0048').when).map((m) => m.tag),
    );
    expect(await runMigrations(handle)).toEqual(plan.map((m) => m.tag));
    expect(await indexValid(handle, 'survey_responses_id_order_idx')).toBe(true);
    expect(Number((await bookkeeping(handle)).at(-1)!.created_at)).toBe(last.when);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'builds marked indexes outside a transaction on PostgreSQL, replacing an INVALID leftover',
    async () => {
      const handle = await emptyDatabase();
      await runMigrations(handle, { upTo: byTag('0048').when });
      // What a killed CREATE INDEX CONCURRENTLY leaves: the index exists, marked invalid.
      await handle.pool.query(`CREATE INDEX "projects_dashboard_covering_idx" ON "projects" ("tenant_id")`);
      await handle.pool.query(
        `UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'projects_dashboard_covering_idx'::regclass`,
      );
      const statements: { text: string; inTransaction: boolean }[] = [];
      const recording = {
        connect: async () => {
          const client = await handle.pool.connect();
          let inTransaction = false;
          const query = client.query.bind(client) as (
            text: string,
            values?: unknown[],
          ) => Promise<pg.QueryResult>;
          return Object.assign(Object.create(client) as pg.PoolClient, {
            query: (text: string, values?: unknown[]) => {
              if (text === 'BEGIN') inTransaction = true;
              statements.push({ text, inTransaction });
              if (text === 'COMMIT' || text === 'ROLLBACK') inTransaction = false;
              return query(text, values);
            },
            release: () => client.release(),
          });
        },
      } as unknown as pg.Pool;
      await migrateWithPool(recording, { kind: 'postgres', folder: MIGRATIONS_DIR });
      const builds = statements.filter((s) => /CREATE INDEX CONCURRENTLY/.test(s.text));
      // 0049's one index, 0052's two and 0057's one.
      expect(builds).toHaveLength(4);
      expect(builds.every((s) => !s.inTransaction)).toBe(true);
      expect(
        statements.some((s) =>
          /DROP INDEX CONCURRENTLY IF EXISTS "public"."projects_dashboard_covering_idx"/.test(s.text),
        ),
      ).toBe(true);
      expect(await indexValid(handle, 'projects_dashboard_covering_idx')).toBe(true);
      // The rebuilt index is the migration's (with its INCLUDE columns), not the leftover.
      const { rows } = await handle.pool.query<{ def: string }>(
        `SELECT pg_get_indexdef('projects_dashboard_covering_idx'::regclass) AS def`,
      );
      expect(rows[0]!.def).toMatch(/INCLUDE \(id, organization_id/);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'lets two processes migrate one PostgreSQL database at once: one applies, the other waits and finds it done',
    async () => {
      const first = await emptyDatabase();
      const second = await connectDatabase({ databaseUrl: databaseUrlOf(first), dataDir, poolSize: 2 });
      try {
        const waited: string[] = [];
        const [a, b] = await Promise.all([
          runMigrations(first),
          runMigrations(second, { log: (line) => waited.push(line) }),
        ]);
        expect([a.length, b.length].sort((x, y) => x - y)).toEqual([0, migrations.length]);
        expect(await bookkeeping(first)).toHaveLength(migrations.length);
      } finally {
        await second.close();
      }
    },
  );
});
