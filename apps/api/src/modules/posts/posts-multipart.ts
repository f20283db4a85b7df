import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_POST_IMAGE_BYTES, MAX_POST_IMAGES } from '@oversight/shared/posts/posts.schemas';
import { badRequest, fieldError, HttpError, zodIssuesToFieldErrors } from '../../platform/errors.js';

const TOO_LARGE = `Each image must be at most ${MAX_POST_IMAGE_BYTES / 1024 / 1024} MB.`;
const TOO_MANY = `Attach at most ${MAX_POST_IMAGES} images.`;

/**
 * Reads a multipart post: text fields (repeated `image_ids` joined) and image files under any field named image*
 * (`images`, `images[]`, `image`). A fifth file is a 400 naming `images`, a file over the limit a 413 naming it.
 */
export async function readMultipartPost<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ body: z.output<S>; files: Buffer[] }> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({
      limits: { files: MAX_POST_IMAGES + 1, fileSize: MAX_POST_IMAGE_BYTES },
    })) {
      if (part.type === 'file') {
        if (!/^image/i.test(part.fieldname)) {
          part.file.resume();
          throw fieldError(part.fieldname, 'Only images can be attached, under the field "images".');
        }
        const data = await part.toBuffer();
        if (data.length) files.push(data);
        if (files.length > MAX_POST_IMAGES) throw fieldError('images', TOO_MANY);
      } else {
        const name = part.fieldname.replace(/\[\]$/, '');
        const value = typeof part.value === 'string' ? part.value : '';
        // A form with no file chosen sends an empty "images" text field.
        if (/^image/i.test(name) && name !== 'image_ids' && !value.trim()) continue;
        fields[name] = name in fields && name === 'image_ids' ? `${fields[name]},${value}` : value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, { images: [TOO_LARGE] });
    if (code === 'FST_FILES_LIMIT') throw fieldError('images', TOO_MANY);
    if (error instanceof HttpError) throw error;
    // Everything else is the body failing to parse (busboy: no boundary, malformed parts): the sender's fault.
    throw fieldError('images', 'The upload could not be read. Send it again as multipart/form-data.');
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(zodIssuesToFieldErrors(parsed.error.issues));
  return { body: parsed.data, files };
}
