import type { ChartKind } from '@oversight/shared/kinds';
import { sql, type SQL } from 'drizzle-orm';
import {
  AGGREGATION_LABELS,
  type AggregationFunction,
  type MappingRole,
} from '@oversight/shared/dashboards/data-sources.schemas';
import type {
  VisualizationData,
  VisualizationType,
} from '@oversight/shared/dashboards/visualizations.schemas';
import type { RolledQuestion } from './form-rollups.js';
import { aggregationsOf, rolesOf, type FieldDef, type SourceCatalog } from './data-source-fields.js';

/**
 * Planning a chart (chart-query.ts runs it): what a source offers a statement, a chart's mappings checked against its
 * source, the measures' SQL and the shape of a chart ready to run.
 */

export type ScopedSource = {
  /** This data source's id (column filters name it); null for the first charts over the owner's projects. */
  id: string | null;
  catalog: SourceCatalog;
  /** FROM clause with its joins (aliases the catalog's columns use). */
  from: SQL;
  /** Who may see what, and which source: tenant, form, plan, dataset, visibility. */
  scope: SQL;
  /** One value per record (dimensions over lists repeat a record). */
  recordId: SQL;
  /** The data stamps of what the statement reads (chart-cache.ts): the source's rows and, for a signed-in viewer, grants. */
  stamps: string[];
  /**
   * A dashboard's charts of this source are computed together, reading the records once (runCharts): for records
   * read from wide rows (a project's). A form's charts read narrow index ranges of their own questions, which one
   * statement for all would join together for nothing.
   */
  readTogether?: boolean;
  /** The FROM gives each record one row (its id unique): records are counted without a distinct count. */
  oneRowPerRecord?: boolean;
  /** More conditions once the used fields are known (a plan's option rows only when a disaggregation is used). */
  scopeFor?: (usedKeys: ReadonlySet<string>) => SQL;
  /** A form's rollup (form-rollups.ts): the charts it can answer read it while it is fresh (rolledChart). */
  rollup?: { surveyId: string; questions: RolledQuestion[] };
};

export type ChartMapping = {
  field: string;
  role: MappingRole;
  aggregation: AggregationFunction | null;
  filter_value: string | null;
  label: string;
};
/**
 * What each chart kind asks of the query: `series`, a series field may split its values; `ordered`, its categories
 * keep their own order (a line runs along time). A kind missing here is a type error.
 */
const CHART_KIND_QUERY: Record<ChartKind, { series: boolean; ordered: boolean }> = {
  bar: { series: true, ordered: false },
  bar_stacked: { series: true, ordered: false },
  bar_horizontal: { series: true, ordered: false },
  line: { series: true, ordered: true },
  area: { series: true, ordered: true },
  table: { series: true, ordered: false },
  pie: { series: false, ordered: false },
  doughnut: { series: false, ordered: false },
  scatter: { series: false, ordered: false },
  number: { series: false, ordered: false },
  map: { series: false, ordered: false },
};
// The column is text: a row written by a newer build may name a kind this one does not know.
export const kindQuery = (type: string) =>
  (CHART_KIND_QUERY as Partial<Record<string, { series: boolean; ordered: boolean }>>)[type] ?? {
    series: false,
    ordered: false,
  };

export type ChartSpec = { id: string; type: VisualizationType; mappings: ChartMapping[] };

export const GROUPS_MAX = 500;
export const ORDERED_KEYS = new Set(['year', 'status', 'submitted_month', 'period', 'kind']);
export const round = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;

export type Problem = { problem: string };
export const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'problem' in value;

export function emptyData(
  spec: ChartSpec,
  problem: string | null,
  recordsLabel: string,
  appliedFilters: string[] = [],
): VisualizationData {
  return {
    visualization_id: spec.id,
    value_label: '',
    category_label: '',
    projects_count: 0,
    records_label: recordsLabel,
    series_label: null,
    value2_label: null,
    rows: [],
    number: null,
    problem,
    applied_filters: appliedFilters,
  };
}

