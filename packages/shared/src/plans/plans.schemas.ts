import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../pagination.js';
import { PLAN_FRAMEWORKS, parsePlan } from '../reference/enums.js';
import {
  INDICATOR_AGGREGATIONS,
  INDICATOR_DIRECTIONS,
  INDICATOR_FREQUENCIES,
  INDICATOR_KINDS,
  INDICATOR_STATUSES,
  indicatorPeriodSchema,
  measureInputSchema,
  measureSchema,
  periodValuesSchema,
} from './indicator-values.js';

/** Plans, their outcomes and indicators (docs/spec/endpoints.txt "Plans (auth)"). Ids are UUIDs. */

export const PLAN_NAME_MAX = 200;
export const PLAN_TEXT_MAX = 4000;
export const YEAR_MIN = 1960;
export const YEAR_MAX = 2100;

const required = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'This field is required.' : message;

const nameSchema = (what: string, max = PLAN_NAME_MAX) =>
  z
    .string({ error: required(`Enter ${what}.`) })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `At most ${max} characters.`);

const textSchema = z
  .string({ error: 'Enter text.' })
  .trim()
  .max(PLAN_TEXT_MAX, `At most ${PLAN_TEXT_MAX} characters.`);

const yearSchema = z
  .number({ error: 'Enter a year, e.g. 2026.' })
  .int('Enter a whole year, e.g. 2026.')
  .min(YEAR_MIN, `Enter a year from ${YEAR_MIN}.`)
  .max(YEAR_MAX, `Enter a year up to ${YEAR_MAX}.`)
  .nullable();

const valueSchema = z
  .number({ error: 'Enter a number.' })
  .refine((value) => Number.isFinite(value), 'Enter a number.')
  .nullable();

const searchSchema = z.string().trim().max(100, 'Search for at most 100 characters.').optional();

export const planIdParamsSchema = z.object({ id: z.uuid('A plan id is a UUID.') });
export const outcomeIdParamsSchema = z.object({ id: z.uuid('An outcome id is a UUID.') });
export const indicatorIdParamsSchema = z.object({ id: z.uuid('An indicator id is a UUID.') });

const yearsInOrder = (
  body: { start_year?: number | null; end_year?: number | null },
  ctx: z.core.$RefinementCtx,
) => {
  if (body.start_year != null && body.end_year != null && body.end_year < body.start_year)
    ctx.addIssue({
      code: 'custom',
      path: ['end_year'],
      message: 'The end year cannot be before the start year.',
    });
};

/** The development plan a plan follows: MTNDP or ERGP by name or index ("0"/"1" as the old client sends), or null. */
export const planFrameworkSchema = z
  .union([z.string(), z.number()], {
    error: 'Use a framework: MTNDP or ERGP (or its index "0" or "1"), or null.',
  })
  .nullable()
  .transform((input, ctx) => {
    if (input === null || input === '') return null;
    const value = parsePlan(input);
    if (!value) {
      ctx.addIssue({
        code: 'custom',
        message: 'Use a framework: MTNDP or ERGP (or its index "0" or "1"), or null.',
      });
      return z.NEVER;
    }
    return value;
  });

const planFields = {
  name: nameSchema('a name'),
  description: textSchema,
  start_year: yearSchema,
  end_year: yearSchema,
  framework: planFrameworkSchema,
};

export const createPlanBodySchema = z
  .object({
    ...planFields,
    description: planFields.description.default(''),
    start_year: yearSchema.default(null),
    end_year: yearSchema.default(null),
    framework: planFrameworkSchema.default(null),
  })
  .superRefine(yearsInOrder);
export type CreatePlanBody = z.infer<typeof createPlanBodySchema>;
/** What a client sends (framework by name or index, defaults left out). */
export type CreatePlanInput = z.input<typeof createPlanBodySchema>;

export const updatePlanBodySchema = z.object(planFields).partial().superRefine(yearsInOrder);
export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;
export type UpdatePlanInput = z.input<typeof updatePlanBodySchema>;

export const planFiltersSchema = z.object({ query: searchSchema });
/** GET /plans/: a page of plans matching `query`. */
export const planListQuerySchema = pageQuerySchema(25).extend(planFiltersSchema.shape);
/** GET /plans/{id}/children/: every outcome with its indicators, 50 a page. */
export const planChildrenQuerySchema = pageQuerySchema(50);

const outcomeFields = { title: nameSchema('a title'), description: textSchema };

