import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.js';
import { tooManyRequests } from './errors.js';

/** Per-IP limits for sensitive routes: `config: { rateLimit: IP_LIMITS.login }` on the route. */
export const IP_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  register: { max: 5, timeWindow: '1 minute' },
  passwordReset: { max: 5, timeWindow: '1 minute' },
  otp: { max: 10, timeWindow: '1 minute' },
  // Upload grants per address (per account: UPLOAD_GRANTS_PER_HOUR and the daily byte allowance, counted in SQL).
  uploadGrant: { max: 30, timeWindow: '1 minute' },
  // Public form links: anonymous answers and uploads per address (signed-in callers are known and not limited here).
  anonymousAnswer: { max: 20, timeWindow: '1 minute', allowList: (request: { headers: { authorization?: string } }) => !!request.headers.authorization },
} as const;

/** Per-account limits: the same account from many addresses is still limited. */
export const ACCOUNT_LIMITS = {
  login: { max: 10, windowSeconds: 15 * 60 },
  passwordReset: { max: 3, windowSeconds: 15 * 60 },
  // Sign-up says when an address is taken (people need to know): asking about one address is limited wherever from.
  register: { max: 5, windowSeconds: 15 * 60 },
  otpResend: { max: 3, windowSeconds: 10 * 60 },
  otpVerify: { max: 10, windowSeconds: 10 * 60 },
} as const;

export async function registerRateLimits(app: FastifyInstance, config: AppConfig, redis: Redis | undefined) {
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'oversight-ip-',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      detail: 'Too many requests, please try again later.',
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  });
}

export class AccountLimiter {
  private readonly memory = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly redis: Redis | undefined,
    private readonly enabled: boolean,
  ) {}

  /** Counts one attempt for `key`; throws 429 with Retry-After once the window's budget is spent. */
  async hit(scope: keyof typeof ACCOUNT_LIMITS, key: string) {
    if (!this.enabled) return;
    const { max, windowSeconds } = ACCOUNT_LIMITS[scope];
    const fullKey = `oversight-account-${scope}:${key.toLowerCase()}`;
    if (this.redis) {
      const [[, count], [, ttl]] = (await this.redis.multi().incr(fullKey).ttl(fullKey).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await this.redis.expire(fullKey, windowSeconds);
      if (count > max) throw tooManyRequests(ttl > 0 ? ttl : windowSeconds);
      return;
    }
    const now = Date.now();
    const entry = this.memory.get(fullKey);
    if (!entry || entry.resetAt <= now) {
      this.memory.set(fullKey, { count: 1, resetAt: now + windowSeconds * 1000 });
      return;
    }
    entry.count += 1;
    if (entry.count > max) throw tooManyRequests((entry.resetAt - now) / 1000);
  }

  async reset(scope: keyof typeof ACCOUNT_LIMITS, key: string) {
    const fullKey = `oversight-account-${scope}:${key.toLowerCase()}`;
    if (this.redis) await this.redis.del(fullKey);
    else this.memory.delete(fullKey);
  }
}

export function connectRedis(config: AppConfig): Redis | undefined {
  if (!config.redisUrl) return undefined;
  return new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
