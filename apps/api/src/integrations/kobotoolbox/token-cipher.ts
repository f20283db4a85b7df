import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * KoboToolbox API tokens are kept encrypted at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's
 * secret (JWT_SECRET, or the one generated into DATA_DIR), so a copy of the database alone does not give them away.
 * Stored as "v1.<iv>.<tag>.<ciphertext>" in base64url.
 */
const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'oversight', 'kobotoolbox-token', 32));

export function encryptToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    encrypted.toString('base64url'),
  ].join('.');
}

/** The token, or null when it cannot be read (another server's secret, or tampered). */
export function decryptToken(secret: string, stored: string): string | null {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
