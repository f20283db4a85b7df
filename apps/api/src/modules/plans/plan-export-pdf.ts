import PDFDocument from 'pdfkit';
import {
  activityRows,
  moneyText,
  statusLabel,
  trackingTable,
  type PlanExportInput,
  type TrackingRow,
} from './plan-export.js';

/**
 * The indicator tracking table as a landscape A4 PDF: plan name and date on top, the table with its header row
 * repeated on every page (periods beyond what fits the width continue in a further table), then the activities.
 */

type Column = { title: string; width: number; align?: 'left' | 'right' };
type Cell = { text: string; bold?: boolean; indent?: number };

const MARGIN = 28;
const FONT_SIZE = 7;
const PADDING = 3;
const PERIODS_PER_TABLE = 4;
const HEADER_FILL = '#e8edf3';
const ITEM_FILL = '#f5f5f5';

/** The built-in PDF fonts only have Latin-1 (WinAnsi): accents are taken off letters (ọ -> o), the naira sign spelled. */
export function pdfText(value: string): string {
  return value
    .replace(/₦/g, 'NGN ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toLocaleString('en-GB', { maximumFractionDigits: 4 });

class TableWriter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: Column[],
  ) {}

  private get bottom() {
    return this.doc.page.height - MARGIN - 14;
  }

  /** The row's columns: one cell alone spans the whole table (an item of the plan). */
  private columnsOf(cells: Cell[]): Column[] {
    if (cells.length > 1 || this.columns.length === 1) return this.columns;
    return [{ title: '', width: this.columns.reduce((sum, column) => sum + column.width, 0) }];
  }

  private height(cells: Cell[]) {
    const columns = this.columnsOf(cells);
    let tallest = 0;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      this.doc.font(cell.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
      tallest = Math.max(
        tallest,
        this.doc.heightOfString(pdfText(cell.text) || ' ', {
          width: column.width - 2 * PADDING - (cell.indent ?? 0),
        }),
      );
    });
    return tallest + 2 * PADDING;
  }

  private draw(cells: Cell[], fill?: string) {
    const doc = this.doc;
    const columns = this.columnsOf(cells);
    const height = this.height(cells);
    const y = doc.y;
    let x = MARGIN;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    if (fill) doc.rect(MARGIN, y, total, height).fill(fill);
    doc.fillColor('#000').lineWidth(0.4).strokeColor('#b0b7c0');
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.rect(x, y, column.width, height).stroke();
      const indent = cell.indent ?? 0;
      doc
        .font(cell.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(FONT_SIZE)
        .text(pdfText(cell.text), x + PADDING + indent, y + PADDING, {
          width: column.width - 2 * PADDING - indent,
          align: column.align ?? 'left',
        });
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = y + height;
  }

  header() {
    this.draw(
      this.columns.map((column) => ({ text: column.title, bold: true })),
      HEADER_FILL,
    );
  }

  /** A row; on a new page when it does not fit, under a repeated header. */
  row(cells: Cell[], fill?: string) {
    if (this.doc.y + this.height(cells) > this.bottom) {
      this.doc.addPage();
      this.header();
    }
    this.draw(cells, fill);
  }

  /** A title over a table; with its header and a first row on the same page. */
  start(title: string) {
    if (this.doc.y + 60 > this.bottom) this.doc.addPage();
    this.doc.moveDown(0.6).font('Helvetica-Bold').fontSize(10).fillColor('#000').text(pdfText(title), MARGIN);
    this.doc.moveDown(0.3);
    this.header();
  }
}

function trackingCells(row: TrackingRow, values: (number | null)[]): { cells: Cell[]; fill?: string } {
  if (row.kind === 'item')
    return {
      cells: [{ text: `${row.level}: ${row.title}`, bold: true, indent: row.depth * 8 }],
      fill: ITEM_FILL,
    };
  if (row.kind === 'split') {
    return {
      cells: [
        { text: row.label, indent: 12 },
        { text: '' },
        { text: '' },
        ...values.map((value) => ({ text: numberText(value) })),
        { text: '' },
        { text: '' },
        { text: '' },
        { text: '' },
      ],
    };
  }
  const { indicator } = row;
  return {
    cells: [
      {
        text: `${indicator.description}${indicator.measure ? ` (from the form ${indicator.measure.survey_name})` : ''}`,
        indent: 6,
      },
      { text: indicator.unit_info?.symbol || indicator.unit_info?.name || indicator.unit },
      { text: numberText(indicator.baseline) },
      ...values.map((value) => ({ text: numberText(value) })),
      { text: numberText(indicator.target_total) },
      { text: numberText(indicator.actual_total) },
      { text: numberText(indicator.progress) },
      { text: statusLabel(indicator) },
    ],
  };
}

