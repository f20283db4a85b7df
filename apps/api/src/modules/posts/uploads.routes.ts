import type { FastifyInstance } from 'fastify';
import { MAX_POST_IMAGE_BYTES } from '@oversight/shared/posts/posts.schemas';
import { fieldError, HttpError } from '../../platform/errors.js';
import { receiveLocalUpload } from './uploads.service.js';

/**
 * Local storage's answer to a signed upload grant (S3 receives these uploads itself). It sits outside /api/v1, like
 * /media/: the signature in the form is the credential, as with an S3 presigned POST.
 */
export async function localUploadRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>('/uploads/:id/', async (request, reply) => {
    if (!/^[0-9a-f-]{36}$/i.test(request.params.id))
      throw fieldError('id', 'Give the media id of the grant.');
    if (!request.isMultipart())
      throw fieldError('file', 'Send the image as multipart/form-data with the grant fields.');
    const fields: Record<string, string> = {};
    let file: Buffer | undefined;
    try {
      for await (const part of request.parts({ limits: { files: 1, fileSize: MAX_POST_IMAGE_BYTES } })) {
        if (part.type === 'file') file = await part.toBuffer();
        else fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, { file: ['The image is larger than 10 MB.'] });
      // Everything else is the body failing to parse (busboy: no boundary, malformed parts): the sender's fault.
      throw fieldError('file', 'The upload could not be read. Send it again as multipart/form-data.');
    }
    if (!file?.length) throw fieldError('file', 'Send one image in the "file" field.');
    await receiveLocalUpload(request.ctx, request.params.id, fields, file);
    return reply.status(204).send();
  });
}
