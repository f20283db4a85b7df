import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DatabaseHandle } from '../client.js';
import { writeBackup } from './backup.js';
import type { BackupManifest } from './format.js';

export const BACKUP_JOB = 'scheduled-backup';
const NAME = /^oversight-backup-\d{8}T\d{6}Z\.tar\.gz$/;

/** oversight-backup-20261201T020000Z.tar.gz: names sort by time. */
export const backupFileName = (at: Date) =>
  `oversight-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;

/**
 * Writes a backup into BACKUP_DIR with the running app's own database handle (the embedded database is this process's,
 * so only the server itself can back it up while it runs), then deletes the oldest beyond BACKUP_KEEP.
 */
export async function runScheduledBackup(
  handle: Pick<DatabaseHandle, 'pool' | 'kind'>,
  config: Pick<AppConfig, 'dataDir' | 'storage' | 'backups'>,
  now = new Date(),
): Promise<{ file: string; manifest: BackupManifest; deleted: string[] }> {
  const file = path.join(config.backups.dir, backupFileName(now));
  const manifest = await writeBackup(handle, {
    file,
    dataDir: config.dataDir,
    storage: config.storage.s3 ? 's3' : 'local',
  });
  // Only files this job names are counted and deleted: anything else an operator keeps there is left alone.
  const backups = (await readdir(config.backups.dir)).filter((name) => NAME.test(name)).sort();
  const deleted = backups.slice(0, Math.max(0, backups.length - config.backups.keep));
  for (const name of deleted) await rm(path.join(config.backups.dir, name), { force: true });
  return { file, manifest, deleted };
}

/** With BACKUP_SCHEDULE set, the worker queues a backup on that cron. */
export function registerScheduledBackups(app: FastifyInstance) {
  const schedule = app.config.backups.schedule;
  if (!schedule) return;
  app.jobs.register(BACKUP_JOB, async () => {
    const result = await runScheduledBackup(app.database, app.config);
    app.log.info(
      {
        file: result.file,
        deleted: result.deleted,
        rows: result.manifest.tables.reduce((n, t) => n + t.rows, 0),
      },
      'scheduled backup written',
    );
  });
  app.jobs.registerSchedule(BACKUP_JOB, schedule);
}
