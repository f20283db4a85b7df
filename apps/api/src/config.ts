import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import cronParser from 'cron-parser';
import { z } from 'zod';
import {
  DEFAULT_LONG_STATEMENT_TIMEOUT_MS,
  DEFAULT_REQUEST_STATEMENT_TIMEOUT_MS,
} from './db/statement-timeout.js';
import {
  OC4IDS_PLACEHOLDER_PREFIX,
  OPEN_DATA_LICENSE_IDS,
  type OpenDataLicenseId,
} from '@oversight/shared/open-data/open-data.schemas';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

/** Five or six cron fields that pg-boss's own parser reads. */
function isCronExpression(value: string) {
  if (value.split(/\s+/).length < 5) return false;
  try {
    cronParser.parseExpression(value);
    return true;
  } catch {
    return false;
  }
}

// An empty variable (METRICS_PORT= in a .env file) means unset, not zero or a too-short token.
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  // How long one SQL statement may run: in an HTTP request, and in long work (exports, imports, reports, jobs, CLI).
  STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(DEFAULT_REQUEST_STATEMENT_TIMEOUT_MS),
  LONG_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(86_400_000)
    .default(DEFAULT_LONG_STATEMENT_TIMEOUT_MS),
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Oversight <no-reply@oversight.local>'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  DEMO_DATA: booleanFlag.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  // Tells which client an access token was issued to: a token issued to another site must not sign in here.
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  SENTRY_DSN: z.string().optional(),
  // Product analytics (docs/analytics-events.md): unset token, the web app sends nothing.
  ANALYTICS_TOKEN: z.string().optional(),
  ANALYTICS_API_HOST: z.url().default('https://api-js.mixpanel.com'),
  AD_CONVERSION_TAG: z.url().optional(),
  // Billing: unset, the Free plan works and billing says it is not configured.
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  // Drafting report templates with a language model: any OpenAI-compatible chat-completions server.
  // Unset AI_API_KEY: "Draft with AI" answers 503 and says AI is not set up.
  AI_API_URL: z.url().default('https://api.openai.com/v1'),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  // Strict-Transport-Security: on when PUBLIC_URL is https unless said otherwise (a plain-HTTP site must never send it).
  HSTS: booleanFlag.optional(),
  // Scheduled backups (docs/operations/backup.md): a cron expression in Lagos time; off when unset.
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || isCronExpression(value),
      'give a cron expression, e.g. "0 2 * * *" (02:00 daily)',
    ),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  RATE_LIMITS: booleanFlag.default(true),
  // KoboToolbox servers on private or local addresses (only for a fake server in tests): never in production.
  KOBO_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
  // Signed uploads (review photos): bytes one account may upload per 24 hours, and grants per hour.
  UPLOAD_DAILY_MB: z.coerce.number().int().min(1).max(100_000).default(200),
  UPLOAD_GRANTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
  // Images with more pixels than this are refused from their header, before any decoding (width x height).
  UPLOAD_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(268).default(50),
  // Files uploaded while answering a form, not yet used by a sent answer: at most this many per form, per uploading
  // address and per signed-in account; removed when no answer uses them after ANSWER_FILES_UNATTACHED_HOURS.
  ANSWER_FILES_PENDING_PER_FORM: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  ANSWER_FILES_PENDING_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  ANSWER_FILES_PENDING_PER_USER: z.coerce.number().int().min(1).max(100_000).default(100),
  ANSWER_FILES_UNATTACHED_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  // How long a signed link to an answer file works: on screen, and in downloaded exports.
  ANSWER_FILE_URL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(3600),
  ANSWER_FILE_EXPORT_URL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  STAKEHOLDER_INVITATION_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  // Which peers may set X-Forwarded-For: 'true' (any: only behind a proxy that strips it), 'false', or addresses,
  // CIDRs and the names loopback, linklocal, uniquelocal, comma-separated. Trusting everyone by default would let
  // any client choose its own address and walk around the per-IP rate limits.
  TRUST_PROXY: z.string().default('loopback'),
  DEFAULT_TENANT: z.string().default('federal'),
  // Open data: the licence of the exports and the OC4IDS project id prefix the Open Contracting Partnership registered.
  OPEN_DATA_LICENSE: z.enum(OPEN_DATA_LICENSE_IDS).default('CC-BY-4.0'),
  OC4IDS_PREFIX: z
    .string()
    .regex(/^oc4ids-[a-z0-9]{6}$/, 'Use the registered prefix: oc4ids- and six letters or digits.')
    .default(OC4IDS_PLACEHOLDER_PREFIX),
  // Prometheus metrics: off unless a port of their own or a token for /metrics on the main port is given.
  METRICS_PORT: unsetIfEmpty(z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: unsetIfEmpty(z.string().optional()),
  METRICS_TOKEN: unsetIfEmpty(z.string().min(16, 'Use at least 16 characters.').optional()),
  // How long a stop (SIGTERM) waits for requests in flight and running jobs before it gives up and exits 1.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(25_000),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  role: 'api' | 'worker' | 'all';
  /** Statement limits in ms (db/statement-timeout.ts): `requestMs` in HTTP requests, `longMs` in long routes and jobs. */
  statementTimeouts: { requestMs: number; longMs: number };
  jwtSecret: string;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  storage: {
    uploadsDir: string;
    s3:
      | {
          endpoint?: string;
          bucket: string;
          region: string;
          accessKeyId?: string;
          secretAccessKey?: string;
          publicUrl?: string;
        }
      | undefined;
  };
  redisUrl: string | undefined;
  demoData: boolean;
  google: { clientId: string | undefined; userinfoUrl: string; tokeninfoUrl: string };
  sentryDsn: string | undefined;
  analytics: { token: string; apiHost: string } | undefined;
  adConversionTag: string | undefined;
  billing: {
    paystack: { secretKey: string; baseUrl: string; timeoutMs: number } | undefined;
    graceDays: number;
  };
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  hsts: boolean;
  logLevel: string;
  backups: { schedule: string | undefined; keep: number; dir: string };
  webDistDir: string;
  rateLimits: boolean;
  koboAllowPrivateAddresses: boolean;
  uploads: { dailyBytesPerUser: number; grantsPerHour: number; maxImagePixels: number };
  answerFiles: {
    pendingPerForm: number;
    pendingPerAddress: number;
    pendingPerUser: number;
    unattachedHours: number;
    urlSeconds: number;
    exportUrlSeconds: number;
  };
  invitationDays: number;
  trustProxy: boolean | string;
  defaultTenant: string;
  openData: { license: OpenDataLicenseId; oc4idsPrefix: string };
  metrics: { port: number | undefined; host: string; token: string | undefined };
  shutdownTimeoutMs: number;
};