export const createOutcomeBodySchema = z.object({
  plan_id: z.uuid('Choose the plan (its id).'),
  /** The item one level up in the same plan; null or absent puts it at the first level. */
  parent_id: z.uuid('The parent is an outcome id (a UUID).').nullable().default(null),
  title: outcomeFields.title,
  description: outcomeFields.description.default(''),
});
export type CreateOutcomeBody = z.infer<typeof createOutcomeBodySchema>;
export type CreateOutcomeInput = z.input<typeof createOutcomeBodySchema>;

export const updateOutcomeBodySchema = z.object(outcomeFields).partial();
export type UpdateOutcomeBody = z.infer<typeof updateOutcomeBodySchema>;

export const outcomeFiltersSchema = z.object({
  plan_id: z.uuid('A plan id is a UUID.').optional(),
  query: searchSchema,
});

/** GET /plans/entities/: the items at one level (index into the organisation's plan levels) across the plans. */
export const planEntityFiltersSchema = z.object({
  level: z.coerce
    .number({ error: 'A level is its position, 0 for the first.' })
    .int('A level is its position, 0 for the first.')
    .min(0, 'A level is its position, 0 for the first.')
    .max(20, 'At most 20 levels.')
    .optional(),
  search: searchSchema,
});

const indicatorFields = {
  description: nameSchema('what the indicator measures', 500),
  unit: z.string({ error: 'Enter a unit, e.g. %.' }).trim().max(40, 'A unit has at most 40 characters.'),
  baseline: valueSchema,
  baseline_year: yearSchema,
  target: valueSchema,
  target_year: yearSchema,
  current_value: valueSchema,
  baseline_date: z.iso.date('Enter the baseline date as YYYY-MM-DD.').nullable(),
  direction: z.enum(INDICATOR_DIRECTIONS, { error: 'Choose a direction: increase, decrease or maintain.' }),
  aggregation: z.enum(INDICATOR_AGGREGATIONS, {
    error: 'Choose how periods add up: sum, average or latest.',
  }),
  frequency: z.enum(INDICATOR_FREQUENCIES, {
    error: 'Choose a reporting frequency: monthly, quarterly or yearly.',
  }),
  /** Targets per period (and option) to set; a null value removes one. */
  targets: periodValuesSchema,
  /** Actuals per period (and option) to set by hand; a null value removes one. */
  actuals: periodValuesSchema,
  /** number, or percentage (numerators and denominators per period; `targets`/`actuals` are then refused). */
  kind: z.enum(INDICATOR_KINDS, { error: 'Choose a kind: number or percentage.' }),
  /** A percentage's ratio is multiplied by this: 100 (percent), 1000 or 100000 (a rate per 1,000 or 100,000). */
  multiplier: z
    .number({ error: 'Enter the multiplier as a number, e.g. 100.' })
    .positive('The multiplier is above 0, e.g. 100 for a percentage.')
    .max(1e9, 'The multiplier is at most 1,000,000,000.'),
  /** A percentage indicator's numerators and denominators per period, targets and actuals (null removes one). */
  numerator_targets: periodValuesSchema,
  denominator_targets: periodValuesSchema,
  numerator_actuals: periodValuesSchema,
  denominator_actuals: periodValuesSchema,
  /** A form question that measures the indicator (its actuals are then computed); null stops measuring. */
  measure: measureInputSchema.nullable(),
  unit_id: z.uuid('Choose a unit of your organisation (its id).').nullable(),
  group_id: z.uuid('Choose an indicator group of your organisation (its id).').nullable(),
  /** The activity of the indicator's outcome it measures (GET /plans/outcomes/activities/), or null. */
  activity_id: z.uuid('Choose an activity of the indicator’s outcome (its id).').nullable(),
  /** The disaggregation categories its targets and actuals are split by. */
  disaggregation_ids: z
    .array(z.uuid('Each disaggregation is a category id (a UUID).'), {
      error: 'Give the disaggregation categories as a list of ids.',
    })
    .max(5, 'At most 5 disaggregation categories.')
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each category once.'),
};

export const createIndicatorBodySchema = z.object({
  outcome_id: z.uuid('Choose the outcome (its id).'),
  description: indicatorFields.description,
  unit: indicatorFields.unit.default(''),
  baseline: valueSchema.default(null),
  baseline_year: yearSchema.default(null),
  target: valueSchema.default(null),
  target_year: yearSchema.default(null),
  current_value: valueSchema.default(null),
  baseline_date: indicatorFields.baseline_date.default(null),
  direction: indicatorFields.direction.default('increase'),
  aggregation: indicatorFields.aggregation.default('latest'),
  frequency: indicatorFields.frequency.default('yearly'),
  targets: indicatorFields.targets.default([]),
  actuals: indicatorFields.actuals.default([]),
  kind: indicatorFields.kind.default('number'),
  multiplier: indicatorFields.multiplier.default(100),
  numerator_targets: indicatorFields.numerator_targets.default([]),
  denominator_targets: indicatorFields.denominator_targets.default([]),
  numerator_actuals: indicatorFields.numerator_actuals.default([]),
  denominator_actuals: indicatorFields.denominator_actuals.default([]),
  measure: indicatorFields.measure.default(null),
  unit_id: indicatorFields.unit_id.default(null),
  group_id: indicatorFields.group_id.default(null),
  activity_id: indicatorFields.activity_id.default(null),
  disaggregation_ids: indicatorFields.disaggregation_ids.default([]),
});
export type CreateIndicatorInput = z.input<typeof createIndicatorBodySchema>;
export type CreateIndicatorBody = z.infer<typeof createIndicatorBodySchema>;

