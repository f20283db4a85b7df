import ExcelJS from 'exceljs';
import type { KoboContent } from './kobo-client.js';

/**
 * A KoboToolbox asset's `content` (its XLSForm as JSON: survey and choices rows, settings, translations) written back
 * as the XLSForm workbook it stands for, so our one XLSForm reader (modules/surveys/xlsform) maps it: a Kobo form
 * and an uploaded .xlsx become the same form.
 */

type Row = Record<string, unknown>;
// Kobo's bookkeeping keys ($kuid, $autoname, $xpath, ...) and the ones rebuilt below are not columns.
const SKIP = new Set([
  'select_from_list_name',
  'kobo--matrix_list',
  'kobo--score-choices',
  'kobo--rank-items',
  'kobo--locking-profile',
]);

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return value;
  // JSON holds no other kinds; numbers print as themselves.
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
};

/** Columns of rows: a translated field (label ["A", "B"]) becomes one column per language (label::Hausa (ha)). */
function columnsOf(rows: Row[], translations: (string | null)[], translated: Set<string>) {
  const columns: string[] = [];
  const add = (column: string) => {
    if (!columns.includes(column)) columns.push(column);
  };
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (key.startsWith('$') || SKIP.has(key)) continue;
      if (Array.isArray(value) && translated.has(key))
        translations.forEach((language) => add(language ? `${key}::${language}` : key));
      else if (!Array.isArray(value) && (typeof value !== 'object' || value === null)) add(key);
    }
  }
  return columns;
}

function cellOf(row: Row, column: string, translations: (string | null)[]): string {
  const [key, language] = column.split('::') as [string, string | undefined];
  const value = row[key];
  if (Array.isArray(value)) return text(value[translations.indexOf(language ?? null)]);
  return text(value);
}

function surveyRows(content: KoboContent): Row[] {
  return (content.survey ?? []).map((row) => {
    const copy: Row = { ...row };
    // Kobo keeps the list apart ("select_one" + select_from_list_name); XLSForm writes "select_one list".
    const list = row.select_from_list_name;
    if (typeof list === 'string' && /^(select_one|select_multiple|rank)$/.test(String(row.type)))
      copy.type = `${String(row.type)} ${list}`;
    if (!copy.name && typeof row.$autoname === 'string') copy.name = row.$autoname;
    return copy;
  });
}

function choiceRows(content: KoboContent): Row[] {
  return (content.choices ?? []).map((row) =>
    !row.name && typeof row.$autovalue === 'string' ? { ...row, name: row.$autovalue } : row,
  );
}

export async function koboContentToXlsForm(content: KoboContent, title: string): Promise<Buffer> {
  const translations = content.translations?.length ? content.translations : [null];
  const translated = new Set(content.translated ?? ['label', 'hint']);
  const workbook = new ExcelJS.Workbook();
  const sheet = (name: string, rows: Row[]) => {
    const columns = columnsOf(rows, translations, translated);
    const worksheet = workbook.addWorksheet(name);
    worksheet.addRow(columns);
    for (const row of rows) worksheet.addRow(columns.map((column) => cellOf(row, column, translations)));
  };
  sheet('survey', surveyRows(content));
  sheet('choices', choiceRows(content));
  const rawSettings = Array.isArray(content.settings)
    ? (content.settings[0] ?? {})
    : (content.settings ?? {});
  const settings: Row = { form_title: title, ...rawSettings };
  // Kobo names the default language by its translation; the first translation is the form's own.
  if (!settings.default_language && translations[0]) settings.default_language = translations[0];
  sheet('settings', [settings]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
