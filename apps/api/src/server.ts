import { loadConfig } from './config.js';
import { startApplication } from './start.js';

const startedAt = performance.now();
const config = loadConfig();
const app = await startApplication(config);

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
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    process.exit(0);
  });
}
