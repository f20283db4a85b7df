import { createReadStream, createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { writeBackup } from '../db/backup/backup.js';
import { DERIVED_TABLES, type BackupManifest } from '../db/backup/format.js';
import { restoreBackup } from '../db/backup/restore.js';
import { backupFileName, runScheduledBackup } from '../db/backup/scheduled.js';
import { connectDatabase, PGLITE_EXTENSIONS, runMigrations, type DatabaseHandle } from '../db/client.js';
import { lastAppliedMigration } from '../db/migrator.js';
import { jpeg, multipart } from '../modules/posts/post-test-helpers.js';
import { createTestProject } from './project-fixtures.js';
import { createTestApp, type TestApp } from './build-app.js';
import { createEmptyTestDatabase } from './database.js';
import { createTestUser, TEST_PASSWORD, type TestUser } from './factories.js';

const work = mkdtempSync(path.join(tmpdir(), 'oversight-backup-'));
const derived = new Set<string>(DERIVED_TABLES);

async function rowCounts(handle: Pick<DatabaseHandle, 'pool'>) {
  const { rows: tables } = await handle.pool.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (derived.has(name)) continue;
    const { rows } = await handle.pool.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

/** Rewrites a backup with its manifest changed, to make backups this version must refuse. */
async function withManifest(source: string, target: string, change: (manifest: BackupManifest) => void) {
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(target));
  const reading = pipeline(createReadStream(source), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    if (entry.header.name === 'manifest.json') {
      const manifest = JSON.parse(body.toString('utf8')) as BackupManifest;
      change(manifest);
      body = Buffer.from(JSON.stringify(manifest));
    }
    pack.entry({ name: entry.header.name, size: body.length }, body);
  }
  await reading;
  pack.finalize();
  await written;
}

describe('backup and restore', { timeout: 300_000 }, () => {
  let t: TestApp;
  let citizen: TestUser;
  let photoPath: string;
  let backupFile: string;
  let before: Record<string, number>;
  const opened: DatabaseHandle[] = [];

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    citizen = await createTestUser(t);
    const ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    const project = await createTestProject(t, {
      name: 'Abuja Water Works',
      organizationId: ministry.organization.id,
      ministryId: ministry.organization.id,
      locations: [{ state: 'FCT', lga: 'Abuja Municipal', latitude: 9.0765, longitude: 7.3986 }],
    });
    const body = multipart([
      { name: 'title', value: 'Pipes are in' },
      { name: 'body', value: 'The new pipes reached our street.' },
      { name: 'sentiment', value: '4' },
      { name: 'project_id', value: project.publicId },
      { name: 'images', file: await jpeg({ color: '#3a3' }) },
    ]);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/posts/review/',
      headers: { ...citizen.headers, ...body.headers },
      payload: body.payload,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    photoPath = new URL(posted.json<{ images: { image: string }[] }>().images[0]!.image).pathname;
    backupFile = path.join(work, 'backup.tar.gz');
    const manifest = await writeBackup(t.app.database, {
      file: backupFile,
      dataDir: t.config.dataDir,
      storage: 'local',
    });
    expect(manifest.files.count).toBe(1);
    before = await rowCounts(t.app.database);
    expect(manifest.tables.find((table) => table.name === 'users')!.rows).toBe(before.users);
  });

  afterAll(async () => {
    for (const handle of opened) await handle.close();
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  const emptyDatabase = async () => {
    const handle = await createEmptyTestDatabase(work);
    opened.push(handle);
    return handle;
  };

  it('restores into a new database and data folder: same rows, the photo served, a user signs in', async () => {
    const handle = await emptyDatabase();
    const dataDir = mkdtempSync(path.join(work, 'data-'));
    await restoreBackup(handle, { file: backupFile, dataDir });
    expect(await runMigrations(handle)).toEqual([]);
    expect(await rowCounts(handle)).toEqual(before);

    const app = await buildApp(
      { ...t.config, dataDir, storage: { ...t.config.storage, uploadsDir: path.join(dataDir, 'uploads') } },
      handle,
    );
    try {
      await app.ready();
      const photo = await app.inject({ method: 'GET', url: photoPath });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toMatch(/image\/webp/);
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        headers: { 'x-tenant': 'federal' },
        payload: { email: citizen.user.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
    } finally {
      await app.close();
    }

    // Not over data that is there: the operator is told to use an empty database or --wipe.
    await expect(
      restoreBackup(handle, { file: backupFile, dataDir: mkdtempSync(path.join(work, 'd-')) }),
    ).rejects.toThrow(/The database is not empty .*--wipe/);
    // With --wipe it replaces everything, files too.
    await handle.pool.query(`DELETE FROM post_media`);
    await restoreBackup(handle, { file: backupFile, dataDir, wipe: true });
    await runMigrations(handle);
    expect(await rowCounts(handle)).toEqual(before);
    expect(readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).length).toBeGreaterThan(0);
  });

  it('refuses a newer format or a newer migration, and leaves nothing of a failed restore', async () => {
    const handle = await emptyDatabase();
    const dataDir = mkdtempSync(path.join(work, 'data-'));
    const newerFormat = path.join(work, 'newer-format.tar.gz');
    await withManifest(backupFile, newerFormat, (manifest) => (manifest.format = 99));
    await expect(restoreBackup(handle, { file: newerFormat, dataDir })).rejects.toThrow(
      /has format 99, newer than this version of Oversight reads/,
    );
    const newerMigration = path.join(work, 'newer-migration.tar.gz');
    await withManifest(backupFile, newerMigration, (manifest) => {
      manifest.migration = { tag: '9999_from_the_future', when: manifest.migration.when + 1_000_000 };
    });
    await expect(restoreBackup(handle, { file: newerMigration, dataDir })).rejects.toThrow(
      /at migration 9999_from_the_future, newer than this version of Oversight knows/,
    );
    // Fails after every row is loaded (a count that does not match): the whole transaction is undone.
    const damaged = path.join(work, 'damaged.tar.gz');
    await withManifest(backupFile, damaged, (manifest) => {
      manifest.tables.find((table) => table.name === 'users')!.rows += 1;
    });
    await expect(restoreBackup(handle, { file: damaged, dataDir })).rejects.toThrow(
      /table users should have/,
    );
    const client = await handle.pool.connect();
    try {
      expect(await lastAppliedMigration(client)).toBeNull();
      const { rows } = await client.query(`SELECT to_regclass('public.users') AS users`);
      expect(rows[0]).toEqual({ users: null });
    } finally {
      client.release();
    }
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "moves a server's backup into the embedded database, and the embedded database's back to a server",
    async () => {
      const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      const embedded = await connectDatabase({ dataDir: work, pglite });
      const fromEmbedded = path.join(work, 'from-embedded.tar.gz');
      try {
        await restoreBackup(embedded, {
          file: backupFile,
          dataDir: mkdtempSync(path.join(work, 'embedded-')),
        });
        expect(await rowCounts(embedded)).toEqual(before);
        const manifest = await writeBackup(embedded, {
          file: fromEmbedded,
          dataDir: path.join(work, 'embedded-files'),
          storage: 'local',
        });
        expect(manifest.engine).toBe('pglite');
      } finally {
        await embedded.close();
        await pglite.close();
      }
      const server = await emptyDatabase();
      await restoreBackup(server, { file: fromEmbedded, dataDir: mkdtempSync(path.join(work, 'server-')) });
      expect(await rowCounts(server)).toEqual(before);
    },
  );

  it('writes scheduled backups into BACKUP_DIR and keeps the newest BACKUP_KEEP', async () => {
    const dir = path.join(work, 'scheduled');
    const config = { ...t.config, backups: { schedule: '0 2 * * *', keep: 2, dir } };
    const days = [1, 2, 3].map((day) => new Date(Date.UTC(2026, 11, day, 2, 0, 0)));
    const results = [];
    for (const day of days) results.push(await runScheduledBackup(t.app.database, config, day));
    expect(results[2]!.deleted).toEqual([backupFileName(days[0]!)]);
    expect(readdirSync(dir).sort()).toEqual([backupFileName(days[1]!), backupFileName(days[2]!)]);
    expect(results[2]!.manifest.tables.find((table) => table.name === 'users')!.rows).toBe(before.users);
  });
});
