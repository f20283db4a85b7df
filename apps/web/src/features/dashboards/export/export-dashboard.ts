import { jpegPagesToPdf } from './image-pdf';
import { chartImage } from './chart-registry';

/** What an export holds: the dashboard's title, its filters in words, and each chart (a picture, or its numbers). */
export type ExportChart = { id: string; title: string; lines: string[] };
export type ExportInput = { title: string; subtitle: string; filters: string[]; charts: ExportChart[] };

const WIDTH = 1200;
const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = src;
  });

/** Draws the dashboard on one tall canvas: title, "Filters: ...", then every chart with its title. */
async function drawDashboard(input: ExportInput): Promise<HTMLCanvasElement> {
  const blocks = await Promise.all(
    input.charts.map(async (chart) => {
      const url = chartImage(chart.id);
      const image = url ? await loadImage(url).catch(() => null) : null;
      const imageHeight = image ? Math.round((image.height / image.width) * (WIDTH - 80)) : 0;
      return { chart, image, height: 56 + (image ? imageHeight : chart.lines.length * 26) + 24, imageHeight };
    }),
  );
  const header = 150 + input.filters.length * 26;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = header + blocks.reduce((sum, block) => sum + block.height, 0) + 40;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1a1b1e';
  context.font = 'bold 34px sans-serif';
  context.fillText(input.title, 40, 60);
  context.font = '20px sans-serif';
  context.fillStyle = '#495057';
  context.fillText(input.subtitle, 40, 96);
  context.fillText(input.filters.length ? 'Filters:' : 'Filters: none (every record you may see)', 40, 130);
  input.filters.forEach((line, index) => context.fillText(`• ${line}`, 60, 130 + (index + 1) * 26));
  let y = header;
  for (const block of blocks) {
    context.fillStyle = '#1a1b1e';
    context.font = 'bold 24px sans-serif';
    context.fillText(block.chart.title, 40, y + 36);
    if (block.image) context.drawImage(block.image, 40, y + 56, WIDTH - 80, block.imageHeight);
    else {
      context.font = '20px sans-serif';
      context.fillStyle = '#343a40';
      block.chart.lines.forEach((line, index) => context.fillText(line, 40, y + 82 + index * 26));
    }
    y += block.height;
  }
  return canvas;
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const fileName = (title: string, extension: string) =>
  `${
    title
      .replace(/[^\w\- ]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'dashboard'
  }.${extension}`;

export async function exportDashboard(input: ExportInput, format: 'png' | 'pdf'): Promise<void> {
  const canvas = await drawDashboard(input);
  if (format === 'png') {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The picture could not be made.');
    save(blob, fileName(input.title, 'png'));
    return;
  }
  // One A4 page per slice of the tall picture, at the page's proportions.
  const sliceHeight = Math.round((WIDTH * (841.89 - 56)) / (595.28 - 56));
  const pages: { jpeg: Uint8Array; width: number; height: number }[] = [];
  for (let top = 0; top < canvas.height; top += sliceHeight) {
    const slice = document.createElement('canvas');
    slice.width = WIDTH;
    slice.height = Math.min(sliceHeight, canvas.height - top);
    const context = slice.getContext('2d')!;
    context.drawImage(canvas, 0, top, WIDTH, slice.height, 0, 0, WIDTH, slice.height);
    const blob = await new Promise<Blob | null>((resolve) => slice.toBlob(resolve, 'image/jpeg', 0.92));
    if (!blob) throw new Error('The PDF could not be made.');
    pages.push({ jpeg: new Uint8Array(await blob.arrayBuffer()), width: slice.width, height: slice.height });
  }
  save(await jpegPagesToPdf(pages), fileName(input.title, 'pdf'));
}
