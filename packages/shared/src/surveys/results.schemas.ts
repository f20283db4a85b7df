import { z } from 'zod';
import { QUESTION_TYPES, type QuestionType } from './questions.schemas.js';

/**
 * What forms tell you: per-question summaries, the cross-tab and saved charts of a form's submitted
 * responses. Numbers are counted in SQL on the server; these are the shapes both sides read.
 */

/** How a question is summarised, by its type. */
export const FIELD_KINDS = ['choice', 'number', 'date', 'text', 'location', 'other'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

const KIND_OF: Partial<Record<QuestionType, FieldKind>> = {
  radio: 'choice',
  'select-multiple': 'choice',
  list: 'choice',
  likert: 'choice',
  'yes-no': 'choice',
  state: 'choice',
  lga: 'choice',
  ward: 'choice',
  'geopolitical-zone': 'choice',
  mda: 'choice',
  project: 'choice',
  integer: 'number',
  float: 'number',
  rating: 'number',
  'linear-scale': 'number',
  appropriation: 'number',
  calculate: 'number',
  date: 'date',
  datetime: 'date',
  text: 'text',
  paragraph: 'text',
  barcode: 'text',
  location: 'location',
};
/** Types with no answer of their own: never a field. */
const NOT_FIELDS: readonly QuestionType[] = ['note', 'group', 'repeat'];

/** The kind a question type is summarised as, or null for types that hold no answer (notes, groups, repeats). */
export function fieldKindOf(type: QuestionType): FieldKind | null {
  if (NOT_FIELDS.includes(type)) return null;
  return KIND_OF[type] ?? 'other';
}

export const CHART_TYPES = ['bar', 'pie', 'line', 'map', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const CHART_TYPE_LABELS: Record<ChartType, string> = {
  bar: 'Bar chart',
  pie: 'Pie chart',
  line: 'Line over time',
  map: 'Map',
  table: 'Table',
};

/** The charts each kind of question may be drawn as (every chart also shows its numbers as a table). */
export const CHARTS_BY_KIND: Record<FieldKind, readonly ChartType[]> = {
  choice: ['bar', 'pie', 'table'],
  number: ['bar', 'table'],
  date: ['line', 'bar', 'table'],
  text: ['bar', 'table'],
  location: ['map', 'table'],
  other: ['table'],
};

export const AGGREGATIONS = [
  'count',
  'percent',
  'min',
  'max',
  'mean',
  'median',
  'sum',
  'by_week',
  'word_count',
  'points',
] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];
export const AGGREGATIONS_BY_KIND: Record<FieldKind, readonly Aggregation[]> = {
  choice: ['count', 'percent'],
  number: ['count', 'min', 'max', 'mean', 'median', 'sum'],
  date: ['count', 'by_week'],
  text: ['count', 'word_count'],
  location: ['count', 'points'],
  other: ['count'],
};

/**
 * What a question's numbers count: responses, or the entries of the repeated group holding it (every room of every
 * response; a repeat inside a repeat, every inner entry).
 */
export const RESULT_UNITS = ['responses', 'entries'] as const;
export type ResultUnit = (typeof RESULT_UNITS)[number];

const QUESTION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const questionName = (what: string) =>
  z
    .string({ error: `Give the ${what} question's name.` })
    .trim()
    .min(1, `Give the ${what} question's name.`)
    .max(64)
    .regex(QUESTION_NAME, 'Give a question name.');

// GET /surveys/{id}/available-fields/

export const availableFieldSchema = z.object({
  name: z.string(),
  text: z.string(),
  question_type: z.enum(QUESTION_TYPES),
  kind: z.enum(FIELD_KINDS),
  section: z.string(),
  /** The choices (value and label) of a choice question; empty otherwise or when they are not a fixed list. */
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  aggregations: z.array(z.enum(AGGREGATIONS)),
  chart_types: z.array(z.enum(CHART_TYPES)),
  /**
   * A choice question: usable as a row or column of the cross-tab (and, outside repeats, as a filter). A repeat's
   * question crosses questions of the same repeat, of the repeats holding it, or outside repeats.
   */
  cross_tab: z.boolean(),
  /** The repeats holding the question, outermost first ([] outside repeats). */
  repeat: z.array(z.object({ name: z.string(), text: z.string() })),
  /** Its numbers count responses, or the entries of its repeat. */
  unit: z.enum(RESULT_UNITS),
});
export type AvailableField = z.infer<typeof availableFieldSchema>;

export const availableFieldsSchema = z.object({
  fields: z.array(availableFieldSchema),
  chart_types: z.array(z.object({ value: z.enum(CHART_TYPES), label: z.string() })),
});
export type AvailableFields = z.infer<typeof availableFieldsSchema>;

// Filters (the cross-tab's; a report's date range): by submission date and by choice answers.

export const resultsFilterQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  answer: z
    .union([z.string(), z.array(z.string())])
    .transform((raw) => (Array.isArray(raw) ? raw : [raw]))
    .pipe(
      z
        .array(
          z
            .string()
            .max(300)
            .regex(/^[A-Za-z_][A-Za-z0-9_]*:.+$/, 'Filter as question_name:value.'),
        )
        .max(10, 'Give at most 10 answer filters.'),
    )
    .optional(),
  from: z.iso.date({ error: 'Give a date as YYYY-MM-DD.' }).optional(),
  to: z.iso.date({ error: 'Give a date as YYYY-MM-DD.' }).optional(),
});

