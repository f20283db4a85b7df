import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { connectDatabase, PGLITE_EXTENSIONS, runMigrations } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'postgres'; adminUrl: string; template: string; prefix: string }
      | { kind: 'pglite'; dumpFile: string };
  }
}

const TEMPLATE = `oversight_tpl_${process.pid}`;

/** Migrates one template database; each test file then gets its own copy (fast on both engines). */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${TEMPLATE}`;
    const handle = await connectDatabase({
      databaseUrl: templateUrl.toString(),
      dataDir: tmpdir(),
      poolSize: 1,
    });
    await runMigrations(handle);
    await handle.close();
    project.provide('testDatabase', {
      kind: 'postgres',
      adminUrl,
      template: TEMPLATE,
      prefix: `${TEMPLATE}_t`,
    });
    return async () => {
      // Databases made from the template are dropped by each file; drop any this run's crashed files left too.
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
        [`${TEMPLATE}_t%`, TEMPLATE],
      );
      for (const row of rows)
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'oversight-pglite-'));
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await connectDatabase({ dataDir: dir, pglite });
  await runMigrations(handle);
  await handle.close();
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const dumpFile = path.join(dir, 'template.tar.gz');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
