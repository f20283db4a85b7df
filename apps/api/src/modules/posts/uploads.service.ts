import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { MAX_POST_IMAGE_BYTES, type UploadGrant } from '@oversight/shared/posts/posts.schemas';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { forbidden, notFound, unauthorized } from '../../platform/errors.js';
import type { PostsCaller } from './posts.service.js';
import * as repo from './posts.repository.js';

/** How long a signed upload grant stays valid. */
export const UPLOAD_GRANT_SECONDS = 15 * 60;

const signature = (secret: string, mediaId: string, expires: string) =>
  createHmac('sha256', secret).update(`post-upload:${mediaId}:${expires}`).digest('base64url');

/**
 * A signed, expiring grant to upload one image straight to storage (a presigned POST on S3, the app's own
 * /uploads/{id}/ endpoint on local disk). A review then names the upload in `image_ids`; only then is the image
 * checked (type, size), its EXIF position read and the file re-encoded.
 */
export async function generateUploadGrant(caller: PostsCaller, config: AppConfig, contentType: string): Promise<UploadGrant> {
  const user = caller.auth.user;
  if (!user) throw unauthorized();
  const expiresAt = new Date(Date.now() + UPLOAD_GRANT_SECONDS * 1000);
  const uploadKey = `incoming/${caller.auth.tenant.id}/${randomUUID()}`;
  const mediaId = await repo.insertUploadGrant(caller.db, { tenantId: caller.auth.tenant.id, ownerId: user.id, uploadKey, expiresAt });
  const base = { media_id: mediaId, method: 'POST' as const, file_field: 'file', expires_at: expiresAt.toISOString(), max_bytes: MAX_POST_IMAGE_BYTES };
  if (caller.storage.mode === 's3') {
    const post = await caller.storage.presignedPost(uploadKey, { contentType, maxBytes: MAX_POST_IMAGE_BYTES, expiresSeconds: UPLOAD_GRANT_SECONDS });
    return { ...base, url: post.url, fields: post.fields };
  }
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return { ...base, url: `${config.publicUrl}/uploads/${mediaId}/`, fields: { expires, signature: signature(config.jwtSecret, mediaId, expires) } };
}

/** Local storage: stores the raw bytes of a granted upload (checked and re-encoded later, when a review uses it). */
export async function receiveLocalUpload(
  deps: { db: Database; config: AppConfig; storage: PostsCaller['storage'] },
  mediaId: string,
  fields: { expires?: string; signature?: string },
  file: Buffer,
) {
  const expected = fields.expires ? signature(deps.config.jwtSecret, mediaId, fields.expires) : '';
  const given = fields.signature ?? '';
  const valid = given.length === expected.length && expected.length > 0 && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!valid) throw forbidden('The upload signature is not valid.');
  if (Number(fields.expires) * 1000 < Date.now()) throw forbidden('The upload grant has expired. Ask for a new one.');
  const grant = await repo.findUploadGrant(deps.db, mediaId);
  if (!grant || grant.post_id) throw notFound('No open upload has this id.');
  await deps.storage.put(grant.upload_key, file, 'application/octet-stream');
}
