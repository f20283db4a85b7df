import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import exifr from 'exifr';
import sharp from 'sharp';
import type { AppConfig } from '../config.js';
import { badRequest } from './errors.js';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

/** Raw, unchecked uploads waiting for a post: never served (see app.ts /media/ and localPath). */
export const isIncomingKey = (key: string) =>
  /^\/*incoming(\/|$)/.test(path.posix.normalize(`/${key}`).slice(1));

/** Answer files stored by older versions under forms/ in the served folder: served only through signed links now. */
export const isLegacyAnswerFileKey = (key: string) =>
  /^forms(\/|$)/.test(path.posix.normalize(`/${key}`).slice(1));

export type StoredImage = { key: string; url: string; width: number; height: number; bytes: number };
export type ImageGps = { latitude: number; longitude: number } | null;

/**
 * Files live on local disk (served at /media/) or in an S3-compatible bucket.
 * Images are always re-encoded, which sniffs the real type and drops every piece of metadata.
 */
export class Storage {
  private readonly s3: S3Client | undefined;

  constructor(private readonly config: AppConfig) {
    const s3 = config.storage.s3;
    this.s3 = s3
      ? new S3Client({
          region: s3.region,
          endpoint: s3.endpoint,
          forcePathStyle: !!s3.endpoint,
          credentials:
            s3.accessKeyId && s3.secretAccessKey
              ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
              : undefined,
        })
      : undefined;
  }

  /**
   * Local disk: raw signed uploads (`incoming/...`) live beside the served folder, never under /media/, until a post
   * re-encodes them.
   */
  private localPath(key: string): string {
    if (isIncomingKey(key))
      return path.join(this.config.dataDir, 'incoming-uploads', key.slice('incoming/'.length));
    return path.join(this.config.storage.uploadsDir, key);
  }

  get mode(): 'local' | 's3' {
    return this.s3 ? 's3' : 'local';
  }

  publicUrl(key: string): string {
    const s3 = this.config.storage.s3;
    if (s3)
      return `${(s3.publicUrl ?? `${s3.endpoint ?? `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`}/${s3.bucket}`).replace(/\/$/, '')}/${key}`;
    return `${this.config.publicUrl}/media/${key}`;
  }

