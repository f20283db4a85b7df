import { z } from 'zod';

/**
 * Dashboard visualisations (spec/endpoints.txt "Dashboards"): charts over the dashboard's organisation's projects,
 * grouped by a category field and measured by an aggregation.
 */

export const VISUALIZATION_NAME_MAX = 120;
export const VISUALIZATIONS_PER_DASHBOARD_MAX = 50;

export const VISUALIZATION_TYPES = ['bar', 'line', 'pie', 'table'] as const;
export type VisualizationType = (typeof VISUALIZATION_TYPES)[number];
export const VISUALIZATION_TYPE_LABELS: Record<VisualizationType, string> = { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart', table: 'Table' };

/** Category fields (one bar, slice or row each). */
export const GROUP_BY_FIELDS = ['status', 'state', 'sector', 'year'] as const;
export type GroupByField = (typeof GROUP_BY_FIELDS)[number];
export const GROUP_BY_LABELS: Record<GroupByField, string> = { status: 'Status', state: 'State', sector: 'Sector', year: 'Start year' };

/** Number fields a sum or an average is taken of. */
export const VALUE_FIELDS = ['total_project_cost', 'amount_budgeted', 'total_amount_released', 'total_amount_spent'] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];
export const VALUE_FIELD_LABELS: Record<ValueField, string> = {
  total_project_cost: 'Total project cost',
  amount_budgeted: 'Amount budgeted',
  total_amount_released: 'Amount released',
  total_amount_spent: 'Amount spent',
};

export const AGGREGATION_FUNCTIONS = ['count', 'sum', 'avg'] as const;
export type AggregationFunction = (typeof AGGREGATION_FUNCTIONS)[number];
export const AGGREGATION_LABELS: Record<AggregationFunction, string> = { count: 'Number of projects', sum: 'Sum', avg: 'Average' };

/** How a field is used in a chart: the categories, or the numbers measured. */
export const MAPPING_TYPES = ['category', 'value'] as const;

const nameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Enter a title.') })
  .trim()
  .min(1, 'Enter a title.')
  .max(VISUALIZATION_NAME_MAX, `A chart title has at most ${VISUALIZATION_NAME_MAX} characters.`);
const typeSchema = z.enum(VISUALIZATION_TYPES, { error: `Choose one of ${VISUALIZATION_TYPES.join(', ')}.` });
const groupBySchema = z.enum(GROUP_BY_FIELDS, { error: `Group by one of ${GROUP_BY_FIELDS.join(', ')}.` });
const aggregationSchema = z.enum(AGGREGATION_FUNCTIONS, { error: `Choose one of ${AGGREGATION_FUNCTIONS.join(', ')}.` });
const valueFieldSchema = z.enum(VALUE_FIELDS, { error: `Measure one of ${VALUE_FIELDS.join(', ')}.` }).nullable();

export const VALUE_FIELD_NEEDED = 'Choose the amount to add up or average.';

/** A sum or an average needs a value field; a count takes none (it is dropped). */
const valueFieldCheck = (body: { aggregation_function?: AggregationFunction; value_field?: ValueField | null }, context: z.RefinementCtx) => {
  if (body.aggregation_function && body.aggregation_function !== 'count' && !body.value_field)
    context.addIssue({ code: 'custom', path: ['value_field'], message: VALUE_FIELD_NEEDED });
};

export const visualizationIdParamsSchema = z.object({ id: z.uuid('A visualization id is a UUID.') });
export const visualizationListQuerySchema = z.object({ dashboard_id: z.uuid('A dashboard id is a UUID.') });

export const createVisualizationBodySchema = z
  .object({
    dashboard_id: z.uuid('A dashboard id is a UUID.'),
    name: nameSchema,
    visualization_type: typeSchema,
    group_by: groupBySchema,
    aggregation_function: aggregationSchema.default('count'),
    value_field: valueFieldSchema.optional(),
  })
  .superRefine(valueFieldCheck);
export type CreateVisualizationBody = z.infer<typeof createVisualizationBodySchema>;

export const updateVisualizationBodySchema = z
  .object({
    name: nameSchema.optional(),
    visualization_type: typeSchema.optional(),
    group_by: groupBySchema.optional(),
    aggregation_function: aggregationSchema.optional(),
    value_field: valueFieldSchema.optional(),
    position: z.number({ error: 'A position is a whole number.' }).int('A position is a whole number.').min(0).max(1000).optional(),
  })
  .superRefine((body, context) => {
    if (Object.values(body).every((value) => value === undefined))
      context.addIssue({ code: 'custom', path: ['non_field_errors'], message: 'Send at least one field to change.' });
    valueFieldCheck(body, context);
  });
export type UpdateVisualizationBody = z.infer<typeof updateVisualizationBodySchema>;

export const visualizationSchema = z.object({
  id: z.uuid(),
  dashboard_id: z.uuid(),
  name: z.string(),
  visualization_type: z.enum(VISUALIZATION_TYPES),
  group_by: z.enum(GROUP_BY_FIELDS),
  aggregation_function: z.enum(AGGREGATION_FUNCTIONS),
  value_field: z.enum(VALUE_FIELDS).nullable(),
  position: z.number().int(),
  created: z.iso.datetime({ offset: true }),
  modified: z.iso.datetime({ offset: true }),
});
export type Visualization = z.infer<typeof visualizationSchema>;

export const visualizationPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(visualizationSchema),
});
export type VisualizationPage = z.infer<typeof visualizationPageSchema>;

const option = z.object({ value: z.string(), label: z.string() });
export const availableFieldsSchema = z.object({
  fields: z.array(z.object({ key: z.string(), label: z.string(), mapping_type: z.enum(MAPPING_TYPES) })),
  visualization_types: z.array(option),
  mapping_types: z.array(option),
  aggregation_functions: z.array(option.extend({ needs_value_field: z.boolean() })),
});
export type AvailableFields = z.infer<typeof availableFieldsSchema>;

export const visualizationDataSchema = z.object({
  visualization_id: z.uuid(),
  /** What the numbers are, e.g. "Number of projects" or "Sum of amount budgeted". */
  value_label: z.string(),
  category_label: z.string(),
  /** Projects counted (each once, even when it spans several states or sectors). */
  projects_count: z.number().int(),
  rows: z.array(z.object({ key: z.string().nullable(), label: z.string(), value: z.number() })),
});
export type VisualizationData = z.infer<typeof visualizationDataSchema>;
