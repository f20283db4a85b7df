import { existsSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { registerModules } from './modules/index.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { registerScheduledBackups } from './db/backup/scheduled.js';
import { localUploadRoutes } from './modules/posts/uploads.routes.js';
import { accessControlPlugin } from './platform/access-control.js';
import { registerWholeAnswerCompression } from './platform/compression.js';
import { ErrorMonitor } from './platform/error-monitoring.js';
import { refuseNulCharacters, registerErrorHandling } from './platform/errors.js';
import { Jobs } from './platform/jobs.js';
import { quietClientAborts } from './platform/logging.js';
import { Mailer } from './platform/mail.js';
import { Metrics, registerMetrics } from './platform/metrics.js';
import { AccountLimiter, connectRedis, registerRateLimits } from './platform/rate-limit.js';
import { sessionRevocationsFor, type SessionRevocations } from './platform/session-revocation.js';
import { registerRequestContext } from './platform/request-context.js';
import { registerRequestLog, requestIdFor, requestIdMixin } from './platform/request-log.js';
import { routeRegistryPlugin } from './platform/route-registry.js';
import {
  apiDocsContentSecurityPolicy,
  mediaHeaders,
  registerSecurityHeaders,
} from './platform/security-headers.js';
import { registerStatementDeadlines } from './platform/statement-deadlines.js';
import { isIncomingKey, isLegacyAnswerFileKey, Storage } from './platform/storage.js';
import { registerTracing, traceJobRuns, tracePoolQueries, type Telemetry } from './platform/telemetry.js';
import { pageMetaPlugin, serveWebApp } from './platform/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    jobs: Jobs;
    mail: Mailer;
    storage: Storage;
    accountLimiter: AccountLimiter;
    sessionRevocations: SessionRevocations;
    errorMonitor: ErrorMonitor | undefined;
    /** Prometheus metrics, when exposed (METRICS_PORT or METRICS_TOKEN). */
    metrics: Metrics | undefined;
    /** Set when a stop (SIGTERM) begins: readiness answers 503 from then on. */
    lifecycle: { shuttingDown: boolean };
  }
}

export type BuildAppOptions = {
  jobPollingIntervalSeconds?: number;
  /** OpenTelemetry, when started (server.ts, before the app is built). */
  telemetry?: Telemetry;
  /** Where the JSON log lines go (stdout when unset): tests read them. */
  logStream?: NodeJS.WritableStream;
};

/** Builds the whole application without listening, so tests build exactly what production runs. */
export async function buildApp(
  config: AppConfig,
  database: DatabaseHandle,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            hooks: { logMethod: quietClientAborts },
            // Lines logged during a request through the app's own logger name the request too.
            mixin: requestIdMixin,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // The incoming X-Request-Id when sane, else a new one (requestIdFor): Fastify's own header option takes any value.
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis: Redis | undefined = connectRedis(config);
  registerRequestLog(app);
  if (options.telemetry) {
    registerTracing(app, options.telemetry);
    tracePoolQueries(database.pool, options.telemetry);
  }
  const jobs = new Jobs(database, app.log, {
    pollingIntervalSeconds: options.jobPollingIntervalSeconds,
    statementTimeoutMs: config.statementTimeouts.longMs,
    // Running jobs get the whole stop budget less a margin for closing the database after them.
    stopTimeoutMs: Math.max(config.shutdownTimeoutMs - 2000, 1000),
  });
  if (options.telemetry) jobs.setRunWrapper(traceJobRuns(options.telemetry));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('jobs', jobs);
  app.decorate('mail', new Mailer(config, database.db, jobs, app.log));
  app.decorate('storage', new Storage(config));
  app.decorate('accountLimiter', new AccountLimiter(redis, config.rateLimits));
  app.decorate('sessionRevocations', sessionRevocationsFor(redis));
  const errorMonitor = config.sentryDsn ? new ErrorMonitor(config.sentryDsn, config.env) : undefined;
  app.decorate('errorMonitor', errorMonitor);
  app.decorate('lifecycle', { shuttingDown: false });
  const metricsOn = config.metrics.port !== undefined || config.metrics.token !== undefined;
  const metrics = metricsOn
    ? new Metrics({ pool: database.pool, jobs }, (error) =>
        app.log.warn({ err: error }, 'metrics: could not count the job queue'),
      )
    : undefined;
  app.decorate('metrics', metrics);
  // An idle database connection that breaks is reported on the pool: the app's log says so.
  database.setErrorLog((error) => app.log.error({ err: error }, 'database connection error'));
  database.setRestartLog?.((restart) =>
    app.log.warn(
      { timeoutMs: restart.timeoutMs, inTransaction: restart.inTransaction },
      `embedded database worker restarted: ${restart.detail}; committed data is kept, the statement's transaction is rolled back`,
    ),
  );

  // Answers sent while stopping close their connection: the client's next request opens one elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.shuttingDown) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await redis?.quit();
    await errorMonitor?.flush();
  });

  registerErrorHandling(app);
  // First of the request hooks: the access checks' own statements run under the route's limit.
  registerStatementDeadlines(app);
  refuseNulCharacters(app);
  registerSecurityHeaders(app, config);
  // Phones on slow connections: answers held in memory are compressed in one call (platform/compression.ts), streams
  // by @fastify/compress (brotli at a quality that stays cheap on big answers).
  registerWholeAnswerCompression(app);
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 50 } });
  if (config.rateLimits) await registerRateLimits(app, config, redis);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Oversight API',
        version: '1.0.0',
        description: 'Public-project tracking and results-based planning.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: apiDocsContentSecurityPolicy() });
  await app.register(accessControlPlugin);
  registerRequestContext(app);
  await app.register(pageMetaPlugin);
  await app.register(routeRegistryPlugin);

  // After the route registry and access control: /metrics is checked and listed like every other route.
  if (metrics) registerMetrics(app, metrics, config.metrics.token);
  await app.register(registerModules, { prefix: '/api/v1' });
  await app.register(siteRoutes);
  registerScheduledBackups(app);

  if (!config.storage.s3) {
    mkdirSync(config.storage.uploadsDir, { recursive: true, mode: 0o700 });
    await app.register(async function media(scope) {
      // After the static handler: nosniff, and only raster images shown in place (uploaded PDFs, SVGs are downloads).
      scope.addHook('onSend', async (request, reply) => {
        reply.headers(mediaHeaders(request.url.split('?')[0]!));
      });
      await scope.register(fastifyStatic, {
        root: config.storage.uploadsDir,
        prefix: '/media/',
        decorateReply: false,
        maxAge: '7d',
        immutable: true,
        // Unchecked uploads are kept outside this folder; any left here by an older version are not served either.
        // Answer files (people's photos and documents) are served only through signed, expiring links.
        allowedPath: (pathName) => !isIncomingKey(pathName) && !isLegacyAnswerFileKey(pathName),
      });
    });
    await app.register(localUploadRoutes);
  }
  if (existsSync(path.join(config.webDistDir, 'index.html'))) {
    await app.register(serveWebApp, { distDir: config.webDistDir });
  }
  return app;
}
