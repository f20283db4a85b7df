import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import unzipper, { type Entry } from 'unzipper';
import { fieldError } from './errors.js';

/**
 * The limits every spreadsheet read obeys (project import, datasets, XLSForms): a small upload must not unpack to
 * gigabytes, hold millions of cells or one cell of hundreds of megabytes. Far above real sheets (20,000 projects of
 * 40 columns unpack to ~30 MB).
 */
export const SPREADSHEET_LIMITS = {
  /** Sum of a workbook's parts once inflated. */
  maxUnpackedBytes: 100 * 1024 * 1024,
  /** Cells read from all sheets together, empty ones inside a row included. */
  maxCells: 2_000_000,
  /** Cells of one row (Excel's own maximum is 16,384). */
  maxColumns: 1_000,
  /** Characters of one cell: Excel's own maximum. */
  maxCellChars: 32_767,
  /** Characters of one row (a CSV line), all its cells together. */
  maxRowChars: 100_000,
} as const;

const MB = 1024 * 1024;
const count = (value: number) => value.toLocaleString('en');

const tooLargeUnpacked = () =>
  fieldError(
    'file',
    `The file is too large once unpacked: a spreadsheet may unpack to at most ${SPREADSHEET_LIMITS.maxUnpackedBytes / MB} MB (limit "unpacked size"). Remove pictures and unused sheets, or split it.`,
  );

/** The sum of the unpacked sizes the zip's central directory declares, or null when it is not a readable zip. */
export function unpackedSize(buffer: Buffer): number | null {
  return centralEntries(buffer)?.reduce((sum, entry) => sum + entry.size, 0) ?? null;
}

type CentralEntry = { method: number; compressed: number; size: number; offset: number };

function centralEntries(buffer: Buffer): CentralEntry[] | null {
  const EOCD = 0x06054b50;
  let end = -1;
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 0xffff); at -= 1) {
    if (buffer.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const total = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const entries: CentralEntry[] = [];
  for (let index = 0; index < total; index += 1) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== 0x02014b50) return null;
    const size = buffer.readUInt32LE(at + 24);
    entries.push({
      method: buffer.readUInt16LE(at + 10),
      compressed: buffer.readUInt32LE(at + 20),
      // ZIP64 entries (over 4 GB) say 0xffffffff here: far over any limit.
      size: size === 0xffffffff ? Number.MAX_SAFE_INTEGER : size,
      offset: buffer.readUInt32LE(at + 42),
    });
    at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Refuses a zip that unpacks past the limit, without ever holding more than the limit: first by the sizes its
 * central directory declares, then by inflating it as both readers do (exceljs's streaming reader walks the local
 * headers in order, the whole-workbook reader follows the central directory) and counting, since declared sizes can
 * lie. `notReadable` is the 400 for a file that is not a zip at all.
 */
export async function checkZip(buffer: Buffer, notReadable: string): Promise<void> {
  const entries = centralEntries(buffer);
  if (!entries) throw fieldError('file', notReadable);
  const limit = SPREADSHEET_LIMITS.maxUnpackedBytes;
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > limit) throw tooLargeUnpacked();

  let total = 0;
  for (const entry of entries) {
    if (entry.offset + 30 > buffer.length || buffer.readUInt32LE(entry.offset) !== 0x04034b50)
      throw fieldError('file', notReadable);
    const start =
      entry.offset + 30 + buffer.readUInt16LE(entry.offset + 26) + buffer.readUInt16LE(entry.offset + 28);
    const data = buffer.subarray(start, start + entry.compressed);
    if (entry.method === 0) total += data.length;
    else if (entry.method === 8) {
      const inflated = await inflatedLength(data, limit - total);
      if (inflated === 'unreadable') throw fieldError('file', notReadable);
      total += inflated;
    } else throw fieldError('file', notReadable);
    if (total > limit) throw tooLargeUnpacked();
  }
  await checkLocalEntries(buffer, notReadable);
}

/** The inflated length of one deflated part, stopping (with more than `max`) as soon as it passes `max`. */
function inflatedLength(data: Buffer, max: number): Promise<number | 'unreadable'> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let length = 0;
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > max) {
        inflate.destroy();
        resolve(length);
      }
    });
    inflate.on('error', () => resolve('unreadable'));
    inflate.on('end', () => resolve(length));
    inflate.end(data);
  });
}

/** Inflates the parts in the order of their local headers (as exceljs's streaming reader does), counting the bytes. */
async function checkLocalEntries(buffer: Buffer, notReadable: string): Promise<void> {
  const limit = SPREADSHEET_LIMITS.maxUnpackedBytes;
  const zip = Readable.from([buffer]).pipe(unzipper.Parse({ forceStream: true }));
  let total = 0;
  try {
    for await (const entry of zip as AsyncIterable<Entry>) {
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > limit) throw tooLargeUnpacked();
      }
    }
  } catch (error) {
    zip.destroy();
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw fieldError('file', notReadable);
  }
}

/** Counts cells as a sheet is read and refuses the one cell, row or sheet past the limits (a 400 on `file`). */
export class CellBudget {
  private cells = 0;
  private rowChars = 0;

  /** A row of `columns` cells (row is its number in the sheet, for the message). */
  row(row: number, columns: number) {
    this.rowChars = 0;
    if (columns > SPREADSHEET_LIMITS.maxColumns)
      throw fieldError(
        'file',
        `Row ${count(row)} has ${count(columns)} columns; at most ${count(SPREADSHEET_LIMITS.maxColumns)} are read (limit "columns per row").`,
      );
    this.cells += columns;
    if (this.cells > SPREADSHEET_LIMITS.maxCells)
      throw fieldError(
        'file',
        `The file has more than ${count(SPREADSHEET_LIMITS.maxCells)} cells, the most that is read (limit "cells"). Split it into smaller files.`,
      );
  }

  /** One cell's text, refused when longer than a cell may be. */
  text(row: number, column: number, text: string): string {
    if (text.length > SPREADSHEET_LIMITS.maxCellChars)
      throw fieldError(
        'file',
        `The cell in row ${count(row)}, column ${count(column)} holds ${count(text.length)} characters; a cell may hold at most ${count(SPREADSHEET_LIMITS.maxCellChars)} (limit "cell length").`,
      );
    this.rowChars += text.length;
    if (this.rowChars > SPREADSHEET_LIMITS.maxRowChars)
      throw fieldError(
        'file',
        `Row ${count(row)} holds more than ${count(SPREADSHEET_LIMITS.maxRowChars)} characters, the most a row may hold (limit "row length").`,
      );
    return text;
  }
}
