import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './tokens.js';

const SECRET = 'a'.repeat(64);
const OTHER_SECRET = 'b'.repeat(64);

afterEach(() => vi.useRealTimers());

describe('verifyAccessToken', () => {
  it('answers the same claims when a token is presented again (verified once, then remembered)', async () => {
    const token = await signAccessToken(SECRET, 'user-1', 'tenant-1');
    const first = await verifyAccessToken(SECRET, token);
    expect(first).toMatchObject({ sub: 'user-1', tid: 'tenant-1' });
    expect(await verifyAccessToken(SECRET, token)).toEqual(first);
  });

  it('refuses a remembered token under another secret, a tampered one, and one past its expiry', async () => {
    const token = await signAccessToken(SECRET, 'user-2', 'tenant-1');
    expect(await verifyAccessToken(SECRET, token)).not.toBeNull();
    expect(await verifyAccessToken(OTHER_SECRET, token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    expect(await verifyAccessToken(SECRET, `${header}.${payload}.${signature!.slice(0, -2)}AA`)).toBeNull();

    vi.useFakeTimers({ now: Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000, toFake: ['Date'] });
    expect(await verifyAccessToken(SECRET, token)).toBeNull();
  });
});
