import { z } from 'zod';
import { sectionSchema, sectionsInputSchema } from './questions.schemas.js';
import { isUuid, UUID_PATTERN } from '../ids.js';
import { pageOf, pageQuerySchema, orderingParam, optionalOrderingParam } from '../pagination.js';

/**
 * Forms (surveys) and form groups, their core: docs/spec/endpoints.txt "Surveys / forms", docs/spec/product-spec.md section 3
 * "Survey/form" and section 4 (publish, unpublish, archive, duplicate, delete; a new form is unpublished and accepting
 * responses). Sections and questions: questions.schemas.ts; answers: responses.schemas.ts.
 * A form's `id` is its public id (a UUID); a group's `id` is its UUID.
 */

/** What a form is for (the spec names the field, not its values: these are ours). */
export const SURVEY_TYPES = ['survey', 'monitoring', 'feedback'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];
export const SURVEY_TYPE_LABELS: Record<SurveyType, string> = {
  survey: 'Survey',
  monitoring: 'Monitoring report',
  feedback: 'Feedback form',
};

/**
 * `filter_type` of the form list: all = every form not archived (the default); published and unpublished (drafts)
 * leave archived forms out; archived = only archived forms.
 */
export const SURVEY_FILTER_TYPES = ['all', 'published', 'unpublished', 'archived'] as const;
export type SurveyFilterType = (typeof SURVEY_FILTER_TYPES)[number];

/** owned: the current organisation's forms; shared: forms shared with the caller by a grant; all: both. */
export const SURVEY_ACCESS_TYPES = ['all', 'owned', 'shared'] as const;

export const SURVEY_ORDERINGS = ['name', '-name', 'created', '-created', 'modified', '-modified'] as const;
export type SurveyOrdering = (typeof SURVEY_ORDERINGS)[number];

const NAME_MAX = 200;
const DESCRIPTION_MAX = 5000;

const rawParam = z
  .union([z.string(), z.array(z.string())])
  .transform((raw) => (Array.isArray(raw) ? raw.join(',') : raw));
const booleanParam = rawParam.transform((raw, ctx) => {
  const value = raw.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  ctx.addIssue({ code: 'custom', message: 'Use true or false.' });
  return z.NEVER;
});
const groupIdList = rawParam.transform((raw, ctx) => {
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length > 50) {
    ctx.addIssue({ code: 'custom', message: 'Give at most 50 groups.' });
    return z.NEVER;
  }
  const bad = items.find((item) => !isUuid(item));
  if (bad) {
    ctx.addIssue({ code: 'custom', message: `"${bad.slice(0, 60)}" is not a valid group id.` });
    return z.NEVER;
  }
  return [...new Set(items.map((item) => item.toLowerCase()))];
});

// The database keeps no year 0 (ISO's 1 BC): a form's dates stay between 1900 and 9999.
const dateTime = z.iso
  .datetime({ offset: true, error: 'Give a date and time (ISO 8601), e.g. 2026-12-01T09:00:00Z.' })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1900 && year <= 9999;
  }, 'Give a date between the years 1900 and 9999.');

const surveyName = z
  .string({ error: 'Enter the form name.' })
  .trim()
  .min(1, 'Enter the form name.')
  .max(NAME_MAX, `Use at most ${NAME_MAX} characters.`);
const surveyFields = {
  name: surveyName,
  description: z.string().trim().max(DESCRIPTION_MAX, `Use at most ${DESCRIPTION_MAX} characters.`),
  publish_date: dateTime.nullable(),
  expire_date: dateTime.nullable(),
  accepting_responses: z.boolean({ error: 'Use true or false.' }),
  survey_type: z.enum(SURVEY_TYPES, { error: `A form type is one of: ${SURVEY_TYPES.join(', ')}.` }),
  is_template: z.boolean({ error: 'Use true or false.' }),
};

