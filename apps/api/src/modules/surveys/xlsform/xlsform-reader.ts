import {
  QUESTION_NAME_PATTERN,
  QUESTION_TYPES,
  questionSettingsSchema,
  type QuestionInput,
  type QuestionType,
  type SectionInput,
} from '@oversight/shared/surveys/questions.schemas';
import { badRequest } from '../../../platform/errors.js';
import {
  isImageLink,
  localized,
  pickLanguages,
  readChoices,
  type ChoiceLists,
  type Languages,
} from './xlsform-choices.js';
import {
  findSheet,
  loadWorkbook,
  readSheet,
  splitLanguage,
  type XlsFormIssue,
  type XlsSheet,
} from './xlsform-sheets.js';
import { toSections, type Node } from './xlsform-sections.js';
import {
  DEFAULT_LISTS,
  inferType,
  parseParameters,
  parseXlsType,
  standardSettings,
} from './xlsform-types.js';

export type { XlsFormIssue } from './xlsform-sheets.js';
export type XlsFormRead = { name: string | null; sections: SectionInput[]; issues: XlsFormIssue[] };

/** Survey columns we read; `label`, `hint` and `media::image` also per language. */
const KNOWN_COLUMNS = new Set([
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
  'disabled',
  'oversight_type',
  'oversight_settings',
  'oversight_images',
]);
const TRANSLATED = new Set(['label', 'hint', 'media::image']);
/** Messages are read in the default language only. */
const MESSAGES = new Set(['constraint_message', 'required_message']);
const EXPRESSION_FIELDS = ['relevant', 'constraint', 'calculation', 'choice_filter'] as const;
const YES = new Set(['yes', 'true', '1', 'true()', 'y']);
const NO = new Set(['', 'no', 'false', '0', 'false()', 'n']);

/** Columns Oversight does not keep, and what it does instead. */
const COLUMN_NOTES: Record<string, string> = {
  trigger:
    'The column "trigger" is not kept: a calculation here is worked out again whenever an answer it reads changes.',
  'media::audio': 'Sounds on questions are not kept: add them as a link in the hint.',
  'media::video': 'Videos on questions are not kept: add them as a link in the hint.',
  'media::big-image': 'Large pictures (big-image) are not kept: the media::image picture is shown.',
  guidance_hint: 'Guidance hints are not kept: put the guidance in the hint.',
};

type Frame = { row: number; container: 'group' | 'repeat'; node: Node };

class SurveyReader {
  readonly issues: XlsFormIssue[] = [];
  /** Settings given as survey rows (type form_title, name the value), as pyxform allows. */
  readonly settings_ = new Map<string, string>();
  private readonly renamed = new Map<string, string>();

  constructor(
    private readonly sheet: XlsSheet,
    private readonly choices: ChoiceLists,
    private readonly languages: Languages,
  ) {}

  issue(row: number | null, column: string | null, message: string) {
    this.issues.push({ sheet: this.sheet.name, row, column, message });
  }

