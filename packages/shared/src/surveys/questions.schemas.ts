import { z } from 'zod';
import { UUID_PATTERN } from '../ids.js';
import { pageOf, pageQuerySchema } from '../pagination.js';

/**
 * A form's structure: ordered sections holding ordered questions (docs/spec/product-spec.md section 3 "Survey/form",
 * section 9 "Question types"). Answers are keyed by the question `name`; groups do not nest names (as in XLSForm),
 * a repeat's answers are a list of objects keyed by the names of the questions inside it.
 */

/**
 * Every question type. The spec's names (radio, rating, likert, select-multiple, integer, float, text, file, project,
 * location, date, geopolitical-zone, state, lga, ward, list, mda, appropriation) are kept as they are; the rest are
 * ours, in the same style.
 */
export const QUESTION_TYPES = [
  'text',
  'paragraph',
  'integer',
  'float',
  'radio',
  'select-multiple',
  'list',
  'yes-no',
  'rating',
  'linear-scale',
  'likert',
  'ranking',
  'date',
  'time',
  'datetime',
  'email',
  'phone',
  'link',
  'location',
  'photo',
  'audio',
  'video',
  'file',
  'note',
  'calculate',
  'project',
  'mda',
  'state',
  'lga',
  'ward',
  'geopolitical-zone',
  'appropriation',
  'barcode',
  'acknowledge',
  'hidden',
  'geotrace',
  'geoshape',
  'group',
  'repeat',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** docs/spec/product-spec.md section 5: a new question is open-ended text. */
export const DEFAULT_QUESTION_TYPE: QuestionType = 'text';

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Short text',
  paragraph: 'Paragraph',
  integer: 'Whole number',
  float: 'Decimal number',
  radio: 'Single choice',
  'select-multiple': 'Multiple choice',
  list: 'Dropdown',
  'yes-no': 'Yes / no',
  rating: 'Rating (stars)',
  'linear-scale': 'Linear scale',
  likert: 'Likert (agree - disagree)',
  ranking: 'Ranking',
  date: 'Date',
  time: 'Time',
  datetime: 'Date and time',
  email: 'E-mail address',
  phone: 'Phone number',
  link: 'Link',
  location: 'GPS location',
  photo: 'Photo',
  audio: 'Audio recording',
  video: 'Video',
  file: 'File upload',
  note: 'Note (no answer)',
  calculate: 'Calculated',
  project: 'Project',
  mda: 'Ministry or agency',
  state: 'State',
  lga: 'Local government area',
  ward: 'Ward',
  'geopolitical-zone': 'Geopolitical zone',
  appropriation: 'Amount (naira)',
  barcode: 'Barcode',
  acknowledge: 'Acknowledge (OK)',
  hidden: 'Hidden value',
  geotrace: 'Line (GPS trace)',
  geoshape: 'Area (GPS shape)',
  group: 'Group of questions',
  repeat: 'Repeated group',
};

/** Types whose answer is one of `options` (values); select-multiple and ranking answer several. */
export const CHOICE_TYPES: readonly QuestionType[] = [
  'radio',
  'select-multiple',
  'list',
  'likert',
  'ranking',
];
/** Types with a fixed list of their own (yes/no, and the reference lists of shared/reference). */
export const FIXED_CHOICE_TYPES: readonly QuestionType[] = ['yes-no', 'state', 'lga', 'geopolitical-zone'];
export const NUMERIC_TYPES: readonly QuestionType[] = [
  'integer',
  'float',
  'rating',
  'linear-scale',
  'appropriation',
];
export const FILE_TYPES: readonly QuestionType[] = ['photo', 'audio', 'video', 'file'];
/** Types that hold other questions. */
export const CONTAINER_TYPES: readonly QuestionType[] = ['group', 'repeat'];
/** Types that take no answer from the respondent. */
export const NO_ANSWER_TYPES: readonly QuestionType[] = ['note', 'group', 'calculate'];

/** The default Likert scale (a question may give its own options instead). */
export const LIKERT_OPTIONS = [
  { label: 'Strongly disagree', value: 'strongly_disagree' },
  { label: 'Disagree', value: 'disagree' },
  { label: 'Neither agree nor disagree', value: 'neutral' },
  { label: 'Agree', value: 'agree' },
  { label: 'Strongly agree', value: 'strongly_agree' },
] as const;
export const YES_NO_OPTIONS = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
] as const;

