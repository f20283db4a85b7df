import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
// Who issues access tokens and for whom: a token signed with the same key for another purpose is not one of ours.
export const TOKEN_ISSUER = 'oversight';
export const TOKEN_AUDIENCE = 'oversight-api';
const REQUIRED_CLAIMS = ['exp', 'iat', 'sub', 'iss', 'aud'];

/**
 * `issuedAtMs` comes from the private `iat_ms` claim: `iat` has whole seconds only, which cannot tell a token issued
 * just before a password change from one issued just after it in the same second.
 */
export type AccessClaims = {
  sub: string;
  tid: string;
  iat: number;
  issuedAtMs: number;
  /** The session (refresh-token family) the token belongs to: signing that session out revokes the token. */
  sid: string | null;
};

const keyCache = new Map<string, Uint8Array>();
const keyFor = (secret: string) => {
  let key = keyCache.get(secret);
  if (!key) keyCache.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

export async function signAccessToken(
  secret: string,
  userId: string,
  tenantId: string,
  issuedAtMs = Date.now(),
  sessionId?: string,
): Promise<string> {
  return new SignJWT({
    tid: tenantId,
    typ: 'access',
    iat_ms: issuedAtMs,
    ...(sessionId ? { sid: sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(Math.floor(issuedAtMs / 1000))
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(keyFor(secret));
}

/**
 * Tokens already verified, with their claims and expiry: a token's validity is its own (signature and expiry; the
 * caller's account is checked on every request by access-control), so a signed-in browser's every request need not
 * verify the signature again. Bounded; the oldest entries go first.
 */
const verifiedBySecret = new Map<string, Map<string, { claims: AccessClaims; expiresAtMs: number }>>();
const VERIFIED_TOKENS_KEPT = 5000;

/** Returns the claims of a valid access token, or null for anything else (expired, forged, a refresh token). */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  let verified = verifiedBySecret.get(secret);
  if (!verified)
    verifiedBySecret.set(
      secret,
      (verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>()),
    );
  const known = verified.get(token);
  if (known) {
    if (Date.now() < known.expiresAtMs) return known.claims;
    verified.delete(token);
  }
  try {
    // A token without an expiry would be valid forever: exp, iat, sub, issuer and audience are all required.
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: REQUIRED_CLAIMS,
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.tid !== 'string')
      return null;
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    const iat = payload.iat;
    // Tokens without iat_ms count from the start of their second: the safe side for the password-change check.
    const issuedAtMs =
      typeof payload.iat_ms === 'number' && Math.floor(payload.iat_ms / 1000) === iat
        ? payload.iat_ms
        : iat * 1000;
    const sid = typeof payload.sid === 'string' ? payload.sid : null;
    const claims = { sub: payload.sub, tid: payload.tid, iat, issuedAtMs, sid };
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}

/** Opaque random secrets (refresh tokens, reset links) are stored only as their SHA-256. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
