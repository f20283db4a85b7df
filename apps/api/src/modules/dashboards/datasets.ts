import { sql } from 'drizzle-orm';
import {
  DATASET_CELL_CHARS_MAX,
  DATASET_COLUMNS_MAX,
  DATASET_ROWS_MAX,
  type DatasetColumn,
  type DatasetColumnType,
} from '@oversight/shared/dashboards/data-sources.schemas';
import { findStateByName } from '@oversight/shared/reference/states';
import type { DbOrTx } from '../../db/client.js';
import { fieldError } from '../../platform/errors.js';
import type { SheetText } from '../project-import/spreadsheet-reader.js';

/**
 * Uploaded datasets: each column's type is inferred from its cells (number, date, state, yes/no, else text) and its
 * cells stored normalised for that type (numbers without separators or currency, dates as YYYY-MM-DD, states by their
 * key); a corrected type reads cells that do not fit as empty. Column keys are ours (c1, c2, ...); headers are labels.
 */

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const YES_NO = new Set(['yes', 'no', 'true', 'false', 'y', 'n']);

export function normaliseNumber(text: string): string | null {
  const bare = text.replace(/[\s,₦$£€%]/g, '').replace(/^NGN/i, '');
  if (!NUMBER.test(bare)) return null;
  const value = Number(bare);
  return Number.isFinite(value) ? String(value) : null;
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    year < 1800 ||
    year > 2200
  )
    return null;
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD (with time), YYYY/MM/DD, or DD/MM/YYYY and DD-MM-YYYY as written in Nigeria (day first). */
export function normaliseDate(text: string): string | null {
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) return isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

function inferType(cells: string[]): DatasetColumnType {
  const filled = cells.filter((cell) => cell !== '');
  if (!filled.length) return 'text';
  if (filled.every((cell) => normaliseNumber(cell) !== null)) return 'number';
  if (filled.every((cell) => normaliseDate(cell) !== null)) return 'date';
  if (filled.every((cell) => YES_NO.has(cell.toLowerCase()))) return 'boolean';
  const states = filled.filter((cell) => findStateByName(cell)).length;
  if (states / filled.length >= 0.8) return 'state';
  return 'text';
}

function normaliseCell(cell: string, type: DatasetColumnType): string {
  if (type === 'state') return findStateByName(cell)?.filterName ?? cell;
  if (type === 'boolean') return ['yes', 'true', 'y'].includes(cell.toLowerCase()) ? 'Yes' : 'No';
  if (type === 'number') return normaliseNumber(cell) ?? cell;
  if (type === 'date') return normaliseDate(cell) ?? cell;
  return cell;
}

export type PreparedDataset = { columns: DatasetColumn[]; rows: Record<string, string>[] };

/** The sheet's columns typed and its cells normalised; headers must be there and distinct enough to read. */
export function prepareDataset(sheet: SheetText): PreparedDataset {
  if (!sheet.headers.some((header) => header.trim()))
    throw fieldError('file', 'The first row must hold the column names.');
  if (sheet.headers.length > DATASET_COLUMNS_MAX)
    throw fieldError('file', `A dataset has at most ${DATASET_COLUMNS_MAX} columns.`);
  if (!sheet.rows.length) throw fieldError('file', 'The sheet has column names but no rows of data.');
  if (sheet.rows.length > DATASET_ROWS_MAX)
    throw fieldError(
      'file',
      `A dataset has at most ${DATASET_ROWS_MAX.toLocaleString('en')} rows. Split the file.`,
    );
  const seen = new Map<string, number>();
  const columns: DatasetColumn[] = sheet.headers.map((header, index) => {
    const base = header.trim() || `Column ${index + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    const label = (count > 1 ? `${base} (${count})` : base).slice(0, 120);
    return {
      key: `c${index + 1}`,
      label,
      type: inferType(sheet.rows.map((row) => (row.cells[index] ?? '').trim())),
    };
  });
  const rows = sheet.rows.map((row) => {
    const cells: Record<string, string> = {};
    columns.forEach((column, index) => {
      const cell = (row.cells[index] ?? '').trim();
      if (cell.length > DATASET_CELL_CHARS_MAX)
        throw fieldError(
          'file',
          `The cell in row ${row.row.toLocaleString('en')}, column ${index + 1} holds ${cell.length.toLocaleString('en')} characters; a dataset cell may hold at most ${DATASET_CELL_CHARS_MAX.toLocaleString('en')} (limit "dataset cell length").`,
        );
      if (cell !== '') cells[column.key] = normaliseCell(cell, column.type);
    });
    return cells;
  });
  return { columns, rows };
}

const CHUNK = 5000;

/** Replaces the dataset's rows: a few INSERT ... SELECT over a JSON array, not one statement per row. */
export async function replaceDatasetRows(tx: DbOrTx, dataSourceId: string, rows: Record<string, string>[]) {
  await tx.execute(sql`DELETE FROM dashboard_dataset_rows WHERE data_source_id = ${dataSourceId}::uuid`);
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = JSON.stringify(rows.slice(start, start + CHUNK));
    await tx.execute(sql`
      INSERT INTO dashboard_dataset_rows (data_source_id, row_number, cells)
      SELECT ${dataSourceId}::uuid, ${start}::int + e.ordinality::int, e.value FROM jsonb_array_elements(${chunk}::jsonb) WITH ORDINALITY AS e(value, ordinality)`);
  }
}
