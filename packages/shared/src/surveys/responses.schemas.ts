import { z } from 'zod';
import { sectionSchema } from './questions.schemas.js';
import { UUID_PATTERN } from '../ids.js';
import type { GeoShapeAnswer } from './geo-answers.js';
import { pageOf, pageQuerySchema, orderingParam } from '../pagination.js';

/**
 * Answering forms: POST /surveys/{id}/respond/, drafts, responses lists and one response.
 * `answers` maps question names to values; a repeat's name maps to a list of such objects. Value shapes by type:
 * - text, paragraph, email, phone, link, ward: string; date 'YYYY-MM-DD'; time 'HH:MM[:SS]'; datetime ISO 8601
 * - integer, float, rating, linear-scale, appropriation: number
 * - radio, list, likert, yes-no, state, lga, geopolitical-zone: the chosen value (string); project: a project's
 *   public id; mda: an organisation's public id
 * - select-multiple: list of values; ranking: every value, most preferred first
 * - location: {latitude, longitude, accuracy?, altitude?}
 * - geotrace: a GeoJSON LineString; geoshape: a GeoJSON Polygon of one closed ring (ODK's "lat lon alt acc;..."
 *   text is accepted and stored as GeoJSON)
 * - photo, audio, video, file: the id of a file uploaded with POST /surveys/{id}/files/
 * - calculate: computed by the server (any value sent is replaced); note and group: none
 * An "Other" choice answers 'other' with the text under `<name>_other`.
 */

export const locationAnswerSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).optional(),
  altitude: z.number().optional(),
});
export type LocationAnswer = z.infer<typeof locationAnswerSchema>;

export type AnswerValue =
  string | number | boolean | null | string[] | LocationAnswer | GeoShapeAnswer | Answers[];
export type Answers = { [name: string]: AnswerValue };

/** The JSON of the answers (its shape per question is checked against the form by validateAnswers). */
export const answersSchema = z
  .record(z.string().max(100), z.unknown(), {
    error: 'Send the answers as an object of question name -> answer.',
  })
  .refine(
    (value) => Object.keys(value).length <= 2000,
    'Send at most 2,000 answers.',
  ) as unknown as z.ZodType<Answers>;

export const respondBodySchema = z.object({
  answers: answersSchema,
  is_draft: z.boolean({ error: 'Use true or false.' }).default(false),
  /** Continue this draft of the caller's (it becomes the response when is_draft is false). */
  response_id: z.string().trim().regex(UUID_PATTERN, 'Give a valid response id.').optional(),
  /**
   * A key the device makes once per response (a UUID): sending the same one again answers the response already
   * stored instead of storing it twice (offline sending retries).
   */
  client_id: z.string().trim().regex(UUID_PATTERN, 'Give a UUID as client_id.').optional(),
  /** When the respondent started, on the device (offline answers are sent later). */
  started_at: z.iso.datetime({ offset: true, error: 'Give a date and time (ISO 8601).' }).optional(),
  /** A field people never see: bots fill it, and their answers are refused. */
  website: z.string().max(500).optional(),
});
export type RespondBody = z.infer<typeof respondBodySchema>;

/** PATCH /surveys/form-response/?response_id=: the changed answers (validated like a submission). */
export const updateResponseBodySchema = z.object({ answers: answersSchema });
export type UpdateResponseBody = z.infer<typeof updateResponseBodySchema>;

export const responseIdQuerySchema = z.object({
  response_id: z
    .string({ error: 'Give the response id.' })
    .trim()
    .regex(UUID_PATTERN, 'Give a valid response id.'),
});

export const responseFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
  question: z.string().nullable(),
});
export type ResponseFile = z.infer<typeof responseFileSchema>;

