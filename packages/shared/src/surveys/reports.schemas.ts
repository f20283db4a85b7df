import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../pagination.js';
import { crossTabSchema, questionSummarySchema } from './results.schemas.js';

/**
 * Reports of a form: templates made of ordered blocks, reports generated from them as PDF and DOCX by a
 * job, reports written in the app (submit-report) or uploaded (a PDF or DOCX written elsewhere).
 */

export const BLOCKS_MAX = 40;
export const TABLE_COLUMNS_MAX = 8;
export const TABLE_ROWS_MAX = 200;
export const REPORT_TEXT_MAX = 5000;
export const REPORT_UPLOAD_MAX_MB = 10;

/** Placeholders a text block (and a heading) may hold; the report fills them in. */
export const REPORT_PLACEHOLDERS = {
  form_name: "the form's name",
  organization_name: 'the organisation that owns the form',
  response_count: 'submitted responses in the date range',
  date_from: 'the start of the date range',
  date_to: 'the end of the date range',
  generated_on: 'the day the report is made',
} as const;
export type ReportPlaceholder = keyof typeof REPORT_PLACEHOLDERS;

const QUESTION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const questionName = (what: string) =>
  z
    .string({ error: `Choose the ${what}.` })
    .trim()
    .min(1, `Choose the ${what}.`)
    .max(64)
    .regex(QUESTION_NAME, `Choose the ${what}.`);
const title = z.string().trim().max(200, 'A title has at most 200 characters.').default('');

export const BLOCK_TYPES = ['heading', 'text', 'chart', 'cross_tab', 'table', 'map'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export const BLOCK_TYPE_LABELS: Record<BlockType, string> = {
  heading: 'Heading',
  text: 'Text',
  chart: 'Chart of a question',
  cross_tab: 'Cross-tab',
  table: 'Table of responses',
  map: 'Map',
};
export const REPORT_CHART_TYPES = ['bar', 'pie', 'line'] as const;
export type ReportChartType = (typeof REPORT_CHART_TYPES)[number];
export const CROSS_TAB_PERCENTS = ['none', 'row', 'column'] as const;

export const headingBlockSchema = z.object({
  type: z.literal('heading'),
  text: z
    .string({ error: 'Write the heading.' })
    .trim()
    .min(1, 'Write the heading.')
    .max(200, 'A heading has at most 200 characters.'),
  level: z.union([z.literal(1), z.literal(2)], { error: 'A heading is of level 1 or 2.' }).default(1),
});
export const textBlockSchema = z.object({
  type: z.literal('text'),
  text: z
    .string({ error: 'Write the text.' })
    .trim()
    .min(1, 'Write the text.')
    .max(REPORT_TEXT_MAX, `A text block has at most ${REPORT_TEXT_MAX} characters.`),
});
export const chartBlockSchema = z.object({
  type: z.literal('chart'),
  question: questionName('question to chart'),
  chart_type: z.enum(REPORT_CHART_TYPES, { error: 'Choose a bar, pie or line chart.' }).default('bar'),
  title,
});
export const crossTabBlockSchema = z.object({
  type: z.literal('cross_tab'),
  row: questionName('question for the rows'),
  column: questionName('question for the columns'),
  percent: z
    .enum(CROSS_TAB_PERCENTS, { error: 'Show no percentages, row or column percentages.' })
    .default('none'),
  title,
});
export const tableBlockSchema = z.object({
  type: z.literal('table'),
  columns: z
    .array(questionName('questions to show'), { error: 'Choose the questions to show as columns.' })
    .min(1, 'Choose at least one question to show.')
    .max(TABLE_COLUMNS_MAX, `Show at most ${TABLE_COLUMNS_MAX} questions.`),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Show at least one response.')
    .max(TABLE_ROWS_MAX, `Show at most ${TABLE_ROWS_MAX} responses.`)
    .default(50),
  title,
});
export const mapBlockSchema = z.object({
  type: z.literal('map'),
  question: questionName('location question'),
  title,
});

export const reportBlockSchema = z.discriminatedUnion(
  'type',
  [
    headingBlockSchema,
    textBlockSchema,
    chartBlockSchema,
    crossTabBlockSchema,
    tableBlockSchema,
    mapBlockSchema,
  ],
  {
    error: `A block's type is one of ${BLOCK_TYPES.join(', ')}.`,
  },
);
export type ReportBlock = z.infer<typeof reportBlockSchema>;
export type ReportBlockInput = z.input<typeof reportBlockSchema>;
export const reportBlocksSchema = z
  .array(reportBlockSchema, { error: 'Give the blocks as a list.' })
  .max(BLOCKS_MAX, `A template has at most ${BLOCKS_MAX} blocks.`);

const templateName = z
  .string({ error: 'Name the template.' })
  .trim()
  .min(1, 'Name the template.')
  .max(200, 'A name has at most 200 characters.');
const templateDescription = z.string().trim().max(1000, 'A description has at most 1000 characters.');
const formId = z.string({ error: 'Choose the form.' }).trim().check(z.uuid('Choose the form (its id).'));

// /surveys/report-templates/
export const createTemplateBodySchema = z.object({
  survey_id: formId,
  name: templateName,
  description: templateDescription.default(''),
  blocks: reportBlocksSchema.min(1, 'Add at least one block.'),
});
export type CreateTemplateBody = z.infer<typeof createTemplateBodySchema>;
export const updateTemplateBodySchema = z.object({
  name: templateName.optional(),
  description: templateDescription.optional(),
  blocks: reportBlocksSchema.min(1, 'Add at least one block.').optional(),
});
export type UpdateTemplateBody = z.infer<typeof updateTemplateBodySchema>;
export const templateListQuerySchema = z.object({
  survey_id: formId,
  search: z.string().trim().max(200).optional(),
});
export const templateParamsSchema = z.object({
  id: z.string().trim().check(z.uuid('A template id is a UUID.')),
});

export const reportTemplateSchema = z.object({
  id: z.string(),
  survey_id: z.string(),
  survey_name: z.string(),
  name: z.string(),
  description: z.string(),
  blocks: z.array(reportBlockSchema),
  created_by: z.object({ id: z.string(), display_name: z.string() }).nullable(),
  created: z.iso.datetime({ offset: true }),
  modified: z.iso.datetime({ offset: true }),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean(), generate: z.boolean() }),
});
export type ReportTemplate = z.infer<typeof reportTemplateSchema>;
export const templatePageSchema = pageOf(reportTemplateSchema).extend({
  /** A language model is configured: "Draft with AI" works. */
  ai_configured: z.boolean(),
});

