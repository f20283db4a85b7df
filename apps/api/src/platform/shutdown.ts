import type { FastifyInstance } from 'fastify';

/**
 * A stop (SIGTERM, SIGINT): readiness answers 503 at once, the listener closes (new connections are refused, a new
 * request on a kept-alive connection gets Fastify's 503 with Connection: close), requests in flight finish, the job
 * worker stops taking jobs and lets the running ones finish their current job, then the database closes. All within
 * timeoutMs: past it the process exits 1 saying what it gave up on. `close` runs after the app (telemetry's flush).
 */
export async function shutDown(
  app: FastifyInstance,
  options: { signal: string; timeoutMs: number; close?: () => Promise<void>; exit?: (code: number) => void },
): Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const started = performance.now();
  app.lifecycle.shuttingDown = true;
  app.log.info(
    { signal: options.signal, timeoutMs: options.timeoutMs },
    `${options.signal} received: finishing requests in flight and running jobs, then stopping`,
  );
  const timer = setTimeout(() => {
    app.log.error(
      { timeoutMs: options.timeoutMs },
      `shutdown did not finish within ${options.timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting with work unfinished`,
    );
    exit(1);
  }, options.timeoutMs);
  // A connection whose answer ends after the stop began stays open for keep-alive until the client's next request;
  // closing idle ones every half second lets the listener close as soon as the last answer is out.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 500);
  try {
    // The worker stops taking jobs now, beside the HTTP drain, not after it (the app's onClose waits for the same stop).
    await Promise.all([app.jobs.stop(), app.close()]);
    await options.close?.();
  } catch (error) {
    clearTimeout(timer);
    clearInterval(reaper);
    app.log.error({ err: error }, 'shutdown failed');
    exit(1);
    return;
  }
  clearTimeout(timer);
  clearInterval(reaper);
  app.log.info(`stopped cleanly in ${Math.round(performance.now() - started)} ms`);
  exit(0);
}
