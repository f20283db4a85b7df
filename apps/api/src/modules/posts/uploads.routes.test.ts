import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSchema, uploadGrantSchema, type UploadGrant } from '@oversight/shared/posts/posts.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';
import { jpeg, multipart } from './post-test-helpers.js';
import { UPLOAD_CLEANUP_JOB } from './uploads.service.js';

const SITE = { latitude: 6.5244, longitude: 3.3792 };

async function setUp(t: TestApp) {
  const citizen = await createTestUser(t);
  const project = await createTestProject(t, {
    name: 'Lagos Ferry Terminal',
    locations: [{ state: 'LAGOS', lga: 'Lagos Island', ...SITE }],
  });
  return { citizen, project };
}

const grantFor = async (t: TestApp, user: TestUser): Promise<UploadGrant> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects/posts/generate-signature/',
    headers: user.headers,
    payload: { content_type: 'image/jpeg' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return uploadGrantSchema.parse(response.json());
};

describe('signed image uploads on local storage', () => {
  let t: TestApp;
  let citizen: TestUser;
  let project: { publicId: string };
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ({ citizen, project } = await setUp(t));
  });
  afterAll(async () => t.close());

  const upload = (grant: UploadGrant, file: Buffer, fields = grant.fields) => {
    const body = multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: grant.file_field, file },
    ]);
    return t.app.inject({
      method: 'POST',
      url: new URL(grant.url).pathname,
      headers: body.headers,
      payload: body.payload,
    });
  };

  it('uploads through the grant, then a review uses the image by id (live photo from its EXIF)', async () => {
    const grant = await grantFor(t, citizen);
    expect(grant.url).toBe(`http://localhost:3000/uploads/${grant.media_id}/`);
    expect((await upload(grant, await jpeg({ gps: SITE }))).statusCode).toBe(204);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/posts/review/',
      headers: citizen.headers,
      payload: {
        title: 'Boats running',
        sentiment: 'impressed',
        project_id: project.publicId,
        image_ids: [grant.media_id],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const post = postSchema.parse(response.json());
    expect(post.images).toEqual([
      expect.objectContaining({ id: grant.media_id, is_live_photo: true, state: 'LAGOS' }),
    ]);
    // Used once only.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/posts/review/',
      headers: citizen.headers,
      payload: {
        title: 'Twice',
        sentiment: 'impressed',
        project_id: project.publicId,
        image_ids: [grant.media_id],
      },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty('image_ids');
  });

  it("refuses a forged signature, a non-image at review time, another user's upload and anonymous grants", async () => {
    const grant = await grantFor(t, citizen);
    expect((await upload(grant, await jpeg(), { ...grant.fields, signature: 'forged' })).statusCode).toBe(
      403,
    );
    expect((await upload(grant, await jpeg(), { ...grant.fields, expires: '1' })).statusCode).toBe(403);
    expect((await upload(grant, Buffer.from('not an image at all'))).statusCode).toBe(204);
    const notImage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/posts/review/',
      headers: citizen.headers,
      payload: { title: 'x', sentiment: 1, project_id: project.publicId, image_ids: [grant.media_id] },
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toHaveProperty('image_ids');

    const other = await createTestUser(t);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/posts/review/',
      headers: other.headers,
      payload: { title: 'x', sentiment: 1, project_id: project.publicId, image_ids: [grant.media_id] },
    });
    expect(stolen.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/projects/posts/generate-signature/', payload: {} }))
        .statusCode,
    ).toBe(401);
    const badType = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/posts/generate-signature/',
      headers: citizen.headers,
      payload: { content_type: 'application/pdf' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toHaveProperty('content_type');
  });

  it('live only for a recent photo with its own GPS at the site; a device position alone is "location from device"', async () => {
    const photos = [
      await jpeg({ gps: SITE, color: '#111' }),
      await jpeg({ gps: SITE, takenAt: new Date(Date.now() - 30 * 86_400_000), color: '#222' }),
      await jpeg({ gps: SITE, takenAt: null, color: '#333' }),
      await jpeg({ color: '#444' }),
    ];
    const ids: string[] = [];
    for (const photo of photos) {
      const grant = await grantFor(t, citizen);
      expect((await upload(grant, photo)).statusCode).toBe(204);
      ids.push(grant.media_id);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/posts/review/',
      headers: citizen.headers,
      // The phone says it is at the site; only the photos' own GPS and time can make them live.
      payload: {
        title: 'Site visit',
        sentiment: 'impressed',
        project_id: project.publicId,
        image_ids: ids,
        ...SITE,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const images = postSchema.parse(response.json()).images;
    expect(
      ids
        .map((id) => images.find((image) => image.id === id))
        .map((image) => [image?.is_live_photo, image?.location_source]),
    ).toEqual([
      [true, 'photo'],
      [false, 'photo'],
      [false, 'photo'],
      [false, 'device'],
    ]);
  });

  it('keeps raw uploads out of /media/ and refuses a 16,000 x 16,000 PNG from its header', async () => {
    const grant = await grantFor(t, citizen);
    // One bit per pixel, all zero: 32 MB of pixels deflated to a few KB; decoded it would take ~750 MB.
    const row = Buffer.alloc(1 + 16_000 / 8);
    const raw = Buffer.alloc(row.length * 16_000);
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(16_000, 0);
    ihdr.writeUInt32BE(16_000, 4);
    ihdr.set([1, 0, 0, 0, 0], 8);
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect((await upload(grant, png)).statusCode).toBe(204);

    const key = `incoming/${t.tenantId}/`;
    const stored = await t.app.db.execute<{ upload_key: string; upload_bytes: number }>(
      sql`SELECT upload_key, upload_bytes FROM post_media WHERE id = ${grant.media_id}`,
    );
    expect(stored.rows[0]?.upload_key).toContain(key);
    expect(stored.rows[0]?.upload_bytes).toBe(png.length);
    for (const url of [
      `/media/${stored.rows[0]!.upload_key}`,
      `/media/posts/../${stored.rows[0]!.upload_key}`,
      `/media/%69ncoming/${stored.rows[0]!.upload_key.slice(9)}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect(existsSync(path.join(t.config.storage.uploadsDir, stored.rows[0]!.upload_key))).toBe(false);

    const review = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/posts/review/',
      headers: citizen.headers,
      payload: {
        title: 'Huge',
        sentiment: 'impressed',
        project_id: project.publicId,
        image_ids: [grant.media_id],
      },
    });
    expect(review.statusCode).toBe(400);
    expect(review.json<{ image_ids: string[] }>().image_ids[0]).toMatch(
      /16000 x 16000 pixels; at most 50 megapixels/,
    );
  });

  it('limits grants per hour and bytes per day per account; the job removes unused grants and their files', async () => {
    const uploader = await createTestUser(t);
    const limits = t.app.config.uploads;
    const saved = { ...limits };
    try {
      // 25 MB a day: two open grants (10 MB each until their bytes arrive), not three.
      limits.dailyBytesPerUser = 25 * 1024 * 1024;
      const first = await grantFor(t, uploader);
      await grantFor(t, uploader);
      const third = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/posts/generate-signature/',
        headers: uploader.headers,
        payload: {},
      });
      expect(third.statusCode).toBe(429);
      const refusal = third.json<{ code: string; detail: string }>();
      expect(refusal.code).toBe('upload_quota_exceeded');
      expect(refusal.detail).toContain('25 MB');
      // Once the first grant's bytes arrived, it counts at its real size.
      expect((await upload(first, await jpeg())).statusCode).toBe(204);
      await grantFor(t, uploader);

      limits.grantsPerHour = 3;
      const fourth = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/posts/generate-signature/',
        headers: uploader.headers,
        payload: {},
      });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers['retry-after']).toBeDefined();

      await t.app.db.execute(
        sql`UPDATE post_media SET upload_expires_at = now() - interval '2 days' WHERE id = ${first.media_id}`,
      );
      const key = (
        await t.app.db.execute<{ upload_key: string }>(
          sql`SELECT upload_key FROM post_media WHERE id = ${first.media_id}`,
        )
      ).rows[0]!.upload_key;
      expect((await t.app.storage.get(key)).length).toBeGreaterThan(0);
      await t.app.jobs.send(UPLOAD_CLEANUP_JOB, {});
      await t.runJobs([UPLOAD_CLEANUP_JOB]);
      expect(
        (await t.app.db.execute(sql`SELECT id FROM post_media WHERE id = ${first.media_id}`)).rows,
      ).toEqual([]);
      await expect(t.app.storage.get(key)).rejects.toThrow();
      expect(
        (await t.app.db.execute(sql`SELECT id FROM post_media WHERE owner_id = ${uploader.user.id}`)).rows,
      ).toHaveLength(2);
    } finally {
      Object.assign(limits, saved);
    }
  });
});

/** The named parts of a multipart/form-data body (the browser form POST of a presigned upload). */
function formParts(body: Buffer, contentType: string): Map<string, Buffer> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  const parts = new Map<string, Buffer>();
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // A part sits between the CRLF after one delimiter and the CRLF before the next.
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headersEnd = part.indexOf('\r\n\r\n');
    const name = /name="([^"]*)"/.exec(part.subarray(0, headersEnd).toString('utf8'))?.[1];
    if (name !== undefined) parts.set(name, part.subarray(headersEnd + 4));
    start = next;
  }
  return parts;
}

/** A fake S3 speaking path-style PUT/GET/DELETE and the browser form POST of a presigned upload. */
function startFakeS3(objects: Map<string, Buffer>, posts: Record<string, string>[]): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const pathname = decodeURIComponent(new URL(request.url!, 'http://s3.local').pathname);
      if (request.method === 'POST') {
        const { file, ...fields } = Object.fromEntries(formParts(body, request.headers['content-type']!));
        posts.push(
          Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.toString('utf8')])),
        );
        if (!file) throw new Error('The form POST carries no file.');
        objects.set(`${pathname.replace(/\/$/, '')}/${fields.key?.toString('utf8') ?? ''}`, file);
        response.writeHead(204).end();
      } else if (request.method === 'PUT') {
        objects.set(pathname, body);
        response.writeHead(200, { ETag: '"etag"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(pathname);
        if (!object)
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code></Error>');
        else
          response
            .writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': object.length })
            .end(object);
      } else {
        objects.delete(pathname);
        response.writeHead(204).end();
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('signed image uploads on S3', () => {
  let t: TestApp;
  let server: Server;
  const objects = new Map<string, Buffer>();
  const formPosts: Record<string, string>[] = [];
  beforeAll(async () => {
    server = await startFakeS3(objects, formPosts);
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({
      rateLimits: false,
      storage: {
        uploadsDir: '/tmp/oversight-unused',
        s3: { endpoint, bucket: 'media', region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret' },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('hands out a presigned POST; the review reads the object back, re-encodes it and drops the raw upload', async () => {
    const { citizen, project } = await setUp(t);
    const grant = await grantFor(t, citizen);
    expect(grant.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/?$/);
    expect(grant.fields['Content-Type']).toBe('image/jpeg');
    expect(grant.fields.key).toMatch(/^incoming\//);
    expect(grant.fields.Policy).toEqual(expect.any(String));
    expect(grant.fields['X-Amz-Signature']).toEqual(expect.any(String));
    const policy = JSON.parse(Buffer.from(grant.fields.Policy!, 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);

    const form = new FormData();
    for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
    form.append(
      'file',
      new Blob([new Uint8Array(await jpeg({ gps: SITE }))], { type: 'image/jpeg' }),
      'photo.jpg',
    );
    expect((await fetch(grant.url, { method: 'POST', body: form })).status).toBe(204);
    expect(objects.has(`/media/${grant.fields.key}`)).toBe(true);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/posts/review/',
      headers: citizen.headers,
      payload: {
        title: 'Seen it',
        sentiment: 'excited',
        project_id: project.publicId,
        image_ids: [grant.media_id],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const image = postSchema.parse(response.json()).images[0]!;
    expect(image.is_live_photo).toBe(true);
    expect(image.image).toMatch(/\/media\/posts\/[0-9a-f-]+\.webp$/);
    expect(objects.has(`/media/${grant.fields.key}`)).toBe(false);
    expect([...objects.keys()].some((key) => key.startsWith('/media/posts/'))).toBe(true);
  });
});
