import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_COLUMNS } from '@oversight/shared/projects/import-columns';

/** Spreadsheets made in tests and benches: real xlsx (exceljs) and csv (papaparse) files, never fixtures on disk. */

export const TEMPLATE_HEADERS = IMPORT_COLUMNS.map((c) => c.label);

/** A clean row in template column order; `n` makes the code and name unique. */
export function cleanRow(
  n: number,
  overrides: Record<string, string | number | Date> = {},
): (string | number | Date)[] {
  const values: Record<string, string | number | Date> = {
    'Project Code': `IMP-${String(n).padStart(5, '0')}`,
    'Parent Ministry': '',
    'Parent Ministry Code': '',
    Agency: '',
    'Agency Code': '',
    'Project Name': `Imported Borehole Project ${n}`,
    Sectors: 'Water Resources; Health',
    Appropriation: '₦1,500,000',
    Description: `Borehole number ${n} with solar pumps.`,
    'Location Description': 'Beside the primary school',
    Status: 'Ongoing',
    'Total Cost of Project': 2500000.5,
    'Amount Spent So Far (Utilized)': '1,000,000',
    'Amount Released (Current Year)': 'NGN 1.2m',
    'Total Financial Commitment Since Inception': '2,000,000',
    'Start Date': new Date(Date.UTC(2024, 0, 15)),
    'End Date': '30/06/2026',
    'Contractor Name': '',
    'Contractor RC Numbers': '',
    'Percentage Completed': '35%',
    States: 'Kogi',
    LGAs: 'Lokoja',
    Geolocations: '7.8023,6.7333',
    'Project Category': 'Capital',
    Currency: 'NGN',
    ...overrides,
  };
  return TEMPLATE_HEADERS.map((header) => values[header] ?? '');
}

export async function makeXlsx(
  headers: string[],
  rows: (string | number | Date)[][],
  extraSheet = false,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Projects');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  if (extraSheet) workbook.addWorksheet('Allowed values').addRow(['Status', 'Ongoing']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Streams rows to an xlsx file without holding the workbook (for large benches). */
export async function writeXlsxFile(
  file: string,
  headers: string[],
  count: number,
  row: (i: number) => (string | number | Date)[],
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Projects');
  sheet.addRow(headers).commit();
  for (let i = 1; i <= count; i += 1) sheet.addRow(row(i)).commit();
  sheet.commit();
  await workbook.commit();
}

export function makeCsv(headers: string[], rows: (string | number)[][]): Buffer {
  return Buffer.from(Papa.unparse([headers, ...rows]), 'utf8');
}
