import { z } from 'zod';
import { TASK_STATUSES } from './exports.schemas.js';
import { surveyDetailSchema } from './surveys.schemas.js';

/** KoboToolbox import: the organisation's Kobo forms, a form made from one, its submissions imported. */

export const koboAssetSchema = z.object({
  uid: z.string(),
  name: z.string(),
  deployed: z.boolean(),
  submissions: z.number().int().nullable(),
  modified: z.string().nullable(),
  /** Our form made from it, when there is one. */
  survey_id: z.string().nullable(),
});
export type KoboAsset = z.infer<typeof koboAssetSchema>;
export const koboAssetsResponseSchema = z.object({
  server_url: z.string(),
  count: z.number().int(),
  results: z.array(koboAssetSchema),
});
export type KoboAssetsResponse = z.infer<typeof koboAssetsResponseSchema>;

const assetUid = z
  .string({ error: 'Choose a KoboToolbox form.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Give the id (uid) of a KoboToolbox form.');
const surveyId = z
  .string({ error: 'Give the form (survey_id).' })
  .trim()
  .regex(/^[0-9a-f-]{36}$/i, 'Give a valid form id.');

export const importKoboFormBodySchema = z.object({
  asset_uid: assetUid,
  name: z.string().trim().min(1, 'Enter a name.').max(200, 'Use at most 200 characters.').optional(),
});
export type ImportKoboFormBody = z.infer<typeof importKoboFormBodySchema>;
export const refreshKoboFormBodySchema = z.object({ survey_id: surveyId });
export const importKoboResponsesQuerySchema = z.object({ survey_id: surveyId });

export const koboImportStatusSchema = z.object({
  task_id: z.string(),
  status: z.enum(TASK_STATUSES),
  progress: z.number().int(),
  total: z.number().int().nullable(),
  imported: z.number().int(),
  skipped: z.number().int(),
  /** Submissions our form refused, with why (the first few). */
  problems: z.array(z.object({ submission: z.string(), message: z.string() })),
  error: z.string().nullable(),
  created: z.string(),
  finished: z.string().nullable(),
});
export type KoboImportStatus = z.infer<typeof koboImportStatusSchema>;
export const koboTaskQuerySchema = z.object({
  task_id: z.string().trim().min(1, 'Give the task_id the import answered.').max(100),
});

export const importIssueSchema = z.object({
  sheet: z.string(),
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
});
/** The form made (or refreshed) from a KoboToolbox form, with the rows the XLSForm mapping left out. */
export const importKoboFormResponseSchema = surveyDetailSchema.extend({
  kobo_asset_uid: z.string(),
  import_issues: z.array(importIssueSchema),
});
export type ImportKoboFormResponse = z.infer<typeof importKoboFormResponseSchema>;
export const koboConnectionSchema = z.object({
  kobotoolbox_token_set: z.boolean(),
  last4: z.string().nullable(),
  server_url: z.string().nullable(),
});
