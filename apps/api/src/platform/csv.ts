import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV cell (RFC 4180). Text starting with = + - @ tab or carriage return is prefixed with an apostrophe so a
 * spreadsheet never runs it as a formula (OWASP "CSV injection"); numbers are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

async function* lines(header: readonly string[], rows: Iterable<readonly CsvValue[]>) {
  // The byte-order mark tells spreadsheet programs the file is UTF-8 (state and people names are not all ASCII).
  yield `\uFEFF${csvLine(header)}`;
  let chunk = '';
  for (const row of rows) {
    chunk += csvLine(row);
    if (chunk.length > 64_000) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** Streams a table as a CSV download named `filename` (letters, digits, dashes and dots only). */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]>,
) {
  const safe = filename.replace(/[^A-Za-z0-9._-]+/g, '-');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safe}"`)
    .send(Readable.from(lines(header, rows)));
}