export const responseSchema = z.object({
  id: z.string(),
  survey: z.object({ id: z.string(), name: z.string() }),
  /** The form version the answers were given to. */
  version: z.number().int(),
  is_draft: z.boolean(),
  answers: z.record(z.string(), z.unknown()) as unknown as z.ZodType<Answers>,
  /** Null for an anonymous answer through a public link. */
  respondent: z.object({ id: z.string(), display_name: z.string() }).nullable(),
  files: z.array(responseFileSchema),
  submitted_at: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  /** Someone changed the answers after submission (see `changes` on the detail). */
  edited: z.boolean(),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type SurveyResponse = z.infer<typeof responseSchema>;

export const responseChangeSchema = z.object({
  changed_by: z.object({ id: z.string(), display_name: z.string() }).nullable(),
  changed_at: z.string(),
  changes: z.array(z.object({ question: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type ResponseChange = z.infer<typeof responseChangeSchema>;

/** GET /surveys/form-response/: the response with the sections of its version and who changed what. */
export const responseDetailSchema = responseSchema.extend({
  sections: z.array(sectionSchema),
  changes: z.array(responseChangeSchema),
});
export type SurveyResponseDetail = z.infer<typeof responseDetailSchema>;

export const RESPONSE_ORDERINGS = ['submitted', '-submitted', 'modified', '-modified'] as const;
export type ResponseOrdering = (typeof RESPONSE_ORDERINGS)[number];

/**
 * GET /surveys/{id}/responses/ (and my-responses/): `search` over the answers' words; `answer` filters are
 * `name:value` (a choice, a yes/no, a text answer as it is; several are all required); `from`/`to` bound the
 * submission date; `question` + `min`/`max` bound a numeric answer.
 */
export const responseListQuerySchema = z.object({
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
  question: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'Give a question name.')
    .optional(),
  min: z.coerce.number({ error: 'Give a number.' }).optional(),
  max: z.coerce.number({ error: 'Give a number.' }).optional(),
  ordering: orderingParam(RESPONSE_ORDERINGS, '-submitted'),
  /** my-responses only: drafts (true), submitted (false) or both (not given). */
  is_draft: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});
export type ResponseListQuery = z.infer<typeof responseListQuerySchema>;

/** POST /surveys/{id}/add-respondents/: people (accounts in the tenant by e-mail or id) who may answer the form. */
export const addRespondentsBodySchema = z
  .object({
    emails: z
      .array(z.string().trim().toLowerCase().check(z.email('Give valid e-mail addresses.')))
      .max(500, 'Give at most 500 people.')
      .default([]),
    users: z
      .array(z.string().trim().regex(UUID_PATTERN, 'Give user ids (UUIDs).'))
      .max(500, 'Give at most 500 people.')
      .default([]),
  })
  .refine((body) => body.emails.length + body.users.length > 0, {
    message: 'Give at least one e-mail address or user.',
    path: ['emails'],
  });

export const respondentSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  email: z.string().nullable(),
  added: z.string(),
});
export type Respondent = z.infer<typeof respondentSchema>;

/** POST /surveys/{id}/files/: a file for a file question, answered by its id. */
export const uploadedFileSchema = responseFileSchema;

/** GET /surveys/{id}/responses/ and my-responses/: the filters with limit and offset. */
export const responsePageQuerySchema = responseListQuerySchema.extend(pageQuerySchema(25).shape);
export const responsePageSchema = pageOf(responseSchema);
/** POST /surveys/{id}/add-respondents/: who was added and the e-mails no account has. */
export const addRespondentsResultSchema = z.object({
  added: z.array(respondentSchema),
  not_found: z.array(z.string()),
});
export const respondentListQuerySchema = pageQuerySchema(25);
export const respondentPageSchema = pageOf(respondentSchema);
/** POST /surveys/{id}/files/: the form's id, or the shared link's (not only UUIDs). */
export const responseFileParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

/** GET /files/answers/{tenant}/{file}/?expires&signature: a signed, expiring link to one answer file. */
const uuidText = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not a valid id.');
export const answerFileLinkParamsSchema = z.object({ tenant: uuidText, file: uuidText });
export const answerFileLinkQuerySchema = z.object({
  expires: z.coerce.number().int().min(0).max(1e11),
  signature: z.string().min(1).max(128),
});
