import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type Part =
  { name: string; value: string } | { name: string; file: Buffer; filename?: string; contentType?: string };

/** A multipart/form-data body as a browser would send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----oversight${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('file' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? 'photo.jpg'}"\r\nContent-Type: ${part.contentType ?? 'image/jpeg'}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const dms = (value: number) => {
  const absolute = Math.abs(value);
  const degrees = Math.floor(absolute);
  const minutes = Math.floor((absolute - degrees) * 60);
  const seconds = Math.round(((absolute - degrees) * 60 - minutes) * 60 * 10000);
  return `${degrees}/1 ${minutes}/1 ${seconds}/10000`;
};

const pad = (value: number) => String(value).padStart(2, '0');
/** EXIF time as a camera writes it: local time, no zone. */
const exifTime = (date: Date) =>
  `${date.getFullYear()}:${pad(date.getMonth() + 1)}:${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/**
 * A real JPEG; with `gps`, its EXIF carries that position and the time it was taken (`takenAt`, now unless given;
 * null writes none), as a phone camera writes them.
 */
export async function jpeg(
  options: {
    gps?: { latitude: number; longitude: number };
    takenAt?: Date | null;
    color?: string;
    size?: number;
  } = {},
): Promise<Buffer> {
  const size = options.size ?? 96;
  const image = sharp({
    create: { width: size, height: size, channels: 3, background: options.color ?? '#3a7' },
  }).jpeg();
  if (!options.gps) return image.toBuffer();
  const { latitude, longitude } = options.gps;
  const takenAt = options.takenAt === undefined ? new Date() : options.takenAt;
  return image
    .withExif({
      IFD0: { Make: 'Oversight test camera' },
      ...(takenAt ? { IFD2: { DateTimeOriginal: exifTime(takenAt) } } : {}),
      IFD3: {
        GPSLatitudeRef: latitude >= 0 ? 'N' : 'S',
        GPSLatitude: dms(latitude),
        GPSLongitudeRef: longitude >= 0 ? 'E' : 'W',
        GPSLongitude: dms(longitude),
      },
    })
    .toBuffer();
}
