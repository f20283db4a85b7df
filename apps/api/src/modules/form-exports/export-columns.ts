import { asGeoShape, toOdkText, toWkt } from '@oversight/shared/surveys/geo-answers';
import { isChoiceType, optionsOf } from '@oversight/shared/surveys/question-options';
import {
  eachQuestion,
  FILE_TYPES,
  type Question,
  type Section,
} from '@oversight/shared/surveys/questions.schemas';
import type { Answers, AnswerValue, LocationAnswer } from '@oversight/shared/surveys/responses.schemas';

/** How an export writes a form's answers as columns: one per question, choices as asked. */

export type ColumnOptions = {
  multipleChoice: 'one_column' | 'per_choice';
  values: 'labels' | 'values';
  language: string | null;
};
export type Cell = string | number | null;
/** What a cell needs beyond the answers: the links of answered files. */
export type RowContext = { files: Map<string, string> };

export type Column = { header: string; cell: (answers: Answers, context: RowContext) => Cell };
export type Table = { name: string; header: string[]; columns: Column[] };
/** A repeated group's entries: their own table, each row naming the response and the entry's place. */
export type RepeatTable = Table & { path: string[] };

const MULTIPLE = new Set(['select-multiple', 'ranking']);
const SKIPPED = new Set(['note', 'group', 'repeat']);