export const updateIndicatorBodySchema = z.object(indicatorFields).partial();
export type UpdateIndicatorBody = z.infer<typeof updateIndicatorBodySchema>;
export type UpdateIndicatorInput = z.input<typeof updateIndicatorBodySchema>;

export const indicatorFiltersSchema = z.object({
  outcome_id: z.uuid('An outcome id is a UUID.').optional(),
  plan_id: z.uuid('A plan id is a UUID.').optional(),
  group_id: z.uuid('A group id is a UUID.').optional(),
  activity_id: z.uuid('An activity id is a UUID.').optional(),
  description: searchSchema,
});

export const organizationBriefSchema = z.object({ id: z.uuid(), name: z.string() });

export const planAbilitiesSchema = z.object({
  /** Open the plan itself (false: only some of its outcomes or indicators are shared with the caller). */
  view: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  add_outcome: z.boolean(),
  manage_stakeholders: z.boolean(),
});

export const planSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  start_year: z.number().int().nullable(),
  end_year: z.number().int().nullable(),
  framework: z.enum(PLAN_FRAMEWORKS).nullable(),
  /** The owner organisation's level names, first level first (the plan's items take their level name from it). */
  levels: z.array(z.string()),
  organization: organizationBriefSchema,
  outcomes_count: z.number().int(),
  indicators_count: z.number().int(),
  created: z.iso.datetime({ offset: true }),
  modified: z.iso.datetime({ offset: true }),
  abilities: planAbilitiesSchema,
});
export type Plan = z.infer<typeof planSchema>;

export const outcomeAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  add_indicator: z.boolean(),
  manage_stakeholders: z.boolean(),
});

export const outcomeSchema = z.object({
  id: z.uuid(),
  plan_id: z.uuid(),
  parent_id: z.uuid().nullable(),
  /** Depth in the plan, 0 = first level; `level_name` names it from the organisation's levels (null past the last). */
  level: z.number().int(),
  level_name: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  indicators_count: z.number().int(),
  created: z.iso.datetime({ offset: true }),
  modified: z.iso.datetime({ offset: true }),
  abilities: outcomeAbilitiesSchema,
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const indicatorAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  manage_stakeholders: z.boolean(),
});

export const indicatorSchema = z.object({
  id: z.uuid(),
  plan_id: z.uuid(),
  outcome_id: z.uuid(),
  description: z.string(),
  unit: z.string(),
  baseline: z.number().nullable(),
  baseline_year: z.number().int().nullable(),
  target: z.number().nullable(),
  target_year: z.number().int().nullable(),
  current_value: z.number().nullable(),
  baseline_date: z.iso.date().nullable(),
  direction: z.enum(INDICATOR_DIRECTIONS),
  aggregation: z.enum(INDICATOR_AGGREGATIONS),
  frequency: z.enum(INDICATOR_FREQUENCIES),
  /** number, or percentage: targets and actuals are numerator / denominator x `multiplier`, per period and overall. */
  kind: z.enum(INDICATOR_KINDS),
  multiplier: z.number(),
  /** Every period with a target or an actual, oldest first. */
  periods: z.array(indicatorPeriodSchema),
  /**
   * Targets and actuals over the periods by the aggregation (null without any); for a percentage, the sum of the
   * numerators over the sum of the denominators x multiplier.
   */
  target_total: z.number().nullable(),
  actual_total: z.number().nullable(),
  /** The end-of-plan target (`target` for `target_year`), kept apart from the targets per period. */
  end_target: z.object({ value: z.number(), year: z.number().int().nullable() }).nullable(),
  /** The target set for the period that contains today, if any. */
  current_target: z.object({ period: z.string(), value: z.number() }).nullable(),
  /**
   * What `progress` is measured against: `period_targets` (the targets per period combined by the aggregation,
   * `target_total`) or `end_target` (the end target with the current value, when no period has both). Null without progress.
   */
  progress_basis: z.object({ kind: z.enum(['period_targets', 'end_target']), target: z.number() }).nullable(),
  /** Share of time passed (0-100) from the baseline date or first period to the end of the last target period. */
  expected_progress: z.number().nullable(),
  /** On track, at risk or off track by INDICATOR_STATUS_RULE; null until progress is known. */
  status: z.enum(INDICATOR_STATUSES).nullable(),
  /** The form that measures it, when one does. */
  measure: measureSchema.nullable(),
  unit_id: z.uuid().nullable(),
  /** The chosen unit of the organisation's settings (`unit` stays as the free-text label). */
  unit_info: z.object({ id: z.uuid(), name: z.string(), symbol: z.string(), kind: z.string() }).nullable(),
  group: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The activity of its outcome it measures, or null. */
  activity_id: z.uuid().nullable(),
  activity: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  disaggregations: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      options: z.array(z.object({ id: z.uuid(), name: z.string() })),
    }),
  ),
  /**
   * Share of the way to the target, from the periods' totals when there are targets and actuals (progressOf); else
   * from baseline, target and current value (0-100). Null until known.
   */
  progress: z.number().nullable(),
  created: z.iso.datetime({ offset: true }),
  modified: z.iso.datetime({ offset: true }),
  abilities: indicatorAbilitiesSchema,
});
export type Indicator = z.infer<typeof indicatorSchema>;

