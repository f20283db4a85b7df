import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app.js';
import type { AppConfig } from './config.js';
import { connectDatabase, runMigrations, type DatabaseHandle } from './db/client.js';
import { acquireDatabaseLock } from './db/lock.js';
import { seedOnFirstStart } from './seed/index.js';
import { repairAccessGroupPrincipals } from './platform/access-group-principals.js';

/** Opens the database, migrates, seeds once, builds the app and starts the worker as ROLE says. */
export async function startApplication(
  config: AppConfig,
  options: Pick<BuildAppOptions, 'telemetry'> = {},
): Promise<FastifyInstance> {
  // Every file the server creates (the embedded database, outbox, uploads) is the owner's only: 0600, folders 0700.
  process.umask(0o077);
  // The embedded database is one process's at a time (the CLI takes the same lock).
  const lock = config.databaseUrl ? null : acquireDatabaseLock(config.dataDir, 'server');
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await connectDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.statementTimeouts.longMs,
    });
    await runMigrations(database);
    app = await buildApp(config, database, options);
    const opened = database;
    app.addHook('onClose', async () => {
      await opened.close();
      lock?.release();
    });
    await app.ready();
    await seedOnFirstStart(app);
    // Tenants made before their access-group principals were, or whose reserved names someone took.
    const opening = app;
    await opening.db.transaction((tx) => repairAccessGroupPrincipals(tx, opening.log));
    if (config.role === 'worker' || config.role === 'all') await app.jobs.work();
    else await app.jobs.start();
    return app;
  } catch (error) {
    if (app) await app.close().catch(() => undefined);
    else await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