function translated(text: string, translations: Record<string, string> | undefined, language: string | null) {
  return (language && translations?.[language]?.trim()) || text;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function plain(value: AnswerValue | undefined): Cell {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return JSON.stringify(value);
}

/** The columns of one question: one, one per choice, or a point's text and parts. */
function questionColumns(question: Question, options: ColumnOptions): Column[] {
  const name = question.name;
  const title =
    options.values === 'labels'
      ? translated(question.text, question.translations?.text, options.language) || name
      : name;
  const type = question.question_type;
  if (type === 'location') {
    const point = (answers: Answers) =>
      isObject(answers[name]) ? (answers[name] as Partial<LocationAnswer>) : null;
    const part = (key: keyof LocationAnswer) => (answers: Answers) => {
      const value = point(answers)?.[key];
      return typeof value === 'number' ? value : null;
    };
    return [
      {
        header: title,
        cell: (answers) => {
          const p = point(answers);
          // XLSForm's geopoint text: latitude longitude altitude accuracy.
          return p ? [p.latitude, p.longitude, p.altitude ?? 0, p.accuracy ?? 0].join(' ') : null;
        },
      },
      { header: `${title}_latitude`, cell: part('latitude') },
      { header: `${title}_longitude`, cell: part('longitude') },
      { header: `${title}_altitude`, cell: part('altitude') },
      { header: `${title}_accuracy`, cell: part('accuracy') },
    ];
  }
  if (type === 'geotrace' || type === 'geoshape') {
    const shape = (answers: Answers) => asGeoShape(answers[name]);
    return [
      {
        // XLSForm's geotrace/geoshape text: "latitude longitude altitude accuracy;..."
        header: title,
        cell: (answers) => {
          const s = shape(answers);
          return s ? toOdkText(s) : null;
        },
      },
      {
        header: `${title}_wkt`,
        cell: (answers) => {
          const s = shape(answers);
          return s ? toWkt(s) : null;
        },
      },
    ];
  }
  if (FILE_TYPES.includes(type)) {
    return [
      {
        header: title,
        cell: (answers, context) => {
          const id = answers[name];
          return typeof id === 'string' ? (context.files.get(id) ?? id) : null;
        },
      },
    ];
  }
  if (!isChoiceType(type)) return [{ header: title, cell: (answers) => plain(answers[name]) }];

  const choices = optionsOf(question);
  const labels = new Map(
    choices.map((choice) => [
      choice.value,
      translated(
        choice.label,
        'translations' in choice ? (choice.translations as Record<string, string>) : undefined,
        options.language,
      ),
    ]),
  );
  const shown = (value: unknown) => {
    const text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
    return options.values === 'labels' ? (labels.get(text) ?? text) : text;
  };
  if (!MULTIPLE.has(type))
    return [
      {
        header: title,
        cell: (answers) =>
          answers[name] === undefined || answers[name] === null || answers[name] === ''
            ? null
            : shown(answers[name]),
      },
    ];
  const chosen = (answers: Answers): string[] | null =>
    Array.isArray(answers[name]) ? (answers[name] as unknown[]).map(String) : null;
  if (options.multipleChoice === 'one_column') {
    return [
      {
        header: title,
        cell: (answers) => {
          const list = chosen(answers);
          // Values as XLSForm writes them (space-separated); labels as people read them.
          return list ? list.map(shown).join(options.values === 'labels' ? ', ' : ' ') : null;
        },
      },
    ];
  }
  return choices.map((choice) => ({
    header: `${title}/${options.values === 'labels' ? (labels.get(choice.value) ?? choice.value) : choice.value}`,
    cell: (answers: Answers) => {
      const list = chosen(answers);
      return list ? (list.includes(choice.value) ? 1 : 0) : null;
    },
  }));
}

/** Headers made unique: a repeated label gets its question's name. */
function uniqueHeaders(columns: Column[]): string[] {
  const seen = new Map<string, number>();
  return columns.map((column) => {
    const count = (seen.get(column.header) ?? 0) + 1;
    seen.set(column.header, count);
    return count === 1 ? column.header : `${column.header} (${count})`;
  });
}

function tableOf(name: string, questions: Question[], options: ColumnOptions, leading: Column[]): Table {
  const columns = [...leading, ...questions.flatMap((question) => questionColumns(question, options))];
  return { name, columns, header: uniqueHeaders(columns) };
}

/** Questions answered at this level: groups opened, repeats left to their own table. */
function* answeredAt(questions: readonly Question[]): Generator<Question> {
  for (const question of questions) {
    if (question.question_type === 'group') yield* answeredAt(question.questions ?? []);
    else if (!SKIPPED.has(question.question_type)) yield question;
  }
}

export const META_HEADERS = ['_id', '_submitted_at', '_respondent', '_version'] as const;
export type MetaRow = {
  id: string;
  submitted_at: string | Date | null;
  respondent_name: string | null;
  version: number;
};

/** The main table (one row per response) and one table per repeated group, nested ones included. */
export function exportTables(
  sections: readonly Section[],
  options: ColumnOptions,
): { main: Table; repeats: RepeatTable[] } {
  const top = sections.flatMap((section) => [...answeredAt(section.questions)]);
  const main = tableOf('responses', top, options, []);
  main.header = [...META_HEADERS, ...main.header];
  const repeats: RepeatTable[] = [];
  for (const { question, parents } of eachQuestion(sections as Section[])) {
    if (question.question_type !== 'repeat') continue;
    const path = [
      ...parents.filter((parent) => parent.question_type === 'repeat').map((parent) => parent.name),
      question.name,
    ];
    const table = tableOf(question.name, [...answeredAt(question.questions ?? [])], options, []);
    repeats.push({ ...table, path, header: ['_response_id', '_index', ...table.header] });
  }
  return { main, repeats };
}

export function metaCells(row: MetaRow): Cell[] {
  const submitted =
    row.submitted_at instanceof Date
      ? row.submitted_at.toISOString()
      : row.submitted_at
        ? new Date(row.submitted_at).toISOString()
        : null;
  return [row.id, submitted, row.respondent_name, row.version];
}

export const rowCells = (table: Table, answers: Answers, context: RowContext): Cell[] =>
  table.columns.map((column) => column.cell(answers, context));

/** The entries of a repeat table in one response, with their place ("2" or, nested, "1.3"). */
export function repeatEntries(answers: Answers, path: string[]): { index: string; entry: Answers }[] {
  let level: { index: string; entry: Answers }[] = [{ index: '', entry: answers }];
  for (const name of path) {
    const next: { index: string; entry: Answers }[] = [];
    for (const { index, entry } of level) {
      const list = entry[name];
      if (!Array.isArray(list)) continue;
      list.forEach((item, i) => {
        if (isObject(item)) next.push({ index: index ? `${index}.${i + 1}` : String(i + 1), entry: item });
      });
    }
    level = next;
  }
  return level;
}

/** The form's location, line (geotrace) and area (geoshape) questions outside repeats, for GeoJSON. */
export function locationQuestions(sections: readonly Section[]): Question[] {
  return sections
    .flatMap((section) => [...answeredAt(section.questions)])
    .filter((question) => ['location', 'geotrace', 'geoshape'].includes(question.question_type));
}

/** Languages the form's translations name (for the export dialog). */
export function formLanguages(sections: readonly Section[]): string[] {
  const found = new Set<string>();
  for (const { question } of eachQuestion(sections as Section[])) {
    for (const language of Object.keys(question.translations?.text ?? {})) found.add(language);
  }
  return [...found].sort();
}
