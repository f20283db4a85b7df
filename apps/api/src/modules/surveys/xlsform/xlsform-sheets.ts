import ExcelJS from 'exceljs';
import { fieldError } from '../../../platform/errors.js';
import { CellBudget, checkZip } from '../../../platform/spreadsheets.js';
import { cellText } from '../../project-import/spreadsheet-reader.js';

/** One problem found in an XLSForm: where it is (sheet, Excel row number, column header) and why. */
export type XlsFormIssue = { sheet: string; row: number | null; column: string | null; message: string };

/** A sheet as text: its headers (lower case, trimmed) and each non-empty row keyed by header, with its Excel row number. */
export type XlsSheet = {
  name: string;
  headers: string[];
  original: Map<string, string>;
  rows: { row: number; cells: Map<string, string> }[];
};

const NOT_XLSFORM =
  'The file is not an XLSForm. Upload the form as an Excel workbook (.xlsx) with a "survey" sheet, as KoboToolbox and ODK use.';
/** Far above any real form (Nigeria's wards are ~8,800 choices), low enough to refuse a sheet made to exhaust memory. */
const MAX_ROWS = 30_000;

/** The check lives with every other spreadsheet read's limits. */
export { unpackedSize } from '../../../platform/spreadsheets.js';

/**
 * Loads a workbook from memory. The whole-file reader handles the zip's parts one after another (the streaming
 * reader's rare "reading 'sheets'" race that project-import retries does not occur here); XLSForms are small.
 */
export async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  if (buffer.length === 0)
    throw fieldError('file', 'The file is empty. Choose the XLSForm (.xlsx) to upload.');
  if (buffer.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
    throw fieldError(
      'file',
      'Old Excel files (.xls) cannot be read. In Excel choose "Save as" and pick .xlsx.',
    );
  }
  if (!buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])))
    throw fieldError('file', NOT_XLSFORM);
  // The whole-file reader holds every unpacked part in memory: a small zip that unpacks to gigabytes is refused first.
  await checkZip(buffer, NOT_XLSFORM);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw fieldError('file', NOT_XLSFORM);
  }
  return workbook;
}

/** Prefixes whose next part belongs to the column's name (`media::image`), not to a language. */
const PREFIXES = new Set(['media', 'bind', 'body', 'control', 'instance']);
/** pyxform's other spellings of the columns we read. */
const ALIASES: Record<string, string> = {
  caption: 'label',
  relevance: 'relevant',
  readonly: 'read_only',
  'jr:constraintmsg': 'constraint_message',
  'jr:requiredmsg': 'required_message',
  'bind::relevant': 'relevant',
  'bind::required': 'required',
  'bind::constraint': 'constraint',
  'bind::calculate': 'calculation',
  'bind::readonly': 'read_only',
  'bind::jr:constraintmsg': 'constraint_message',
  'bind::jr:requiredmsg': 'required_message',
  'control::appearance': 'appearance',
  'body::appearance': 'appearance',
  image: 'media::image',
  audio: 'media::audio',
  video: 'media::video',
  'big-image': 'media::big-image',
  value: 'name',
  // The rest of pyxform's survey_header and list_header aliases (pyxform/aliases.py).
  command: 'type',
  tag: 'name',
  calculate: 'calculation',
  constraining_message: 'constraint_message',
  requiredmsg: 'required_message',
  'jr:count': 'repeat_count',
  count: 'repeat_count',
  'control::jr:count': 'repeat_count',
  noapperrorstring: 'no_app_error_string',
  set_form_title: 'form_title',
  set_form_id: 'form_id',
  id_string: 'form_id',
};

/**
 * `List Name`, ` list_name ` and `LIST_NAME` are one column, `image` is `media::image`; a language part
 * (`label::Hausa (ha)`) keeps its case. As in pyxform, a sheet none of whose headers holds `::` is split on single
 * colons (`label:English`, `bind:jr:constraintMsg`), `jr:` staying with the name after it.
 */
export function normalizeHeader(header: string, doubleColons = true): string {
  let parts = header.split('::').map((part) => part.trim());
  if (!doubleColons) {
    parts = [];
    for (const token of header.split(':').map((part) => part.trim())) {
      const last = parts[parts.length - 1];
      if (last?.toLowerCase() === 'jr') parts[parts.length - 1] = `${last}:${token}`;
      else parts.push(token);
    }
  }
  const take = PREFIXES.has(parts[0]!.toLowerCase()) && parts.length > 1 ? 2 : 1;
  const base = parts
    .slice(0, take)
    .map((part) => part.toLowerCase().replace(/\s+/g, '_'))
    .join('::');
  return [ALIASES[base] ?? base, ...parts.slice(take)].join('::');
}

/** The sheet named `name` (case and spaces ignored), or null. */
export function findSheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet | null {
  return workbook.worksheets.find((sheet) => sheet.name.trim().toLowerCase() === name) ?? null;
}

export function readSheet(worksheet: ExcelJS.Worksheet, name: string): XlsSheet {
  let columns: (string | null)[] | null = null;
  const original = new Map<string, string>();
  const rows: XlsSheet['rows'] = [];
  const budget = new CellBudget();
  worksheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    budget.row(row.number, values.length - 1);
    const cells = values.map((value, column) => budget.text(row.number, column, cellText(value)));
    if (!cells.some(Boolean)) return;
    if (!columns) {
      // KoboToolbox's own bookkeeping columns ($kuid, $autoname, ...) say nothing about the form.
      const read = (cell: string) => Boolean(cell) && !cell.startsWith('$');
      const doubleColons = cells.some((cell) => read(cell) && cell.includes('::'));
      columns = cells.map((cell) => (read(cell) ? normalizeHeader(cell, doubleColons) : null));
      columns.forEach((column, index) => {
        if (column && !original.has(column)) original.set(column, cells[index]!);
      });
      return;
    }
    if (rows.length >= MAX_ROWS)
      throw fieldError('file', `The ${name} sheet has more than ${MAX_ROWS.toLocaleString('en')} rows.`);
    const keyed = new Map<string, string>();
    cells.forEach((cell, index) => {
      const column = columns![index];
      // The first of two same-named columns wins, as in pyxform.
      if (column && cell && !keyed.has(column)) keyed.set(column, cell);
    });
    rows.push({ row: row.number, cells: keyed });
  });
  const headers = [...original.keys()];
  return { name, headers, original, rows };
}

/** `label::Hausa (ha)` -> {base: 'label', language: 'Hausa (ha)'}; `media::image` -> {base: 'media::image', language: null}. */
export function splitLanguage(column: string): { base: string; language: string | null } {
  const parts = column.split('::');
  const take = PREFIXES.has(parts[0]!) && parts.length > 1 ? 2 : 1;
  return { base: parts.slice(0, take).join('::'), language: parts.slice(take).join('::').trim() || null };
}

/** Columns that hold `base` in one language each: the plain one (language null) and every `base::Language`. */
export function languageColumns(
  headers: string[],
  base: string,
): { column: string; language: string | null }[] {
  return headers.flatMap((column) => {
    const split = splitLanguage(column);
    return split.base === base ? [{ column, language: split.language }] : [];
  });
}