// POST /surveys/report-templates/create-with-ai/
export const createWithAiBodySchema = z.object({
  survey_id: formId,
  prompt: z
    .string({ error: 'Say what the report should show.' })
    .trim()
    .min(5, 'Say what the report should show (a sentence or two).')
    .max(2000, 'Keep the request under 2000 characters.'),
});
export type CreateWithAiBody = z.infer<typeof createWithAiBodySchema>;
/** What the language model must answer (checked again against the form's questions). */
export const aiTemplateDraftSchema = z.object({
  name: templateName,
  description: templateDescription.default(''),
  blocks: reportBlocksSchema.min(1, 'Add at least one block.'),
});

// Date range of a report (submission days, inclusive)
const day = z.iso.date({ error: 'Give a date as YYYY-MM-DD.' });
const rangeShape = { from: day.nullish(), to: day.nullish() };
const rangeChecked = (value: { from?: string | null; to?: string | null }, ctx: z.RefinementCtx) => {
  if (value.from && value.to && value.from > value.to)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The end date must be on or after the start date.',
    });
};

// POST /surveys/report-templates/generate-report/
export const generateReportBodySchema = z
  .object({
    template_id: z
      .string({ error: 'Choose the template.' })
      .trim()
      .check(z.uuid('Choose the template (its id).')),
    title: z.string().trim().max(200, 'A title has at most 200 characters.').optional(),
    ...rangeShape,
  })
  .superRefine(rangeChecked);
export type GenerateReportBody = z.infer<typeof generateReportBodySchema>;

// POST /surveys/report-templates/preview/ (our path): the editor's unsaved blocks drawn with real data
export const previewBodySchema = z
  .object({ survey_id: formId, blocks: reportBlocksSchema, ...rangeShape })
  .superRefine(rangeChecked);
export type PreviewBody = z.infer<typeof previewBodySchema>;

// POST /surveys/{id}/submit-report/: a report written in the app
export const submitReportBodySchema = z
  .object({
    title: z
      .string({ error: 'Give the report a title.' })
      .trim()
      .min(1, 'Give the report a title.')
      .max(200, 'A title has at most 200 characters.'),
    body: z
      .string({ error: 'Write the report.' })
      .trim()
      .min(1, 'Write the report.')
      .max(50_000, 'A written report has at most 50,000 characters; upload a longer one as a file.'),
    ...rangeShape,
  })
  .superRefine(rangeChecked);
export type SubmitReportBody = z.infer<typeof submitReportBodySchema>;

