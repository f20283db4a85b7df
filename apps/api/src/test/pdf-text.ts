export type PdfPage = { text: string; width: number; height: number };

/** Each page of a PDF: its text pieces joined by spaces, and its size in points (pdfjs-dist's legacy build runs on Node 20). */
export async function pdfPages(buffer: Buffer): Promise<PdfPage[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(buffer),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const { width, height } = page.getViewport({ scale: 1 });
    pages.push({
      text: content.items.map((item) => ('str' in item ? item.str : '')).join(' '),
      width: Math.round(width),
      height: Math.round(height),
    });
  }
  await document.destroy();
  return pages;
}

/** The text of every page of a PDF, joined by spaces. */
export async function pdfText(buffer: Buffer): Promise<string> {
  return (await pdfPages(buffer)).map((page) => page.text).join(' ');
}
