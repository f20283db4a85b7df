import path from 'node:path';
import type { AppConfig } from '../config.js';
import { writeBackup } from '../db/backup/backup.js';
import type { BackupManifest } from '../db/backup/format.js';
import { restoreBackup } from '../db/backup/restore.js';
import { MIGRATIONS_DIR, runMigrations, type DatabaseHandle } from '../db/client.js';
import { describePlan, planMigrations } from '../db/migrator.js';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function summary(manifest: BackupManifest) {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const files =
    manifest.storage === 's3'
      ? 'files: in the S3 bucket, not in the backup'
      : `${manifest.files.count} files (${megabytes(manifest.files.bytes)})`;
  return `${manifest.tables.length} tables, ${rows} rows, ${files}; migration ${manifest.migration.tag}`;
}

export async function migrateCommand(handle: DatabaseHandle, options: { dryRun: boolean }): Promise<string> {
  if (options.dryRun)
    return describePlan(
      await planMigrations(handle.pool, { kind: handle.kind, folder: MIGRATIONS_DIR }),
      handle.kind,
    );
  const applied = await runMigrations(handle, { log: (line) => console.log(line) });
  return applied.length === 0
    ? 'Nothing to apply: the database is up to date.'
    : `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${applied.join(', ')}.`;
}

export async function backupCommand(
  handle: DatabaseHandle,
  config: AppConfig,
  file: string,
): Promise<string> {
  const target = path.resolve(file);
  const manifest = await writeBackup(handle, {
    file: target,
    dataDir: config.dataDir,
    storage: config.storage.s3 ? 's3' : 'local',
  });
  return `Backup written to ${target}: ${summary(manifest)}.`;
}

export async function restoreCommand(
  handle: DatabaseHandle,
  config: AppConfig,
  options: { file: string; wipe: boolean },
): Promise<string> {
  const manifest = await restoreBackup(handle, {
    file: path.resolve(options.file),
    dataDir: config.dataDir,
    wipe: options.wipe,
  });
  const applied = await runMigrations(handle);
  const upgraded = applied.length ? `; then applied ${applied.length} newer migrations` : '';
  return `Restored the backup of ${manifest.createdAt} (Oversight ${manifest.appVersion}): ${summary(manifest)}${upgraded}.`;
}
