import ExcelJS from 'exceljs';
import {
  LIKERT_OPTIONS,
  nameFromText,
  valueFromLabel,
  YES_NO_OPTIONS,
  type QuestionInputShape,
  type QuestionType,
} from '@oversight/shared/surveys/questions.schemas';
import { isImageLink } from './xlsform-choices.js';
import {
  DEFAULT_LISTS,
  inferType,
  parseParameters,
  parseXlsType,
  sameSettings,
  standardSettings,
  withToken,
  xlsTypeOf,
} from './xlsform-types.js';

/** What the writer needs of a form: a SurveyDetail fits, and so does what readXlsForm gives (names and values optional). */
export type WritableOption = {
  label: string;
  value?: string;
  filters?: Record<string, string>;
  translations?: Record<string, string>;
  image?: string;
};
export type WritableQuestion = Omit<QuestionInputShape, 'id' | 'name' | 'options' | 'questions'> & {
  name?: string;
  options: WritableOption[];
  questions?: WritableQuestion[];
};
export type WritableForm = {
  name: string;
  version?: number;
  sections: { name: string; description: string; questions: WritableQuestion[] }[];
};

type Row = Record<string, string>;

const SURVEY_COLUMNS = [
  'type',
  'name',
  'label',
  'hint',
  'required',
  'required_message',
  'relevant',
  'constraint',
  'constraint_message',
  'default',
  'appearance',
  'calculation',
  'choice_filter',
  'read_only',
  'repeat_count',
  'parameters',
  'media::image',
  'oversight_type',
  'oversight_settings',
  'oversight_images',
];
const ALWAYS = new Set(['type', 'name', 'label', 'list_name']);
const OWN_DEFAULTS: Partial<Record<QuestionType, readonly { label: string; value: string }[]>> = {
  'yes-no': YES_NO_OPTIONS,
  likert: LIKERT_OPTIONS,
};
const RANGE_DEFAULTS: Partial<Record<QuestionType, { min: number; max: number }>> = {
  rating: { min: 1, max: 5 },
  'linear-scale': { min: 1, max: 5 },
};

class FormWriter {
  readonly survey: Row[] = [];
  readonly choices: Row[] = [];
  private readonly names = new Set<string>();
  private readonly lists = new Set<string>();

  constructor(private readonly form: WritableForm) {
    const collect = (questions: WritableQuestion[]) =>
      questions.forEach((question) => {
        if (question.name) this.names.add(question.name);
        collect(question.questions ?? []);
      });
    form.sections.forEach((section) => collect(section.questions));
  }

