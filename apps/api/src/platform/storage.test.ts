import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { HttpError } from './errors.js';
import { Storage } from './storage.js';

type Received = { method: string; url: string; contentType: string | undefined; body: Buffer };

/** A fake S3 endpoint on 127.0.0.1 speaking the path-style PutObject/DeleteObject protocol. */
function startFakeS3(received: Received[]): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method!,
        url: new URL(request.url!, 'http://s3.local').pathname,
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks),
      });
      response.writeHead(request.method === 'DELETE' ? 204 : 200, { ETag: '"fake-etag"' });
      response.end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const jpegWithMetadata = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 0, g: 135, b: 81 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret owner', Artist: 'someone' } } })
    .toBuffer();

describe('storage', () => {
  const received: Received[] = [];
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = await startFakeS3(received);
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const s3Storage = () =>
    new Storage(
      loadConfig(
        {
          NODE_ENV: 'test',
          JWT_SECRET: 'x'.repeat(40),
          S3_BUCKET: 'oversight-media',
          S3_ENDPOINT: endpoint,
          S3_ACCESS_KEY_ID: 'key',
          S3_SECRET_ACCESS_KEY: 'secret',
          S3_PUBLIC_URL: 'https://cdn.example.test/media',
        },
        { dataDir: '/tmp/oversight-storage-test' },
      ),
    );

  it('uploads re-encoded images to the S3 bucket and serves them from the public URL', async () => {
    const storage = s3Storage();
    expect(storage.mode).toBe('s3');
    const stored = await storage.saveImage(await jpegWithMetadata(), {
      folder: 'avatars',
      field: 'avatar',
      maxSide: 512,
    });
    expect(stored.url).toBe(`https://cdn.example.test/media/${stored.key}`);
    expect(stored.width).toBe(512);
    const put = received.find((request) => request.method === 'PUT');
    expect(put?.url).toBe(`/oversight-media/${stored.key}`);
    expect(put?.contentType).toBe('image/webp');
    const metadata = await sharp(put!.body).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    await storage.remove(stored.key);
    expect(
      received.some(
        (request) => request.method === 'DELETE' && request.url === `/oversight-media/${stored.key}`,
      ),
    ).toBe(true);
  });

  it('refuses a file that is not an image, naming the field', async () => {
    const error = await s3Storage()
      .saveImage(Buffer.from('%PDF-1.4 not an image'), { folder: 'avatars', field: 'avatar' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).body).toHaveProperty('avatar');
  });
});
