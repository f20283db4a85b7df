import {
  type IRunOptions,
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import PDFDocument from 'pdfkit';
import type { ReportData, ResolvedBlock } from '@oversight/shared/surveys/reports.schemas';
import { pdfText } from '../plans/plan-export-pdf.js';
import { chartImage, mapImage, numberStats, seriesOf, type ChartImage } from './report-charts.js';

/**
 * A report as a PDF (pdfkit) and a DOCX (docx) from the same resolved blocks: a cover line with the form, the
 * organisation, the date range and the number of responses, then each block; charts as images with their numbers
 * as a table, cross-tabs and response tables as tables.
 */

type Grid = { head: string[]; rows: string[][]; numeric?: boolean[] };
type Part =
  | { kind: 'heading'; text: string; level: number }
  | { kind: 'paragraph'; text: string; muted?: boolean }
  | { kind: 'image'; image: ChartImage; alt: string }
  | { kind: 'grid'; grid: Grid };

const count = (value: number) => value.toLocaleString('en-GB');
const rangeText = (data: ReportData) =>
  data.from && data.to
    ? `${data.from} to ${data.to}`
    : data.from
      ? `from ${data.from}`
      : data.to
        ? `up to ${data.to}`
        : 'all responses';

/** "Rooms › Desks": the repeats holding a question, as words. */
const repeatWords = (repeat: readonly { name: string; text: string }[] = []) =>
  repeat.map((item) => item.text || item.name).join(' › ');

/** The blocks as simple parts both writers draw. */
async function partsOf(data: ReportData, title: string, generatedOn: Date): Promise<Part[]> {
  const parts: Part[] = [
    { kind: 'heading', text: title, level: 0 },
    { kind: 'paragraph', text: `${data.survey.name} - ${data.survey.organization_name}` },
    {
      kind: 'paragraph',
      text: `Responses: ${count(data.responses)} (${rangeText(data)}). Made on ${generatedOn.toISOString().slice(0, 10)}.`,
      muted: true,
    },
  ];
  for (const block of data.blocks) parts.push(...(await blockParts(block)));
  return parts;
}

async function blockParts(block: ResolvedBlock): Promise<Part[]> {
  switch (block.type) {
    case 'heading':
      return [{ kind: 'heading', text: block.text, level: block.level }];
    case 'text':
      return block.text.split(/\n{2,}/).map((text) => ({ kind: 'paragraph', text }));
    case 'chart': {
      const summary = block.summary;
      const parts: Part[] = [{ kind: 'heading', text: block.title || summary?.text || 'Chart', level: 3 }];
      if (!summary)
        return [...parts, { kind: 'paragraph', text: block.error ?? 'Nothing to show.', muted: true }];
      // A repeat's question counts its entries (every room of every response), as the Summary tab does.
      const perEntry = summary.unit === 'entries';
      parts.push({
        kind: 'paragraph',
        text: perEntry
          ? `Counted per entry of ${repeatWords(block.repeat) || 'its repeated group'}: ${count(summary.answered)} of ${count(summary.responses)} entries answered "${summary.text}".`
          : `${count(summary.answered)} of ${count(summary.responses)} responses answered "${summary.text}".`,
        muted: true,
      });
      const image = await chartImage(block);
      if (image) parts.push({ kind: 'image', image, alt: `Chart of ${summary.text}` });
      const series = seriesOf(summary);
      if (series?.labels.length) {
        const withPercent = series.percents.some((value) => value !== null);
        parts.push({
          kind: 'grid',
          grid: {
            head: withPercent
              ? [series.caption, perEntry ? 'Entries' : 'Responses', '%']
              : [series.caption, perEntry ? 'Entries' : 'Responses'],
            rows: series.labels.map((label, index) => [
              label,
              count(series.values[index]!),
              ...(withPercent ? [`${series.percents[index] ?? 0}%`] : []),
            ]),
            numeric: [false, true, true],
          },
        });
      }
      const stats = numberStats(summary);
      if (stats.length)
        parts.push({
          kind: 'grid',
          grid: { head: ['Statistic', 'Value'], rows: stats, numeric: [false, true] },
        });
      if (!image && !series?.labels.length)
        parts.push({ kind: 'paragraph', text: 'No answers in this range.', muted: true });
      return parts;
    }
    case 'cross_tab': {
      const table = block.cross_tab;
      const parts: Part[] = [
        {
          kind: 'heading',
          text:
            block.title ||
            (table ? `${table.row_question.text} by ${table.column_question.text}` : 'Cross-tab'),
          level: 3,
        },
      ];
      if (!table)
        return [...parts, { kind: 'paragraph', text: block.error ?? 'Nothing to show.', muted: true }];
      if (table.unit === 'entries')
        parts.push({
          kind: 'paragraph',
          text: `Counted per entry of ${repeatWords(table.repeat) || 'its repeated group'}: ${count(table.total)} entries.`,
          muted: true,
        });
      const cell = (value: { count: number; row_percent: number; column_percent: number }) =>
        block.percent === 'row'
          ? `${count(value.count)} (${value.row_percent}%)`
          : block.percent === 'column'
            ? `${count(value.count)} (${value.column_percent}%)`
            : count(value.count);
      parts.push({
        kind: 'grid',
        grid: {
          head: [table.row_question.text, ...table.columns.map((column) => column.label), 'Total'],
          rows: [
            ...table.rows.map((row, i) => [
              row.label,
              ...table.columns.map((_, j) => cell(table.cells[i]![j]!)),
              count(row.total),
            ]),
            ['Total', ...table.columns.map((column) => count(column.total)), count(table.total)],
          ],
          numeric: [false, ...table.columns.map(() => true), true],
        },
      });
      return parts;
    }
    case 'table': {
      const parts: Part[] = [{ kind: 'heading', text: block.title || 'Responses', level: 3 }];
      if (block.error) parts.push({ kind: 'paragraph', text: block.error, muted: true });
      parts.push({
        kind: 'paragraph',
        text: `The newest ${count(block.rows.length)} of ${count(block.total)} responses.`,
        muted: true,
      });
      if (block.rows.length) {
        parts.push({
          kind: 'grid',
          grid: {
            head: ['Submitted', ...block.columns.map((column) => column.text)],
            rows: block.rows.map((row) => [row.submitted?.slice(0, 10) ?? '', ...row.cells]),
          },
        });
      }
      return parts;
    }
    case 'map': {
      const summary = block.summary;
      const parts: Part[] = [{ kind: 'heading', text: block.title || summary?.text || 'Map', level: 3 }];
      if (!summary || summary.kind !== 'location')
        return [...parts, { kind: 'paragraph', text: block.error ?? 'Nothing to show.', muted: true }];
      parts.push({
        kind: 'paragraph',
        text:
          summary.unit === 'entries'
            ? `${count(summary.answered)} locations given, counted per entry of ${repeatWords(block.repeat) || 'its repeated group'}.`
            : `${count(summary.answered)} locations given.`,
        muted: true,
      });
      const image = await mapImage(block);
      if (image) parts.push({ kind: 'image', image, alt: `Map of ${summary.text}` });
      if (summary.bounds) {
        const b = summary.bounds;
        parts.push({
          kind: 'paragraph',
          text: `Between latitudes ${b.south.toFixed(4)} and ${b.north.toFixed(4)}, longitudes ${b.west.toFixed(4)} and ${b.east.toFixed(4)}.`,
          muted: true,
        });
      }
      return parts;
    }
  }
}

// PDF

const MARGIN = 50;

function pdfGrid(doc: PDFKit.PDFDocument, grid: Grid) {
  const width = doc.page.width - 2 * MARGIN;
  const columns = grid.head.length;
  const first = columns > 2 ? Math.min(width * 0.34, 180) : width * 0.6;
  const rest = columns > 1 ? (width - first) / (columns - 1) : 0;
  const widths = grid.head.map((_, index) => (index === 0 ? first : rest));
  const fontSize = columns > 6 ? 7 : 9;
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    const height =
      Math.max(
        ...cells.map((text, i) => doc.heightOfString(pdfText(text) || ' ', { width: widths[i]! - 6 })),
      ) + 6;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    if (bold) doc.rect(MARGIN, y, width, height).fill('#e8edf3');
    doc.fillColor('#000').lineWidth(0.4).strokeColor('#b0b7c0');
    cells.forEach((text, i) => {
      doc.rect(x, y, widths[i]!, height).stroke();
      doc.text(pdfText(text), x + 3, y + 3, {
        width: widths[i]! - 6,
        align: grid.numeric?.[i] ? 'right' : 'left',
      });
      x += widths[i]!;
    });
    doc.x = MARGIN;
    doc.y = y + height;
  };
  drawRow(grid.head, true);
  for (const row of grid.rows) drawRow(row, false);
  doc.moveDown(0.8);
}

