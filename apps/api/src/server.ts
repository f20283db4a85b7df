import { loadConfig } from './config.js';
import { DatabaseInUseError } from './db/lock.js';
import { startApplication } from './start.js';

const startedAt = performance.now();
const config = loadConfig();
const app = await startApplication(config).catch((error: unknown) => {
  // Another process holds the embedded database: say so in one line, not a stack trace.
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});

if (config.role === 'worker') {
  app.log.info('worker started (no HTTP server: ROLE=worker)');
} else {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Oversight is ready on ${config.publicUrl} (${config.databaseUrl ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`}) in ${Math.round(performance.now() - startedAt)} ms`,
  );
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    void app.close().then(() => process.exit(0));
  });
}
