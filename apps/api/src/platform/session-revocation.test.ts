import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../modules/accounts/test-helpers.js';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { createTestUser, TEST_PASSWORD } from '../test/factories.js';
import {
  MemorySessionRevocations,
  RedisSessionRevocations,
  SESSION_REVOCATION_KEY_PREFIX,
} from './session-revocation.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
// This file's own keys, so that nothing it writes or deletes touches another user of the same Redis.
const PREFIX = `test-session-revocation-${randomUUID()}:`;

describe('session revocations in memory', () => {
  it('holds a session until its tokens have expired, then forgets it', async () => {
    let now = 1_000_000;
    const store = new MemorySessionRevocations(() => now);
    await store.revoke('a', 900);
    expect(await store.isRevoked('a')).toBe(true);
    expect(await store.isRevoked('b')).toBe(false);
    now += 899_000;
    expect(await store.isRevoked('a')).toBe(true);
    now += 2_000;
    expect(await store.isRevoked('a')).toBe(false);
    // Lapsed entries are swept on the next revocation: the set never outgrows 15 minutes of sign-outs.
    await store.revoke('c', 900);
    now += 1_000_000;
    await store.revoke('d', 900);
    expect(store.size).toBe(1);
  });
});

describe('session revocations in Redis', () => {
  let first: Redis;
  let second: Redis;
  beforeAll(() => {
    first = new Redis(REDIS_URL);
    second = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await first.keys(`${PREFIX}*`);
    if (keys.length) await first.del(...keys);
    await first.quit();
    await second.quit();
  });

  it('is shared between processes (two connections) and expires with the tokens', async () => {
    const processA = new RedisSessionRevocations(first, PREFIX);
    const processB = new RedisSessionRevocations(second, PREFIX);
    const session = randomUUID();
    expect(await processB.isRevoked(session)).toBe(false);
    await processA.revoke(session, 900);
    expect(await processB.isRevoked(session)).toBe(true);
    const ttl = await second.ttl(`${PREFIX}${session}`);
    expect(ttl).toBeGreaterThan(890);
    expect(ttl).toBeLessThanOrEqual(900);
    await processA.revoke('short', 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await processB.isRevoked('short')).toBe(false);
  });
});

describe('sign-out with REDIS_URL set', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: REDIS_URL });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await redis.quit();
    await t.close();
  });

  it('refuses the access token at once and keeps the revocation in Redis', async () => {
    const { user } = await createTestUser(t);
    const login = await call(t, {
      url: '/auth/login/',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const { token, refresh_token: refresh } = login.json<{ token: string; refresh_token: string }>();
    expect((await call(t, { url: '/auth/user/', token })).statusCode).toBe(200);
    expect((await call(t, { url: '/auth/logout/', body: { refresh } })).statusCode).toBe(200);
    expect((await call(t, { url: '/auth/user/', token })).statusCode).toBe(401);
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    expect(await redis.exists(`${SESSION_REVOCATION_KEY_PREFIX}${sid}`)).toBe(1);
    await redis.del(`${SESSION_REVOCATION_KEY_PREFIX}${sid}`);
  });
});
