import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, refuseBadTextFields } from './errors.js';

export type UploadedPart = { buffer: Buffer; filename: string; mimetype: string };

/**
 * Reads a multipart request holding one file in `field` (at most the multipart limit, 10 MB) and text fields.
 * Anything else is a 400 naming the field; a file over the limit a 413.
 */
export async function readOneFile(
  request: FastifyRequest,
  field: string,
  messages: { missing: string; tooLarge: string },
): Promise<{ file: UploadedPart; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw badRequest({ [field]: [`Send the file as multipart/form-data in the field "${field}".`] });
  const fields: Record<string, string> = {};
  let file: UploadedPart | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      if (part.fieldname !== field || file) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      file = { buffer, filename: part.filename, mimetype: part.mimetype };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, { [field]: [messages.tooLarge] });
    // Everything else here is the body failing to parse (busboy: no boundary, malformed parts): the sender's fault.
    throw badRequest({ [field]: ['The upload could not be read. Send it again as multipart/form-data.'] });
  }
  refuseBadTextFields(fields);
  if (file) refuseBadTextFields({ [field]: file.filename });
  if (!file || file.buffer.length === 0) throw badRequest({ [field]: [messages.missing] });
  return { file, fields };
}