  /** The question tree of the survey sheet: top-level nodes, groups and repeats holding theirs. */
  read(): Node[] {
    const root: Node[] = [];
    const stack: Frame[] = [];
    const add = (node: Node) =>
      stack.length ? stack[stack.length - 1]!.node.question.questions!.push(node.question) : root.push(node);
    for (const { row, cells } of this.sheet.rows) {
      const rawType = cells.get('type') ?? '';
      if (YES.has((cells.get('disabled') ?? '').toLowerCase())) {
        this.issue(row, 'disabled', 'This row is disabled: it is left out, as KoboToolbox does.');
        continue;
      }
      if (!rawType) {
        if ([...cells.keys()].some((column) => column !== 'disabled'))
          this.issue(row, 'type', 'This row has no type: it is left out.');
        continue;
      }
      const parsed = parseXlsType(rawType);
      if (parsed.kind === 'end') {
        const frame = stack.pop();
        if (!frame) {
          this.issue(
            row,
            'type',
            `"${rawType}" has no "begin ${parsed.container}" before it: the row is left out.`,
          );
          continue;
        }
        if (frame.container !== parsed.container)
          this.issue(
            row,
            'type',
            `"${rawType}" closes the ${frame.container} begun at row ${frame.row}: read as "end ${frame.container}".`,
          );
        add(frame.node);
      } else if (parsed.kind === 'begin') {
        const question = this.question(row, cells, parsed.container, parsed.container, {});
        stack.push({
          row,
          container: parsed.container,
          node: { row, question: { ...question, questions: [] } },
        });
      } else if (parsed.kind === 'metadata') {
        this.issue(
          row,
          'type',
          `"${rawType}" is recorded by the phone, not asked: the row is left out (Oversight keeps each response's start, end and who sent it).`,
        );
      } else if (parsed.kind === 'setting') {
        if (cells.get('name')) this.settings_.set(parsed.setting, cells.get('name')!);
      } else if (parsed.kind === 'unsupported') {
        this.issue(row, 'type', `${parsed.message} The row is left out.`);
      } else {
        const options = parsed.listName ? this.choices.get(parsed.listName) : undefined;
        if (parsed.listName && !options) {
          this.issue(
            row,
            'type',
            `The choice list "${parsed.listName}" is not in the choices sheet: the question is left out.`,
          );
          continue;
        }
        const appearance = cells.get('appearance') ?? '';
        const inferred = inferType(parsed.base, appearance);
        const parameters = this.parameters(row, parsed.base, cells.get('parameters') ?? '');
        const settings = standardSettings(parsed.base, parsed.orOther, parameters, '');
        const question = this.question(row, cells, inferred.type, parsed.base, settings, inferred.appearance);
        if (parsed.note) this.issue(row, 'type', parsed.note);
        if (!this.fillText(row, question, cells)) continue;
        question.options = options?.map((option) => structuredClone(option)) ?? [];
        const defaultList = DEFAULT_LISTS[question.question_type];
        if (defaultList && parsed.listName === defaultList) question.options = [];
        add({ row, question });
      }
    }
    for (let frame = stack.pop(); frame; frame = stack.pop()) {
      this.issue(
        frame.row,
        'type',
        `This begin ${frame.container} has no "end ${frame.container}": it ends at the end of the sheet.`,
      );
      add(frame.node);
    }
    this.renameReferences(root.map((node) => node.question));
    return root;
  }

  /**
   * XLSForm lets a question's label be a picture, a sound or a video alone (a note showing a map, say): such a row is
   * kept. When nothing of it can be shown here, the row's media file name or name stands in as its text, reported.
   */
  private fillText(row: number, question: QuestionInput, cells: Map<string, string>): boolean {
    if (question.text.trim() || ['calculate', 'hidden'].includes(question.question_type)) return true;
    if (question.images.length && question.question_type === 'note') return true;
    const media = ['media::image', 'media::big-image', 'media::audio', 'media::video']
      .flatMap((base) => {
        const found = localized(this.sheet.headers, cells, base, this.languages);
        return [found.text, ...Object.values(found.translations)];
      })
      .find(Boolean);
    if (media) {
      question.text = media.slice(0, 200);
      this.issue(
        row,
        'label',
        `This row has no label, only the media file "${media.slice(0, 60)}": the file name is its text.`,
      );
    } else if (question.question_type !== 'note' && question.name) {
      question.text = question.name;
      this.issue(row, 'label', `This question has no label: its name "${question.name}" is its text.`);
    } else if (question.question_type === 'note') {
      this.issue(row, 'label', 'This note has no text and no picture: it is left out.');
      return false;
    }
    return true;
  }

  private parameters(row: number, base: string, text: string): Record<string, number> {
    const { numbers, other } = parseParameters(text);
    const known = base === 'range' ? ['start', 'end', 'step'] : [];
    // max-pixels only shrinks photos on the phone (we resize them anyway).
    const ignored = base === 'image' ? ['max-pixels'] : [];
    const unread = [
      ...Object.keys(numbers).filter((key) => !known.includes(key) && !ignored.includes(key)),
      ...other,
    ];
    if (unread.length) this.issue(row, 'parameters', `The parameters ${unread.join(', ')} are not kept.`);
    return numbers;
  }

  private flag(row: number, cells: Map<string, string>, column: 'required' | 'read_only'): boolean {
    const value = (cells.get(column) ?? '').toLowerCase();
    if (YES.has(value)) return true;
    if (!NO.has(value))
      this.issue(
        row,
        column,
        `"${cells.get(column)!.slice(0, 60)}" is not yes or no: read as no (a condition here is not kept).`,
      );
    return false;
  }