export const REPORT_TYPES = ['generated', 'written', 'uploaded'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  generated: 'From a template',
  written: 'Written here',
  uploaded: 'Uploaded',
};
export const REPORT_STATUSES = ['PENDING', 'STARTED', 'PROCESSING', 'SUCCESS', 'FAILURE'] as const;
export const REPORT_FORMATS = ['pdf', 'docx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const surveyReportSchema = z.object({
  id: z.string(),
  survey_id: z.string(),
  template_id: z.string().nullable(),
  title: z.string(),
  report_type: z.enum(REPORT_TYPES),
  from: z.string().nullable(),
  to: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  /** Files ready to download (GET url with the bearer token). */
  files: z.array(z.object({ format: z.enum(REPORT_FORMATS), bytes: z.number().int(), url: z.string() })),
  created_by: z.object({ id: z.string(), display_name: z.string() }).nullable(),
  created: z.iso.datetime({ offset: true }),
});
export type SurveyReport = z.infer<typeof surveyReportSchema>;

// GET /surveys/survey-reports/{id}/ ({id}: the form's): its reports, newest first
export const reportListQuerySchema = z.object({
  title: z.string().trim().max(200).optional(),
  report_type: z.enum(REPORT_TYPES, { error: `Filter by ${REPORT_TYPES.join(', ')}.` }).optional(),
});
export const reportParamsSchema = z.object({ id: z.string().trim().check(z.uuid('A report id is a UUID.')) });
export const reportFileQuerySchema = z.object({
  format: z.enum(REPORT_FORMATS, { error: 'Ask for pdf or docx.' }).default('pdf'),
});

// GET /surveys/report-templates/generate-report-status/
export const reportTaskQuerySchema = z.object({
  task_id: z
    .string({ error: 'Give the task_id that generate-report answered.' })
    .trim()
    .check(z.uuid('Give the task_id that generate-report answered.')),
});
export const reportTaskSchema = z.object({
  task_id: z.string(),
  status: z.enum(REPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  result: z.object({ report: surveyReportSchema }).nullable(),
  error: z.string().nullable(),
});
export type ReportTask = z.infer<typeof reportTaskSchema>;

// Block data: what a report shows for each block, with real numbers (preview, responses/report, the files)
const repeatHolders = z.array(z.object({ name: z.string(), text: z.string() })).optional();
export const resolvedBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string(), level: z.number().int() }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({
    type: z.literal('chart'),
    title: z.string(),
    chart_type: z.enum(REPORT_CHART_TYPES),
    summary: questionSummarySchema.nullable(),
    /** The repeats holding the question, outermost first ([] outside repeats): then it counts their entries. */
    repeat: repeatHolders,
    error: z.string().nullable(),
  }),
  z.object({
    type: z.literal('cross_tab'),
    title: z.string(),
    percent: z.enum(CROSS_TAB_PERCENTS),
    cross_tab: crossTabSchema.nullable(),
    error: z.string().nullable(),
  }),
  z.object({
    type: z.literal('table'),
    title: z.string(),
    columns: z.array(z.object({ name: z.string(), text: z.string() })),
    rows: z.array(z.object({ submitted: z.string().nullable(), cells: z.array(z.string()) })),
    /** Responses in the range (the table shows the newest `rows.length`). */
    total: z.number().int(),
    error: z.string().nullable(),
  }),
  z.object({
    type: z.literal('map'),
    title: z.string(),
    summary: questionSummarySchema.nullable(),
    repeat: repeatHolders,
    error: z.string().nullable(),
  }),
]);
export type ResolvedBlock = z.infer<typeof resolvedBlockSchema>;

export const reportDataSchema = z.object({
  survey: z.object({ id: z.string(), name: z.string(), organization_name: z.string() }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  responses: z.number().int(),
  /** Submitted responses per day of the range (days with none left out), oldest first. */
  days: z.array(z.object({ day: z.string(), count: z.number().int() })),
  blocks: z.array(resolvedBlockSchema),
});
export type ReportData = z.infer<typeof reportDataSchema>;

// GET /surveys/responses/report/: the responses of a form in a date range, with a template's blocks when named
export const responsesReportQuerySchema = z
  .object({
    survey_id: formId,
    template_id: z.string().trim().check(z.uuid('A template id is a UUID.')).optional(),
    ...rangeShape,
  })
  .superRefine(rangeChecked);

/** Fills {{placeholders}}; unknown ones stay as written. */
export function fillPlaceholders(text: string, values: Record<ReportPlaceholder, string>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) =>
    name in values ? values[name as ReportPlaceholder] : whole,
  );
}

/** GET /surveys/report-templates/: survey_id and search with limit and offset. */
export const templatePageQuerySchema = templateListQuerySchema.extend(pageQuerySchema(25).shape);
/** GET /surveys/survey-reports/{id}/. */
export const reportPageQuerySchema = reportListQuerySchema.extend(pageQuerySchema(25).shape);
export const surveyReportPageSchema = pageOf(surveyReportSchema);

/** generate-report/ and submit-report/ answer the task to poll. */
export const reportTaskStartedSchema = z.object({ task_id: z.string() });
