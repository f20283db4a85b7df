import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageEncoding } from './web-app.js';

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
// JSON, text, CSV, JavaScript, XML and SVG; never images, archives or office files (already compressed).
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One answer compressed in one call, brotli at a quality that stays cheap on large answers (the map's points). */
export function compressAnswer(body: Buffer | string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const length = Buffer.byteLength(body);
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}

/**
 * Answers held whole in memory (JSON from the serializer, the shared catalogue's bytes, CSV text) are compressed in
 * one call on the thread pool: @fastify/compress turns each into a stream through a new compressor (brotli's reserves
 * megabytes), which cost several times the compression itself on every signed-in catalogue page. Streams (files,
 * exports) still go through @fastify/compress, whose hook runs after this one and leaves an encoded answer alone.
 */
export function registerWholeAnswerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined)
      return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = await compressAnswer(payload, encoding);
    addVary(reply);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  });
}
