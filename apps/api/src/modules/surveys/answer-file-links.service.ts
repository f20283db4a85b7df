import type { Readable } from 'node:stream';
import { forbidden, notFound } from '../../platform/errors.js';
import type { ContextOf } from '../../platform/request-context.js';
import { isLegacyAnswerFileKey } from '../../platform/storage.js';
import { checkAnswerFileUrl } from './answer-file-urls.js';
import * as filesRepo from './answer-files.repository.js';

export const UNATTACHED_CLEANUP_JOB = 'surveys.unattached-answer-files';
export const UNATTACHED_CLEANUP_CRON = '23 * * * *';

const INLINE = /^image\/(webp|jpeg|png|gif|avif)$/;

/**
 * GET /files/answers/{tenant}/{file}/?expires&signature: the file behind a signed link. The signature is checked
 * before the database is asked, so a guessed or altered link learns nothing, not even whether the file exists.
 */
export async function openAnswerFile(
  deps: ContextOf<'db' | 'config' | 'storage'>,
  link: { tenantId: string; fileId: string; expires: number; signature: string },
): Promise<{ body: Readable | Buffer; headers: Record<string, string> }> {
  const verdict = checkAnswerFileUrl(deps.config, link);
  if (verdict === 'invalid') throw forbidden('This file link is not valid.');
  if (verdict === 'expired')
    throw forbidden('This file link has expired. Open the response again for a new one.');
  const file = await filesRepo.findServedFile(deps.db, link.tenantId, link.fileId);
  if (!file) throw notFound('No file has this id.');
  // Files stored by older versions sit in the public folder; newer ones in private storage.
  const body = isLegacyAnswerFileKey(file.storage_key)
    ? await deps.storage.get(file.storage_key)
    : await deps.storage.privateStream(file.storage_key);
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const disposition = INLINE.test(file.content_type) ? 'inline' : 'attachment';
  const seconds = Math.max(0, Math.floor(link.expires - Date.now() / 1000));
  return {
    body,
    headers: {
      'content-type': file.content_type,
      'content-disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': `private, max-age=${seconds}`,
      'content-security-policy': "default-src 'none'; sandbox",
    },
  };
}

/** The cleanup job: files no answer used within the allowed hours go, rows first, then their stored bytes. */
export async function removeUnattachedAnswerFiles(
  deps: ContextOf<'db' | 'config' | 'storage'>,
): Promise<number> {
  let removed = 0;
  for (const tenantId of await filesRepo.tenantsWithUnattachedFiles(deps.db))
    for (;;) {
      const hours = deps.config.answerFiles.unattachedHours;
      const keys = await filesRepo.deleteUnattached(deps.db, tenantId, hours, 200);
      for (const key of keys) {
        if (isLegacyAnswerFileKey(key)) await deps.storage.remove(key);
        else await deps.storage.removePrivate(key);
      }
      removed += keys.length;
      if (keys.length < 200) break;
    }
  return removed;
}