/**
 * DATA_DIR holds the database, the mail outbox, uploads and secrets: the owner's alone (0700), tightened on every
 * start so an installation made before this rule is closed too. Another user's folder (a mount) is left as it is.
 */
export function ensurePrivateDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dataDir, 0o700);
  } catch {
    // Not ours to change: its owner decides who may read it.
  }
}

/** Secrets that must survive restarts but must never be hard-coded live in DATA_DIR, created on first start. */
function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new Error(
      'Invalid configuration: METRICS_PORT: use another port than PORT (or METRICS_TOKEN alone).',
    );
  }
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  ensurePrivateDataDir(dataDir);
  const port = overrides.port ?? e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const config: AppConfig = {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    role: e.ROLE,
    statementTimeouts: { requestMs: e.STATEMENT_TIMEOUT_MS, longMs: e.LONG_STATEMENT_TIMEOUT_MS },
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret'),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    storage: {
      uploadsDir: path.join(dataDir, 'uploads'),
      s3: e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    },
    redisUrl: e.REDIS_URL,
    // Demo data is on for the embedded default and off against a real server unless asked for.
    demoData: e.DEMO_DATA ?? (!e.DATABASE_URL && e.NODE_ENV !== 'production'),
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      userinfoUrl: e.GOOGLE_USERINFO_URL,
      tokeninfoUrl: e.GOOGLE_TOKENINFO_URL,
    },
    sentryDsn: e.SENTRY_DSN,
    analytics: e.ANALYTICS_TOKEN
      ? { token: e.ANALYTICS_TOKEN, apiHost: e.ANALYTICS_API_HOST.replace(/\/$/, '') }
      : undefined,
    adConversionTag: e.AD_CONVERSION_TAG,
    billing: {
      paystack: e.PAYSTACK_SECRET_KEY
        ? {
            secretKey: e.PAYSTACK_SECRET_KEY,
            baseUrl: e.PAYSTACK_BASE_URL.replace(/\/$/, ''),
            timeoutMs: e.PAYSTACK_TIMEOUT_MS,
          }
        : undefined,
      graceDays: e.BILLING_GRACE_DAYS,
    },
    ai: e.AI_API_KEY
      ? {
          baseUrl: e.AI_API_URL.replace(/\/$/, ''),
          apiKey: e.AI_API_KEY,
          model: e.AI_MODEL,
          timeoutMs: e.AI_TIMEOUT_MS,
        }
      : undefined,
    hsts: e.HSTS ?? publicUrl.startsWith('https://'),
    logLevel: e.LOG_LEVEL,
    backups: {
      schedule: e.BACKUP_SCHEDULE || undefined,
      keep: e.BACKUP_KEEP,
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    rateLimits: e.RATE_LIMITS,
    koboAllowPrivateAddresses: e.KOBO_ALLOW_PRIVATE_ADDRESSES,
    uploads: {
      dailyBytesPerUser: e.UPLOAD_DAILY_MB * 1024 * 1024,
      grantsPerHour: e.UPLOAD_GRANTS_PER_HOUR,
      maxImagePixels: e.UPLOAD_MAX_MEGAPIXELS * 1_000_000,
    },
    answerFiles: {
      pendingPerForm: e.ANSWER_FILES_PENDING_PER_FORM,
      pendingPerAddress: e.ANSWER_FILES_PENDING_PER_ADDRESS,
      pendingPerUser: e.ANSWER_FILES_PENDING_PER_USER,
      unattachedHours: e.ANSWER_FILES_UNATTACHED_HOURS,
      urlSeconds: e.ANSWER_FILE_URL_SECONDS,
      exportUrlSeconds: e.ANSWER_FILE_EXPORT_URL_DAYS * 24 * 3600,
    },
    invitationDays: e.STAKEHOLDER_INVITATION_DAYS,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    defaultTenant: e.DEFAULT_TENANT,
    openData: { license: e.OPEN_DATA_LICENSE, oc4idsPrefix: e.OC4IDS_PREFIX },
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST ?? e.HOST, token: e.METRICS_TOKEN },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
  return { ...config, ...overrides };
}