export const outcomeWithIndicatorsSchema = outcomeSchema.extend({ indicators: z.array(indicatorSchema) });
export type OutcomeWithIndicators = z.infer<typeof outcomeWithIndicatorsSchema>;

export const planPageSchema = pageOf(planSchema);

export const planEntitySchema = z.object({
  id: z.uuid(),
  type: z.literal('outcome'),
  title: z.string(),
  description: z.string(),
  level: z.number().int(),
  level_name: z.string().nullable(),
  parent_id: z.uuid().nullable(),
  plan: z.object({ id: z.uuid(), name: z.string() }),
});
export type PlanEntity = z.infer<typeof planEntitySchema>;
export const planEntityPageSchema = pageOf(planEntitySchema);
export const outcomePageSchema = pageOf(outcomeSchema);
export const indicatorPageSchema = pageOf(indicatorSchema);
/** GET /plans/{id}/children/: the plan's outcomes (paged), each with all its indicators. */
export const planChildrenPageSchema = pageOf(outcomeWithIndicatorsSchema);

/**
 * GET /plans/{id}/children-with-access/: what of the plan the caller may open. `outcomes` with the indicators the
 * caller may open; `indicators` the caller may open whose outcome is not shared with them (with the outcome's id).
 */
export const planChildrenWithAccessSchema = z.object({
  plan: z.object({ id: z.uuid(), name: z.string(), can_view: z.boolean() }),
  outcomes: z.array(outcomeWithIndicatorsSchema),
  indicators: z.array(indicatorSchema),
});
export type PlanChildrenWithAccess = z.infer<typeof planChildrenWithAccessSchema>;

/** Share of the way from baseline to target the current value has come, clamped to 0-100 (null when unknown). */
export function indicatorProgress(
  baseline: number | null,
  target: number | null,
  current: number | null,
): number | null {
  if (baseline === null || target === null || current === null || target === baseline) return null;
  const share = ((current - baseline) / (target - baseline)) * 100;
  return Math.round(Math.min(100, Math.max(0, share)) * 10) / 10;
}

/** GET /plans/outcomes/suggestions/ and /plans/indicators/suggestions/: alike items already in the plans the caller sees. */
export const suggestionQuerySchema = z.object({
  query: z
    .string({ error: 'Type the title to find alike ones.' })
    .trim()
    .min(3, 'Type at least 3 characters.')
    .max(500, 'At most 500 characters.'),
  /** Leave out the item being edited. */
  exclude_id: z.uuid('An id is a UUID.').optional(),
});
export const suggestionSchema = z.object({
  id: z.uuid(),
  /** The outcome's title or the indicator's description. */
  title: z.string(),
  plan: z.object({ id: z.uuid(), name: z.string() }),
  outcome_id: z.uuid().nullable(),
  /** Trigram similarity, 0-1. */
  similarity: z.number(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionListSchema = z.object({ results: z.array(suggestionSchema) });

/** GET /plans/{id}/export/?format=: the indicator tracking table (with the activities) as a workbook or a PDF. */
export const PLAN_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type PlanExportFormat = (typeof PLAN_EXPORT_FORMATS)[number];
export const planExportQuerySchema = z.object({
  format: z.enum(PLAN_EXPORT_FORMATS, { error: 'Export as xlsx (a workbook) or pdf.' }).default('xlsx'),
});
