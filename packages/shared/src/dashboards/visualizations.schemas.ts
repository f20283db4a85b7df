import { z } from 'zod';
import { pageOf } from '../pagination.js';
import {
  AGGREGATION_FUNCTIONS,
  AGGREGATION_LABELS as AGGREGATION_NAMES,
  dataFieldSchema,
  type AggregationFunction,
} from './data-sources.schemas.js';

export { AGGREGATION_FUNCTIONS, type AggregationFunction };

/**
 * Dashboard visualisations (docs/spec/endpoints.txt "Dashboards"): charts over the dashboard's organisation's projects,
 * grouped by a category field and measured by an aggregation.
 */

export const VISUALIZATION_NAME_MAX = 120;
export const VISUALIZATIONS_PER_DASHBOARD_MAX = 50;

export const VISUALIZATION_TYPES = [
  'bar',
  'bar_stacked',
  'bar_horizontal',
  'line',
  'area',
  'pie',
  'doughnut',
  'scatter',
  'table',
  'number',
  'map',
] as const;
export type VisualizationType = (typeof VISUALIZATION_TYPES)[number];
export const VISUALIZATION_TYPE_LABELS: Record<VisualizationType, string> = {
  bar: 'Bar chart (grouped)',
  bar_stacked: 'Bar chart (stacked)',
  bar_horizontal: 'Bar chart (horizontal)',
  line: 'Line chart',
  area: 'Area chart',
  pie: 'Pie chart',
  doughnut: 'Doughnut chart',
  scatter: 'Scatter plot',
  table: 'Table',
  number: 'Single number with change',
  map: 'Map of Nigeria by state',
};

/** Category fields (one bar, slice or row each). */
export const GROUP_BY_FIELDS = ['status', 'state', 'sector', 'year'] as const;
export type GroupByField = (typeof GROUP_BY_FIELDS)[number];
export const GROUP_BY_LABELS: Record<GroupByField, string> = {
  status: 'Status',
  state: 'State',
  sector: 'Sector',
  year: 'Start year',
};

/** Number fields a sum or an average is taken of. */
export const VALUE_FIELDS = [
  'total_project_cost',
  'amount_budgeted',
  'total_amount_released',
  'total_amount_spent',
] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];
export const VALUE_FIELD_LABELS: Record<ValueField, string> = {
  total_project_cost: 'Total project cost',
  amount_budgeted: 'Amount budgeted',
  total_amount_released: 'Amount released',
  total_amount_spent: 'Amount spent',
};

export const AGGREGATION_LABELS: Record<AggregationFunction, string> = {
  ...AGGREGATION_NAMES,
  count: 'Number of projects',
};

const nameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Enter a title.') })
  .trim()
  .min(1, 'Enter a title.')
  .max(VISUALIZATION_NAME_MAX, `A chart title has at most ${VISUALIZATION_NAME_MAX} characters.`);
const typeSchema = z.enum(VISUALIZATION_TYPES, { error: `Choose one of ${VISUALIZATION_TYPES.join(', ')}.` });
const groupBySchema = z.enum(GROUP_BY_FIELDS, { error: `Group by one of ${GROUP_BY_FIELDS.join(', ')}.` });
const aggregationSchema = z.enum(AGGREGATION_FUNCTIONS, {
  error: `Choose one of ${AGGREGATION_FUNCTIONS.join(', ')}.`,
});
const valueFieldSchema = z
  .enum(VALUE_FIELDS, { error: `Measure one of ${VALUE_FIELDS.join(', ')}.` })
  .nullable();

export const VALUE_FIELD_NEEDED = 'Choose the amount to add up or average.';

/** A sum or an average needs a value field; a count takes none (it is dropped). */
const valueFieldCheck = (
  body: { aggregation_function?: AggregationFunction; value_field?: ValueField | null },
  context: z.RefinementCtx,
) => {
  if (body.aggregation_function && body.aggregation_function !== 'count' && !body.value_field)
    context.addIssue({ code: 'custom', path: ['value_field'], message: VALUE_FIELD_NEEDED });
};

export const visualizationIdParamsSchema = z.object({ id: z.uuid('A visualization id is a UUID.') });
export const visualizationListQuerySchema = z.object({ dashboard_id: z.uuid('A dashboard id is a UUID.') });

/**
 * A chart of projects without a data source has one group and at most one measure: a map needs the state as its
 * group, and a scatter plot (two measures) needs a data source. The problem in words with its field, or null.
 */
export function projectChartProblem(
  type: VisualizationType,
  groupBy: string,
): { field: 'group_by' | 'visualization_type'; message: string } | null {
  if (type === 'map' && groupBy !== 'state')
    return { field: 'group_by', message: 'A map is coloured by state: group by state.' };
  if (type === 'scatter')
    return {
      field: 'visualization_type',
      message: 'A scatter plot needs two measures: draw it from a data source with two measure mappings.',
    };
  return null;
}

