import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { MAX_POST_IMAGE_BYTES, type UploadGrant } from '@oversight/shared/posts/posts.schemas';
import { forbidden, HttpError, notFound, tooManyRequests, unauthorized } from '../../platform/errors.js';
import type { ContextOf } from '../../platform/request-context.js';
import * as repo from './posts.repository.js';

/** How long a signed upload grant stays valid. */
export const UPLOAD_GRANT_SECONDS = 15 * 60;
/** A grant no post used is removed, with its file, this long after it ended (a review may be finished meanwhile). */
export const UNUSED_UPLOAD_GRACE_SECONDS = 24 * 60 * 60;
export const UPLOAD_CLEANUP_JOB = 'posts.expired-uploads';
export const UPLOAD_CLEANUP_CRON = '17 * * * *';

const signature = (secret: string, mediaId: string, expires: string) =>
  createHmac('sha256', secret).update(`post-upload:${mediaId}:${expires}`).digest('base64url');

/**
 * A signed, expiring grant to upload one image straight to storage (a presigned POST on S3, the app's own
 * /uploads/{id}/ endpoint on local disk). A review then names the upload in `image_ids`; only then is the image
 * checked (type, size), its EXIF position read and the file re-encoded.
 */
export async function generateUploadGrant(
  caller: ContextOf<'db' | 'auth' | 'config' | 'storage'>,
  contentType: string,
): Promise<UploadGrant> {
  const user = caller.auth.user;
  if (!user) throw unauthorized();
  const { config } = caller;
  const limits = config.uploads;
  const usage = await repo.uploadUsage(caller.db, caller.auth.tenant.id, user.id, MAX_POST_IMAGE_BYTES);
  if (usage.grantsLastHour >= limits.grantsPerHour) throw tooManyRequests(15 * 60);
  // An open grant counts at its largest size until its bytes arrive.
  if (usage.bytes + MAX_POST_IMAGE_BYTES > limits.dailyBytesPerUser) {
    throw new HttpError(
      429,
      {
        detail: `You have used today's upload allowance (${Math.round(limits.dailyBytesPerUser / 1024 / 1024)} MB in 24 hours). Try again tomorrow.`,
        code: 'upload_quota_exceeded',
      },
      { 'retry-after': '3600' },
    );
  }
  const expiresAt = new Date(Date.now() + UPLOAD_GRANT_SECONDS * 1000);
  const uploadKey = `incoming/${caller.auth.tenant.id}/${randomUUID()}`;
  const mediaId = await repo.insertUploadGrant(caller.db, {
    tenantId: caller.auth.tenant.id,
    ownerId: user.id,
    uploadKey,
    expiresAt,
  });
  const base = {
    media_id: mediaId,
    method: 'POST' as const,
    file_field: 'file',
    expires_at: expiresAt.toISOString(),
    max_bytes: MAX_POST_IMAGE_BYTES,
  };
  if (caller.storage.mode === 's3') {
    const post = await caller.storage.presignedPost(uploadKey, {
      contentType,
      maxBytes: MAX_POST_IMAGE_BYTES,
      expiresSeconds: UPLOAD_GRANT_SECONDS,
    });
    return { ...base, url: post.url, fields: post.fields };
  }
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return {
    ...base,
    url: `${config.publicUrl}/uploads/${mediaId}/`,
    fields: { expires, signature: signature(config.jwtSecret, mediaId, expires) },
  };
}

/** Local storage: stores the raw bytes of a granted upload (checked and re-encoded later, when a review uses it). */
export async function receiveLocalUpload(
  deps: ContextOf<'db' | 'config' | 'storage'>,
  mediaId: string,
  fields: { expires?: string; signature?: string },
  file: Buffer,
) {
  const expected = fields.expires ? signature(deps.config.jwtSecret, mediaId, fields.expires) : '';
  const given = fields.signature ?? '';
  const valid =
    given.length === expected.length &&
    expected.length > 0 &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!valid) throw forbidden('The upload signature is not valid.');
  if (Number(fields.expires) * 1000 < Date.now())
    throw forbidden('The upload grant has expired. Ask for a new one.');
  const grant = await repo.findUploadGrant(deps.db, mediaId);
  if (!grant || grant.post_id) throw notFound('No open upload has this id.');
  await deps.storage.put(grant.upload_key, file, 'application/octet-stream');
  await repo.setUploadBytes(deps.db, grant.tenant_id, grant.id, file.length);
}

/** The cleanup job: grants no post used, ended a day ago, go with their raw files. Answers how many went. */
export async function removeExpiredUploads(deps: ContextOf<'db' | 'storage'>): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await repo.findExpiredUploads(deps.db, UNUSED_UPLOAD_GRACE_SECONDS, 200);
    for (const upload of batch) {
      await deps.storage.remove(upload.upload_key);
      await repo.deleteUnusedUpload(deps.db, upload.tenant_id, upload.id);
    }
    removed += batch.length;
    if (batch.length < 200) return removed;
  }
}
