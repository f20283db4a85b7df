import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { connectDatabase, runMigrations } from './db/client.js';
import { seedOnFirstStart } from './db/seed/index.js';

/** Opens the database, migrates, seeds once, builds the app and starts the worker as ROLE says. */
export async function startApplication(config: AppConfig): Promise<FastifyInstance> {
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  const app = await buildApp(config, database);
  app.addHook('onClose', async () => database.close());
  await app.ready();
  await seedOnFirstStart(app);
  if (config.role === 'worker' || config.role === 'all') await app.jobs.work();
  else await app.jobs.start();
  return app;
}