  private unique(base: string, taken: Set<string>): string {
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}_${n}`;
    taken.add(name);
    return name;
  }

  write() {
    this.form.sections.forEach((section, index) => {
      // Each section is a top-level field-list group: the reader makes it a section again, KoboToolbox shows it as a page.
      const name = this.unique(`section_${index + 1}`, this.names);
      this.survey.push({
        type: 'begin group',
        name,
        label: section.name,
        hint: section.description,
        appearance: 'field-list',
      });
      section.questions.forEach((question) => this.question(question));
      this.survey.push({ type: 'end group' });
    });
  }

  private question(question: WritableQuestion) {
    const name = question.name || this.unique(nameFromText(question.text), this.names);
    const row: Row = {
      name,
      label: question.text,
      hint: question.hint,
      required: question.required ? 'yes' : '',
      required_message: question.required_message,
      relevant: question.relevant,
      constraint: question.constraint,
      constraint_message: question.constraint_message,
      default: question.default ?? '',
      calculation: question.calculation,
      choice_filter: question.choice_filter,
      read_only: question.read_only ? 'yes' : '',
    };
    for (const [language, text] of Object.entries(question.translations?.text ?? {}))
      row[`label::${language}`] = text;
    for (const [language, text] of Object.entries(question.translations?.hint ?? {}))
      row[`hint::${language}`] = text;
    if (question.images.length === 1 && isImageLink(question.images[0]!))
      row['media::image'] = question.images[0]!;
    else if (question.images.length) row.oversight_images = JSON.stringify(question.images);
    if (question.question_type === 'group' || question.question_type === 'repeat') {
      const container = question.question_type;
      row.type = `begin ${container}`;
      row.appearance = question.appearance;
      if (container === 'repeat' && question.settings.repeat_count)
        row.repeat_count = question.settings.repeat_count;
      this.keepSettings(row, question, standardSettings(container, false, {}, row.repeat_count ?? ''));
      this.survey.push(row);
      (question.questions ?? []).forEach((inner) => this.question(inner));
      this.survey.push({ type: `end ${container}` });
      return;
    }
    this.survey.push(row);
    const { base, token } = xlsTypeOf(question.question_type, question.options.length > 0);
    let type = base;
    if (['select_one', 'select_multiple', 'rank'].includes(base)) {
      const listName = question.options.length
        ? this.unique(name, this.lists)
        : DEFAULT_LISTS[question.question_type]!;
      const options = question.options.length
        ? question.options
        : (OWN_DEFAULTS[question.question_type] ?? []);
      if (!this.lists.has(listName) || question.options.length) this.addChoices(listName, options);
      type = `${base} ${listName}${question.settings.or_other ? ' or_other' : ''}`;
    }
    row.type = type;
    const range = RANGE_DEFAULTS[question.question_type];
    if (base === 'range' && range) {
      const { min = range.min, max = range.max, step = 1 } = question.settings;
      row.parameters = `start=${min} end=${max} step=${step}`;
    }
    row.appearance = withToken(question.appearance, token);
    const parsed = parseXlsType(type);
    if (parsed.kind !== 'question') throw new Error(`The writer made a type the reader cannot read: ${type}`);
    const inferred = inferType(parsed.base, row.appearance);
    if (inferred.type !== question.question_type || inferred.appearance !== question.appearance.trim()) {
      row.oversight_type = question.question_type;
      row.appearance = question.appearance;
    }
    this.keepSettings(
      row,
      question,
      standardSettings(parsed.base, parsed.orOther, parseParameters(row.parameters ?? '').numbers, ''),
    );
  }

  /** The settings the XLSForm columns cannot say go whole into oversight_settings (the reader prefers it). */
  private keepSettings(row: Row, question: WritableQuestion, standard: WritableQuestion['settings']) {
    if (!sameSettings(standard, question.settings))
      row.oversight_settings = JSON.stringify(question.settings);
  }

  private addChoices(listName: string, options: readonly WritableOption[]) {
    this.lists.add(listName);
    options.forEach((option, index) => {
      const row: Row = {
        list_name: listName,
        name: option.value || valueFromLabel(option.label, index),
        label: option.label,
      };
      for (const [language, label] of Object.entries(option.translations ?? {}))
        row[`label::${language}`] = label;
      if (option.image) row['media::image'] = option.image;
      for (const [key, value] of Object.entries(option.filters ?? {})) if (!(key in row)) row[key] = value;
      this.choices.push(row);
    });
  }
}

/** Columns in this order, then the ones only some rows have (languages, filters) in the order they appear. */
function columnsOf(rows: Row[], order: string[]): string[] {
  const used = new Set(rows.flatMap((row) => Object.keys(row).filter((key) => row[key])));
  const languageOf = (base: string) => [...used].filter((key) => key.startsWith(`${base}::`));
  const columns = order.flatMap((column) => [
    column,
    ...(column === 'label' || column === 'hint' ? languageOf(column) : []),
  ]);
  const extra = [...used].filter((key) => !columns.includes(key));
  return [...columns, ...extra].filter((column) => ALWAYS.has(column) || used.has(column));
}

function addSheet(workbook: ExcelJS.Workbook, name: string, columns: string[], rows: Row[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column,
    key: column,
    width: column === 'label' || column === 'hint' ? 40 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  // Empty cells stay empty (no blank strings in the file).
  for (const row of rows)
    sheet.addRow(Object.fromEntries(columns.map((column) => [column, row[column] || undefined])));
}

/** Writes a form as an XLSForm (survey, choices, settings) that readXlsForm reads back to the same questions. */
export async function writeXlsForm(form: WritableForm): Promise<Buffer> {
  const writer = new FormWriter(form);
  writer.write();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Oversight';
  addSheet(workbook, 'survey', columnsOf(writer.survey, SURVEY_COLUMNS), writer.survey);
  addSheet(
    workbook,
    'choices',
    columnsOf(writer.choices, ['list_name', 'name', 'label', 'media::image']),
    writer.choices,
  );
  const settings = {
    form_title: form.name,
    form_id: nameFromText(form.name, 'form'),
    version: String(form.version ?? 1),
  };
  addSheet(workbook, 'settings', Object.keys(settings), [settings]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