export function measureSql(aggregation: AggregationFunction, column: SQL | null, filter?: SQL): SQL {
  const where = filter ? sql` FILTER (WHERE ${filter})` : sql``;
  switch (aggregation) {
    case 'count':
      return sql`count(*)${where}`;
    case 'count_distinct':
      return sql`count(DISTINCT ${column})${where}`;
    case 'sum':
      return sql`coalesce(sum(${column})${where}, 0)`;
    case 'avg':
      return sql`avg(${column})${where}`;
    case 'median':
      return sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${column})${where}`;
    case 'min':
      return sql`min(${column})${where}`;
    case 'max':
      return sql`max(${column})${where}`;
  }
}

export type Measure = { definition: FieldDef | null; aggregation: AggregationFunction; label: string };

export function measureLabel(measure: Measure, recordsLabel: string, given: string) {
  if (given) return given;
  if (measure.aggregation === 'count' || !measure.definition) return `Number of ${recordsLabel}`;
  return `${AGGREGATION_LABELS[measure.aggregation]} of ${measure.definition.label.toLowerCase()}`;
}

/** Checks the chart's mappings against its source; a problem in words when it cannot be drawn. */
export function plan(spec: ChartSpec, catalog: SourceCatalog) {
  const byKey = new Map(catalog.fields.map((entry) => [entry.key, entry]));
  const resolved: { mapping: ChartMapping; definition: FieldDef }[] = [];
  for (const mapping of spec.mappings) {
    const definition = byKey.get(mapping.field);
    if (!definition)
      return {
        problem: `The field "${mapping.field}" is no longer in this data source. Edit the chart and choose another.`,
      };
    if (!rolesOf(definition).includes(mapping.role))
      return { problem: `"${definition.label}" cannot be used as ${mapping.role}.` };
    if (
      mapping.role === 'measure' &&
      mapping.aggregation &&
      mapping.aggregation !== 'count' &&
      !aggregationsOf(definition).includes(mapping.aggregation)
    ) {
      return {
        problem: `"${definition.label}" cannot be aggregated by ${AGGREGATION_LABELS[mapping.aggregation].toLowerCase()}.`,
      };
    }
    resolved.push({ mapping, definition });
  }
  const first = (role: MappingRole) => resolved.find((entry) => entry.mapping.role === role);
  const x = spec.type === 'map' ? first('region') : (first('x') ?? first('region'));
  const series = kindQuery(spec.type).series ? first('series') : undefined;
  const measures: Measure[] = resolved
    .filter((entry) => entry.mapping.role === 'measure')
    .map((entry) => ({
      definition: entry.definition,
      aggregation: entry.mapping.aggregation ?? 'count',
      label: entry.mapping.label,
    }));
  if (!measures.length) measures.push({ definition: null, aggregation: 'count', label: '' });
  const filters = resolved.filter((entry) => entry.mapping.role === 'filter');
  if (spec.type === 'map' && !x) return { problem: 'Choose the state field that colours the map (Region).' };
  if (spec.type === 'scatter' && measures.length < 2)
    return { problem: 'A scatter plot needs two measures: the first is read up, the second across.' };
  if (spec.type !== 'number' && !x) return { problem: 'Choose the field to group by (Categories).' };
  return { x, series, measures, filters };
}

/**
 * The fields a statement reads, each once as f0, f1, ...; `rowWise`: a list read as its rows (FieldDef.rows); `grain`:
 * the field's grain (FieldDef.grain), registered under its own key beside the field.
 */
export type Used = Map<string, { alias: string; definition: FieldDef; rowWise?: boolean; grain?: boolean }>;
export type ChartRow = Record<string, unknown>;

/**
 * A chart ready to run: its conditions over the source's FROM (besides the scope), its SELECT over the scoped records
 * `r` (a FROM item: the records' CTE, or the records of one chart among several), and how its rows become its data.
 * The fields it reads are registered in `used` as it is prepared, so several charts can share one records CTE.
 */
export type PreparedChart = {
  conditions: SQL[];
  select: (records: SQL) => SQL;
  finish: (rows: ChartRow[]) => VisualizationData;
  /**
   * The same rows from the form's rollup, the one-time test that it is fresh, the pair it counts and whether it reads
   * least or greatest values (rolledChart).
   */
  rolled?: { select: SQL; fresh: SQL; pair?: string; extremes?: boolean };
  /**
   * A pre-grouped chart (preGroupedSelect): the records' columns it groups by (categories, then series), its groups'
   * parts, and its SELECT over given groups (`inner`, with gdx, gds, n and the parts' names), so charts run together
   * can share one grouping of the records (sharedGroups).
   */
  groups?: {
    keys: SQL[];
    parts: { name: string; sql: SQL }[];
    selectFrom: (records: SQL, inner: SQL) => SQL;
  };
};

/** Aggregations whose value over a group follows from their values over its parts. */
export const COMBINABLE: ReadonlySet<AggregationFunction> = new Set(['count', 'sum', 'avg', 'min', 'max']);
export type Planned = Exclude<ReturnType<typeof plan>, Problem>;
