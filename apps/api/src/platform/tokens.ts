import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export type AccessClaims = { sub: string; tid: string; iat: number };

const keyCache = new Map<string, Uint8Array>();
const keyFor = (secret: string) => {
  let key = keyCache.get(secret);
  if (!key) keyCache.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

export async function signAccessToken(secret: string, userId: string, tenantId: string): Promise<string> {
  return new SignJWT({ tid: tenantId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(keyFor(secret));
}

/** Returns the claims of a valid access token, or null for anything else (expired, forged, a refresh token). */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'] });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.tid !== 'string') return null;
    return { sub: payload.sub, tid: payload.tid, iat: payload.iat ?? 0 };
  } catch {
    return null;
  }
}

/** Opaque random secrets (refresh tokens, reset links) are stored only as their SHA-256. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
