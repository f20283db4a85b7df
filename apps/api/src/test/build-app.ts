import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { tenants } from '../db/schema/index.js';
import { createAccessGroupPrincipals } from '../platform/access-group-principals.js';
import { createTestDatabase } from './database.js';

// Kept dashboard answers are computed ahead only when a test says so (refreshKeptAnswers, or this set to "on"): a
// background run would make the tests' counts of kept and computed answers depend on timing.
process.env.DASHBOARD_REFRESH_AHEAD ??= 'off';

export type TestApp = {
  app: FastifyInstance;
  config: AppConfig;
  tenantId: string;
  /** Runs the queued jobs now (the worker does not poll in tests). */
  runJobs: (names?: string[]) => Promise<number>;
  /** The .eml files in the outbox, oldest first. */
  outbox: () => { file: string; raw: string; to: string; subject: string }[];
  close: () => Promise<void>;
};

/**
 * Builds the real application on a private database, with a default tenant, as each API test file needs.
 * `embeddedWorker`: PGlite in its worker thread as `npm start` runs it; `register`: test-only routes.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildAppOptions & { embeddedWorker?: boolean; register?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oversight-test-'));
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      DATABASE_URL: '',
    },
    {
      dataDir,
      publicUrl: 'http://localhost:3000',
      demoData: false,
      webDistDir: path.join(dataDir, 'no-web'),
      ...overrides,
    },
  );
  const database = await createTestDatabase(dataDir, {
    embeddedWorker: options.embeddedWorker,
    statementTimeoutMs: config.statementTimeouts.longMs,
  });
  const { embeddedWorker: _embeddedWorker, register, ...buildOptions } = options;
  const app = await buildApp({ ...config, databaseUrl: undefined }, database, buildOptions);
  register?.(app);
  await app.ready();
  const [tenant] = await database.db
    .insert(tenants)
    .values({ name: 'federal', displayName: 'Federal Government of Nigeria', isDefault: true })
    .returning();
  await createAccessGroupPrincipals(database.db, tenant!.id);
  const outboxDir = config.mail.outboxDir;
  return {
    app,
    config,
    tenantId: tenant!.id,
    runJobs: (names) => app.jobs.runPending(names),
    outbox: () => {
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir)
          .filter((file) => file.endsWith('.eml'))
          .sort();
      } catch {
        return [];
      }
      return files.map((file) => {
        const raw = readFileSync(path.join(outboxDir, file), 'utf8');
        return {
          file,
          raw,
          to: /^To: (.*)$/m.exec(raw)?.[1] ?? '',
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
        };
      });
    },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
