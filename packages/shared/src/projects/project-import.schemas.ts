import { z } from 'zod';
import { IMPORT_COLUMN_KEYS } from './import-columns.js';

/**
 * The spreadsheet import (docs/spec/endpoints.txt POST /projects/validate-file/, match-columns, upload, GET status;
 * docs/spec/product-spec.md section 3 "Import issue report"; docs/spec/contract-notes.md "Long tasks").
 */

export const importColumnKeySchema = z.enum(IMPORT_COLUMN_KEYS);

export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

/** POST /projects/match-columns/ as JSON (a file sent as multipart works too: its first row is read). */
export const matchColumnsBodySchema = z.object({
  headers: z.array(z.string().max(300)).min(1, 'Send the header row of the sheet.').max(200),
});
export type MatchColumnsBody = z.infer<typeof matchColumnsBodySchema>;

export const headerMatchSchema = z.object({
  header: z.string(),
  column: importColumnKeySchema.nullable(),
  /** 1 for an exact name or synonym, lower for a typo; 0 when unmatched. */
  score: z.number(),
});

export const matchColumnsResponseSchema = z.object({
  matches: z.array(headerMatchSchema),
  missing_columns: z.array(importColumnKeySchema),
  columns: z.array(
    z.object({ key: importColumnKeySchema, label: z.string(), compulsory: z.boolean(), hint: z.string() }),
  ),
  /** Data rows under the header, when a file was sent. */
  rows_count: z.number().int().nullable(),
});
export type MatchColumnsResponse = z.infer<typeof matchColumnsResponseSchema>;

export const invalidFormatSchema = z.object({
  row: z.number().int(),
  column: importColumnKeySchema,
  value: z.string(),
  expected: z.string(),
});
export type InvalidFormat = z.infer<typeof invalidFormatSchema>;

export const contractorSuggestionSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  rc_number: z.string(),
  suggestions: z.array(
    z.object({
      public_id: z.string(),
      name: z.string(),
      rc_number: z.string().nullable(),
      similarity: z.number(),
    }),
  ),
});
export type ContractorSuggestion = z.infer<typeof contractorSuggestionSchema>;

export const importIssueReportSchema = z.object({
  errors: z.object({
    /** Compulsory columns the sheet lacks: with one missing, nothing can be imported. */
    missing_columns: z.array(importColumnKeySchema),
    missing_compulsory_fields: z.array(z.object({ row: z.number().int(), column: importColumnKeySchema })),
  }),
  warnings: z.object({
    invalid_format: z.array(invalidFormatSchema),
    contractor_suggestions: z.array(contractorSuggestionSchema),
    /** Optional columns the sheet lacks: imported rows leave them empty (not counted as warnings in the preview). */
    missing_optional_columns: z.array(importColumnKeySchema),
  }),
});
export type ImportIssueReport = z.infer<typeof importIssueReportSchema>;

export const importRowSchema = z.object({
  /** The row number in the sheet (the header is row 1). */
  row: z.number().int(),
  values: z.partialRecord(importColumnKeySchema, z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** The issue report plus what the preview shows: the rows read, keyed by column. */
export const validateFileResponseSchema = importIssueReportSchema.extend({
  rows_count: z.number().int(),
  can_import: z.boolean(),
  rows: z.array(importRowSchema),
});
export type ValidateFileResponse = z.infer<typeof validateFileResponseSchema>;

export const taskStartedSchema = z.object({ task_id: z.string() });

export const TASK_STATUSES = ['PENDING', 'STARTED', 'PROCESSING', 'SUCCESS', 'FAILURE'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const skippedRowSchema = z.object({ row: z.number().int(), reason: z.string() });

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.array(skippedRowSchema),
  /** Cells of imported rows that were not written (the rest of the row was), with why. */
  not_written: z.array(
    z.object({ row: z.number().int(), column: z.string(), value: z.string(), reason: z.string() }),
  ),
  /** The public ids of the projects this import created (drafts), so the wizard can offer to publish them. */
  created_ids: z.array(z.string()).optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const appropriationResultSchema = z.object({
  year: z.number().int(),
  updated: z.number().int(),
  skipped: z.array(skippedRowSchema),
});

export const taskStatusSchema = z.object({
  task_id: z.string(),
  kind: z.enum(['project_import', 'appropriation']),
  status: z.enum(TASK_STATUSES),
  progress: z.number().int().min(0).max(100),
  result: importResultSchema.or(appropriationResultSchema).nullable(),
  error: z.string().nullable(),
  /** A restart stopped the task: 'resumed' = it was queued again at once, 'failed' = stopped for good (see error). */
  interruption: z.enum(['resumed', 'failed']).nullable(),
  /** Says what happened to a resumed task while it runs again. */
  note: z.string().nullable(),
});
export type TaskStatusResponse = z.infer<typeof taskStatusSchema>;

export const taskStatusQuerySchema = z.object({
  task_id: z.uuid('task_id must be the id that the upload answered.'),
});
