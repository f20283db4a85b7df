import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import tar from 'tar-stream';
import type { DatabaseHandle } from '../client.js';
import { MIGRATIONS_DIR } from '../client.js';
import { applyInTransaction, lastAppliedMigration, pendingAfter, readMigrationFiles } from '../migrator.js';
import {
  BACKUP_FORMAT,
  BackupError,
  FILE_FOLDERS,
  quoteIdent,
  tablesInLoadOrder,
  type BackupManifest,
} from './format.js';

const ROWS_PER_INSERT = 1000;

export type RestoreOptions = {
  file: string;
  dataDir: string;
  /** Replace whatever the database and the file folders hold (else they must be empty). */
  wipe?: boolean;
};

async function readJson(stream: NodeJS.ReadableStream): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** Refuses what this version cannot restore: a newer format, or a database newer than its migrations. */
function checkManifest(value: unknown, knownWhens: Set<number>, lastKnown: { tag: string; when: number }) {
  const manifest = value as Partial<BackupManifest> | null;
  if (manifest?.app !== 'oversight' || typeof manifest.format !== 'number' || !manifest.migration)
    throw new BackupError('This file is not an Oversight backup (its manifest.json is missing or foreign).');
  if (manifest.format > BACKUP_FORMAT)
    throw new BackupError(
      `This backup has format ${manifest.format}, newer than this version of Oversight reads (${BACKUP_FORMAT}): restore it with Oversight ${manifest.appVersion} or later.`,
    );
  if (!knownWhens.has(manifest.migration.when))
    throw new BackupError(
      manifest.migration.when > lastKnown.when
        ? `This backup's database is at migration ${manifest.migration.tag}, newer than this version of Oversight knows (${lastKnown.tag}): restore it with Oversight ${manifest.appVersion} or later.`
        : `This backup's migration ${manifest.migration.tag} is not one of this version's migrations.`,
    );
  return manifest as BackupManifest;
}

type Column = { name: string; type: string; generated: boolean; identityAlways: boolean; notNull: boolean };

async function columnsOf(client: pg.PoolClient, table: string): Promise<Column[]> {
  const { rows } = await client.query<Column>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attgenerated <> '' AS generated,
            a.attidentity = 'a' AS "identityAlways", a.attnotnull AS "notNull"
     FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    [quoteIdent(table)],
  );
  return rows;
}

/** INSERT ... SELECT from a JSON array of row_to_json rows; transaction ids of the old database are not carried over. */
async function insertStatement(client: pg.PoolClient, table: string) {
  const columns = (await columnsOf(client, table)).filter((column) => !column.generated);
  // A response's arrival (an xid of the old database) becomes "no arrival": never new to a cache, as for old rows.
  const values = columns.map((column) =>
    column.type === 'xid8'
      ? column.notNull
        ? 'pg_current_xact_id()'
        : 'NULL'
      : `r.${quoteIdent(column.name)}`,
  );
  const overriding = columns.some((column) => column.identityAlways) ? ' OVERRIDING SYSTEM VALUE' : '';
  return `INSERT INTO ${quoteIdent(table)} (${columns.map((c) => quoteIdent(c.name)).join(', ')})${overriding}
    SELECT ${values.join(', ')} FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json) r`;
}