/** File kinds a file question may accept (`settings.accept`). */
export const FILE_KINDS = ['image', 'audio', 'video', 'document', 'spreadsheet', 'archive'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/** The largest file one answer may carry (the server's multipart limit). */
export const MAX_ANSWER_FILE_MB = 10;

/** A question or repeat name: answers are keyed by it (XLSForm's rule). */
export const QUESTION_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const QUESTION_NAME_MAX = 64;
/** Choice values: XLSForm's rule too (no spaces, so select-multiple answers can be joined with spaces in exports). */
export const OPTION_VALUE_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** A name made from a question's text: lower case words joined by _, never starting with a digit. */
export function nameFromText(text: string, fallback = 'question'): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 6);
  let name = words.join('_').slice(0, 40).replace(/_+$/, '');
  if (!name) name = fallback;
  if (/^[0-9]/.test(name)) name = `q_${name}`;
  return name;
}

/** A choice value made from its label. */
export function valueFromLabel(label: string, index: number): string {
  const value = nameFromText(label, `option_${index + 1}`).replace(/^q_/, '');
  return value || `option_${index + 1}`;
}

/**
 * The fields of a question given only its type and text, as the schema defaults them; fresh arrays and objects on
 * every call (the builder's new questions, tests, fixtures).
 */
export function questionDefaults() {
  return {
    question_type: DEFAULT_QUESTION_TYPE,
    text: '',
    hint: '',
    required: false,
    required_message: '',
    images: [] as string[],
    options: [] as never[],
    default: null as string | null,
    relevant: '',
    constraint: '',
    constraint_message: '',
    calculation: '',
    choice_filter: '',
    appearance: '',
    read_only: false,
    settings: {} as QuestionSettings,
  };
}

const text = (max: number, message = `Use at most ${max} characters.`) => z.string().trim().max(max, message);
const expression = text(2000, 'Use at most 2,000 characters in an expression.');

/** Per-language texts (XLSForm `label::Hausa (ha)`): language name -> text. */
const translationsSchema = z
  .record(z.string().trim().min(1).max(60), z.string().max(2000))
  .refine((value) => Object.keys(value).length <= 20, 'Give at most 20 languages.');

export const questionOptionInputSchema = z.object({
  id: z.string().trim().regex(UUID_PATTERN, 'Give a valid option id.').optional(),
  label: z
    .string({ error: 'Enter the choice text.' })
    .trim()
    .min(1, 'Enter the choice text.')
    .max(500, 'Use at most 500 characters.'),
  /** Stored answer value; made from the label when not given. */
  value: z
    .string()
    .trim()
    .max(100, 'Use at most 100 characters.')
    .regex(OPTION_VALUE_PATTERN, 'Use letters, digits, _ . or - in a choice value.')
    .optional(),
  /** XLSForm choice_filter columns (e.g. {state: 'KANO'}), compared by `choice_filter`. */
  filters: z.record(z.string().max(60), z.string().max(200)).optional(),
  translations: translationsSchema.optional(),
  image: z.string().trim().max(2000).optional(),
});
export type QuestionOptionInput = z.infer<typeof questionOptionInputSchema>;

/** Type-specific settings; each type reads the keys it needs and the others are ignored. */
export const questionSettingsSchema = z
  .object({
    /** Numbers: the smallest and largest answer; linear scale: its ends (default 1-5); rating: max stars (5). */
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().positive('The step must be above zero.').optional(),
    min_label: text(100).optional(),
    max_label: text(100).optional(),
    /** Text: the longest answer. */
    max_length: z.number().int().positive().max(100000).optional(),
    /** Choice questions: an "Other" choice with a text answer under `<name>_other` (XLSForm or_other). */
    or_other: z.boolean().optional(),
    /** Files: kinds accepted (default by type: photo image, audio audio, video video, file any) and size. */
    accept: z.array(z.enum(FILE_KINDS)).max(FILE_KINDS.length).optional(),
    max_size_mb: z
      .number()
      .positive()
      .max(MAX_ANSWER_FILE_MB, `A file answer holds at most ${MAX_ANSWER_FILE_MB} MB.`)
      .optional(),
    /** Repeats: how many times (a number, or an expression over other answers), or the bounds. */
    repeat_count: expression.optional(),
    min_repeats: z.number().int().min(0).max(500).optional(),
    max_repeats: z.number().int().min(1).max(500).optional(),
    /** Location: the worst accuracy accepted, in metres. */
    max_accuracy: z.number().positive().max(100000).optional(),
  })
  .strip();
