import { IMPORT_COLUMNS } from '@oversight/shared/projects/import-columns';
import type { ImportResult, ImportRow } from '@oversight/shared/projects/project-import.schemas';
import { PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import { SECTORS } from '@oversight/shared/reference/sectors';
import { NIGERIAN_STATES } from '@oversight/shared/reference/states';

/** Spreadsheets made in the browser with exceljs, loaded only when one is asked for (it is large). */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function download(buffer: ArrayBuffer, filename: string) {
  const url = URL.createObjectURL(new Blob([buffer], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function newWorkbook() {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Oversight';
  return workbook;
}

/** The import template: the 25 columns with an example row, and a sheet of allowed values. */
export async function downloadTemplate() {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('Projects', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(14, c.label.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.example])));
  IMPORT_COLUMNS.forEach((c, i) => {
    sheet.getCell(1, i + 1).note =
      `${c.compulsory ? 'Compulsory. ' : ''}${c.hint[0]!.toUpperCase()}${c.hint.slice(1)}.`;
  });

  const allowed = workbook.addWorksheet('Allowed values');
  const lists: [string, string[]][] = [
    ['Status', Object.values(PROJECT_STATUSES).map((s) => s.label)],
    ['Sectors', SECTORS.map((s) => s.name)],
    ['States', NIGERIAN_STATES.map((s) => s.name)],
    ['Currency', ['NGN', 'USD', 'EUR', 'GBP']],
    ['Column', IMPORT_COLUMNS.map((c) => `${c.label}${c.compulsory ? ' (compulsory)' : ''}: ${c.hint}`)],
  ];
  allowed.columns = lists.map(([header]) => ({ header, width: header === 'Column' ? 90 : 28 }));
  allowed.getRow(1).font = { bold: true };
  const longest = Math.max(...lists.map(([, values]) => values.length));
  for (let i = 0; i < longest; i += 1) allowed.addRow(lists.map(([, values]) => values[i] ?? ''));
  download(await workbook.xlsx.writeBuffer(), 'oversight-project-import-template.xlsx');
}

/** The rows the import skipped or did not fully write, with the reasons and the row as it was sent. */
export async function downloadRejectedRows(result: ImportResult, rows: ImportRow[]) {
  const workbook = await newWorkbook();
  const rowsRejected = result.skipped.length > 0;
  const sheet = workbook.addWorksheet(rowsRejected ? 'Rejected rows' : 'Cells left out');
  sheet.columns = [
    { header: 'Row', width: 8 },
    { header: 'Outcome', width: 14 },
    { header: 'Reason', width: 60 },
    ...IMPORT_COLUMNS.map((c) => ({ header: c.label, width: 18 })),
  ];
  sheet.getRow(1).font = { bold: true };
  const byRow = new Map(rows.map((row) => [row.row, row]));
  const line = (row: number, outcome: string, reason: string) =>
    sheet.addRow([row, outcome, reason, ...IMPORT_COLUMNS.map((c) => byRow.get(row)?.values[c.key] ?? '')]);
  for (const skipped of result.skipped) line(skipped.row, 'Not imported', skipped.reason);
  for (const cell of result.not_written)
    line(cell.row, 'Cell left out', `${cell.column}: "${cell.value}". ${cell.reason}`);
  download(
    await workbook.xlsx.writeBuffer(),
    rowsRejected ? 'oversight-import-rejected-rows.xlsx' : 'oversight-import-cells-left-out.xlsx',
  );
}