/** Filters as the aggregation functions take them. */
export type ResultsFilters = {
  /** Submitted on or after this day (YYYY-MM-DD, server time zone). */
  from?: string;
  /** Submitted on or before this day. */
  to?: string;
  /** Responses whose choice question `name` holds `value` (all must hold). */
  answers?: { name: string; value: string }[];
  /** Words in the answers (as the responses list's search). */
  search?: string;
};

// Summaries

const optionCountSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  percent: z.number(),
});
const weekCountSchema = z.object({ week: z.string(), count: z.number().int() });

const summaryBase = {
  name: z.string(),
  text: z.string(),
  question_type: z.enum(QUESTION_TYPES),
  /** Responses in the summary (all submitted ones, or those the filters keep). */
  responses: z.number().int(),
  /** Of those, how many answered this question. */
  answered: z.number().int(),
  /** `entries`: a repeat's question, `responses` and `answered` count its entries (absent in summaries kept before). */
  unit: z.enum(RESULT_UNITS).optional(),
};

export const questionSummarySchema = z.discriminatedUnion('kind', [
  z.object({
    ...summaryBase,
    kind: z.literal('choice'),
    /** Every choice (also those nobody chose), then values not among the choices; percent of those who answered. */
    options: z.array(optionCountSchema),
    /** Several answers per response (select-multiple): percentages add up to more than 100. */
    multiple: z.boolean(),
  }),
  z.object({
    ...summaryBase,
    kind: z.literal('number'),
    min: z.number().nullable(),
    max: z.number().nullable(),
    mean: z.number().nullable(),
    median: z.number().nullable(),
    sum: z.number().nullable(),
    /** Up to 10 equal ranges from min to max: [from, to) except the last, which holds max. */
    histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  }),
  z.object({
    ...summaryBase,
    kind: z.literal('date'),
    first: z.string().nullable(),
    last: z.string().nullable(),
    /** Answers per week (the Monday starting it, YYYY-MM-DD), oldest first. */
    weeks: z.array(weekCountSchema),
  }),
  z.object({
    ...summaryBase,
    kind: z.literal('text'),
    /** Words by how many answers use them (lower case, 3 letters or more, common English words left out), most used first. */
    words: z.array(z.object({ word: z.string(), count: z.number().int() })),
  }),
  z.object({
    ...summaryBase,
    kind: z.literal('location'),
    /** At most LOCATION_POINTS_MAX points (an even sample of them when there are more). */
    points: z.array(z.object({ latitude: z.number(), longitude: z.number() })),
    bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }).nullable(),
  }),
  z.object({ ...summaryBase, kind: z.literal('other') }),
]);
export type QuestionSummary = z.infer<typeof questionSummarySchema>;
export const LOCATION_POINTS_MAX = 2000;
export const TOP_WORDS = 30;

/**
 * A repeated group's questions, counted over its entries (every room of every response): in its questions
 * `responses` is the entries and `answered` the entries that answered. A repeat inside a repeat counts its own
 * (inner) entries.
 */
export const repeatSummarySchema = z.object({
  name: z.string(),
  text: z.string(),
  /** The names of the enclosing repeats, then its own. */
  path: z.array(z.string()),
  /** Responses in the summary (as the form's). */
  responses: z.number().int(),
  /** Of those, how many hold at least one entry. */
  responses_with_entries: z.number().int(),
  /** Entries in all those responses. */
  entries: z.number().int(),
  questions: z.array(questionSummarySchema),
});
export type RepeatSummary = z.infer<typeof repeatSummarySchema>;

