import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { connectDatabase, openPglite, PGLITE_EXTENSIONS, type DatabaseHandle } from '../db/client.js';

/**
 * A private, migrated database for one test file: a copy of the template made in global-setup. On PGlite it runs in
 * this thread unless `embeddedWorker` asks for the worker thread `npm start` uses (tests of slow statements).
 */
export async function createTestDatabase(
  dataDir: string,
  options: { embeddedWorker?: boolean; statementTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'postgres') return serverTestDatabase(source, dataDir, source.template);
  const dump = new Blob([readFileSync(source.dumpFile)]);
  if (options.embeddedWorker) {
    // The copy written into the folder the worker opens (faster than a fresh initdb).
    await (await openPglite(dataDir, dump)).close();
    return connectDatabase({ dataDir, statementTimeoutMs: options.statementTimeoutMs });
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: dump });
  const handle = await connectDatabase({ dataDir, pglite });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await pglite.close();
    },
  };
}

/** A new database with nothing in it (not migrated): what a fresh installation, or a restore's target, starts from. */
export async function createEmptyTestDatabase(dataDir: string): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'postgres') return serverTestDatabase(source, dataDir);
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await connectDatabase({ dataDir, pglite });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await pglite.close();
    },
  };
}

/** The connection string of a database made by createEmptyTestDatabase (PostgreSQL only), for a second pool. */
export const databaseUrlOf = (handle: DatabaseHandle) =>
  (handle.pool.options as { connectionString?: string }).connectionString;

/** A database of its own on the test server (a copy of `template`, or empty), dropped when it is closed. */
async function serverTestDatabase(
  source: { adminUrl: string; prefix: string },
  dataDir: string,
  template?: string,
): Promise<DatabaseHandle> {
  const name = `${source.prefix}${template ? '' : 'e'}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  // A test database need not survive a crash: commits do not wait for the WAL to reach the disk (about 5 ms a
  // sync on these machines' disks, on every commit of every test).
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(source.adminUrl);
  url.pathname = `/${name}`;
  const handle = await connectDatabase({ databaseUrl: url.toString(), dataDir, poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