export type QuestionSettings = z.infer<typeof questionSettingsSchema>;

export type QuestionInputShape = {
  id?: string;
  name?: string;
  question_type: QuestionType;
  text: string;
  hint: string;
  required: boolean;
  required_message: string;
  images: string[];
  options: QuestionOptionInput[];
  default: string | null;
  relevant: string;
  constraint: string;
  constraint_message: string;
  calculation: string;
  choice_filter: string;
  appearance: string;
  read_only: boolean;
  settings: QuestionSettings;
  translations?: { text?: Record<string, string>; hint?: Record<string, string> };
  questions?: QuestionInputShape[];
};

/** One question as sent on save (`questions` only for group and repeat). */
export const questionInputSchema: z.ZodType<QuestionInputShape> = z.lazy(() =>
  z.object({
    id: z.string().trim().regex(UUID_PATTERN, 'Give a valid question id.').optional(),
    name: z
      .string()
      .trim()
      .max(QUESTION_NAME_MAX, `Use at most ${QUESTION_NAME_MAX} characters.`)
      .regex(
        QUESTION_NAME_PATTERN,
        'A question name starts with a letter or _ and holds only letters, digits and _.',
      )
      .optional()
      .or(z.literal('').transform(() => undefined)),
    question_type: z
      .enum(QUESTION_TYPES, { error: 'Choose a question type from the list.' })
      .default(DEFAULT_QUESTION_TYPE),
    text: text(2000).default(''),
    hint: text(2000).default(''),
    required: z.boolean({ error: 'Use true or false.' }).default(false),
    required_message: text(300).default(''),
    images: z.array(z.string().trim().max(2000)).max(4, 'Give at most 4 images.').default([]),
    options: z.array(questionOptionInputSchema).max(1000, 'Give at most 1,000 choices.').default([]),
    default: z.string().max(2000).nullable().default(null),
    relevant: expression.default(''),
    constraint: expression.default(''),
    constraint_message: text(300).default(''),
    calculation: expression.default(''),
    choice_filter: expression.default(''),
    appearance: text(100).default(''),
    read_only: z.boolean().default(false),
    settings: questionSettingsSchema.default({}),
    translations: z
      .object({ text: translationsSchema.optional(), hint: translationsSchema.optional() })
      .optional(),
    questions: z.array(questionInputSchema).max(300, 'Give at most 300 questions in a group.').optional(),
  }),
);
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const sectionInputSchema = z.object({
  id: z.string().trim().regex(UUID_PATTERN, 'Give a valid section id.').optional(),
  name: text(200).default(''),
  description: text(5000).default(''),
  questions: z.array(questionInputSchema).max(500, 'Give at most 500 questions in a section.').default([]),
});
export type SectionInput = z.infer<typeof sectionInputSchema>;

export const sectionsInputSchema = z.array(sectionInputSchema).max(100, 'Give at most 100 sections.');

// What the API answers: ids and names are always there.

export const questionOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  value: z.string(),
  filters: z.record(z.string(), z.string()).optional(),
  translations: z.record(z.string(), z.string()).optional(),
  image: z.string().optional(),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export type Question = Omit<QuestionInputShape, 'id' | 'name' | 'options' | 'questions'> & {
  id: string;
  name: string;
  options: QuestionOption[];
  questions?: Question[];
};

export const questionSchema: z.ZodType<Question> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    question_type: z.enum(QUESTION_TYPES),
    text: z.string(),
    hint: z.string(),
    required: z.boolean(),
    required_message: z.string(),
    images: z.array(z.string()),
    options: z.array(questionOptionSchema),
    default: z.string().nullable(),
    relevant: z.string(),
    constraint: z.string(),
    constraint_message: z.string(),
    calculation: z.string(),
    choice_filter: z.string(),
    appearance: z.string(),
    read_only: z.boolean(),
    settings: questionSettingsSchema,
    translations: z
      .object({
        text: z.record(z.string(), z.string()).optional(),
        hint: z.record(z.string(), z.string()).optional(),
      })
      .optional(),
    questions: z.array(questionSchema).optional(),
  }),
);

