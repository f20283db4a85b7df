import { z } from 'zod';
import { parseProjectStatus, PROJECT_STATUSES } from '../reference/enums.js';

/**
 * What dashboard charts draw from (docs/spec/product-spec.md section 3 "Dashboard"): data sources, their fields, column mappings that say
 * which field plays which part, dashboard filters and public links.
 */

export const DATA_SOURCE_KINDS = ['projects', 'form', 'plan', 'dataset'] as const;
export type DataSourceKind = (typeof DATA_SOURCE_KINDS)[number];
export const DATA_SOURCE_KIND_LABELS: Record<DataSourceKind, string> = {
  projects: "The organisation's projects",
  form: "A form's responses",
  plan: "A plan's indicators",
  dataset: 'An uploaded dataset (CSV or XLSX)',
};

/** A field's kind of values; `list` holds several values per record (a project's states, a multiple choice). */
export const FIELD_TYPES = ['text', 'number', 'date', 'state', 'boolean', 'list'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** The types a dataset column may be given (inferred on upload, correctable). */
export const DATASET_COLUMN_TYPES = ['text', 'number', 'date', 'state', 'boolean'] as const;
export type DatasetColumnType = (typeof DATASET_COLUMN_TYPES)[number];
export const DATASET_ROWS_MAX = 50_000;
export const DATASET_COLUMNS_MAX = 100;
/** Characters of one cell of a dataset (a longer cell is refused, not cut). */
export const DATASET_CELL_CHARS_MAX = 2_000;
export const DATA_SOURCES_PER_DASHBOARD_MAX = 20;

export const MAPPING_ROLES = ['x', 'series', 'region', 'measure', 'filter'] as const;
export type MappingRole = (typeof MAPPING_ROLES)[number];
export const MAPPING_ROLE_LABELS: Record<MappingRole, string> = {
  x: 'Categories (x axis)',
  series: 'Series (colours)',
  region: 'Region (map)',
  measure: 'Measure',
  filter: 'Filter',
};

export const AGGREGATION_FUNCTIONS = [
  'count',
  'count_distinct',
  'sum',
  'avg',
  'median',
  'min',
  'max',
] as const;
export type AggregationFunction = (typeof AGGREGATION_FUNCTIONS)[number];
export const AGGREGATION_LABELS: Record<AggregationFunction, string> = {
  count: 'Count',
  count_distinct: 'Count distinct',
  sum: 'Sum',
  avg: 'Average',
  median: 'Median',
  min: 'Minimum',
  max: 'Maximum',
};
/** Aggregations that need a number field; count distinct takes any field; count takes none. */
export const NUMERIC_AGGREGATIONS: ReadonlySet<AggregationFunction> = new Set([
  'sum',
  'avg',
  'median',
  'min',
  'max',
]);

const uuid = (what: string) => z.uuid(`${what} is a UUID.`);
const nameSchema = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, 'Enter a name.')
  .max(120, 'A name has at most 120 characters.');

export const dataSourceIdParamsSchema = z.object({ id: uuid('A data source id') });

export const datasetColumnSchema = z.object({
  key: z.string().regex(/^c\d{1,3}$/, 'A column key is c1, c2, ...'),
  label: z
    .string()
    .trim()
    .min(1, 'Enter a column name.')
    .max(120, 'A column name has at most 120 characters.'),
  type: z.enum(DATASET_COLUMN_TYPES, { error: `A column is one of ${DATASET_COLUMN_TYPES.join(', ')}.` }),
});
export type DatasetColumn = z.infer<typeof datasetColumnSchema>;

export const createDataSourceBodySchema = z
  .object({
    dashboard_id: uuid('A dashboard id'),
    kind: z.enum(DATA_SOURCE_KINDS, { error: `Choose one of ${DATA_SOURCE_KINDS.join(', ')}.` }),
    name: nameSchema.optional(),
    /** The form's public id (kind "form"). */
    survey_id: uuid('A form id').optional(),
    /** The plan's id (kind "plan"). */
    plan_id: uuid('A plan id').optional(),
  })
  .superRefine((body, context) => {
    if (body.kind === 'form' && !body.survey_id)
      context.addIssue({
        code: 'custom',
        path: ['survey_id'],
        message: 'Choose the form whose responses to chart.',
      });
    if (body.kind === 'plan' && !body.plan_id)
      context.addIssue({
        code: 'custom',
        path: ['plan_id'],
        message: 'Choose the plan whose indicators to chart.',
      });
    if (body.kind === 'dataset' && !body.name)
      context.addIssue({ code: 'custom', path: ['name'], message: 'Name the dataset.' });
  });