export async function renderPdf(data: ReportData, title: string, generatedOn = new Date()): Promise<Buffer> {
  const parts = await partsOf(data, title, generatedOn);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: pdfText(title), Subject: pdfText(data.survey.name), Creator: 'Oversight' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const usable = doc.page.width - 2 * MARGIN;
  for (const part of parts) {
    if (part.kind === 'heading') {
      const size = part.level === 0 ? 20 : part.level === 1 ? 16 : part.level === 2 ? 13 : 12;
      if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
      doc
        .moveDown(part.level === 0 ? 0 : 0.6)
        .font('Helvetica-Bold')
        .fontSize(size)
        .fillColor('#111')
        .text(pdfText(part.text), MARGIN, doc.y, { width: usable });
      doc.moveDown(0.3);
    } else if (part.kind === 'paragraph') {
      doc
        .font('Helvetica')
        .fontSize(part.muted ? 9 : 11)
        .fillColor(part.muted ? '#495057' : '#111')
        .text(pdfText(part.text), MARGIN, doc.y, { width: usable });
      doc.moveDown(0.5);
    } else if (part.kind === 'image') {
      const scale = usable / part.image.width;
      const height = part.image.height * scale;
      if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
      doc.image(part.image.png, MARGIN, doc.y, { width: usable, height });
      doc.y += height + 8;
    } else {
      pdfGrid(doc, part.grid);
    }
  }
  doc.end();
  return done;
}