export const sectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  questions: z.array(questionSchema),
});
export type Section = z.infer<typeof sectionSchema>;

/** GET /surveys/{id}/questions/: every question flat, in order, with its section and enclosing group or repeat. */
export const flatQuestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  question_type: z.enum(QUESTION_TYPES),
  text: z.string(),
  required: z.boolean(),
  options: z.array(questionOptionSchema),
  section: z.object({ id: z.string(), name: z.string() }),
  /** The enclosing group or repeat's name, or null at the top of a section. */
  parent: z.string().nullable(),
  /** Inside a repeat: answers sit in a list under the repeat's name. */
  in_repeat: z.string().nullable(),
  position: z.number().int(),
  /** Only with `all_versions=true`: the question is not in the current version (its answers stay readable). */
  removed: z.boolean(),
  /** The last form version holding this question as it is described here. */
  version: z.number().int(),
});
export type FlatQuestion = z.infer<typeof flatQuestionSchema>;

export const questionListQuerySchema = z.object({
  all_versions: z
    .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});

/** GET /surveys/mda-form-questions/: numeric and choice questions of the organisation's forms (page size 100). */
export const mdaFormQuestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
  question_type: z.enum(QUESTION_TYPES),
  options: z.array(questionOptionSchema),
  survey: z.object({ id: z.string(), name: z.string(), is_published: z.boolean() }),
});
export type MdaFormQuestion = z.infer<typeof mdaFormQuestionSchema>;

export const mdaFormQuestionQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  survey: z.string().trim().regex(UUID_PATTERN, 'Give a valid form id.').optional(),
  kind: z.enum(['numeric', 'choice', 'all'], { error: 'Use numeric, choice or all.' }).default('all'),
});

// /surveys/question-options/: one question's choices, each by id.

export const questionOptionListQuerySchema = z.object({
  question_id: z
    .string({ error: 'Give the question id.' })
    .trim()
    .regex(UUID_PATTERN, 'Give a valid question id.'),
});
export const createQuestionOptionBodySchema = questionOptionInputSchema.omit({ id: true }).extend({
  question_id: z
    .string({ error: 'Give the question id.' })
    .trim()
    .regex(UUID_PATTERN, 'Give a valid question id.'),
  /** Where to insert it (0 = first); the end when not given. */
  position: z.number().int().min(0).optional(),
});
export const updateQuestionOptionBodySchema = questionOptionInputSchema
  .omit({ id: true })
  .partial()
  .extend({ position: z.number().int().min(0).optional() });
export const questionOptionParamsSchema = z.object({
  id: z.string().trim().regex(UUID_PATTERN, 'Give a valid option id.'),
});
export const questionOptionWithQuestionSchema = questionOptionSchema.extend({
  question_id: z.string(),
  position: z.number().int(),
});
export type QuestionOptionWithQuestion = z.infer<typeof questionOptionWithQuestionSchema>;

/** Walks every question of the sections, groups and repeats included, depth first, in form order. */
export function* eachQuestion<Q extends { questions?: Q[] }>(
  sections: readonly { questions: readonly Q[] }[],
): Generator<{ question: Q; parents: Q[] }> {
  function* walk(questions: readonly Q[], parents: Q[]): Generator<{ question: Q; parents: Q[] }> {
    for (const question of questions) {
      yield { question, parents };
      if (question.questions?.length) yield* walk(question.questions, [...parents, question]);
    }
  }
  for (const section of sections) yield* walk(section.questions, []);
}

/** GET /surveys/{id}/questions/: every question of the form, flat. */
export const flatQuestionListSchema = z.array(flatQuestionSchema);
/** GET /surveys/mda-form-questions/: up to 100 a page. */
export const mdaFormQuestionPageQuerySchema = mdaFormQuestionQuerySchema.extend(pageQuerySchema(100).shape);
export const mdaFormQuestionPageSchema = pageOf(mdaFormQuestionSchema);
