import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.js';

/**
 * Signed, expiring links to answer files (people's photos and documents): handed out only with a response its reader
 * may see, so the link itself is the permission. HMAC-SHA256 with the server's secret over tenant, file and expiry.
 */
export type FileUrlConfig = Pick<AppConfig, 'jwtSecret' | 'publicUrl' | 'answerFiles'>;

/** Expiries are rounded up to this step: the same file keeps one URL for a while, so browsers can cache it. */
const STEP_SECONDS = 15 * 60;

const signature = (secret: string, tenantId: string, fileId: string, expires: number) =>
  createHmac('sha256', secret).update(`answer-file:${tenantId}:${fileId}:${expires}`).digest('base64url');

/** The signed link to one answer file, working for at least `seconds` (the on-screen lifetime unless told). */
export function answerFileUrl(
  config: FileUrlConfig,
  file: { id: string; tenant_id: string },
  seconds = config.answerFiles.urlSeconds,
  now = Date.now(),
): string {
  const expires = Math.ceil((now / 1000 + seconds) / STEP_SECONDS) * STEP_SECONDS;
  const sig = signature(config.jwtSecret, file.tenant_id, file.id, expires);
  return `${config.publicUrl}/api/v1/files/answers/${file.tenant_id}/${file.id}/?expires=${expires}&signature=${sig}`;
}

/** Whether a link's signature is the server's own and its time has not run out. */
export function checkAnswerFileUrl(
  config: FileUrlConfig,
  link: { tenantId: string; fileId: string; expires: number; signature: string },
  now = Date.now(),
): 'valid' | 'expired' | 'invalid' {
  const expected = Buffer.from(signature(config.jwtSecret, link.tenantId, link.fileId, link.expires));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return link.expires * 1000 < now ? 'expired' : 'valid';
}
