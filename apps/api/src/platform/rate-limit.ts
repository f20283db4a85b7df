import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
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
  anonymousAnswer: {
    max: 20,
    timeWindow: '1 minute',
    allowList: (request: { headers: { authorization?: string } }) => !!request.headers.authorization,
  },
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

/**
 * Per-account attempt counters (rate-limiter-flexible): in memory by default, where each key is dropped when its
 * window ends, or in Redis when REDIS_URL is set so that every process shares them (docs/design.md section 2).
 * Keys stay `oversight-account-<scope>:<key>`, as before the library, so counters already in Redis carry on.
 */
export class AccountLimiter {
  private readonly limiters: Record<keyof typeof ACCOUNT_LIMITS, RateLimiterAbstract>;

  constructor(
    redis: Redis | undefined,
    private readonly enabled: boolean,
  ) {
    const make = (
      { max, windowSeconds }: { max: number; windowSeconds: number },
      keyPrefix: string,
    ): RateLimiterAbstract =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points: max, duration: windowSeconds })
        : new RateLimiterMemory({ keyPrefix, points: max, duration: windowSeconds });
    this.limiters = Object.fromEntries(
      Object.entries(ACCOUNT_LIMITS).map(([scope, limit]) => [
        scope,
        make(limit, `oversight-account-${scope}`),
      ]),
    ) as Record<keyof typeof ACCOUNT_LIMITS, RateLimiterAbstract>;
  }

  /** Counts one attempt for `key`; throws 429 with Retry-After once the window's budget is spent. */
  async hit(scope: keyof typeof ACCOUNT_LIMITS, key: string) {
    if (!this.enabled) return;
    try {
      await this.limiters[scope].consume(key.toLowerCase());
    } catch (rejection) {
      // A spent budget rejects with the counter's state; anything else (Redis down) is a real error.
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext / 1000);
      throw rejection;
    }
  }

  async reset(scope: keyof typeof ACCOUNT_LIMITS, key: string) {
    await this.limiters[scope].delete(key.toLowerCase());
  }

  /** Attempts counted for `key` in its current window (0 once the window has ended and the key is gone). */
  async attempts(scope: keyof typeof ACCOUNT_LIMITS, key: string): Promise<number> {
    return (await this.limiters[scope].get(key.toLowerCase()))?.consumedPoints ?? 0;
  }
}

export function connectRedis(config: AppConfig): Redis | undefined {
  if (!config.redisUrl) return undefined;
  return new Redis(config.redisUrl, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}
