import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
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
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  // Tells which client an access token was issued to: a token issued to another site must not sign in here.
  GOOGLE_TOKENINFO_URL: z.string().url().default('https://oauth2.googleapis.com/tokeninfo'),
  SENTRY_DSN: z.string().optional(),
  // Billing (issue 17): unset, the Free plan works and billing says it is not configured.
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  // Strict-Transport-Security: on when PUBLIC_URL is https unless said otherwise (a plain-HTTP site must never send it).
  HSTS: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  RATE_LIMITS: booleanFlag.default(true),
  // Which peers may set X-Forwarded-For: 'true' (any: only behind a proxy that strips it), 'false', or addresses,
  // CIDRs and the names loopback, linklocal, uniquelocal, comma-separated. Trusting everyone by default would let
  // any client choose its own address and walk around the per-IP rate limits.
  TRUST_PROXY: z.string().default('loopback'),
  DEFAULT_TENANT: z.string().default('federal'),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  role: 'api' | 'worker' | 'all';
  jwtSecret: string;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  storage: {
    uploadsDir: string;
    s3: { endpoint?: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string; publicUrl?: string } | undefined;
  };
  redisUrl: string | undefined;
  demoData: boolean;
  google: { clientId: string | undefined; userinfoUrl: string; tokeninfoUrl: string };
  sentryDsn: string | undefined;
  billing: { paystack: { secretKey: string; baseUrl: string; timeoutMs: number } | undefined; graceDays: number };
  hsts: boolean;
  logLevel: string;
  webDistDir: string;
  rateLimits: boolean;
  trustProxy: boolean | string;
  defaultTenant: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
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
    google: { clientId: e.GOOGLE_CLIENT_ID, userinfoUrl: e.GOOGLE_USERINFO_URL, tokeninfoUrl: e.GOOGLE_TOKENINFO_URL },
    sentryDsn: e.SENTRY_DSN,
    billing: {
      paystack: e.PAYSTACK_SECRET_KEY
        ? { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL.replace(/\/$/, ''), timeoutMs: e.PAYSTACK_TIMEOUT_MS }
        : undefined,
      graceDays: e.BILLING_GRACE_DAYS,
    },
    hsts: e.HSTS ?? publicUrl.startsWith('https://'),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    rateLimits: e.RATE_LIMITS,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    defaultTenant: e.DEFAULT_TENANT,
  };
  return { ...config, ...overrides };
}