export const formSummarySchema = z.object({
  survey_id: z.string(),
  responses: z.number().int(),
  /** Submitted responses per week of submission (the Monday starting it), oldest first. */
  weeks: z.array(weekCountSchema),
  /** Questions outside repeats. */
  questions: z.array(questionSummarySchema),
  /** Repeated groups in form order (summaries kept before repeats were summarised have none). */
  repeats: z.array(repeatSummarySchema).default([]),
  computed_at: z.iso.datetime({ offset: true }),
  /** Responses arrived or changed since: a refresh is under way or may be asked for. */
  stale: z.boolean(),
});
export type FormSummary = z.infer<typeof formSummarySchema>;

// GET /surveys/{id}/trigger-form-summary/ and GET /surveys/form-summary-status/

export const SUMMARY_TASK_STATUSES = ['PENDING', 'STARTED', 'SUCCESS', 'FAILURE'] as const;
export type SummaryTaskStatus = (typeof SUMMARY_TASK_STATUSES)[number];

export const triggerSummaryQuerySchema = z.object({
  refresh: z
    .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
    .transform((value) => value === 'true' || value === '1')
    .default(false),
});

export const summaryTaskSchema = z.object({
  task_id: z.string(),
  status: z.enum(SUMMARY_TASK_STATUSES),
  /** Questions done, out of 100. */
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  /** When the task succeeded: the form's summary as it is now kept. */
  summary: formSummarySchema.nullable(),
});
export type SummaryTask = z.infer<typeof summaryTaskSchema>;

export const summaryStatusQuerySchema = z.object({
  task_id: z
    .string({ error: 'Give the task_id that trigger-form-summary answered.' })
    .trim()
    .check(z.uuid('Give the task_id that trigger-form-summary answered.')),
});

// GET /surveys/{id}/analytics/table/

export const crossTabQuerySchema = resultsFilterQuerySchema.extend({
  row: questionName('row'),
  column: questionName('column'),
});
export type CrossTabQuery = z.infer<typeof crossTabQuerySchema>;

const headerSchema = z.object({ value: z.string(), label: z.string(), total: z.number().int() });
export const crossTabSchema = z.object({
  row_question: z.object({ name: z.string(), text: z.string(), question_type: z.enum(QUESTION_TYPES) }),
  column_question: z.object({ name: z.string(), text: z.string(), question_type: z.enum(QUESTION_TYPES) }),
  /** Row values; total = responses with that row answer that answered the column question too. */
  rows: z.array(headerSchema),
  columns: z.array(headerSchema),
  /** cells[i][j]: responses answering rows[i] and columns[j]; percentages of the row's and the column's total. */
  cells: z.array(
    z.array(z.object({ count: z.number().int(), row_percent: z.number(), column_percent: z.number() })),
  ),
  /** Responses in scope that answered both questions (entries, when `unit` is entries). */
  total: z.number().int(),
  /**
   * `entries` when a question is in a repeat: every count is of the entries of the innermost repeat of the two
   * (`repeat`, outermost first), each with its response's answers outside it.
   */
  unit: z.enum(RESULT_UNITS),
  repeat: z.array(z.object({ name: z.string(), text: z.string() })),
});
export type CrossTab = z.infer<typeof crossTabSchema>;

// Saved charts: GET/POST /surveys/{id}/visualizations/, DELETE /surveys/charts/{id}/

export const CHART_TITLE_MAX = 120;
export const CHARTS_PER_FORM_MAX = 50;

export const createChartBodySchema = z.object({
  title: z
    .string({ error: (issue) => (issue.input === undefined ? 'Enter a title.' : 'Enter a title.') })
    .trim()
    .min(1, 'Enter a title.')
    .max(CHART_TITLE_MAX, `A chart title has at most ${CHART_TITLE_MAX} characters.`),
  chart_type: z.enum(CHART_TYPES, { error: `Choose one of ${CHART_TYPES.join(', ')}.` }),
  question: questionName('charted'),
});
export type CreateChartBody = z.infer<typeof createChartBodySchema>;

export const chartSchema = z.object({
  id: z.string(),
  survey_id: z.string(),
  title: z.string(),
  chart_type: z.enum(CHART_TYPES),
  question: z.string(),
  position: z.number().int(),
  created: z.iso.datetime({ offset: true }),
});
export type Chart = z.infer<typeof chartSchema>;

export const chartListSchema = z.object({ count: z.number().int(), results: z.array(chartSchema) });
export const chartParamsSchema = z.object({ id: z.uuid('A chart id is a UUID.') });
