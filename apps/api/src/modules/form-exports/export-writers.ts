import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { Zip, ZipDeflate } from 'fflate';
import Papa from 'papaparse';
import type { Cell } from './export-columns.js';

/**
 * Writers that stream rows to a file on disk, a batch at a time: nothing holds the whole export. XLSX goes through
 * exceljs's streaming WorkbookWriter (each row committed as written).
 */

/** Waits for the stream to drain when its buffer is full (back-pressure from the disk). */
async function write(stream: WriteStream, text: string) {
  if (!stream.write(text)) await once(stream, 'drain');
}

async function close(stream: WriteStream) {
  stream.end();
  await once(stream, 'finish');
}

// A cell starting like a formula is written with a leading apostrophe so spreadsheet programs show it as text
// (OWASP "CSV injection"); numbers, even negative, are left as they are.
const FORMULA_START = /^[=+\-@\t\r]/;
export function csvSafe(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return FORMULA_START.test(value) && !Number.isFinite(Number(value)) ? `'${value}` : value;
}

export class CsvFile {
  private readonly stream: WriteStream;
  constructor(readonly path: string) {
    this.stream = createWriteStream(path);
  }
  /** The header, after a byte-order mark so spreadsheet programs read UTF-8 (Hausa, Yoruba, Igbo letters). */
  async header(header: string[]) {
    await write(this.stream, `\uFEFF${Papa.unparse([header])}\r\n`);
  }
  async rows(rows: Cell[][]) {
    if (!rows.length) return;
    await write(
      this.stream,
      `${Papa.unparse(
        rows.map((row) => row.map(csvSafe)),
        { header: false },
      )}\r\n`,
    );
  }
  finish = () => close(this.stream);
}

/** XLSX sheet names: at most 31 characters, none of []:*?/\, unique in the workbook. */
export function sheetName(name: string, taken: Set<string>): string {
  const base = name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1)
    candidate = `${base.slice(0, 31 - String(n).length - 1)}_${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export class XlsxFile {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet: ExcelJS.Worksheet | null = null;
  private readonly names = new Set<string>();
  constructor(readonly path: string) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: path,
      useStyles: false,
      useSharedStrings: false,
    });
  }
  /** Starts a sheet (the previous one is committed: exceljs streams one sheet at a time). */
  sheetStart(name: string, header: string[]) {
    this.sheet?.commit();
    this.sheet = this.workbook.addWorksheet(sheetName(name, this.names));
    this.sheet.addRow(header).commit();
  }
  async rows(rows: Cell[][]) {
    for (const row of rows) this.sheet!.addRow(row).commit();
    // Lets the file stream flush between batches.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  async finish() {
    this.sheet?.commit();
    await this.workbook.commit();
  }
}

export class GeoJsonFile {
  private readonly stream: WriteStream;
  private first = true;
  constructor(readonly path: string) {
    this.stream = createWriteStream(path);
  }
  async start() {
    await write(this.stream, '{"type":"FeatureCollection","features":[\n');
  }
  async features(features: object[]) {
    if (!features.length) return;
    const text = features.map((feature) => JSON.stringify(feature)).join(',\n');
    await write(this.stream, `${this.first ? '' : ',\n'}${text}`);
    this.first = false;
  }
  async finish() {
    await write(this.stream, '\n]}\n');
    await close(this.stream);
  }
}

/** Zips files read from disk into one, streamed (CSV exports of forms with repeated groups: one file per table). */
export async function zipFiles(target: string, files: { path: string; name: string }[]) {
  const out = createWriteStream(target);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else out.write(chunk);
    if (final || error) out.end();
  });
  for (const file of files) {
    const entry = new ZipDeflate(file.name, { level: 6 });
    zip.add(entry);
    for await (const chunk of createReadStream(file.path)) {
      entry.push(chunk as Uint8Array);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
  await done;
  if (failure) throw failure;
}