export type CreateDataSourceBody = z.infer<typeof createDataSourceBodySchema>;

export const bulkUpdateDataSourcesBodySchema = z.object({
  data_sources: z
    .array(
      z.object({
        id: uuid('A data source id'),
        name: nameSchema.optional(),
        /** Datasets: corrected column names and types, by key. */
        columns: z
          .array(datasetColumnSchema.partial({ label: true }).required({ key: true, type: true }))
          .max(DATASET_COLUMNS_MAX)
          .optional(),
      }),
      { error: 'Send data_sources as a list.' },
    )
    .min(1, 'Send at least one data source.')
    .max(DATA_SOURCES_PER_DASHBOARD_MAX, `Send at most ${DATA_SOURCES_PER_DASHBOARD_MAX} data sources.`),
});
export type BulkUpdateDataSourcesBody = z.infer<typeof bulkUpdateDataSourcesBodySchema>;

export const dataSourceSchema = z.object({
  id: z.uuid(),
  dashboard_id: z.uuid(),
  kind: z.enum(DATA_SOURCE_KINDS),
  name: z.string(),
  survey: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  plan: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  columns: z.array(datasetColumnSchema),
  rows_count: z.number().int(),
  file_name: z.string().nullable(),
  created: z.iso.datetime({ offset: true }),
  modified: z.iso.datetime({ offset: true }),
});
export type DataSource = z.infer<typeof dataSourceSchema>;
export const dataSourceListSchema = z.object({ results: z.array(dataSourceSchema) });
export const dataSourceListQuerySchema = z.object({ dashboard_id: uuid('A dashboard id') });

/** One field of a data source as the chart builder offers it. */
export const dataFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  roles: z.array(z.enum(MAPPING_ROLES)),
  aggregations: z.array(z.enum(AGGREGATION_FUNCTIONS)),
});
export type DataField = z.infer<typeof dataFieldSchema>;

export const columnMappingIdParamsSchema = z.object({ id: uuid('A column mapping id') });
const fieldKeySchema = z
  .string({ error: 'Choose a field.' })
  .trim()
  .min(1, 'Choose a field.')
  .max(200, 'A field key has at most 200 characters.');
const mappingFields = {
  field: fieldKeySchema,
  role: z.enum(MAPPING_ROLES, { error: `A role is one of ${MAPPING_ROLES.join(', ')}.` }),
  aggregation: z
    .enum(AGGREGATION_FUNCTIONS, { error: `Choose one of ${AGGREGATION_FUNCTIONS.join(', ')}.` })
    .nullable()
    .optional(),
  filter_value: z
    .string()
    .trim()
    .max(200, 'A filter value has at most 200 characters.')
    .nullable()
    .optional(),
  label: z.string().trim().max(120, 'A label has at most 120 characters.').optional(),
  position: z.number().int('A position is a whole number.').min(0).max(100).optional(),
};
const mappingCheck = (
  body: { role?: MappingRole; aggregation?: AggregationFunction | null; filter_value?: string | null },
  context: z.RefinementCtx,
) => {
  if (body.role === 'measure' && !body.aggregation)
    context.addIssue({
      code: 'custom',
      path: ['aggregation'],
      message: 'Choose how to aggregate the measure.',
    });
  if (body.role === 'filter' && !body.filter_value)
    context.addIssue({ code: 'custom', path: ['filter_value'], message: 'Enter the value to keep.' });
};
export const createColumnMappingBodySchema = z
  .object({ visualization_id: uuid('A visualization id'), ...mappingFields })
  .superRefine(mappingCheck);
