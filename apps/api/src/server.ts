import type { Server } from 'node:http';
import { loadConfig } from './config.js';
import { DatabaseInUseError } from './db/lock.js';
import { startMetricsServer } from './platform/metrics.js';
import { shutDown } from './platform/shutdown.js';
import { startTelemetry } from './platform/telemetry.js';
import { startApplication } from './start.js';

const startedAt = performance.now();
const config = loadConfig();
// Before the app is built, so its hooks and the pool's query spans have a tracer; nothing is loaded when unset.
const telemetry = await startTelemetry();
const app = await startApplication(config, { telemetry }).catch((error: unknown) => {
  // Another process holds the embedded database: say so in one line, not a stack trace.
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});

let metricsServer: Server | undefined;
if (app.metrics && config.metrics.port !== undefined) {
  metricsServer = await startMetricsServer(app.metrics, { ...config.metrics, port: config.metrics.port });
  app.log.info(`metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
}

// What the server runs without, named for its operator (users are told in words, never a setting's name).
const missing = [
  config.billing.paystack ? null : 'PAYSTACK_SECRET_KEY is not set: paid plans cannot be bought',
  config.ai ? null : 'AI_API_KEY is not set: "Draft with AI" is off',
].filter((line) => line !== null);
for (const line of missing) app.log.info(`settings: ${line} (docs/configuration.md)`);

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
    void shutDown(app, {
      signal,
      timeoutMs: config.shutdownTimeoutMs,
      close: async () => {
        metricsServer?.closeAllConnections();
        metricsServer?.close();
        await telemetry?.shutdown();
      },
    });
  });
}
