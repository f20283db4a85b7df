import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  signAccessToken,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  verifyAccessToken,
} from './tokens.js';

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

  it('refuses a correctly signed token that lacks exp, iat, sub, the issuer or the audience, or names others', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: {
      exp?: boolean;
      iat?: boolean;
      sub?: boolean;
      iss?: string | null;
      aud?: string | null;
    }) => {
      let jwt = new SignJWT({ tid: 'tenant-1', typ: 'access' }).setProtectedHeader({ alg: 'HS256' });
      if (claims.sub !== false) jwt = jwt.setSubject('user-3');
      if (claims.iat !== false) jwt = jwt.setIssuedAt(now);
      if (claims.exp !== false) jwt = jwt.setExpirationTime(now + 600);
      if (claims.iss !== null) jwt = jwt.setIssuer(claims.iss ?? TOKEN_ISSUER);
      if (claims.aud !== null) jwt = jwt.setAudience(claims.aud ?? TOKEN_AUDIENCE);
      return jwt.sign(new TextEncoder().encode(SECRET));
    };
    expect(await verifyAccessToken(SECRET, await sign({}))).toMatchObject({ sub: 'user-3', tid: 'tenant-1' });
    for (const missing of [
      { exp: false },
      { iat: false },
      { sub: false },
      { iss: null },
      { aud: null },
      { iss: 'someone-else' },
      { aud: 'another-api' },
    ]) {
      expect(await verifyAccessToken(SECRET, await sign(missing)), JSON.stringify(missing)).toBeNull();
    }
  });
});
