import { z } from 'zod';
import { responseListQuerySchema } from './responses.schemas.js';
import { pageOf, pageQuerySchema } from '../pagination.js';

/** Exports of a form's responses: a job writes the file, kept a week, downloaded by those who view responses. */

export const EXPORT_FORMATS = ['csv', 'xlsx', 'geojson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  geojson: 'GeoJSON (map points)',
};
export const EXPORT_KEPT_DAYS = 7;

/** The responses table's filters (its query string, less paging and ordering). */
export const exportFiltersSchema = responseListQuerySchema.pick({
  search: true,
  answer: true,
  from: true,
  to: true,
  question: true,
  min: true,
  max: true,
});
export type ExportFilters = z.infer<typeof exportFiltersSchema>;

export const createExportBodySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'Choose CSV, XLSX or GeoJSON.' }),
  /** A multiple-choice question as one column of its choices, or one 1/0 column per choice. */
  multiple_choice: z
    .enum(['one_column', 'per_choice'], { error: 'Use one_column or per_choice.' })
    .default('one_column'),
  /** Choices written as people read them (labels) or as stored (values). */
  values: z.enum(['labels', 'values'], { error: 'Use labels or values.' }).default('labels'),
  /** A language of the form's translations for headers and labels; the default language when not given. */
  language: z.string().trim().max(60, 'Use at most 60 characters.').optional(),
  filters: exportFiltersSchema.default({}),
});
export type CreateExportBody = z.infer<typeof createExportBodySchema>;
export type CreateExportInput = z.input<typeof createExportBodySchema>;

export const TASK_STATUSES = ['PENDING', 'STARTED', 'PROCESSING', 'SUCCESS', 'FAILURE'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const surveyExportSchema = z.object({
  id: z.string(),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(TASK_STATUSES),
  progress: z.number().int(),
  options: z.object({ multiple_choice: z.string(), values: z.string(), language: z.string().nullable() }),
  filters: z.record(z.string(), z.unknown()),
  total_responses: z.number().int().nullable(),
  filename: z.string().nullable(),
  /** The download (signed-in, for those who view the form's responses); null until the file is ready. */
  file_url: z.string().nullable(),
  bytes: z.number().int().nullable(),
  error: z.string().nullable(),
  created_by: z.object({ id: z.string(), display_name: z.string() }).nullable(),
  created: z.string(),
  finished: z.string().nullable(),
  expires: z.string(),
});
export type SurveyExport = z.infer<typeof surveyExportSchema>;

/** docs/spec/contract-notes.md "Long tasks": survey exports produce a file. */
export const exportStatusSchema = z.object({
  task_id: z.string(),
  status: z.enum(TASK_STATUSES),
  progress: z.number().int(),
  result: z
    .object({ file_url: z.string(), filename: z.string(), total_responses: z.number().int() })
    .nullable(),
  error: z.string().nullable(),
  export: surveyExportSchema,
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

export const exportTaskQuerySchema = z.object({
  task_id: z.string().trim().min(1, 'Give the task_id the export answered.').max(100),
});
export const exportParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** GET /surveys/{id}/exports/. */
export const exportListQuerySchema = pageQuerySchema(25);
export const surveyExportPageSchema = pageOf(surveyExportSchema);