  private question(
    row: number,
    cells: Map<string, string>,
    standardType: QuestionType,
    base: string,
    settings: QuestionInput['settings'],
    appearance = cells.get('appearance') ?? '',
  ): QuestionInput {
    const label = localized(this.sheet.headers, cells, 'label', this.languages);
    const hint = localized(this.sheet.headers, cells, 'hint', this.languages);
    const text = (column: string) => localized(this.sheet.headers, cells, column, this.languages).text;
    let type = standardType;
    const override = cells.get('oversight_type');
    if (override && !['group', 'repeat'].includes(standardType)) {
      if (
        (QUESTION_TYPES as readonly string[]).includes(override) &&
        !['group', 'repeat'].includes(override)
      ) {
        type = override as QuestionType;
        appearance = cells.get('appearance') ?? '';
      } else
        this.issue(
          row,
          'oversight_type',
          `"${override.slice(0, 40)}" is not a question type: read as ${standardType}.`,
        );
    }
    if (cells.get('repeat_count') && base === 'repeat')
      settings = { ...settings, repeat_count: cells.get('repeat_count') };
    const question: QuestionInput = {
      name: this.name(row, cells.get('name') ?? ''),
      question_type: type,
      text: label.text,
      hint: hint.text,
      required: this.flag(row, cells, 'required'),
      required_message: text('required_message'),
      images: this.images(row, cells),
      options: [],
      default: cells.get('default') || null,
      relevant: cells.get('relevant') ?? '',
      constraint: cells.get('constraint') ?? '',
      constraint_message: text('constraint_message'),
      calculation: cells.get('calculation') ?? '',
      choice_filter: cells.get('choice_filter') ?? '',
      appearance,
      read_only: this.flag(row, cells, 'read_only'),
      settings: this.settings(row, cells, settings),
    };
    const translations = { text: label.translations, hint: hint.translations };
    if (Object.keys(translations.text).length || Object.keys(translations.hint).length)
      question.translations = Object.fromEntries(
        Object.entries(translations).filter(([, value]) => Object.keys(value).length),
      );
    return question;
  }

  private settings(
    row: number,
    cells: Map<string, string>,
    standard: QuestionInput['settings'],
  ): QuestionInput['settings'] {
    const json = cells.get('oversight_settings');
    if (!json) return standard;
    try {
      return questionSettingsSchema.parse(JSON.parse(json));
    } catch {
      this.issue(
        row,
        'oversight_settings',
        'These settings are not valid JSON settings: the XLSForm columns are used instead.',
      );
      return standard;
    }
  }

  private images(row: number, cells: Map<string, string>): string[] {
    const json = cells.get('oversight_images');
    if (json) {
      try {
        const list = JSON.parse(json) as unknown;
        if (Array.isArray(list) && list.every((item) => typeof item === 'string')) return list;
      } catch {
        // Reported below with the column.
      }
      this.issue(
        row,
        'oversight_images',
        'This is not a JSON list of picture links: media::image is used instead.',
      );
    }
    // One picture per question: the default language's, else the first other language's.
    const pictures = localized(this.sheet.headers, cells, 'media::image', this.languages);
    const image = pictures.text || Object.values(pictures.translations)[0] || '';
    if (!image) return [];
    if (isImageLink(image)) return [image];
    this.issue(
      row,
      'media::image',
      `The picture "${image.slice(0, 60)}" is not in the upload: add it to the question in the form builder.`,
    );
    return [];
  }

  /** XLSForm names may hold - and . (ours may not): such a name becomes one with _, and expressions follow it. */
  private name(row: number, raw: string): string | undefined {
    if (!raw) return undefined;
    if (QUESTION_NAME_PATTERN.test(raw)) return raw;
    let name = raw.replace(/[^A-Za-z0-9_]/g, '_');
    if (!/^[A-Za-z_]/.test(name)) name = `_${name}`;
    this.renamed.set(raw, name);
    this.issue(
      row,
      'name',
      `The name "${raw.slice(0, 60)}" is now "${name}" (names hold only letters, digits and _); expressions follow it.`,
    );
    return name;
  }