export function planTrackingPdf(
  { plan, outcomes, indicators, activities }: PlanExportInput,
  exportedAt = new Date(),
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: pdfText(`${plan.name}: indicator tracking`), Author: pdfText(plan.organization.name) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(15).text(pdfText(plan.name), MARGIN, MARGIN);
  const subtitle = [
    plan.organization.name,
    plan.framework,
    plan.start_year && plan.end_year ? `${plan.start_year}-${plan.end_year}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text(
      pdfText(`${subtitle}\nIndicator tracking table, exported ${exportedAt.toISOString().slice(0, 10)}`),
    );
  doc.fillColor('#000');

  const width = doc.page.width - 2 * MARGIN;
  const { periods, rows } = trackingTable(outcomes, indicators);
  const chunksOfPeriods: string[][] = [];
  for (let index = 0; index < periods.length; index += PERIODS_PER_TABLE)
    chunksOfPeriods.push(periods.slice(index, index + PERIODS_PER_TABLE));
  if (!chunksOfPeriods.length) chunksOfPeriods.push([]);
  chunksOfPeriods.forEach((chunk, chunkIndex) => {
    const fixed: Column[] = [
      { title: 'Item / indicator', width: 0 },
      { title: 'Unit', width: 38 },
      { title: 'Baseline', width: 48, align: 'right' },
    ];
    const periodColumns: Column[] = chunk.flatMap((period) => [
      { title: `${period} target`, width: 46, align: 'right' as const },
      { title: `${period} actual`, width: 46, align: 'right' as const },
    ]);
    const totals: Column[] = [
      { title: 'Target total', width: 50, align: 'right' },
      { title: 'Actual total', width: 50, align: 'right' },
      { title: 'Progress %', width: 44, align: 'right' },
      { title: 'Status', width: 52 },
    ];
    const columns = [...fixed, ...periodColumns, ...totals];
    fixed[0]!.width = width - columns.reduce((sum, column) => sum + column.width, 0);
    const table = new TableWriter(doc, columns);
    const range = chunk.length
      ? ` (${chunk[0]}${chunk.length > 1 ? ` to ${chunk[chunk.length - 1]}` : ''})`
      : '';
    table.start(
      chunksOfPeriods.length > 1
        ? `Indicators, part ${chunkIndex + 1} of ${chunksOfPeriods.length}${range}`
        : `Indicators${range}`,
    );
    const from = chunkIndex * PERIODS_PER_TABLE * 2;
    for (const row of rows) {
      const values = row.kind === 'item' ? [] : row.values.slice(from, from + chunk.length * 2);
      const { cells, fill } = trackingCells(row, values);
      table.row(cells, fill);
    }
    if (!rows.length) table.row([{ text: 'This plan has no items yet.' }]);
  });

  const activityList = activityRows(outcomes, activities);
  if (activityList.length) {
    const columns: Column[] = [
      { title: 'Item', width: 120 },
      { title: 'Activity', width: 150 },
      { title: 'Status', width: 52 },
      { title: 'Dates', width: 62 },
      { title: 'Budget', width: 78, align: 'right' },
      { title: 'Department', width: 80 },
      { title: 'Linked projects (status, progress, money)', width: 0 },
    ];
    columns[6]!.width = width - columns.reduce((sum, column) => sum + column.width, 0);
    const table = new TableWriter(doc, columns);
    table.start('Activities');
    for (const { item, activity, projects } of activityList) {
      table.row([
        { text: item },
        { text: activity.name },
        { text: activity.status_label },
        { text: [activity.start_date, activity.end_date].filter(Boolean).join(' to ') },
        { text: moneyText(activity.budget) },
        { text: activity.department?.name ?? '' },
        { text: projects },
      ]);
    }
  }

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#666')
      .text(
        pdfText(`${plan.name} · page ${index + 1} of ${range.count}`),
        MARGIN,
        doc.page.height - MARGIN - 8,
        { width, align: 'right', lineBreak: false },
      );
  }
  doc.end();
  return done;
}