async function isEmptyFolder(folder: string) {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** A file's key inside its folder, refused if it would land outside it. */
function safeKey(key: string) {
  const normalized = path.posix.normalize(key);
  if (
    !normalized ||
    normalized.startsWith('..') ||
    path.posix.isAbsolute(normalized) ||
    normalized.includes('\0')
  )
    throw new BackupError(`The backup holds a file with an unsafe name: ${key}`);
  return normalized;
}

/**
 * Restores a backup: in one transaction the database is (wiped, with `wipe`), migrated to the backup's level, loaded
 * with foreign keys checked at the end and user triggers off, its sequences set, and its row counts checked; on any
 * error nothing of it stays. Files go to staging folders first and replace the live ones after the commit. The caller
 * then migrates on to the current level (runMigrations).
 */
export async function restoreBackup(
  handle: Pick<DatabaseHandle, 'pool' | 'kind'>,
  options: RestoreOptions,
): Promise<BackupManifest> {
  const migrations = readMigrationFiles(MIGRATIONS_DIR);
  const lastKnown = migrations.at(-1)!;
  const staging = Object.fromEntries(
    FILE_FOLDERS.map((folder) => [folder, path.join(options.dataDir, `${folder}.restoring-${process.pid}`)]),
  ) as Record<(typeof FILE_FOLDERS)[number], string>;
  if (!options.wipe) {
    for (const folder of FILE_FOLDERS) {
      if (!(await isEmptyFolder(path.join(options.dataDir, folder))))
        throw new BackupError(
          `${path.join(options.dataDir, folder)} is not empty: restore into a new DATA_DIR, or pass --wipe to replace its files.`,
        );
    }
  }
  const client = await handle.pool.connect();
  const extract = tar.extract();
  const reading = pipeline(createReadStream(options.file), createGunzip(), extract);
  // Awaited on success; on an error the catch below waits for it (not an unhandled rejection meanwhile).
  reading.catch(() => undefined);
  let began = false;
  try {
    let manifest: BackupManifest | undefined;
    let deferredKeys: DeferredKey[] = [];
    const expected = new Map<string, number>();
    const inserts = new Map<string, string>();
    const loaded = new Map<string, number>();
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== 'manifest.json')
          throw new BackupError('This file is not an Oversight backup (no manifest.json first).');
        manifest = checkManifest(
          await readJson(entry as unknown as NodeJS.ReadableStream),
          new Set(migrations.map((m) => m.when)),
          lastKnown,
        );
        for (const table of manifest.tables) expected.set(table.name, table.rows);
        began = true;
        deferredKeys = await prepareDatabase(client, manifest, migrations, options.wipe ?? false);
        for (const table of manifest.tables)
          inserts.set(table.name, await insertStatement(client, table.name));
        continue;
      }
      if (name.startsWith('tables/')) {
        const table = name.split('/')[1]!;
        const insert = inserts.get(table);
        if (!insert)
          throw new BackupError(`The backup holds rows of a table its manifest does not list: ${table}`);
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
        for (let start = 0; start < lines.length; start += ROWS_PER_INSERT) {
          await client.query(insert, [`[${lines.slice(start, start + ROWS_PER_INSERT).join(',')}]`]);
        }
        loaded.set(table, (loaded.get(table) ?? 0) + lines.length);
        continue;
      }
      if (name.startsWith('files/')) {
        const [, folder, ...rest] = name.split('/');
        if (!FILE_FOLDERS.includes(folder as (typeof FILE_FOLDERS)[number]))
          throw new BackupError(`The backup holds a file outside the known folders: ${name}`);
        const file = path.join(staging[folder as (typeof FILE_FOLDERS)[number]], safeKey(rest.join('/')));
        await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        await pipeline(entry as unknown as NodeJS.ReadableStream, createWriteStream(file, { mode: 0o600 }));
        continue;
      }
      entry.resume();
    }
    await reading;
    if (!manifest) throw new BackupError('This file is not an Oversight backup (it is empty).');
    for (const [table, rows] of expected) {
      if ((loaded.get(table) ?? 0) !== rows)
        throw new BackupError(
          `The backup is incomplete: table ${table} should have ${rows} rows and has ${loaded.get(table) ?? 0}.`,
        );
    }
    await finishDatabase(client, manifest, deferredKeys);
    await client.query('COMMIT');
    began = false;
    for (const folder of FILE_FOLDERS) {
      const live = path.join(options.dataDir, folder);
      await rm(live, { recursive: true, force: true });
      await mkdir(staging[folder], { recursive: true, mode: 0o700 });
      await rename(staging[folder], live);
    }
    return manifest;
  } catch (error) {
    if (began) await client.query('ROLLBACK').catch(() => undefined);
    extract.destroy();
    await reading.catch(() => undefined);
    if (error instanceof SyntaxError || (error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR')
      throw new BackupError(`The backup file is damaged or not a backup (${(error as Error).message}).`);
    throw error;
  } finally {
    client.release();
    for (const folder of FILE_FOLDERS) await rm(staging[folder], { recursive: true, force: true });
  }
}

type DeferredKey = { tbl: string; name: string };

/** Opens the restore's transaction and brings the database to the backup's schema, with no rows. */
async function prepareDatabase(
  client: pg.PoolClient,
  manifest: BackupManifest,
  migrations: ReturnType<typeof readMigrationFiles>,
  wipe: boolean,
): Promise<DeferredKey[]> {
  await client.query('BEGIN');
  const applied = await lastAppliedMigration(client);
  if (applied !== null && !wipe) {
    const tag = migrations.find((m) => m.when === applied)?.tag ?? String(applied);
    throw new BackupError(
      `The database is not empty (migrated to ${tag}): restore into a new empty database (a new DATA_DIR, or CREATE DATABASE), or pass --wipe to replace everything in it.`,
    );
  }
  if (wipe) {
    // The queue's jobs and schedules point at the data being replaced: pg-boss makes its schema again at start.
    await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA public CASCADE');
    await client.query('CREATE SCHEMA public');
  }
  await applyInTransaction(client, pendingAfter(migrations, null, manifest.migration.when));
  // Rows a migration wrote (reference data) are in the backup as they were.
  const tables = await tablesInLoadOrder(client);
  if (tables.length) await client.query(`TRUNCATE ${tables.map(quoteIdent).join(', ')}`);
  const { rows: keys } = await client.query<DeferredKey>(
    `SELECT conrelid::regclass::text AS tbl, conname AS name FROM pg_constraint
     WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND NOT condeferrable`,
  );
  // Checked once at the end: rows of a table pointing at one another load in any order.
  for (const key of keys)
    await client.query(
      `ALTER TABLE ${key.tbl} ALTER CONSTRAINT ${quoteIdent(key.name)} DEFERRABLE INITIALLY DEFERRED`,
    );
  // The rows are loaded as they were: triggers that keep search words or change stamps must not add rows of their own.
  for (const table of tables) await client.query(`ALTER TABLE ${quoteIdent(table)} DISABLE TRIGGER USER`);
  return keys;
}

async function finishDatabase(client: pg.PoolClient, manifest: BackupManifest, keys: DeferredKey[]) {
  await client.query('SET CONSTRAINTS ALL IMMEDIATE');
  for (const key of keys)
    await client.query(`ALTER TABLE ${key.tbl} ALTER CONSTRAINT ${quoteIdent(key.name)} NOT DEFERRABLE`);
  for (const table of await tablesInLoadOrder(client))
    await client.query(`ALTER TABLE ${quoteIdent(table)} ENABLE TRIGGER USER`);
  for (const sequence of manifest.sequences) {
    if (sequence.lastValue === null) continue;
    await client.query(`SELECT setval($1::regclass, $2::bigint, true)`, [
      `public.${quoteIdent(sequence.name)}`,
      sequence.lastValue,
    ]);
  }
}
