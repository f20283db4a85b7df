import { PDFDocument } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 28;

/** A PDF of JPEG pages, one image per A4 page scaled to fit the margins (pdf-lib, loaded only with the export). */
export async function jpegPagesToPdf(
  pages: { jpeg: Uint8Array; width: number; height: number }[],
): Promise<Blob> {
  const document = await PDFDocument.create();
  document.setCreator('Oversight');
  for (const page of pages) {
    const image = await document.embedJpg(page.jpeg);
    const scale = Math.min((A4[0] - MARGIN * 2) / page.width, (A4[1] - MARGIN * 2) / page.height);
    const width = page.width * scale;
    const height = page.height * scale;
    document.addPage(A4).drawImage(image, { x: MARGIN, y: A4[1] - MARGIN - height, width, height });
  }
  const bytes = await document.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
