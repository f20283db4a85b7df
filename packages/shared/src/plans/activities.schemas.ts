import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../pagination.js';
import { PROJECT_STATUS_NAMES, type ProjectStatus } from '../reference/enums.js';
import { parseAmount } from '../projects/project-writes.schemas.js';

/**
 * Activities under an outcome (GET /plans/outcomes/activities/ and its CRUD, docs/spec/endpoints.txt "Plans"): the
 * work done towards the outcome, with dates, budget, a responsible department, a status, and catalogue projects it
 * points at (whose progress and money show beside it). Access follows the outcome's.
 */

export const ACTIVITY_STATUSES = ['not_started', 'in_progress', 'completed', 'on_hold', 'cancelled'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const ACTIVITY_STATUS_LABELS: Readonly<Record<ActivityStatus, string>> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
  on_hold: 'On hold',
  cancelled: 'Cancelled',
};

export const ACTIVITY_NAME_MAX = 300;
export const ACTIVITY_TEXT_MAX = 4000;
/** Catalogue projects one activity may point at. */
export const ACTIVITY_PROJECTS_MAX = 50;

const required = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'This field is required.' : message;

const nameSchema = z
  .string({ error: required('Enter a name.') })
  .trim()
  .min(1, 'Enter a name.')
  .max(ACTIVITY_NAME_MAX, `At most ${ACTIVITY_NAME_MAX} characters.`);
const descriptionSchema = z
  .string({ error: 'Enter text.' })
  .trim()
  .max(ACTIVITY_TEXT_MAX, `At most ${ACTIVITY_TEXT_MAX} characters.`);
const dateSchema = z.iso.date('Enter a date as YYYY-MM-DD.').nullable();

/** Money as the projects send it: a decimal string (or a number) with at most two decimals, answered as a string ("1500000.00"). */
export const budgetSchema = z
  .union([z.string(), z.number()], { error: 'Enter an amount, e.g. 1500000.00.' })
  .nullable()
  .transform((input, ctx) => {
    if (input === null || (typeof input === 'string' && input.trim() === '')) return null;
    const value = parseAmount(input);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: 'Enter a non-negative amount (digits, up to two decimals).' });
      return z.NEVER;
    }
    return value;
  });

/** Catalogue projects by public id (or id), each once; only projects the caller may see are accepted. */
const projectIdsSchema = z
  .array(
    z
      .string({ error: 'Each project is its id.' })
      .trim()
      .min(1, 'Each project is its id.')
      .max(200, 'A project id has at most 200 characters.'),
    {
      error: 'Give the linked projects as a list of project ids.',
    },
  )
  .max(ACTIVITY_PROJECTS_MAX, `At most ${ACTIVITY_PROJECTS_MAX} projects.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Choose each project once.');

const datesInOrder = (
  body: { start_date?: string | null; end_date?: string | null },
  ctx: z.core.$RefinementCtx,
) => {
  if (body.start_date && body.end_date && body.end_date < body.start_date)
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'The end date cannot be before the start date.',
    });
};

const activityFields = {
  name: nameSchema,
  description: descriptionSchema,
  start_date: dateSchema,
  end_date: dateSchema,
  budget: budgetSchema,
  /** A department of the plan's organisation (GET /users/departments/), or null. */
  department_id: z.uuid('Choose a department of the organisation (its id).').nullable(),
  status: z.enum(ACTIVITY_STATUSES, {
    error: 'Choose a status: not_started, in_progress, completed, on_hold or cancelled.',
  }),
  project_ids: projectIdsSchema,
};

export const createActivityBodySchema = z
  .object({
    outcome_id: z.uuid('Choose the outcome (its id).'),
    name: activityFields.name,
    description: activityFields.description.default(''),
    start_date: activityFields.start_date.default(null),
    end_date: activityFields.end_date.default(null),
    budget: activityFields.budget.default(null),
    department_id: activityFields.department_id.default(null),
    status: activityFields.status.default('not_started'),
    project_ids: activityFields.project_ids.default([]),
  })
  .superRefine(datesInOrder);
export type CreateActivityInput = z.input<typeof createActivityBodySchema>;
export type CreateActivityBody = z.infer<typeof createActivityBodySchema>;

/**
 * Any of the fields; `project_ids` replaces the links (links to projects the caller cannot see are kept). The dates
 * are checked against the stored ones too.
 */
export const updateActivityBodySchema = z.object(activityFields).partial().superRefine(datesInOrder);
export type UpdateActivityInput = z.input<typeof updateActivityBodySchema>;
export type UpdateActivityBody = z.infer<typeof updateActivityBodySchema>;

export const activityIdParamsSchema = z.object({ id: z.uuid('An activity id is a UUID.') });

/** GET /plans/outcomes/activities/ filters (with limit and offset). */
export const activityFiltersSchema = z.object({
  outcome_id: z.uuid('An outcome id is a UUID.').optional(),
  plan_id: z.uuid('A plan id is a UUID.').optional(),
  status: z
    .enum(ACTIVITY_STATUSES, {
      error: 'Filter by a status: not_started, in_progress, completed, on_hold or cancelled.',
    })
    .optional(),
  query: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
});
export type ActivityFilters = z.infer<typeof activityFiltersSchema>;
export const activityListQuerySchema = pageQuerySchema(50).extend(activityFiltersSchema.shape);

const money = z.string().nullable();

/** A linked catalogue project as the activity shows it: its progress and money beside the activity. */
export const linkedProjectSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUS_NAMES as [ProjectStatus, ...ProjectStatus[]]),
  status_label: z.string(),
  percentage_completed: z.number(),
  total_project_cost: money,
  total_amount_released: money,
  total_amount_spent: money,
});
export type LinkedProject = z.infer<typeof linkedProjectSchema>;

export const activityAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  /** The budget is shown ("View outcome financials"); without it `budget` is null. */
  view_financials: z.boolean(),
});

export const activitySchema = z.object({
  id: z.uuid(),
  plan_id: z.uuid(),
  outcome_id: z.uuid(),
  name: z.string(),
  description: z.string(),
  start_date: z.iso.date().nullable(),
  end_date: z.iso.date().nullable(),
  /** Decimal string in naira, e.g. "1500000.00" (null when not set or not shown to the caller). */
  budget: money,
  department: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  status: z.enum(ACTIVITY_STATUSES),
  status_label: z.string(),
  /** The linked projects the caller may see, in the order linked. */
  projects: z.array(linkedProjectSchema),
  /** Linked projects the caller may not see (kept when the caller changes the links). */
  hidden_projects_count: z.number().int(),
  created: z.iso.datetime({ offset: true }),
  modified: z.iso.datetime({ offset: true }),
  abilities: activityAbilitiesSchema,
});
export type Activity = z.infer<typeof activitySchema>;

export const activityPageSchema = pageOf(activitySchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;