  async put(key: string, body: Buffer, contentType: string) {
    if (this.s3) {
      // As /media/ answers locally: only raster images are shown in place, every other file is a download.
      const disposition = /^image\/(webp|jpeg|png|gif|avif)$/.test(contentType) ? 'inline' : 'attachment';
      await this.s3.send(
        new PutObjectCommand({
          Bucket: this.config.storage.s3!.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentDisposition: disposition,
        }),
      );
      return;
    }
    const file = this.localPath(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // The server itself serves them (/media/): no other local user needs to read them.
    await writeFile(file, body, { mode: 0o600 });
  }

  /**
   * S3 only: a presigned POST letting a browser upload one object of at most maxBytes under `key` until it expires.
   * (Local storage uses the app's own /uploads/ endpoint instead.)
   */
  async presignedPost(
    key: string,
    options: { contentType: string; maxBytes: number; expiresSeconds: number },
  ) {
    if (!this.s3) throw new Error('presignedPost needs S3 storage');
    // s3-presigned-post pins its own copy of client-s3 (a few patch releases apart): the same client by its shape.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- that pinned copy's class
    return createPresignedPost(this.s3, {
      Bucket: this.config.storage.s3!.bucket,
      Key: key,
      Fields: { 'Content-Type': options.contentType },
      Conditions: [
        ['content-length-range', 1, options.maxBytes],
        ['starts-with', '$Content-Type', 'image/'],
      ],
      Expires: options.expiresSeconds,
    });
  }

  /** The stored bytes of a key (uploads made straight to storage are read back to be checked and re-encoded). */
  async get(key: string): Promise<Buffer> {
    if (this.s3) {
      const object = await this.s3.send(
        new GetObjectCommand({ Bucket: this.config.storage.s3!.bucket, Key: key }),
      );
      return Buffer.from(await object.Body!.transformToByteArray());
    }
    return readFile(this.localPath(key));
  }

  async remove(key: string) {
    if (this.s3) {
      await this.s3.send(new DeleteObjectCommand({ Bucket: this.config.storage.s3!.bucket, Key: key }));
      return;
    }
    await unlink(this.localPath(key)).catch(() => undefined);
  }

  /**
   * Files that must not be public (exports of people's answers): kept outside /media/ (DATA_DIR/private) or under
   * private/ in the bucket, and served only through an endpoint that checks access.
   */
  async putPrivateFile(key: string, filePath: string, contentType: string) {
    if (this.s3) {
      const { size } = await stat(filePath);
      await this.s3.send(
        new PutObjectCommand({
          Bucket: this.config.storage.s3!.bucket,
          Key: `private/${key}`,
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      return;
    }
    const file = path.join(this.config.dataDir, 'private', key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await copyFile(filePath, file);
  }

  /** A private file from memory (answer files): see putPrivateFile. */
  async putPrivate(key: string, body: Buffer, contentType: string) {
    if (this.s3) {
      await this.s3.send(
        new PutObjectCommand({
          Bucket: this.config.storage.s3!.bucket,
          Key: `private/${key}`,
          Body: body,
          ContentType: contentType,
        }),
      );
      return;
    }
    const file = path.join(this.config.dataDir, 'private', key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, body, { mode: 0o600 });
  }

  async privateStream(key: string): Promise<Readable> {
    if (this.s3) {
      const object = await this.s3.send(
        new GetObjectCommand({ Bucket: this.config.storage.s3!.bucket, Key: `private/${key}` }),
      );
      return object.Body as Readable;
    }
    const file = path.join(this.config.dataDir, 'private', key);
    await stat(file);
    return createReadStream(file);
  }

  async removePrivate(key: string) {
    if (this.s3) {
      await this.s3.send(
        new DeleteObjectCommand({ Bucket: this.config.storage.s3!.bucket, Key: `private/${key}` }),
      );
      return;
    }
    await unlink(path.join(this.config.dataDir, 'private', key)).catch(() => undefined);
  }

  /** Reads the GPS position from EXIF before the re-encode strips it. */
  async readGps(input: Buffer): Promise<ImageGps> {
    return (await this.readPhotoFacts(input)).gps;
  }

  /** The photo's own GPS position and when it was taken (EXIF DateTimeOriginal, else CreateDate), read before the re-encode. */
  async readPhotoFacts(input: Buffer): Promise<{ gps: ImageGps; takenAt: Date | null }> {
    try {
      const tags = (await exifr.parse(input, {
        gps: true,
        pick: [
          'DateTimeOriginal',
          'CreateDate',
          'GPSLatitude',
          'GPSLongitude',
          'GPSLatitudeRef',
          'GPSLongitudeRef',
        ],
      })) as
        | { latitude?: number; longitude?: number; DateTimeOriginal?: unknown; CreateDate?: unknown }
        | undefined;
      const gps =
        tags && Number.isFinite(tags.latitude) && Number.isFinite(tags.longitude)
          ? { latitude: tags.latitude!, longitude: tags.longitude! }
          : null;
      const taken = tags?.DateTimeOriginal ?? tags?.CreateDate;
      const takenAt = taken instanceof Date && Number.isFinite(taken.getTime()) ? taken : null;
      return { gps, takenAt };
    } catch {
      // No EXIF or unreadable EXIF: the photo simply has no position and no time.
      return { gps: null, takenAt: null };
    }
  }

  /**
   * Validates and re-encodes an uploaded image to WebP (auto-rotated, at most maxSide pixels on its longest side),
   * then stores it. `field` names the form field in the 400 message.
   */
  async saveImage(
    input: Buffer,
    options: { folder: string; field: string; maxSide?: number; square?: boolean; private?: boolean },
  ): Promise<StoredImage> {
    if (input.length === 0) throw badRequest({ [options.field]: ['The file is empty.'] });
    if (input.length > MAX_IMAGE_BYTES)
      throw badRequest({ [options.field]: ['The image is larger than 10 MB.'] });
    const maxPixels = this.config.uploads.maxImagePixels;
    // metadata() reads the header only: a huge image is refused before a single pixel is decoded.
    let header: sharp.Metadata | undefined;
    try {
      header = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      header = undefined;
    }
    if (!header?.format || !ACCEPTED_IMAGE_FORMATS.has(header.format)) {
      throw badRequest({ [options.field]: ['Upload a valid image (JPEG, PNG, WebP, GIF or HEIC).'] });
    }
    // sharp's types promise the dimensions; a damaged header can still lack them.
    const size: Partial<Pick<sharp.Metadata, 'width' | 'height' | 'pageHeight'>> = header;
    const pixels = (size.width ?? 0) * (size.pageHeight ?? size.height ?? 0);
    if (!size.width || !size.height || pixels > maxPixels) {
      throw badRequest({
        [options.field]: [
          `The image is ${size.width ?? '?'} x ${size.height ?? '?'} pixels; at most ${Math.round(maxPixels / 1_000_000)} megapixels are accepted.`,
        ],
      });
    }
    const maxSide = options.maxSide ?? 1600;
    // The decoder keeps the same limit, should a file's header understate what it holds.
    let pipeline = sharp(input, { failOn: 'error', limitInputPixels: maxPixels }).rotate();
    pipeline = options.square
      ? pipeline.resize(maxSide, maxSide, { fit: 'cover' })
      : pipeline.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    let encoded: { data: Buffer; info: sharp.OutputInfo };
    try {
      encoded = await pipeline.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    } catch {
      throw badRequest({
        [options.field]: ['The image could not be read: it is damaged or not what its header says.'],
      });
    }
    const { data, info } = encoded;
    const key = `${options.folder}/${randomUUID()}.webp`;
    if (options.private) await this.putPrivate(key, data, 'image/webp');
    else await this.put(key, data, 'image/webp');
    const url = options.private ? '' : this.publicUrl(key);
    return { key, url, width: info.width, height: info.height, bytes: data.length };
  }
}