export type CreateColumnMappingBody = z.infer<typeof createColumnMappingBodySchema>;
export const bulkCreateColumnMappingsBodySchema = z.object({
  column_mappings: z
    .array(createColumnMappingBodySchema, { error: 'Send column_mappings as a list.' })
    .min(1, 'Send at least one column mapping.')
    .max(20, 'Send at most 20 column mappings.'),
  /** Replace the mappings the named charts had (the chart builder saves a chart's whole set). */
  replace: z.boolean({ error: 'replace is true or false.' }).default(false),
});
export type BulkCreateColumnMappingsBody = z.infer<typeof bulkCreateColumnMappingsBodySchema>;
export const updateColumnMappingBodySchema = z
  .object({
    field: mappingFields.field.optional(),
    role: mappingFields.role.optional(),
    aggregation: mappingFields.aggregation,
    filter_value: mappingFields.filter_value,
    label: mappingFields.label,
    position: mappingFields.position,
  })
  .superRefine((body, context) => {
    // Object.values drops undefined from optional fields' types; a field given as undefined is no change.
    if ((Object.values(body) as unknown[]).every((value) => value === undefined))
      context.addIssue({
        code: 'custom',
        path: ['non_field_errors'],
        message: 'Send at least one field to change.',
      });
  });
export type UpdateColumnMappingBody = z.infer<typeof updateColumnMappingBodySchema>;

export const columnMappingSchema = z.object({
  id: z.uuid(),
  visualization_id: z.uuid(),
  field: z.string(),
  field_label: z.string(),
  role: z.enum(MAPPING_ROLES),
  aggregation: z.enum(AGGREGATION_FUNCTIONS).nullable(),
  filter_value: z.string().nullable(),
  label: z.string(),
  position: z.number().int(),
});
export type ColumnMapping = z.infer<typeof columnMappingSchema>;
export const columnMappingListSchema = z.object({ results: z.array(columnMappingSchema) });

const isoDate = z.iso.date('A date is YYYY-MM-DD.');
const csv = (what: string, max = 40) =>
  z
    .string()
    .trim()
    .max(2000, `${what}: too long.`)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(120)).max(max, `${what}: at most ${max} values.`));
/**
 * `<data source id>.<field>:<value>` keeps the records of that source whose field has that value; a form's fields
 * are `q:<question name>`, so the field may start with `q:`.
 */
export const COLUMN_FILTER_PATTERN = /^([0-9a-f-]{36})\.((?:q:)?[^:]{1,200}):(.{1,200})$/i;
const columnFilter = z
  .string()
  .regex(COLUMN_FILTER_PATTERN, 'A column filter is <data source id>.<field>:<value>.');

/** Dashboard filters (kept in the URL): every chart applies those its data source has a field for. */
export const dashboardFiltersSchema = z
  .object({
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
    state: csv('state').optional(),
    /** Any spelling parseProjectStatus reads (ON_GOING, 1, Ongoing, ON GOING), sent on as the stored code ("1"). */
    status: csv('status', 10)
      .transform((values, ctx) => {
        const codes: string[] = [];
        for (const value of values) {
          const status = parseProjectStatus(value);
          if (!status) {
            ctx.addIssue({
              code: 'custom',
              message: `"${value}" is not a status: use NOT_STARTED, ON_GOING, COMPLETED, ON_HOLD, CANCELED or ABANDONED, its number or its label.`,
            });
            return z.NEVER;
          }
          const code = String(PROJECT_STATUSES[status].code);
          if (!codes.includes(code)) codes.push(code);
        }
        return codes;
      })
      .optional(),
    sector: csv('sector').optional(),
    col: z.union([columnFilter, z.array(columnFilter).max(10, 'At most 10 column filters.')]).optional(),
  })
  .superRefine((value, context) => {
    if (value.date_from && value.date_to && value.date_from > value.date_to)
      context.addIssue({
        code: 'custom',
        path: ['date_to'],
        message: 'The end date comes before the start date.',
      });
  });
export type DashboardFilters = z.infer<typeof dashboardFiltersSchema>;
export type DashboardFiltersInput = z.input<typeof dashboardFiltersSchema>;

export const publicLinkSchema = z.object({
  token: z.string(),
  path: z.string(),
  created: z.iso.datetime({ offset: true }),
});
export type PublicLink = z.infer<typeof publicLinkSchema>;
export const publicLinkStateSchema = z.object({ link: publicLinkSchema.nullable() });
export const publicTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'This link is not valid.'),
});
export const publicVisualizationParamsSchema = publicTokenParamsSchema.extend({
  id: uuid('A visualization id'),
});