/** An expiry before the publish date is a mistake (checked where both are known). */
const datesInOrder = (
  body: { publish_date?: string | null; expire_date?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (body.publish_date && body.expire_date && Date.parse(body.expire_date) <= Date.parse(body.publish_date))
    ctx.addIssue({
      code: 'custom',
      path: ['expire_date'],
      message: 'The closing date must be after the opening date.',
    });
};

/** POST /surveys/: only the name is required; a new form is unpublished and accepting responses. */
export const createSurveyBodySchema = z
  .object({
    name: surveyName,
    description: surveyFields.description.default(''),
    publish_date: surveyFields.publish_date.optional(),
    expire_date: surveyFields.expire_date.optional(),
    accepting_responses: surveyFields.accepting_responses.default(true),
    survey_type: surveyFields.survey_type.default('survey'),
    is_template: surveyFields.is_template.default(false),
    /** The whole structure, in order; ids keep existing sections, questions and choices. */
    sections: sectionsInputSchema.optional(),
  })
  .superRefine(datesInOrder);

/** POST /surveys/import-xlsform/'s fields besides the file: a name, else the settings sheet's title or the file's. */
export const importXlsFormFieldsSchema = z.object({
  name: z.string().trim().max(NAME_MAX, `Use at most ${NAME_MAX} characters.`).optional(),
});
export type ImportXlsFormFields = z.infer<typeof importXlsFormFieldsSchema>;
export type CreateSurveyBody = z.infer<typeof createSurveyBodySchema>;
export type CreateSurveyInput = z.input<typeof createSurveyBodySchema>;

/** PATCH /surveys/{id}/: any of the fields (publishing has its own actions). */
export const updateSurveyBodySchema = z
  .object({
    name: surveyFields.name.optional(),
    description: surveyFields.description.optional(),
    publish_date: surveyFields.publish_date.optional(),
    expire_date: surveyFields.expire_date.optional(),
    accepting_responses: surveyFields.accepting_responses.optional(),
    survey_type: surveyFields.survey_type.optional(),
    is_template: surveyFields.is_template.optional(),
    /** Replaces the whole structure when given (a published form with answers gets a new version). */
    sections: sectionsInputSchema.optional(),
  })
  .superRefine(datesInOrder);
export type UpdateSurveyBody = z.infer<typeof updateSurveyBodySchema>;

export const surveyParamsSchema = z.object({
  id: z.string().trim().regex(UUID_PATTERN, 'Give a valid form id.'),
});
export const surveyGroupParamsSchema = z.object({
  id: z.string().trim().regex(UUID_PATTERN, 'Give a valid group id.'),
});

/** GET /surveys/organization-surveys/ (limit and offset come with the page). */
export const surveyListQuerySchema = z.object({
  filter_type: z
    .enum(SURVEY_FILTER_TYPES, { error: `Use one of: ${SURVEY_FILTER_TYPES.join(', ')}.` })
    .default('all'),
  name: z.string().trim().max(NAME_MAX).optional(),
  ordering: orderingParam(SURVEY_ORDERINGS, '-created'),
  groups: groupIdList.optional(),
  is_template: booleanParam.optional(),
  access_type: z
    .enum(SURVEY_ACCESS_TYPES, { error: `Use one of: ${SURVEY_ACCESS_TYPES.join(', ')}.` })
    .default('all'),
});
export type SurveyListQuery = z.infer<typeof surveyListQuerySchema>;

/** What the caller may do on a form (the web shows only these actions). */
export const surveyAbilitiesSchema = z.object({
  edit: z.boolean(),
  publish: z.boolean(),
  archive: z.boolean(),
  duplicate: z.boolean(),
  delete: z.boolean(),
  manage_stakeholders: z.boolean(),
  /** Answer it now (published, open, accepting responses, and the caller may respond). */
  respond: z.boolean(),
  view_responses: z.boolean(),
  /** Add respondents (the form's stakeholder managers). */
  add_respondents: z.boolean(),
});
export type SurveyAbilities = z.infer<typeof surveyAbilitiesSchema>;

export const surveyGroupBriefSchema = z.object({ id: z.string(), name: z.string() });

export const surveySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  is_published: z.boolean(),
  publish_date: z.string().nullable(),
  expire_date: z.string().nullable(),
  accepting_responses: z.boolean(),
  archived: z.boolean(),
  survey_type: z.enum(SURVEY_TYPES),
  is_template: z.boolean(),
  organization: z.object({ id: z.string(), name: z.string() }),
  created_by: z.object({ id: z.string(), display_name: z.string() }).nullable(),
  /** The current organisation's groups holding the form (empty for a form shared from another organisation). */
  groups: z.array(surveyGroupBriefSchema),
  /** The caller reaches it through a stakeholder grant, not as its organisation. */
  shared: z.boolean(),
  abilities: surveyAbilitiesSchema,
  /** Raised each time the questions change after answers were given (answers keep their version). */
  version: z.number().int(),
  questions_count: z.number().int(),
  /** Submitted responses (drafts are not counted). */
  responses_count: z.number().int(),
  /** Shared with the general public: anyone with the link may answer it, signed in or not. */
  is_public: z.boolean(),
  /** Why the form does not take answers now (null when it does): not published, not open yet, closed, archived. */
  closed_reason: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type Survey = z.infer<typeof surveySchema>;

/** One form with its structure (GET, POST and PATCH answer it). */
export const surveyDetailSchema = surveySchema.extend({ sections: z.array(sectionSchema) });
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

// Groups

const groupName = z
  .string({ error: 'Enter the group name.' })
  .trim()
  .min(1, 'Enter the group name.')
  .max(120, 'Use at most 120 characters.');
const groupId = z.string({ error: 'Give a group id.' }).trim().regex(UUID_PATTERN, 'Give a valid group id.');
const surveyRefs = z
  .array(z.string().trim().regex(UUID_PATTERN, 'Give form ids (UUIDs).'), {
    error: 'Give a list of form ids.',
  })
  .min(1, 'Give at least one form.')
  .max(500, 'Give at most 500 forms.');

export const createSurveyGroupBodySchema = z.object({ name: groupName, surveys: surveyRefs.optional() });
export const groupSurveysBodySchema = z.object({ group_id: groupId, surveys: surveyRefs });
export const renameSurveyGroupBodySchema = z.object({ group_id: groupId, name: groupName });
export const updateSurveyGroupBodySchema = z.object({ name: groupName });

/** GET /surveys/groups/ (own and shared by default) and /surveys/organization-survey-groups/ (own by default). */
export const surveyGroupListQuerySchema = z.object({
  name: z.string().trim().max(120).optional(),
  ordering: optionalOrderingParam(SURVEY_ORDERINGS),
  access_type: z
    .enum(SURVEY_ACCESS_TYPES, { error: `Use one of: ${SURVEY_ACCESS_TYPES.join(', ')}.` })
    .optional(),
});
export type SurveyGroupListQuery = z.infer<typeof surveyGroupListQuerySchema>;

export const surveyGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Forms in the group. */
  surveys_count: z.number().int(),
  organization: z.object({ id: z.string(), name: z.string() }),
  shared: z.boolean(),
  abilities: z.object({ manage: z.boolean(), manage_stakeholders: z.boolean() }),
  created: z.string(),
  modified: z.string(),
});
export type SurveyGroup = z.infer<typeof surveyGroupSchema>;

/** GET /surveys/organization-surveys/: the filters with limit and offset. */
export const surveyPageQuerySchema = surveyListQuerySchema.extend(pageQuerySchema(25).shape);
export const surveyPageSchema = pageOf(surveySchema);
/** GET /surveys/groups/ and organization-survey-groups/. */
export const surveyGroupPageQuerySchema = surveyGroupListQuerySchema.extend(pageQuerySchema(25).shape);
export const surveyGroupPageSchema = pageOf(surveyGroupSchema);
/** DELETE /surveys/{id}/respondents/{user_id}/. */
export const respondentParamsSchema = surveyParamsSchema.extend({
  user_id: z.string().trim().check(z.uuid('Give a valid user id.')),
});

/** A row of the XLSForm the import could not carry: where it is and why. */
export const xlsFormIssueSchema = z.object({
  sheet: z.string(),
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
});
export type XlsFormIssue = z.infer<typeof xlsFormIssueSchema>;
/** POST /surveys/import-xlsform/: the new form and the rows it could not carry. */
export const importXlsFormResponseSchema = surveyDetailSchema.extend({
  import_issues: z.array(xlsFormIssueSchema),
});