// DOCX

const HEADINGS = [
  HeadingLevel.TITLE,
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
] as const;
const border = { style: BorderStyle.SINGLE, size: 4, color: 'B0B7C0' };

// Typed apart: inline, the options' `bold` is read as the deprecated String.prototype.bold of the `string` overload.
const runOptions = (text: string, bold: boolean): IRunOptions => ({ text, bold, size: 18 });

function docxGrid(grid: Grid): Table {
  const row = (cells: string[], head: boolean) =>
    new TableRow({
      tableHeader: head,
      children: cells.map(
        (text, i) =>
          new TableCell({
            shading: head ? { type: ShadingType.CLEAR, fill: 'E8EDF3', color: 'auto' } : undefined,
            borders: { top: border, bottom: border, left: border, right: border },
            children: [
              new Paragraph({
                alignment: grid.numeric?.[i] ? AlignmentType.RIGHT : AlignmentType.LEFT,
                children: [new TextRun(runOptions(text, head))],
              }),
            ],
          }),
      ),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [row(grid.head, true), ...grid.rows.map((cells) => row(cells, false))],
  });
}

export async function renderDocx(data: ReportData, title: string, generatedOn = new Date()): Promise<Buffer> {
  const parts = await partsOf(data, title, generatedOn);
  const children: (Paragraph | Table)[] = [];
  for (const part of parts) {
    if (part.kind === 'heading')
      children.push(new Paragraph({ text: part.text, heading: HEADINGS[Math.min(part.level, 3)] }));
    else if (part.kind === 'paragraph')
      children.push(
        new Paragraph({
          children: [
            new TextRun({
              text: part.text,
              color: part.muted ? '495057' : undefined,
              size: part.muted ? 18 : 22,
            }),
          ],
        }),
      );
    else if (part.kind === 'image') {
      const width = 600;
      children.push(
        new Paragraph({
          children: [
            new ImageRun({
              type: 'png',
              data: part.image.png,
              transformation: { width, height: Math.round((part.image.height * width) / part.image.width) },
              altText: { name: part.alt, description: part.alt, title: part.alt },
            }),
          ],
        }),
      );
    } else {
      children.push(docxGrid(part.grid), new Paragraph({ text: '' }));
    }
  }
  const document = new Document({
    creator: 'Oversight',
    title,
    description: data.survey.name,
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