  private renameReferences(questions: QuestionInput[]) {
    if (!this.renamed.size) return;
    const rewrite = (expression: string) =>
      expression.replace(/\$\{([^}]+)\}/g, (whole, name: string) =>
        this.renamed.has(name.trim()) ? `\${${this.renamed.get(name.trim())}}` : whole,
      );
    const rewriteAll = (texts: Record<string, string> | undefined) =>
      texts && Object.keys(texts).forEach((key) => (texts[key] = rewrite(texts[key]!)));
    for (const question of questions) {
      for (const field of EXPRESSION_FIELDS) question[field] = rewrite(question[field]);
      // Labels and hints show earlier answers with ${name} too.
      for (const field of ['text', 'hint', 'constraint_message', 'required_message'] as const)
        question[field] = rewrite(question[field]);
      rewriteAll(question.translations?.text);
      rewriteAll(question.translations?.hint);
      if (question.default) question.default = rewrite(question.default);
      if (question.settings.repeat_count)
        question.settings.repeat_count = rewrite(question.settings.repeat_count);
      if (question.questions) this.renameReferences(question.questions);
    }
  }

  /** One issue per column we do not read that holds a value (its first row named). */
  reportUnreadColumns() {
    for (const column of this.sheet.headers) {
      const { base, language } = splitLanguage(column);
      if (KNOWN_COLUMNS.has(column) || (TRANSLATED.has(base) && language)) continue;
      if (MESSAGES.has(base) && language?.toLowerCase() === this.languages.main?.toLowerCase()) continue;
      const first = this.sheet.rows.find((row) => row.cells.get(column));
      if (!first) continue;
      const original = this.sheet.original.get(column) ?? column;
      if (MESSAGES.has(base) && language)
        this.issue(
          first.row,
          original,
          `Messages are kept in the default language only: the ${language} column is not kept.`,
        );
      else
        this.issue(
          first.row,
          original,
          COLUMN_NOTES[base] ?? `The column "${original}" is not used by Oversight: its values are not kept.`,
        );
    }
  }
}

/**
 * Reads an XLSForm (.xlsx with survey, choices and settings sheets) into a form's sections. Rows it cannot carry are
 * left out and reported in `issues` (sheet, row, column, why); a file that is not an XLSForm is a 400 on `file`.
 * The form's name: `options.name`, else settings' form_title, else `options.defaultName`.
 */
export async function readXlsForm(
  buffer: Buffer,
  options: { name?: string; defaultName?: string } = {},
): Promise<XlsFormRead> {
  const workbook = await loadWorkbook(buffer);
  const surveySheet = findSheet(workbook, 'survey');
  if (!surveySheet)
    throw badRequest({
      file: ['The workbook has no "survey" sheet: an XLSForm lists its questions on a sheet named survey.'],
    });
  const survey = readSheet(surveySheet, 'survey');
  const missing = ['type', 'name'].filter((column) => !survey.headers.includes(column));
  if (missing.length)
    throw badRequest({
      file: [
        `The survey sheet has no ${missing.join(' and no ')} column: its first row must name the columns (type, name, label, ...).`,
      ],
    });
  const settingsSheet = findSheet(workbook, 'settings');
  const settings = settingsSheet ? readSheet(settingsSheet, 'settings') : null;
  const setting = (key: string) => settings?.rows[0]?.cells.get(key) ?? null;
  const languages = pickLanguages(survey, setting('default_language'));
  const issues: XlsFormIssue[] = [];
  const choicesSheet = findSheet(workbook, 'choices');
  const choices = readChoices(choicesSheet ? readSheet(choicesSheet, 'choices') : null, languages, issues);
  const reader = new SurveyReader(survey, choices, languages);
  reader.reportUnreadColumns();
  const nodes = reader.read();
  const name =
    options.name ||
    setting('form_title') ||
    reader.settings_.get('form_title') ||
    options.defaultName ||
    null;
  const sections = toSections(nodes, name ?? 'Questions', (row, column, message) =>
    reader.issue(row, column, message),
  );
  for (const column of settings?.headers ?? []) {
    if (
      ['form_title', 'form_id', 'version', 'default_language', 'style'].includes(column) ||
      !setting(column)
    )
      continue;
    issues.push({
      sheet: settings!.name,
      row: settings!.rows[0]!.row,
      column: settings!.original.get(column) ?? column,
      message: SETTING_NOTES[column] ?? `The setting "${column}" is not used by Oversight.`,
    });
  }
  return { name, sections, issues: [...issues, ...reader.issues].sort(byPlace) };
}

/** Settings whose meaning Oversight covers another way. */
const SETTING_NOTES: Record<string, string> = {
  instance_name:
    'The setting "instance_name" (a name for each submission) is not kept: responses are listed by number and date.',
  submission_url: 'The setting "submission_url" is not used: answers are sent to Oversight.',
  public_key: 'The setting "public_key" is not used: responses are not encrypted on the phone.',
};

const SHEET_ORDER = ['survey', 'choices', 'settings'];
const byPlace = (a: XlsFormIssue, b: XlsFormIssue) =>
  SHEET_ORDER.indexOf(a.sheet) - SHEET_ORDER.indexOf(b.sheet) || (a.row ?? 0) - (b.row ?? 0);