export const createVisualizationBodySchema = z
  .object({
    dashboard_id: z.uuid('A dashboard id is a UUID.'),
    name: nameSchema,
    visualization_type: typeSchema,
    /** A data source of the dashboard: its column mappings then say what to draw (group_by is not used). */
    data_source_id: z.uuid('A data source id is a UUID.').optional(),
    group_by: groupBySchema.optional(),
    aggregation_function: aggregationSchema.default('count'),
    value_field: valueFieldSchema.optional(),
  })
  .superRefine((body, context) => {
    if (!body.data_source_id && !body.group_by)
      context.addIssue({
        code: 'custom',
        path: ['group_by'],
        message: 'Choose a data source, or what to group projects by.',
      });
    if (!body.data_source_id) valueFieldCheck(body, context);
    const problem =
      !body.data_source_id && body.group_by
        ? projectChartProblem(body.visualization_type, body.group_by)
        : null;
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type CreateVisualizationBody = z.infer<typeof createVisualizationBodySchema>;
export type CreateVisualizationInput = z.input<typeof createVisualizationBodySchema>;

export const updateVisualizationBodySchema = z
  .object({
    name: nameSchema.optional(),
    visualization_type: typeSchema.optional(),
    group_by: groupBySchema.optional(),
    aggregation_function: aggregationSchema.optional(),
    value_field: valueFieldSchema.optional(),
    position: z
      .number({ error: 'A position is a whole number.' })
      .int('A position is a whole number.')
      .min(0)
      .max(1000)
      .optional(),
  })
  .superRefine((body, context) => {
    // Object.values drops undefined from optional fields' types; a field given as undefined is no change.
    if ((Object.values(body) as unknown[]).every((value) => value === undefined))
      context.addIssue({
        code: 'custom',
        path: ['non_field_errors'],
        message: 'Send at least one field to change.',
      });
    valueFieldCheck(body, context);
  });
export type UpdateVisualizationBody = z.infer<typeof updateVisualizationBodySchema>;

export const visualizationSchema = z.object({
  id: z.uuid(),
  dashboard_id: z.uuid(),
  name: z.string(),
  visualization_type: z.enum(VISUALIZATION_TYPES),
  data_source_id: z.uuid().nullable(),
  group_by: z.enum(GROUP_BY_FIELDS).nullable(),
  aggregation_function: z.enum(AGGREGATION_FUNCTIONS),
  value_field: z.enum(VALUE_FIELDS).nullable(),
  position: z.number().int(),
  created: z.iso.datetime({ offset: true }),
  modified: z.iso.datetime({ offset: true }),
});
export type Visualization = z.infer<typeof visualizationSchema>;

export const visualizationPageSchema = pageOf(visualizationSchema);
export type VisualizationPage = z.infer<typeof visualizationPageSchema>;

const option = z.object({ value: z.string(), label: z.string() });
export const availableFieldsQuerySchema = z.object({
  data_source_id: z.uuid('A data source id is a UUID.').optional(),
});
export const availableFieldsSchema = z.object({
  /** The data source's fields (without data_source_id: the organisation's projects). */
  fields: z.array(dataFieldSchema),
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
  /** Records counted (projects, responses, indicator values or dataset rows; each once, even when it spans several states). */
  projects_count: z.number().int(),
  records_label: z.string(),
  series_label: z.string().nullable(),
  /** Scatter plots: what the second measure (value2, the x axis) is. */
  value2_label: z.string().nullable(),
  rows: z.array(
    z.object({
      key: z.string().nullable(),
      label: z.string(),
      value: z.number(),
      series_key: z.string().nullable().optional(),
      series_label: z.string().optional(),
      value2: z.number().nullable().optional(),
    }),
  ),
  /** Single number charts: the value over the current period, the one before it and the change in percent. */
  number: z
    .object({
      value: z.number(),
      previous: z.number().nullable(),
      change_percent: z.number().nullable(),
      period_label: z.string(),
    })
    .nullable(),
  /** Why nothing can be drawn (a mapping missing, no access to the source), in words for people. */
  problem: z.string().nullable(),
  /** The dashboard filters this chart applied, in words (printed on exports). */
  applied_filters: z.array(z.string()),
});
export type VisualizationData = z.infer<typeof visualizationDataSchema>;

/** What a public link shows: the dashboard, its charts and the sources they draw from (no people, no rows). */
export const publicDashboardSchema = z.object({
  dashboard: z.object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    organization_name: z.string(),
    modified: z.iso.datetime({ offset: true }),
  }),
  visualizations: z.array(visualizationSchema),
  data_sources: z.array(z.object({ id: z.uuid(), kind: z.string(), name: z.string() })),
});
export type PublicDashboard = z.infer<typeof publicDashboardSchema>;
