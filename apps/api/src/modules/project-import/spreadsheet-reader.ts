import { createWriteStream } from 'node:fs';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { MAX_IMPORT_ROWS } from '@oversight/shared/projects/project-import.schemas';
import { fieldError } from '../../platform/errors.js';
import { CellBudget, checkZip } from '../../platform/spreadsheets.js';

/** A sheet as text: the header row and each non-empty data row with its row number in the sheet. */
export type SheetText = { headers: string[]; rows: { row: number; cells: string[] }[] };

const NOT_A_SHEET = 'The file is not a spreadsheet. Upload the sheet as .xlsx (Excel) or .csv.';

/** Writes an uploaded stream to a private temporary file (the xlsx reader streams from it: memory stays flat). */
export async function saveUpload(stream: Readable): Promise<{ file: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'oversight-import-'));
  const file = path.join(dir, 'upload');
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    await pipeline(stream, createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { file, cleanup };
}

async function firstBytes(file: string, count: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Cell values as the preview shows them: dates as YYYY-MM-DD, formulas by their result, rich text as text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: string;
      hyperlink?: string;
    };
    if (cell.richText)
      return cell.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.error) return '';
    // An object of no kind ExcelJS makes: nothing to show (not "[object Object]").
    return '';
  }
  return typeof value === 'bigint' ? String(value) : '';
}

const tooManyRows = () =>
  fieldError(
    'file',
    `The sheet has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows. Split it into smaller files.`,
  );

async function readXlsx(file: string): Promise<SheetText> {
  // exceljs 4.4.0's streaming reader now and then loses the workbook part it has just parsed ("Cannot read properties
  // of undefined (reading 'sheets')", about 1 read in 200 of the same file): a second read of the file succeeds.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readXlsxOnce(file);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode || attempt === 3)
        throw error instanceof TypeError ? fieldError('file', NOT_A_SHEET) : error;
    }
  }
}

async function readXlsxOnce(file: string): Promise<SheetText> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let headers: string[] | null = null;
  const rows: SheetText['rows'] = [];
  const budget = new CellBudget();
  try {
    // Only the first worksheet holds projects (the template's second sheet lists the allowed values).
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as unknown[];
        budget.row(row.number, values.length - 1);
        const cells: string[] = [];
        for (let i = 1; i < values.length; i += 1)
          cells.push(budget.text(row.number, i, cellText(values[i])));
        if (!cells.some(Boolean)) continue;
        if (!headers) {
          headers = cells;
          continue;
        }
        rows.push({ row: row.number, cells });
        if (rows.length > MAX_IMPORT_ROWS) throw tooManyRows();
      }
      break;
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode || error instanceof TypeError) throw error;
    throw fieldError('file', NOT_A_SHEET);
  }
  if (!headers) throw fieldError('file', 'The sheet is empty: the first row must hold the column names.');
  return { headers, rows };
}

function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    // Excel's "CSV" on Windows writes Windows-1252.
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** What a CSV parse error means, in words. */
const CSV_ERRORS: Readonly<Record<string, string>> = {
  MissingQuotes: 'a quoted cell is never closed (a " without its closing ")',
  InvalidQuotes: 'a quoted cell has text after its closing quote',
};

function readCsv(buffer: Buffer): SheetText {
  const text = decodeText(buffer);
  // Set inside the parser's callback (a holder: TypeScript does not follow assignments made in a callback).
  const read: { headers: string[] | null; refusal: Error | null } = { headers: null, refusal: null };
  const rows: SheetText['rows'] = [];
  const budget = new CellBudget();
  let index = 0;
  // The line each record starts on, counted as the parser moves (a quoted cell may span lines).
  const at = { cursor: 0, line: 1 };
  // Record by record, stopping at the first limit passed: a file of one endless line is not split into a huge array.
  // A ragged record may be short of fields: the type admits the missing ones.
  Papa.parse<(string | undefined)[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      index += 1;
      const line = at.line;
      for (let i = at.cursor; i < result.meta.cursor; i += 1) if (text.charCodeAt(i) === 10) at.line += 1;
      at.cursor = result.meta.cursor;
      try {
        // A file the parser cannot read whole is refused whole: a partial read never replaces good data.
        const problem = result.errors.find((error) => error.type !== 'Delimiter');
        if (problem)
          throw fieldError(
            'file',
            `Line ${line.toLocaleString('en')}: ${CSV_ERRORS[problem.code] ?? problem.message}. The file was not read; fix it and upload it again.`,
          );
        budget.row(index, result.data.length);
        const cells = result.data.map((cell, column) => budget.text(index, column + 1, (cell ?? '').trim()));
        if (!cells.some(Boolean)) return;
        if (!read.headers) {
          read.headers = cells;
          return;
        }
        rows.push({ row: index, cells });
        if (rows.length > MAX_IMPORT_ROWS) throw tooManyRows();
      } catch (error) {
        read.refusal = error as Error;
        parser.abort();
      }
    },
  });
  if (read.refusal) throw read.refusal;
  if (!read.headers)
    throw fieldError('file', 'The sheet is empty: the first row must hold the column names.');
  return { headers: read.headers, rows };
}

/** Reads the first sheet of an xlsx or a csv file, telling them apart by content, not by name. */
export async function readSpreadsheet(file: string, filename: string): Promise<SheetText> {
  const head = await firstBytes(file, 8192);
  if (head.length === 0) throw fieldError('file', 'The file is empty.');
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    // Uploads are at most 10 MB: the zip is checked whole before exceljs inflates a byte of it.
    await checkZip(await readFile(file), NOT_A_SHEET);
    return readXlsx(file);
  }
  if (head.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
    throw fieldError(
      'file',
      'Old Excel files (.xls) cannot be read. In Excel choose "Save as" and pick .xlsx or .csv.',
    );
  }
  const extension = path.extname(filename).toLowerCase();
  const textLike = !head.includes(0) && ['', '.csv', '.txt', '.tsv'].includes(extension);
  if (!textLike) throw fieldError('file', NOT_A_SHEET);
  return readCsv(await readFile(file));
}
