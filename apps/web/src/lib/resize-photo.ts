/** The longest side of a photo sent from the browser (the server re-encodes to the same size anyway). */
export const PHOTO_MAX_SIDE = 1600;

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Shrinks a photo to at most PHOTO_MAX_SIDE px as WebP (JPEG where the browser cannot write WebP) before upload: a
 * 12-megapixel phone photo of 5 MB becomes ~300 KB, which matters on mobile data. Files the browser cannot decode
 * are sent as they are.
 */
export async function resizePhoto(file: File, maxSide = PHOTO_MAX_SIDE): Promise<File> {
  if (typeof createImageBitmap !== 'function' || !file.type.startsWith('image/')) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const small = /^image\/(jpeg|webp)$/.test(file.type) && file.size <= 1_000_000;
  if (scale === 1 && small) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  let blob = await toBlob(canvas, 'image/webp', 0.82);
  // Browsers without a WebP encoder answer PNG: JPEG is much smaller for photos.
  if (!blob || blob.type !== 'image/webp') blob = await toBlob(canvas, 'image/jpeg', 0.85);
  if (!blob) return file;
  const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
  const name = `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.${extension}`;
  return new File([blob], name, { type: blob.type, lastModified: file.lastModified });
}
