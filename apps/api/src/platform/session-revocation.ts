import type { Redis } from 'ioredis';

/**
 * Signed-out sessions whose access tokens must stop working before they expire. An access token carries its
 * session's id (`sid`, the refresh-token family: one signed-in device); sign-out puts that id here until the last
 * token it could have been given has expired (ACCESS_TOKEN_TTL_SECONDS), so the set stays small. In memory when
 * REDIS_URL is unset (one process), in Redis when set (every API process sees a sign-out at once). Asked on every
 * signed-in request: a Map lookup, or one Redis EXISTS, never the database.
 */
export interface SessionRevocations {
  revoke(sessionId: string, forSeconds: number): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
}

export class MemorySessionRevocations implements SessionRevocations {
  private readonly until = new Map<string, number>();
  private sweptAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async revoke(sessionId: string, forSeconds: number) {
    this.sweep();
    this.until.set(sessionId, this.now() + forSeconds * 1000);
  }

  async isRevoked(sessionId: string) {
    const until = this.until.get(sessionId);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(sessionId);
    return false;
  }

  get size() {
    return this.until.size;
  }

  /** Drops lapsed entries, at most once a minute: the set holds only sessions signed out in the last 15 minutes. */
  private sweep() {
    const now = this.now();
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [sessionId, until] of this.until) if (until <= now) this.until.delete(sessionId);
  }
}

export const SESSION_REVOCATION_KEY_PREFIX = 'oversight-revoked-session:';

export class RedisSessionRevocations implements SessionRevocations {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix = SESSION_REVOCATION_KEY_PREFIX,
  ) {}

  async revoke(sessionId: string, forSeconds: number) {
    // Redis drops the key itself when no token of the session can still be valid.
    await this.redis.set(`${this.keyPrefix}${sessionId}`, '1', 'EX', Math.max(1, Math.ceil(forSeconds)));
  }

  async isRevoked(sessionId: string) {
    return (await this.redis.exists(`${this.keyPrefix}${sessionId}`)) === 1;
  }
}

export const sessionRevocationsFor = (redis: Redis | undefined): SessionRevocations =>
  redis ? new RedisSessionRevocations(redis) : new MemorySessionRevocations();
