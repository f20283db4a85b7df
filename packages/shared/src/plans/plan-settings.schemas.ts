import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../pagination.js';
import { NIGERIAN_STATES } from '../reference/states.js';

/** Plan settings of an organisation: units, indicator groups, disaggregation categories (docs/spec/endpoints.txt "Plans"). */

export const PLAN_UNIT_KINDS = ['number', 'percent', 'currency', 'count'] as const;
export type PlanUnitKind = (typeof PLAN_UNIT_KINDS)[number];
export const PLAN_UNIT_KIND_LABELS: Readonly<Record<PlanUnitKind, string>> = {
  number: 'Number',
  percent: 'Percentage',
  currency: 'Money',
  count: 'Count',
};

export const DISAGGREGATION_OPTIONS_MAX = 100;

/** Ready-made categories: Sex, the spec's age buckets (user analytics) and the 36 states with the FCT. */
export const DISAGGREGATION_PRESETS = {
  sex: { name: 'Sex', options: ['Female', 'Male'] },
  age: { name: 'Age', options: ['Below 18', '18-24', '24-32', '32-48', '48-60', 'Above 60'] },
  state: { name: 'State', options: NIGERIAN_STATES.map((state) => state.name) },
} as const;
export const DISAGGREGATION_PRESET_KEYS = ['sex', 'age', 'state'] as const;
export type DisaggregationPreset = (typeof DISAGGREGATION_PRESET_KEYS)[number];

const required = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'This field is required.' : message;
const name = (what: string, max = 100) =>
  z
    .string({ error: required(`Enter ${what}.`) })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `At most ${max} characters.`);

export const settingIdParamsSchema = z.object({ id: z.uuid('An id is a UUID.') });
export const settingFiltersSchema = z.object({
  search: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
});
/** The query of each settings list (units, indicator groups, disaggregation categories). */
export const settingListQuerySchema = pageQuerySchema(50).extend(settingFiltersSchema.shape);

// Units

const unitFields = {
  name: name('a name, e.g. Percent'),
  symbol: z
    .string({ error: 'Enter a symbol, e.g. %.' })
    .trim()
    .max(10, 'A symbol has at most 10 characters.'),
  kind: z.enum(PLAN_UNIT_KINDS, { error: 'Choose a kind: number, percent, currency or count.' }),
};
export const createUnitBodySchema = z.object({ ...unitFields, symbol: unitFields.symbol.default('') });
export type CreateUnitBody = z.infer<typeof createUnitBodySchema>;
export const updateUnitBodySchema = z.object(unitFields).partial();
export type UpdateUnitBody = z.infer<typeof updateUnitBodySchema>;
export const unitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  symbol: z.string(),
  kind: z.enum(PLAN_UNIT_KINDS),
  indicators_count: z.number().int(),
});
export type Unit = z.infer<typeof unitSchema>;

// Indicator groups

const groupFields = {
  name: name('a name'),
  description: z.string({ error: 'Enter text.' }).trim().max(2000, 'At most 2000 characters.'),
};
export const createIndicatorGroupBodySchema = z.object({
  ...groupFields,
  description: groupFields.description.default(''),
});
export type CreateIndicatorGroupBody = z.infer<typeof createIndicatorGroupBodySchema>;
export const updateIndicatorGroupBodySchema = z.object(groupFields).partial();
export type UpdateIndicatorGroupBody = z.infer<typeof updateIndicatorGroupBodySchema>;
export const indicatorGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  indicators_count: z.number().int(),
});
export type IndicatorGroup = z.infer<typeof indicatorGroupSchema>;

// Disaggregation categories

/** An option: a new one by name, or an existing one (its id) kept, renamed when the name differs. */
const optionInput = z.object({
  id: z.uuid('An option id is a UUID.').optional(),
  name: name('the option', 100),
});
const optionsSchema = z
  .array(optionInput, { error: 'Give the options as a list.' })
  .min(1, 'Give at least one option.')
  .max(DISAGGREGATION_OPTIONS_MAX, `At most ${DISAGGREGATION_OPTIONS_MAX} options.`)
  .refine(
    (options) => new Set(options.map((option) => option.name.toLowerCase())).size === options.length,
    'Name each option once.',
  );

/** Either `preset` (sex, age, state: its name and options, the name may be changed) or `name` with `options`. */
export const createDisaggregationCategoryBodySchema = z
  .object({
    preset: z
      .enum(DISAGGREGATION_PRESET_KEYS, { error: 'Choose a ready-made category: sex, age or state.' })
      .optional(),
    name: name('a name, e.g. Sex').optional(),
    options: optionsSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.preset) return;
    if (body.name === undefined)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'This field is required.' });
    if (body.options === undefined)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'This field is required.' });
  })
  .transform((body) => {
    const preset = body.preset ? DISAGGREGATION_PRESETS[body.preset] : null;
    return {
      name: body.name ?? preset?.name ?? '',
      options: body.options ?? (preset?.options ?? []).map((option) => ({ name: option, id: undefined })),
    };
  });
export type CreateDisaggregationCategoryBody = z.infer<typeof createDisaggregationCategoryBodySchema>;
export type CreateDisaggregationCategoryInput = z.input<typeof createDisaggregationCategoryBodySchema>;

/** `options` replaces the list: options left out are removed (with the values entered against them). */
export const updateDisaggregationCategoryBodySchema = z.object({
  name: name('a name').optional(),
  options: optionsSchema.optional(),
});
export type UpdateDisaggregationCategoryBody = z.infer<typeof updateDisaggregationCategoryBodySchema>;

export const disaggregationOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export const disaggregationCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  options: z.array(disaggregationOptionSchema),
  indicators_count: z.number().int(),
});
export type DisaggregationCategory = z.infer<typeof disaggregationCategorySchema>;

export const unitPageSchema = pageOf(unitSchema);
export const indicatorGroupPageSchema = pageOf(indicatorGroupSchema);
export const disaggregationCategoryPageSchema = pageOf(disaggregationCategorySchema);

/** GET /plans/indicator-meta/: what the indicator form offers (the organisation's settings and the fixed choices). */
export const indicatorMetaSchema = z.object({
  units: z.array(unitSchema),
  groups: z.array(indicatorGroupSchema),
  disaggregation_categories: z.array(disaggregationCategorySchema),
  disaggregation_presets: z.array(
    z.object({ key: z.enum(DISAGGREGATION_PRESET_KEYS), name: z.string(), options: z.array(z.string()) }),
  ),
  unit_kinds: z.array(z.object({ value: z.enum(PLAN_UNIT_KINDS), label: z.string() })),
  levels: z.array(z.string()),
});
export type IndicatorMeta = z.infer<typeof indicatorMetaSchema>;
