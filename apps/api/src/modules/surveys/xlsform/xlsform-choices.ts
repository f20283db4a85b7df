import { choiceColumnProblem } from '@oversight/shared/surveys/question-options';
import { OPTION_VALUE_PATTERN, type QuestionOptionInput } from '@oversight/shared/surveys/questions.schemas';
import { languageColumns, splitLanguage, type XlsFormIssue, type XlsSheet } from './xlsform-sheets.js';

/** Which language gives `text`, `hint` and choice labels; every other language goes to `translations`. */
export type Languages = { main: string | null };

const sameLanguage = (a: string | null, b: string | null) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * The default language: settings' default_language when a label column is in it, else the plain `label` column,
 * else the first `label::` column.
 */
export function pickLanguages(survey: XlsSheet, defaultLanguage: string | null): Languages {
  const labels = languageColumns(survey.headers, 'label');
  const named = defaultLanguage
    ? labels.find((column) => sameLanguage(column.language, defaultLanguage))
    : undefined;
  if (named) return { main: named.language };
  if (labels.some((column) => column.language === null)) return { main: null };
  return { main: labels[0]?.language ?? null };
}

/** A text in the default language (the plain column filling in when that language's cell is empty) and its translations. */
export function localized(
  headers: string[],
  cells: Map<string, string>,
  base: string,
  languages: Languages,
): { text: string; translations: Record<string, string> } {
  let text = '';
  let plain = '';
  const translations: Record<string, string> = {};
  for (const { column, language } of languageColumns(headers, base)) {
    const value = cells.get(column) ?? '';
    if (language === null) plain = value;
    else if (sameLanguage(language, languages.main)) text = value;
    else if (value) translations[language] = value;
  }
  return { text: text || plain, translations };
}

/** Pictures we can show: links (a bare file name points into media the XLSForm upload does not carry). */
export const isImageLink = (value: string) => /^(https?:\/\/|\/)/i.test(value);

export type ChoiceLists = Map<string, QuestionOptionInput[]>;

const KNOWN_CHOICE_COLUMNS = new Set([
  'list_name',
  'name',
  'label',
  'media::image',
  'media::audio',
  'media::video',
  'media::big-image',
  'order',
]);

/** The choices sheet: each list's options in order; extra columns become the options' `filters` (for choice_filter). */
export function readChoices(
  sheet: XlsSheet | null,
  languages: Languages,
  issues: XlsFormIssue[],
): ChoiceLists {
  const lists: ChoiceLists = new Map();
  if (!sheet) return lists;
  const issue = (row: number | null, column: string | null, message: string) =>
    issues.push({ sheet: sheet.name, row, column, message });
  if (!sheet.headers.includes('list_name') || !sheet.headers.includes('name')) {
    issue(
      null,
      null,
      'The choices sheet needs the columns list_name and name (and label): its choices are left out.',
    );
    return lists;
  }
  const extraColumns = sheet.headers.filter(
    (column) => !KNOWN_CHOICE_COLUMNS.has(splitLanguage(column).base),
  );
  // A choice_filter reads a column by its bare name: one it could not read is reported, not kept.
  const filterColumns = extraColumns.filter((column) => {
    const problem = choiceColumnProblem(sheet.original.get(column) ?? column);
    if (problem) issue(null, sheet.original.get(column) ?? column, `${problem} The column is left out.`);
    return !problem;
  });
  const dropped = new Set<string>();
  for (const { row, cells } of sheet.rows) {
    const listName = cells.get('list_name') ?? '';
    const value = cells.get('name') ?? '';
    if (!listName) {
      issue(row, 'list_name', 'This choice has no list_name: it is left out.');
      continue;
    }
    if (!value) {
      issue(
        row,
        'name',
        `This choice of the list "${listName}" has no name (its stored value): it is left out.`,
      );
      continue;
    }
    if (!OPTION_VALUE_PATTERN.test(value) || value.length > 100) {
      issue(
        row,
        'name',
        `The choice name "${value.slice(0, 60)}" may hold only letters, digits, _ . or - (at most 100): it is left out.`,
      );
      continue;
    }
    const options = lists.get(listName) ?? [];
    lists.set(listName, options);
    if (options.some((option) => option.value === value)) {
      issue(
        row,
        'name',
        `The list "${listName}" already has a choice named "${value}": this one is left out.`,
      );
      continue;
    }
    const label = localized(sheet.headers, cells, 'label', languages);
    const option: QuestionOptionInput = { label: label.text || value, value };
    if (!label.text) issue(row, 'label', `The choice "${value}" has no label: its name is shown instead.`);
    if (Object.keys(label.translations).length) option.translations = label.translations;
    const pictures = localized(sheet.headers, cells, 'media::image', languages);
    const image = pictures.text || Object.values(pictures.translations)[0] || '';
    if (image && isImageLink(image)) option.image = image;
    else if (image)
      issue(
        row,
        'media::image',
        `The picture "${image.slice(0, 60)}" is not in the upload: add it to the choice in the form builder.`,
      );
    const filters: Record<string, string> = {};
    for (const column of filterColumns) {
      const cell = cells.get(column);
      if (cell) filters[sheet.original.get(column) ?? column] = cell;
    }
    if (Object.keys(filters).length) option.filters = filters;
    for (const column of sheet.headers) {
      const base = splitLanguage(column).base;
      if (['media::audio', 'media::video', 'media::big-image'].includes(base) && cells.get(column))
        dropped.add(column);
    }
    options.push(option);
  }
  for (const column of dropped)
    issue(null, column, `Sounds, videos and large pictures on choices are not kept (column ${column}).`);
  return lists;
}
