import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { DatabaseHandle } from '../client.js';
import { readMigrationFiles } from '../migrator.js';
import { MIGRATIONS_DIR } from '../client.js';
import {
  appVersion,
  BACKUP_FORMAT,
  BackupError,
  DERIVED_TABLES,
  FILE_FOLDERS,
  quoteIdent,
  ROWS_PER_PART,
  tablesInLoadOrder,
  type BackupManifest,
} from './format.js';

export type BackupTarget = {
  /** The .tar.gz to write; written beside it under a temporary name first, so a failed backup leaves no file. */
  file: string;
  dataDir: string;
  storage: 'local' | 's3';
};

type Entry = { name: string; size: number; mode?: number };

/** Adds one entry to the archive and waits until the archive has taken it. */
function addEntry(pack: tar.Pack, header: Entry, body: Buffer | NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    if (Buffer.isBuffer(body)) {
      pack.entry({ ...header, mtime: new Date(0) }, body, (error) => (error ? reject(error) : resolve()));
      return;
    }
    const sink = pack.entry({ ...header, mtime: new Date(0) }, (error) =>
      error ? reject(error) : resolve(),
    );
    pipeline(body, sink).catch(reject);
  });
}

async function* filesUnder(root: string, relative = ''): AsyncGenerator<{ path: string; key: string }> {
  let names;
  try {
    names = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of names.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, key);
    else if (entry.isFile()) yield { path: path.join(root, key), key };
  }
}

/**
 * Writes a backup of the database (one consistent snapshot: a repeatable-read, read-only transaction) and, with local
 * storage, of the stored files. Works through the pool alone, so the running app's handle can write one too.
 */
export async function writeBackup(
  handle: Pick<DatabaseHandle, 'pool' | 'kind'>,
  target: BackupTarget,
): Promise<BackupManifest> {
  await mkdir(path.dirname(target.file), { recursive: true });
  const partial = `${target.file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
  // Awaited on success; on an error the catch below waits for it (not an unhandled rejection meanwhile).
  written.catch(() => undefined);
  const client = await handle.pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = readMigrationFiles(MIGRATIONS_DIR);
    const last = await client.query<{ created_at: string }>(
      'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    const lastWhen = Number(last.rows[0]?.created_at ?? NaN);
    const migration = migrations.find((m) => m.when === lastWhen);
    if (!migration)
      throw new BackupError(
        'The database has no migration this version of Oversight knows: is it migrated, and by this version?',
      );
    const derived = new Set<string>(DERIVED_TABLES);
    const tables = (await tablesInLoadOrder(client)).filter((name) => !derived.has(name));
    const counts = [];
    for (const name of tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteIdent(name)}`);
      counts.push({ name, rows: Number(rows[0]!.n) });
    }
    const { rows: sequences } = await client.query<{ name: string; last_value: string | null }>(
      `SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    );
    const files: { path: string; name: string; size: number }[] = [];
    if (target.storage === 'local') {
      for (const folder of FILE_FOLDERS) {
        for await (const file of filesUnder(path.join(target.dataDir, folder))) {
          files.push({
            path: file.path,
            name: `files/${folder}/${file.key}`,
            size: (await stat(file.path)).size,
          });
        }
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      app: 'oversight',
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      engine: handle.kind,
      migration: { tag: migration.tag, when: migration.when },
      tables: counts,
      derivedTables: [...DERIVED_TABLES],
      sequences: sequences.map((row) => ({ name: row.name, lastValue: row.last_value })),
      storage: target.storage,
      files: { count: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0) },
    };
    const manifestText = Buffer.from(JSON.stringify(manifest, null, 2));
    await addEntry(pack, { name: 'manifest.json', size: manifestText.length }, manifestText);

    for (const table of counts) {
      if (table.rows === 0) continue;
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${quoteIdent(table.name)} t`,
      );
      for (let part = 1; ; part += 1) {
        const { rows } = await client.query<{ r: string }>(`FETCH ${ROWS_PER_PART} FROM backup_rows`);
        if (rows.length === 0) break;
        const body = Buffer.from(`${rows.map((row) => row.r).join('\n')}\n`);
        const name = `tables/${table.name}/${String(part).padStart(6, '0')}.ndjson`;
        await addEntry(pack, { name, size: body.length }, body);
      }
      await client.query('CLOSE backup_rows');
    }
    await client.query('COMMIT');
    for (const file of files) {
      await addEntry(pack, { name: file.name, size: file.size, mode: 0o600 }, createReadStream(file.path));
    }
    pack.finalize();
    await written;
    await rename(partial, target.file);
    return manifest;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    client.release();
  }
}
