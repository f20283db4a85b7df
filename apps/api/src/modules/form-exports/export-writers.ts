import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { open, type FileHandle } from 'node:fs/promises';
import { join as pathJoin } from 'node:path';
import { Zip, ZipDeflate } from 'fflate';
import Papa from 'papaparse';
import type { Cell } from './export-columns.js';

/**
 * Writers that stream rows to a file on disk, a batch at a time: nothing holds the whole export. XLSX sheets are
 * XML files on disk zipped at the end (XlsxFile).
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

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
// Characters XML 1.0 cannot hold (control characters, lone surrogates, U+FFFE/U+FFFF) are left out.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are the characters to remove
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const xmlText = (text: string) =>
  text.replace(NOT_XML, '').replace(/[&<>"]/g, (char) => ESCAPES[char]!);

/** A column's letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Bytes of XML a sheet gathers before writing them to its file. */
const SHEET_BUFFER = 256 * 1024;

/**
 * One sheet's XML, written to its own file on disk (zipped into the workbook at the end). Each cell's XML goes
 * straight into one reused buffer that is written out whenever it is nearly full: no batch's XML is ever one string
 * (a batch of 250 rows made a ~1 MB string, and the Buffer of its bytes, each outliving the disk write it waited
 * for; under the API's heap they were promoted to the old generation and the heap's peak grew with the rows).
 */
class XlsxSheet {
  private file: FileHandle | null = null;
  private readonly buffer = Buffer.allocUnsafe(SHEET_BUFFER);
  private used = 0;
  private row = 0;
  private letters: string[] = [];
  constructor(
    readonly name: string,
    readonly path: string,
  ) {}
  async start(header: string[]) {
    this.file = await open(this.path, 'w');
    await this.put(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>`);
    await this.rows([header]);
  }
  /** Appends text if it fits (UTF-8: at most 3 bytes a UTF-16 unit); answers false when it does not. */
  private add(text: string): boolean {
    if (this.used + text.length * 3 > SHEET_BUFFER) return false;
    this.used += this.buffer.write(text, this.used);
    return true;
  }
  /** Appends text, writing the buffer out first when it may not fit (and a text longer than the buffer itself). */
  private async put(text: string) {
    if (this.add(text)) return;
    await this.flush();
    if (!this.add(text)) await this.file!.write(text);
  }
  private async flush() {
    if (!this.used) return;
    await this.file!.write(this.buffer, 0, this.used);
    this.used = 0;
  }
  async rows(rows: Cell[][]) {
    for (const row of rows) {
      this.row += 1;
      const start = `<row r="${this.row}">`;
      if (!this.add(start)) await this.put(start);
      for (let index = 0; index < row.length; index += 1) {
        const value = row[index];
        if (value === null || value === undefined || value === '') continue;
        const ref = `${(this.letters[index] ??= columnLetters(index))}${this.row}`;
        const cell =
          typeof value === 'number' && Number.isFinite(value)
            ? `<c r="${ref}"><v>${value}</v></c>`
            : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
        if (!this.add(cell)) await this.put(cell);
      }
      if (!this.add('</row>')) await this.put('</row>');
    }
  }
  async finish() {
    await this.put('</sheetData></worksheet>');
    await this.flush();
    await this.file!.close();
  }
}

/**
 * XLSX written as CSV is: each sheet's XML streamed to its own file (cells as inline strings and numbers, no shared
 * strings or styles to keep), all sheets from the same batches in one pass, then the parts zipped into the workbook
 * from disk. Memory holds one batch, whatever the rows. (exceljs's streaming writer grew with the rows: its sheet
 * streams ignore back-pressure, so whatever the zip's deflate had not yet taken stayed in memory.)
 */
export class XlsxFile {
  private readonly sheets: XlsxSheet[] = [];
  private readonly names = new Set<string>();
  constructor(
    readonly path: string,
    private readonly dir: string,
  ) {}
  /** Adds a sheet (named uniquely, as Excel allows) with its header row; rows are written to what it answers. */
  async sheet(name: string, header: string[]): Promise<Pick<XlsxSheet, 'rows'>> {
    const sheet = new XlsxSheet(
      sheetName(name, this.names),
      pathJoin(this.dir, `sheet-${this.sheets.length + 1}.xml`),
    );
    this.sheets.push(sheet);
    await sheet.start(header);
    return sheet;
  }
  async finish() {
    await Promise.all(this.sheets.map((sheet) => sheet.finish()));
    const numbered = this.sheets.map((sheet, i) => ({ sheet, n: i + 1 }));
    const parts: ZipPart[] = [
      {
        name: '[Content_Types].xml',
        text: `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${numbered
          .map(
            ({ n }) =>
              `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('')}</Types>`,
      },
      {
        name: '_rels/.rels',
        text: `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      },
      {
        name: 'xl/workbook.xml',
        text: `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${numbered
          .map(({ sheet, n }) => `<sheet name="${xmlText(sheet.name)}" sheetId="${n}" r:id="rId${n}"/>`)
          .join('')}</sheets></workbook>`,
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        text: `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${numbered
          .map(
            ({ n }) =>
              `<Relationship Id="rId${n}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${n}.xml"/>`,
          )
          .join('')}</Relationships>`,
      },
      ...numbered.map(({ sheet, n }) => ({ name: `xl/worksheets/sheet${n}.xml`, path: sheet.path })),
    ];
    await zipFiles(this.path, parts);
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

/** A zip entry: a file on disk, or a short text. */
type ZipPart = { name: string; path: string } | { name: string; text: string };

/**
 * Zips parts into one file, streamed: files are read from disk a chunk at a time and deflated as read, and each
 * chunk waits for the target to drain (CSV exports of forms with repeated groups: one file per table; XLSX parts).
 */
export async function zipFiles(target: string, files: ZipPart[]) {
  const out = createWriteStream(target);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  // Set in zip's callback, which narrowing does not follow: without the assertion TS takes it as always null.
  let failure = null as Error | null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else out.write(chunk);
    if (final || error) out.end();
  });
  for (const file of files) {
    const entry = new ZipDeflate(file.name, { level: 6 });
    zip.add(entry);
    if ('text' in file) entry.push(new TextEncoder().encode(file.text));
    else
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
