import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { jpegPagesToPdf } from './image-pdf';

// The smallest JPEG (1 x 1, grey): enough for a PDF reader to take it as an image.
const TINY_JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  (char) => char.charCodeAt(0),
);

describe('the dashboard PDF', () => {
  it('puts each picture on its own A4 page, which a PDF reader opens', async () => {
    const blob = await jpegPagesToPdf([
      { jpeg: TINY_JPEG, width: 1200, height: 1700 },
      { jpeg: TINY_JPEG, width: 1200, height: 400 },
    ]);
    expect(blob.type).toBe('application/pdf');
    const read = await PDFDocument.load(new Uint8Array(await blob.arrayBuffer()));
    expect(read.getPageCount()).toBe(2);
    for (const page of read.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 1);
      expect(page.getHeight()).toBeCloseTo(841.89, 1);
    }
    expect(read.getCreator()).toBe('Oversight');
  });
});
