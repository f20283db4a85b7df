import type { ChartKind } from '@oversight/shared/kinds';
import { sql, type SQL } from 'drizzle-orm';
import {
  AGGREGATION_LABELS,
  COLUMN_FILTER_PATTERN,
  type AggregationFunction,
  type DashboardFilters,
  type MappingRole,
} from '@oversight/shared/dashboards/data-sources.schemas';
import type {
  VisualizationData,
  VisualizationType,
} from '@oversight/shared/dashboards/visualizations.schemas';
import type { DbOrTx } from '../../db/client.js';
import { PgDialect } from 'drizzle-orm/pg-core';
import { chartRowsTogether } from './chart-cache.js';
import {
  buildRollupSoon,
  formRollupsOn,
  pairKey,
  rolledRows,
  rollupFresh,
  type RolledQuestion,
} from './form-rollups.js';
import {
  aggregationsOf,
  rolesOf,
  stateLabel,
  type FieldDef,
  type SourceCatalog,
} from './data-source-fields.js';

/**
 * One chart's numbers in ONE SQL statement: the source's records the viewer may see (its FROM and scope), kept by the
 * dashboard's and the chart's filters, grouped by the chart's dimensions and measured by its aggregations. The total
 * of records rides along as the empty grouping set, so nothing is read twice and no row comes back to be summed.
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
const kindQuery = (type: string) =>
  (CHART_KIND_QUERY as Partial<Record<string, { series: boolean; ordered: boolean }>>)[type] ?? {
    series: false,
    ordered: false,
  };

export type ChartSpec = { id: string; type: VisualizationType; mappings: ChartMapping[] };

const dialect = new PgDialect();
const GROUPS_MAX = 500;
const ORDERED_KEYS = new Set(['year', 'status', 'submitted_month', 'period', 'kind']);
const round = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;

type Problem = { problem: string };
const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'problem' in value;

function emptyData(
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

/** The dashboard's filters this source has a field for, in words (exports print them). */
export function describeFilters(
  catalog: SourceCatalog,
  filters: DashboardFilters,
  sourceId: string | null,
): string[] {
  const words: string[] = [];
  const { filterFields } = catalog;
  if (filterFields.date && (filters.date_from || filters.date_to))
    words.push(`Dates ${filters.date_from ?? 'any'} to ${filters.date_to ?? 'any'}`);
  if (filterFields.state && filters.state?.length)
    words.push(`State: ${filters.state.map(stateLabel).join(', ')}`);
  if (filterFields.status && filters.status?.length) {
    const labelOf = catalog.fields.find((entry) => entry.key === filterFields.status)?.labelOf ?? String;
    words.push(`Status: ${filters.status.map(labelOf).join(', ')}`);
  }
  if (filterFields.sector && filters.sector?.length) {
    const labelOf = catalog.fields.find((entry) => entry.key === filterFields.sector)?.labelOf ?? String;
    words.push(`Sector: ${filters.sector.map(labelOf).join(', ')}`);
  }
  for (const column of columnFilters(filters, sourceId)) {
    const definition = catalog.fields.find((entry) => entry.key === column.field);
    if (definition) words.push(`${definition.label}: ${definition.labelOf?.(column.value) ?? column.value}`);
  }
  return words;
}

export function columnFilters(
  filters: DashboardFilters,
  sourceId: string | null,
): { field: string; value: string }[] {
  if (!sourceId || !filters.col) return [];
  const all = Array.isArray(filters.col) ? filters.col : [filters.col];
  return all.flatMap((entry) => {
    const match = COLUMN_FILTER_PATTERN.exec(entry);
    return match && match[1]!.toLowerCase() === sourceId.toLowerCase()
      ? [{ field: match[2]!, value: match[3]! }]
      : [];
  });
}

/** Records whose field holds `value` (one of its values, for lists); a field with its own id set is asked there. */
function equals(definition: FieldDef, column: SQL, value: string): SQL {
  const state = definition.type === 'state';
  if (definition.holding)
    return definition.holding(state ? sql`ARRAY[upper(${value}::text)]` : sql`ARRAY[${value}::text]`);
  return definition.many
    ? sql`${value}::text = ANY(${column})`
    : state
      ? sql`upper((${column})::text) = upper(${value}::text)`
      : sql`(${column})::text = ${value}::text`;
}
function oneOf(definition: FieldDef, column: SQL, values: string[]): SQL {
  if (definition.holding) return definition.holding(sql`${sql.param(values)}::text[]`);
  return definition.many
    ? sql`${column} && ${sql.param(values)}::text[]`
    : sql`(${column})::text = ANY(${sql.param(values)}::text[])`;
}

function measureSql(aggregation: AggregationFunction, column: SQL | null, filter?: SQL): SQL {
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

type Measure = { definition: FieldDef | null; aggregation: AggregationFunction; label: string };

function measureLabel(measure: Measure, recordsLabel: string, given: string) {
  if (given) return given;
  if (measure.aggregation === 'count' || !measure.definition) return `Number of ${recordsLabel}`;
  return `${AGGREGATION_LABELS[measure.aggregation]} of ${measure.definition.label.toLowerCase()}`;
}

/** Checks the chart's mappings against its source; a problem in words when it cannot be drawn. */
function plan(spec: ChartSpec, catalog: SourceCatalog) {
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
type Used = Map<string, { alias: string; definition: FieldDef; rowWise?: boolean; grain?: boolean }>;
type ChartRow = Record<string, unknown>;

/**
 * A chart ready to run: its conditions over the source's FROM (besides the scope), its SELECT over the scoped records
 * `r` (a FROM item: the records' CTE, or the records of one chart among several), and how its rows become its data.
 * The fields it reads are registered in `used` as it is prepared, so several charts can share one records CTE.
 */
type PreparedChart = {
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

function prepareChart(
  source: ScopedSource,
  spec: ChartSpec,
  filters: DashboardFilters,
  used: Used,
  /** The chart's records are its own (not shared with other charts): a list it groups by may be read as rows. */
  alone = false,
): PreparedChart | VisualizationData {
  const { catalog } = source;
  const planned = plan(spec, catalog);
  const applied = describeFilters(catalog, filters, source.id);
  if (isProblem(planned)) return emptyData(spec, planned.problem, catalog.recordsLabel, applied);
  const { x, series, measures, filters: chartFilters } = planned;
  const rolled = rolledChart(source, spec, planned, filters) ?? undefined;

  // Only the fields in use are read, each once, as f0, f1, ... of the scoped records r.
  const use = (definition: FieldDef) => {
    let entry = used.get(definition.key);
    if (!entry) used.set(definition.key, (entry = { alias: `f${used.size}`, definition }));
    return sql`r.${sql.identifier(entry.alias)}`;
  };
  const byKey = new Map(catalog.fields.map((entry) => [entry.key, entry]));
  const conditions: SQL[] = [];
  const dateDefinition = catalog.filterFields.date ? byKey.get(catalog.filterFields.date) : undefined;
  const isNumber = spec.type === 'number';
  if (dateDefinition && !isNumber) {
    if (filters.date_from) conditions.push(sql`${dateDefinition.column} >= ${filters.date_from}::date`);
    if (filters.date_to) conditions.push(sql`${dateDefinition.column} <= ${filters.date_to}::date`);
  }
  const listFilter = (key: string | undefined, values: string[] | undefined) => {
    const definition = key ? byKey.get(key) : undefined;
    if (definition && values?.length)
      conditions.push(
        oneOf(
          definition,
          definition.column,
          definition.type === 'state' ? values.map((value) => value.toUpperCase()) : values,
        ),
      );
  };
  listFilter(catalog.filterFields.state, filters.state);
  listFilter(catalog.filterFields.status, filters.status);
  listFilter(catalog.filterFields.sector, filters.sector);
  for (const column of columnFilters(filters, source.id)) {
    const definition = byKey.get(column.field);
    if (definition) conditions.push(equals(definition, definition.column, column.value));
  }
  for (const entry of chartFilters)
    conditions.push(equals(entry.definition, entry.definition.column, entry.mapping.filter_value ?? ''));
  const usedKeys = new Set([
    ...spec.mappings.map((mapping) => mapping.field),
    ...columnFilters(filters, source.id).map((column) => column.field),
  ]);
  if (source.scopeFor) conditions.push(source.scopeFor(usedKeys));

  const measureColumns = measures.map((measure) =>
    measure.definition && measure.aggregation !== 'count' ? use(measure.definition) : null,
  );
  const labels = measures.map((measure) => measureLabel(measure, catalog.recordsLabel, measure.label));

  if (isNumber) {
    const dateColumn = dateDefinition ? use(dateDefinition) : null;
    let current: SQL | undefined;
    let previous: SQL | undefined;
    let periodLabel = 'All time, change over the past 12 months';
    if (dateColumn && (filters.date_from || filters.date_to)) {
      const from = filters.date_from ?? '1900-01-01';
      const to = filters.date_to ?? new Date().toISOString().slice(0, 10);
      current = sql`${dateColumn} BETWEEN ${from}::date AND ${to}::date`;
      previous = sql`${dateColumn} BETWEEN (${from}::date - (${to}::date - ${from}::date + 1)) AND (${from}::date - 1)`;
      periodLabel = `${from} to ${to}, change from the period before`;
    } else if (dateColumn) {
      previous = sql`${dateColumn} < current_date - interval '1 year'`;
    } else periodLabel = 'All records';
    const valueSql = measureSql(measures[0]!.aggregation, measureColumns[0] ?? null, current);
    const previousSql = previous
      ? measureSql(measures[0]!.aggregation, measureColumns[0] ?? null, previous)
      : sql`NULL::numeric`;
    const countSql = current ? sql`count(*) FILTER (WHERE ${current})` : sql`count(*)`;
    return {
      conditions,
      rolled,
      select: (records) =>
        sql`SELECT ${valueSql} AS value, ${previousSql} AS previous, ${countSql}::int AS records FROM ${records}`,
      finish: (rows) => {
        const row = rows[0] as { value: unknown; previous: unknown; records: number } | undefined;
        const value = round(row?.value) ?? 0;
        const before = previous ? round(row?.previous) : null;
        return {
          ...emptyData(spec, null, catalog.recordsLabel, applied),
          value_label: labels[0]!,
          projects_count: row?.records ?? 0,
          number: {
            value,
            previous: before,
            change_percent: before ? Math.round(((value - before) / Math.abs(before)) * 1000) / 10 : null,
            period_label: periodLabel,
          },
        };
      },
    };
  }

  const finishGrouped = (result: ChartRow[]): VisualizationData => {
    const rows = result as {
      key: string | null;
      series_key: string | null;
      total: number;
      value: unknown;
      value2: unknown;
      records: number;
    }[];
    const total = rows.find((row) => row.total === 1);
    const groups = rows.filter((row) => row.total !== 1);
    const labelOf = (definition: FieldDef, key: string | null) =>
      key === null ? (definition.emptyLabel ?? 'Not set') : (definition.labelOf?.(key) ?? key);
    return {
      ...emptyData(spec, null, catalog.recordsLabel, applied),
      value_label: labels[0]!,
      value2_label: labels[1] ?? null,
      category_label: x!.mapping.label || x!.definition.label,
      series_label: series ? series.mapping.label || series.definition.label : null,
      projects_count: total?.records ?? 0,
      rows: groups.map((row) => ({
        key: row.key,
        label: labelOf(x!.definition, row.key),
        value: round(row.value) ?? 0,
        ...(series
          ? { series_key: row.series_key, series_label: labelOf(series.definition, row.series_key) }
          : {}),
        ...(measures[1] ? { value2: round(row.value2) } : {}),
      })),
    };
  };

  // Grouped by a list readable as rows (a form's multiple choice from the answer index), in a chart alone: one row per
  // value (a record without any: one NULL row) straight from the join, not each record's values gathered and unnested.
  const rowWise =
    alone &&
    x!.definition.many &&
    !!x!.definition.rows &&
    !series?.definition.many &&
    !used.has(x!.definition.key) &&
    spec.mappings.filter((mapping) => mapping.field === x!.definition.key).length === 1;
  if (rowWise) used.set(x!.definition.key, { alias: `f${used.size}`, definition: x!.definition, rowWise });
  const sortable = x!.definition.type === 'number' || x!.definition.type === 'date';
  const spreadOrGrained = (definition: FieldDef | undefined) => !!definition?.many || !!definition?.grain;
  if (
    !rowWise &&
    !sortable &&
    measures.every((measure) => COMBINABLE.has(measure.aggregation)) &&
    (spreadOrGrained(x!.definition) || spreadOrGrained(series?.definition))
  ) {
    // A grain is read in place of its field (its own entry in `used`); a list or another field as it is.
    const stored = (definition: FieldDef) => {
      if (!definition.grain || definition.many) return use(definition);
      const key = `grain:${definition.key}`;
      let entry = used.get(key);
      if (!entry) used.set(key, (entry = { alias: `f${used.size}`, definition, grain: true }));
      return sql`r.${sql.identifier(entry.alias)}`;
    };
    const dimensions = [
      { definition: x!.definition, name: 'dx' as const },
      ...(series ? [{ definition: series.definition, name: 'ds' as const }] : []),
    ].map((dimension) => ({ ...dimension, column: stored(dimension.definition) }));
    const listColumns = dimensions.flatMap((dimension) =>
      dimension.definition.many ? [dimension.column] : [],
    );
    const selectFrom = (records: SQL, inner?: SQL) =>
      preGroupedSelect(records, dimensions, measures, measureColumns, {
        ordered: ORDERED_KEYS.has(x!.definition.key) || kindQuery(spec.type).ordered,
        // Over lists, a record counts when it has a value in each (as without a pre-grouping): one row per record,
        // summed over its group once (a second read of 100,000 projects, ~15 ms, saved); else counted on the records.
        records: !listColumns.length
          ? null
          : source.oneRowPerRecord
            ? 'lists'
            : sql`(SELECT count(DISTINCT r.__id) FROM ${records} WHERE ${sql.join(
                listColumns.map((column) => sql`cardinality(${column}) > 0`),
                sql` AND `,
              )})`,
        inner,
      });
    return {
      conditions,
      rolled,
      select: (records) => selectFrom(records),
      groups: {
        keys: dimensions.map((dimension) => dimension.column),
        parts: groupParts(measures, measureColumns).parts,
        selectFrom,
      },
      finish: finishGrouped,
    };
  }
  const xColumn = use(x!.definition);
  const xMany = x!.definition.many && !rowWise;
  const seriesColumn = series ? use(series.definition) : null;
  // A list gives one row per value (an empty list was spread to one NULL), unnested in a select list: the rows a
  // lateral unnest gives, without a function scan per record. Two lists give every pair.
  const dimension = (definition: FieldDef, column: SQL, name: 'dx' | 'ds') =>
    definition.many
      ? sql`CROSS JOIN LATERAL (SELECT r.${sql.identifier(`__${name}`)} AS key) AS ${sql.identifier(name)}`
      : sql`CROSS JOIN LATERAL (SELECT (${column})::text AS key) AS ${sql.identifier(name)}`;
  const spreadLists = (records: SQL) => {
    let from = records;
    if (xMany) from = sql`(SELECT r.*, unnest(${xColumn}) AS __dx FROM ${from}) AS r`;
    if (series?.definition.many && seriesColumn)
      from = sql`(SELECT r.*, unnest(${seriesColumn}) AS __ds FROM ${from}) AS r`;
    return from;
  };
  const sortColumn = sortable ? sql`${xColumn}` : sql`NULL::int`;
  const ordered = sortable || ORDERED_KEYS.has(x!.definition.key) || kindQuery(spec.type).ordered;
  const order = ordered
    ? sql`min(${sortColumn}) NULLS LAST, dx.key NULLS LAST`
    : sql`1 DESC NULLS LAST, dx.key NULLS LAST`;
  // Only the total's count of records is read. Over lists, a record counts when it has a value in each list (then
  // unnest gives it a row; an empty list is spread to one NULL): counted on the records, not on every value, so the
  // groups need no distinct count (a sort of all the values).
  const manyColumns = [
    ...(xMany ? [xColumn] : []),
    ...(series?.definition.many && seriesColumn ? [seriesColumn] : []),
  ];
  // Read as rows, the records are counted where they are one row each: the scoped records without the list's join
  // (an index-only count of the responses), not a distinct count over the joined rows, which also kept the joined
  // rows in a CTE read twice (~300 -> ~130 ms of CPU at 100,000 responses).
  const recordsCount = (records: SQL) =>
    rowWise
      ? sql`CASE WHEN grouping(dx.key) = 1 THEN (SELECT ${source.oneRowPerRecord ? sql`count(*)` : sql`count(DISTINCT ${source.recordId})`} FROM ${source.from} WHERE ${sql.join([source.scope, ...conditions], sql` AND `)}) END`
      : manyColumns.length
        ? sql`CASE WHEN grouping(dx.key) = 1 THEN (SELECT ${source.oneRowPerRecord ? sql`count(*)` : sql`count(DISTINCT r.__id)`} FROM ${records} WHERE ${sql.join(
            manyColumns.map((column) => sql`cardinality(${column}) > 0`),
            sql` AND `,
          )}) END`
        : sql`count(*)`;
  const value2 = measures[1]
    ? measureSql(measures[1].aggregation, measureColumns[1] ?? null)
    : sql`NULL::numeric`;
  return {
    conditions,
    rolled,
    select: (records) => sql`
    SELECT dx.key, ${seriesColumn ? sql`ds.key` : sql`NULL::text`} AS series_key, grouping(dx.key) AS total,
           ${measureSql(measures[0]!.aggregation, measureColumns[0] ?? null)} AS value, ${value2} AS value2, ${recordsCount(records)}::int AS records
      FROM ${spreadLists(records)} ${dimension(rowWise ? { ...x!.definition, many: false } : x!.definition, xColumn, 'dx')} ${seriesColumn ? dimension(series!.definition, seriesColumn, 'ds') : sql``}
     GROUP BY GROUPING SETS ((dx.key${seriesColumn ? sql`, ds.key` : sql``}), ())
     ORDER BY grouping(dx.key) DESC, ${ordered ? order : sql`4 DESC NULLS LAST, dx.key NULLS LAST`}${seriesColumn ? sql`, ds.key NULLS LAST` : sql``}
     LIMIT ${GROUPS_MAX + 1}`,
    finish: finishGrouped,
  };
}

/** Aggregations whose value over a group follows from their values over its parts. */
const COMBINABLE: ReadonlySet<AggregationFunction> = new Set(['count', 'sum', 'avg', 'min', 'max']);

/** A group's parts of the measures (besides its count of records, n) and how the groups' parts combine into each. */
function groupParts(measures: Measure[], measureColumns: (SQL | null)[]) {
  const parts: { name: string; sql: SQL }[] = [];
  const combined = measures.map((measure, index) => {
    const column = measureColumns[index] ?? null;
    const part = (name: string, partSql: SQL) => {
      parts.push({ name: `${name}${index}`, sql: partSql });
      return sql`g.${sql.identifier(`${name}${index}`)}`;
    };
    switch (measure.aggregation) {
      case 'sum':
        return sql`coalesce(sum(${part('s', sql`sum(${column})`)}), 0)`;
      case 'min':
      case 'max': {
        const extreme = sql.raw(measure.aggregation);
        return sql`${extreme}(${part('m', sql`${extreme}(${column})`)})`;
      }
      case 'avg':
        return sql`sum(${part('s', sql`sum(${column})`)}) / nullif(sum(${part('c', sql`count(${column})`)}), 0)`;
      default:
        return sql`coalesce(sum(g.n), 0)::bigint`;
    }
  });
  return { parts, combined };
}

/**
 * A grouped chart whose measures combine (COMBINABLE), by a list or a field with a grain: the records are first grouped
 * by what they store (a list as it is, a status code, a date), then each group's list is spread or its key computed,
 * and the groups' parts combined into the chart's. Spreading and keys then cost once per distinct value, not per
 * record (100,000 projects: a map by state ~120 -> ~70 ms of CPU, a sum per start year ~45 -> ~15); the numbers are
 * those of the records one by one: sums and counts add up, extremes of extremes, an average from its sum and count
 * (numeric_avg divides the same sum by the same count).
 */
function preGroupedSelect(
  records: SQL,
  dimensions: { definition: FieldDef; name: 'dx' | 'ds'; column: SQL }[],
  measures: Measure[],
  measureColumns: (SQL | null)[],
  /**
   * `inner`: the groups' parts as given (a form's rollup: rolledChart), instead of grouping `records`. `records`: the
   * total's count of records, or 'lists' (each record one row, grouped by its lists as stored): those with a value in
   * each list, each group's count summed once (on its lists' first values) instead of counting the records again.
   */
  options: { ordered: boolean; records: SQL | 'lists' | null; inner?: SQL },
): SQL {
  const { parts, combined } = groupParts(measures, measureColumns);
  const stored = dimensions.map((dimension) => sql.identifier(`g${dimension.name}`));
  const inner =
    options.inner ??
    sql`SELECT ${sql.join(
      [
        ...dimensions.map((dimension, index) => sql`${dimension.column} AS ${stored[index]!}`),
        sql`count(*) AS n`,
        ...parts.map((part) => sql`${part.sql} AS ${sql.identifier(part.name)}`),
      ],
      sql`, `,
    )} FROM ${records} GROUP BY ${sql.join(stored, sql`, `)}`;
  // A list gives one row per value (an empty list was spread to one NULL); two lists every pair.
  const laterals = dimensions.map((dimension, index) => {
    const value = sql`g.${stored[index]!}`;
    const name = sql.identifier(dimension.name);
    if (dimension.definition.many)
      return sql`CROSS JOIN LATERAL unnest(${value}) WITH ORDINALITY AS ${name}(key, place)`;
    const key = dimension.definition.grain ? dimension.definition.grain.key(value) : sql`(${value})::text`;
    return sql`CROSS JOIN LATERAL (SELECT ${key} AS key) AS ${name}`;
  });
  const keys = sql.join(
    dimensions.map((dimension) => sql`${sql.identifier(dimension.name)}.key`),
    sql`, `,
  );
  // A group of records counted once: on the first value of each of its lists.
  const listed = dimensions.flatMap((dimension, index) =>
    dimension.definition.many
      ? [sql`${sql.identifier(dimension.name)}.place = 1`, sql`cardinality(g.${stored[index]!}) > 0`]
      : [],
  );
  const recordsSql =
    options.records === 'lists'
      ? sql`CASE WHEN grouping(dx.key) = 1 THEN coalesce(sum(g.n) FILTER (WHERE ${sql.join(listed, sql` AND `)}), 0) END`
      : options.records
        ? sql`CASE WHEN grouping(dx.key) = 1 THEN ${options.records} END`
        : sql`coalesce(sum(g.n), 0)`;
  return sql`
    SELECT dx.key, ${dimensions[1] ? sql`ds.key` : sql`NULL::text`} AS series_key, grouping(dx.key) AS total,
           ${combined[0]!} AS value, ${combined[1] ?? sql`NULL::numeric`} AS value2, ${recordsSql}::int AS records
      FROM (${inner}) AS g ${sql.join(laterals, sql` `)}
     GROUP BY GROUPING SETS ((${keys}), ())
     ORDER BY grouping(dx.key) DESC, ${options.ordered ? sql`min(NULL::int) NULLS LAST, dx.key NULLS LAST` : sql`4 DESC NULLS LAST, dx.key NULLS LAST`}${dimensions[1] ? sql`, ds.key NULLS LAST` : sql``}
     LIMIT ${GROUPS_MAX + 1}`;
}

type Planned = Exclude<ReturnType<typeof plan>, Problem>;
type RolledField = Extract<NonNullable<FieldDef['rolled']>, { question: string }>;
const rolledQuestionOf = (definition: FieldDef | null | undefined): RolledField | undefined =>
  definition?.rolled && 'question' in definition.rolled ? definition.rolled : undefined;

/** The WHERE of rollup rows by their `day` within the dashboard's dates (none without dates). */
function inDays(filters: DashboardFilters, day: SQL): SQL {
  const conditions = [
    ...(filters.date_from ? [sql`${day} >= ${filters.date_from}::date`] : []),
    ...(filters.date_to ? [sql`${day} <= ${filters.date_to}::date`] : []),
  ];
  return conditions.length ? sql` WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

/** The form's submitted responses within the dashboard's dates, from the rollup's days (a list chart's records). */
const respondedIn = (surveyId: string, filters: DashboardFilters) =>
  sql`(SELECT coalesce(sum(d.responses), 0) FROM ${rolledRows.days(surveyId)} d${inDays(filters, sql`d.day`)})`;

/**
 * The chart from its form's rollup (form-rollups.ts), when the rollup holds all it reads: dimensions that are the
 * submission day or month and at most one value or list question, or two such questions (their pair's rows), counted;
 * or measured by sums, averages or extremes of one number question, by dates only; or a number question measured
 * by one value or list question, any aggregation (numberByQuestion); filtered by dates only. Null otherwise (a
 * median or distinct count without a question, a number by two dimensions, a state or column filter: the answers are
 * read). The rows are those the answers give: the rollup's per-day parts take the place of preGroupedSelect's per-group parts
 * (sums and counts add up, extremes of extremes), and a question's "Not set" is each day's responses that did not
 * answer it.
 */
function rolledChart(
  source: ScopedSource,
  spec: ChartSpec,
  planned: Planned,
  filters: DashboardFilters,
): PreparedChart['rolled'] | null {
  const rollup = source.rollup;
  if (!rollup || !formRollupsOn()) return null;
  const { catalog } = source;
  const { x, series, measures } = planned;
  if (planned.filters.length || columnFilters(filters, source.id).length) return null;
  if (catalog.filterFields.state && filters.state?.length) return null;
  const isNumber = spec.type === 'number';
  const dimensions = isNumber
    ? []
    : [
        { definition: x!.definition, name: 'dx' as const },
        ...(series ? [{ definition: series.definition, name: 'ds' as const }] : []),
      ];
  if (dimensions[1] && dimensions[1].definition.key === dimensions[0]!.definition.key) return null;
  let grouped: RolledField | undefined;
  // Two questions (categories and series), counted together: the pair's own rows.
  let paired: RolledField | undefined;
  for (const { definition } of dimensions) {
    if (!definition.rolled) return null;
    const question = rolledQuestionOf(definition);
    if (!question) continue;
    if (question.kind === 'number') return null;
    if (grouped) paired = question;
    else grouped = question;
  }
  if (paired && measures.some((measure) => measure.aggregation !== 'count')) return null;
  const used = isNumber ? measures.slice(0, 1) : measures;
  let measured: string | undefined;
  for (const measure of used) {
    if (measure.aggregation === 'count') continue;
    const question = rolledQuestionOf(measure.definition);
    if (question?.kind !== 'number') return null;
    if (measured && measured !== question.question) return null;
    measured = question.question;
  }
  const sortable = x ? x.definition.type === 'number' || x.definition.type === 'date' : false;
  const ordered = sortable || (!!x && ORDERED_KEYS.has(x.definition.key)) || kindQuery(spec.type).ordered;
  if (grouped && measured)
    return dimensions.length === 1 && !sortable
      ? numberByQuestion(rollup.surveyId, grouped, measured, used, filters, ordered)
      : null;
  if (used.some((measure) => !COMBINABLE.has(measure.aggregation))) return null;
  const { surveyId } = rollup;
  const pair = paired && pairKey(grouped!.question, paired.question);
  const extremes = used.some((measure) => measure.aggregation === 'min' || measure.aggregation === 'max');
  const fresh = rollupFresh(
    rollup.surveyId,
    pair ? { pair } : { byValue: grouped && { name: grouped.question, kind: grouped.kind }, extremes },
  );
  // Each day's responses (n), and the measured number question's sums, counts and extremes on rows of their own (a
  // day may have several rows of each: rolledRows adds the responses submitted since the build).
  const dayParts = sql`(SELECT d.day, d.responses AS n, NULL::numeric AS number_sum, NULL::numeric AS number_count,
         NULL::numeric AS number_min, NULL::numeric AS number_max FROM ${rolledRows.days(surveyId)} d
    ${measured ? sql`UNION ALL SELECT w.day, 0, w.number_sum, w.number_count, w.number_min, w.number_max FROM ${rolledRows.questionDays(surveyId, measured)} w` : sql``})`;
  if (isNumber) {
    const measure = measures[0]!;
    let current: SQL | undefined;
    let previous: SQL | undefined;
    if (filters.date_from || filters.date_to) {
      const from = filters.date_from ?? '1900-01-01';
      const to = filters.date_to ?? new Date().toISOString().slice(0, 10);
      current = sql`t.day BETWEEN ${from}::date AND ${to}::date`;
      previous = sql`t.day BETWEEN (${from}::date - (${to}::date - ${from}::date + 1)) AND (${from}::date - 1)`;
    } else previous = sql`t.day < current_date - interval '1 year'`;
    const over = (aggregation: AggregationFunction, when?: SQL) => {
      const where = when ? sql` FILTER (WHERE ${when})` : sql``;
      switch (aggregation) {
        case 'sum':
          return sql`coalesce(sum(t.total)${where}, 0)`;
        case 'avg':
          return sql`sum(t.total)${where} / nullif(sum(t.numbered)${where}, 0)`;
        case 'min':
          return sql`min(t.least)${where}`;
        case 'max':
          return sql`max(t.greatest)${where}`;
        default:
          return sql`coalesce(sum(t.n)${where}, 0)::bigint`;
      }
    };
    return {
      fresh,
      extremes,
      select: sql`SELECT ${over(measure.aggregation, current)} AS value, ${over(measure.aggregation, previous)} AS previous,
          ${over('count', current)}::int AS records
        FROM (SELECT p.day, p.n, p.number_sum AS total, p.number_count AS numbered, p.number_min AS least,
                     p.number_max AS greatest FROM ${dayParts} p) AS t`,
    };
  }

  // Each dimension's stored value from a day (or, for the question, an answer's value) of the rollup.
  const stored = (definition: FieldDef, day: SQL, value: SQL | null) => {
    const rolled = definition.rolled!;
    if ('day' in rolled) return rolled.day === 'month' ? sql`date_trunc('month', ${day}::timestamp)` : day;
    if (rolled.kind === 'list') return value ? sql`ARRAY[${value}]::text[]` : sql`ARRAY[NULL::text]`;
    if (!value) return sql`NULL::text`;
    return rolled.upper ? sql`upper(${value})` : value;
  };
  const names = dimensions.map((dimension) => sql.identifier(`g${dimension.name}`));
  const groupBy = (columns: SQL[]) => (columns.length ? sql` GROUP BY ${sql.join(columns, sql`, `)}` : sql``);
  const dateDimensions = (day: SQL) =>
    dimensions.flatMap((dimension) =>
      'day' in dimension.definition.rolled! ? [stored(dimension.definition, day, null)] : [],
    );
  let inner: SQL;
  if (pair) {
    const values = [sql`p.first_value`, sql`p.second_value`];
    const columns = dimensions.map(
      (dimension, index) =>
        sql`${stored(dimension.definition, sql`p.day`, values[index]!)} AS ${names[index]!}`,
    );
    inner = sql`SELECT ${sql.join(columns, sql`, `)}, sum(p.answers) AS n
        FROM ${rolledRows.pairs(surveyId, grouped!.question, paired!.question)} p${inDays(filters, sql`p.day`)}
       GROUP BY 1, 2 HAVING sum(p.answers) > 0`;
  } else if (grouped) {
    const answered = dimensions.map(
      (dimension, index) =>
        sql`${stored(dimension.definition, sql`qa.day`, sql`qa.value`)} AS ${names[index]!}`,
    );
    const unanswered = dimensions.map(
      (dimension, index) => sql`${stored(dimension.definition, sql`d.day`, null)} AS ${names[index]!}`,
    );
    // Each day's responses less those that answered the question.
    const missing = sql`(SELECT d.day, d.responses AS n FROM ${rolledRows.days(surveyId)} d
      UNION ALL SELECT w.day, -coalesce(w.responses, 0) FROM ${rolledRows.questionDays(surveyId, grouped.question)} w)`;
    inner = sql`SELECT ${sql.join(answered, sql`, `)}, sum(qa.answers) AS n
        FROM ${rolledRows.values(surveyId, grouped.question)} qa${inDays(filters, sql`qa.day`)}
      ${groupBy(dimensions.map((_, index) => sql.raw(String(index + 1))))} HAVING sum(qa.answers) > 0
      UNION ALL
      SELECT ${sql.join(unanswered, sql`, `)}, sum(d.n) AS n
        FROM ${missing} d${inDays(filters, sql`d.day`)}
      ${groupBy(dateDimensions(sql`d.day`))} HAVING sum(d.n) > 0`;
  } else {
    const parts = used.flatMap((measure, index) => {
      const part = (name: string) => sql.identifier(`${name}${index}`);
      switch (measure.aggregation) {
        case 'sum':
          return [sql`sum(d.number_sum) AS ${part('s')}`];
        case 'min':
          return [sql`min(d.number_min) AS ${part('m')}`];
        case 'max':
          return [sql`max(d.number_max) AS ${part('m')}`];
        case 'avg':
          return [sql`sum(d.number_sum) AS ${part('s')}`, sql`sum(d.number_count) AS ${part('c')}`];
        default:
          return [];
      }
    });
    const columns = dimensions.map(
      (dimension, index) => sql`${stored(dimension.definition, sql`d.day`, null)} AS ${names[index]!}`,
    );
    inner = sql`SELECT ${sql.join([...columns, sql`sum(d.n) AS n`, ...parts], sql`, `)}
        FROM ${dayParts} d${inDays(filters, sql`d.day`)}
      ${groupBy(dimensions.map((_, index) => sql.raw(String(index + 1))))} HAVING sum(d.n) > 0`;
  }
  const lists = grouped?.kind === 'list' || paired?.kind === 'list';
  return {
    fresh,
    pair,
    extremes,
    select: preGroupedSelect(
      sql``,
      dimensions.map((dimension) => ({ ...dimension, column: sql`` })),
      measures,
      [],
      {
        ordered,
        // Over a list, the records are the responses (each counted once, whatever it chose).
        records: lists ? respondedIn(surveyId, filters) : null,
        inner,
      },
    ),
  };
}

/**
 * A number question measured by the values of one question (no other dimension), any aggregation, from the rollup's
 * pair of the two: per day, how many responses gave each value and each number (survey_rollup_pairs with a number
 * second). Each group's numbers are then a few counted values: sums and averages multiply, extremes and distinct
 * counts read them, and the median finds the middle ones by running counts, interpolated as percentile_cont does
 * (in double precision: lo + (hi - lo) * 0.5). Rows as the answers give them; the total's value is not read.
 */
function numberByQuestion(
  surveyId: string,
  grouped: RolledField,
  measured: string,
  measures: Measure[],
  filters: DashboardFilters,
  ordered: boolean,
): NonNullable<PreparedChart['rolled']> {
  const pair = pairKey(grouped.question, measured, true);
  const key = grouped.upper ? sql`upper(p.first_value)` : sql`p.first_value`;
  const middle = (round: 'floor' | 'ceil') => {
    const position = sql`${sql.raw(round)}((h.numbered - 1) / 2.0)`;
    return sql`min(h.v) FILTER (WHERE h.v IS NOT NULL AND h.before <= ${position} AND ${position} < h.before + h.n)`;
  };
  const valueOf = (measure: Measure) => {
    switch (measure.aggregation) {
      case 'sum':
        return sql`coalesce(sum(h.v * h.n), 0)`;
      case 'avg':
        return sql`sum(h.v * h.n) / nullif(sum(h.n) FILTER (WHERE h.v IS NOT NULL), 0)`;
      case 'min':
        return sql`min(h.v)`;
      case 'max':
        return sql`max(h.v)`;
      case 'count_distinct':
        return sql`count(h.v)`;
      case 'median':
        return sql`${middle('floor')}::float8 + (${middle('ceil')}::float8 - ${middle('floor')}::float8) * 0.5`;
      default:
        return sql`coalesce(sum(h.n), 0)::bigint`;
    }
  };
  const values = measures.map((measure) => sql`CASE WHEN grouping(h.key) = 0 THEN ${valueOf(measure)} END`);
  // Over a list, the records are the responses (each counted once, whatever it chose).
  const records =
    grouped.kind === 'list'
      ? sql`CASE WHEN grouping(h.key) = 1 THEN ${respondedIn(surveyId, filters)} ELSE coalesce(sum(h.n), 0) END`
      : sql`coalesce(sum(h.n), 0)`;
  return {
    fresh: rollupFresh(surveyId, { pair }),
    pair,
    select: sql`
    SELECT h.key, NULL::text AS series_key, grouping(h.key) AS total, ${values[0]!} AS value,
           ${values[1] ?? sql`NULL::numeric`} AS value2, ${records}::int AS records
      FROM (SELECT w.key, w.v, w.n, sum(w.n) OVER (PARTITION BY w.key ORDER BY w.v ROWS UNBOUNDED PRECEDING) - w.n AS before,
                   sum(w.n) FILTER (WHERE w.v IS NOT NULL) OVER (PARTITION BY w.key) AS numbered
              FROM (SELECT ${key} AS key, p.second_value::numeric AS v, sum(p.answers) AS n
                      FROM ${rolledRows.pairs(surveyId, grouped.question, measured, true)} p${inDays(filters, sql`p.day`)}
                     GROUP BY 1, 2 HAVING sum(p.answers) > 0) AS w) AS h
     GROUP BY GROUPING SETS ((h.key), ())
     ORDER BY grouping(h.key) DESC, ${ordered ? sql`h.key NULLS LAST` : sql`4 DESC NULLS LAST, h.key NULLS LAST`}
     LIMIT ${GROUPS_MAX + 1}`,
  };
}

/** Whether the chart is answered from its form's rollup while it is fresh (tests check which charts are). */
export function readsRollup(source: ScopedSource, spec: ChartSpec, filters: DashboardFilters): boolean {
  const planned = plan(spec, source.catalog);
  return !isProblem(planned) && !!rolledChart(source, spec, planned, filters);
}

const isPrepared = (value: PreparedChart | VisualizationData): value is PreparedChart => 'select' in value;

/** The chart's own statement: its records (scope and conditions) as the CTE r, and its SELECT over them. */
function chartStatement(source: ScopedSource, prepared: PreparedChart, used: Used): SQL {
  const where = sql.join([source.scope, ...prepared.conditions], sql` AND `);
  const records = sql`WITH r AS (SELECT ${sql.join(recordColumns(source, used), sql`, `)} FROM ${fromOf(source, used)} WHERE ${where})`;
  if (!prepared.rolled)
    return sql`${records}
    ${prepared.select(sql`r`)}`;
  // Both ways, each behind the one-time test: only one runs. Each keeps its own order (Append reads them in turn).
  const { select, fresh } = prepared.rolled;
  return sql`${records}
    SELECT * FROM (${prepared.select(sql`r`)}) AS answers WHERE NOT ${fresh}
    UNION ALL
    SELECT * FROM (${select}) AS rolled WHERE ${fresh}`;
}

const sqlText = (statement: SQL) => {
  const query = dialect.sqlToQuery(statement);
  return JSON.stringify([query.sql, query.params]);
};

/**
 * The pre-grouped charts among several (PreparedChart.groups) that have no conditions of their own share one grouping
 * of the records: one read grouped by GROUPING SETS, a set per distinct grouping, each group with the parts of every
 * member's measures (each distinct part once), kept in the CTE `grouped` (a few hundred rows); each chart reads its
 * set's rows, told apart by their GROUPING() bits. Hashing the records into four sets in one pass took 77 ms at 100,000
 * projects against 114 for four groupings, each reading the index. Null when fewer than two charts would share.
 */
function sharedGroups(
  prepared: PreparedChart[],
  sharing: boolean[],
): { cte: SQL; inner: Map<number, SQL> } | null {
  const members = prepared.flatMap((chart, index) => (chart.groups && sharing[index] ? [index] : []));
  if (members.length < 2) return null;
  const distinct = () => {
    const texts: string[] = [];
    const items: SQL[] = [];
    const at = (item: SQL) => {
      const text = sqlText(item);
      let position = texts.indexOf(text);
      if (position < 0) {
        position = texts.length;
        texts.push(text);
        items.push(item);
      }
      return position;
    };
    return { items, at };
  };
  const keys = distinct();
  const parts = distinct();
  const charts = members.map((index) => {
    const { groups } = prepared[index]!;
    return {
      index,
      keys: groups!.keys.map(keys.at),
      parts: groups!.parts.map((part) => ({ name: part.name, at: parts.at(part.sql) })),
    };
  });
  // GROUPING() takes at most 31 arguments; a dashboard grouping by more fields groups each chart alone.
  if (keys.items.length > 31) return null;
  const sets = distinct();
  const bitsOf = (chartKeys: number[]) =>
    keys.items.reduce(
      (bits, _, position) =>
        chartKeys.includes(position) ? bits : bits | (1 << (keys.items.length - 1 - position)),
      0,
    );
  for (const chart of charts)
    sets.at(
      sql`(${sql.join(
        [...new Set(chart.keys)].sort((a, b) => a - b).map((position) => keys.items[position]!),
        sql`, `,
      )})`,
    );
  const k = (position: number) => sql.identifier(`k${position}`);
  const p = (position: number) => sql.identifier(`p${position}`);
  const cte = sql`grouped AS MATERIALIZED (SELECT ${sql.join(
    [
      ...keys.items.map((key, position) => sql`${key} AS ${k(position)}`),
      sql`grouping(${sql.join(keys.items, sql`, `)}) AS gset`,
      sql`count(*) AS n`,
      ...parts.items.map((part, position) => sql`${part} AS ${p(position)}`),
    ],
    sql`, `,
  )} FROM r GROUP BY GROUPING SETS (${sql.join(sets.items, sql`, `)}))`;
  const inner = new Map(
    charts.map((chart) => [
      chart.index,
      sql`SELECT ${sql.join(
        [
          ...chart.keys.map(
            (position, place) => sql`grouped.${k(position)} AS ${sql.identifier(place ? 'gds' : 'gdx')}`,
          ),
          sql`grouped.n`,
          ...chart.parts.map((part) => sql`grouped.${p(part.at)} AS ${sql.identifier(part.name)}`),
        ],
        sql`, `,
      )} FROM grouped WHERE grouped.gset = ${sql.raw(String(bitsOf(chart.keys)))}`,
    ]),
  );
  return { cte, inner };
}

/**
 * Several charts of one source in ONE statement: the scoped records are read once (a materialized CTE with every
 * field the charts read, and per chart whether a record meets that chart's own conditions), then each chart's SELECT
 * runs over its records, exactly as in its own statement, its rows gathered as JSON in their order. Conditions every
 * chart has (the dashboard's filters, mostly) stay in the scan's WHERE so its indexes serve them.
 * Not `materialized`, each chart reads the records itself (the CTE inlined, only the columns it uses): cheaper when
 * they come from a covering index whole (an index-only scan of 100,000 projects ~17 ms; keeping them in the CTE with
 * their lists ~50 ms, and each chart's read of it besides), dearer when a filter's index picks a few from the heap.
 */
function togetherStatement(
  source: ScopedSource,
  prepared: PreparedChart[],
  used: Used,
  materialized = true,
): SQL {
  const texts = prepared.map((chart) => chart.conditions.map(sqlText));
  const common = prepared[0]!.conditions.filter((_, index) =>
    texts.every((conditions) => conditions.includes(texts[0]![index]!)),
  );
  const commonTexts = new Set(common.map(sqlText));
  const own = prepared.map((chart, index) =>
    chart.conditions.filter((_, position) => !commonTexts.has(texts[index]![position]!)),
  );
  const flags = own.flatMap((conditions, index) =>
    conditions.length ? [sql`(${sql.join(conditions, sql` AND `)}) AS ${sql.identifier(`c${index}`)}`] : [],
  );
  const anyOwn = own.every((conditions) => conditions.length)
    ? [
        sql`(${sql.join(
          own.map((conditions) => sql`(${sql.join(conditions, sql` AND `)})`),
          sql` OR `,
        )})`,
      ]
    : [];
  const where = sql.join([source.scope, ...common, ...anyOwn], sql` AND `);
  const shared = sharedGroups(
    prepared,
    own.map((conditions) => !conditions.length),
  );
  const charts = prepared.map((chart, index) => {
    const records = own[index]!.length
      ? sql`(SELECT * FROM r WHERE r.${sql.identifier(`c${index}`)}) AS r`
      : sql`r`;
    const inner = shared?.inner.get(index);
    const select = inner ? chart.groups!.selectFrom(records, inner) : chart.select(records);
    return sql`(SELECT coalesce(json_agg(q), '[]'::json) FROM (${select}) AS q) AS ${sql.identifier(`chart${index}`)}`;
  });
  return sql`WITH r AS ${materialized ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`} (SELECT ${sql.join([...recordColumns(source, used), ...flags], sql`, `)} FROM ${fromOf(source, used)} WHERE ${where})${shared ? sql`, ${shared.cte}` : sql``}
    SELECT ${sql.join(charts, sql`, `)}`;
}

/**
 * Runs a chart statement with the planner's JIT off (it compiles for longer than these statements take) and room to
 * sort and hash a dashboard's records in memory.
 */
async function runStatement(db: DbOrTx, statement: SQL): Promise<ChartRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    await tx.execute(sql`SET LOCAL work_mem = '32MB'`);
    return (await tx.execute<ChartRow>(statement)).rows;
  });
}

/**
 * How many statements a run of several charts is split into, run at once on their own connections: PostgreSQL runs
 * a statement on one core, and a dashboard's charts computed in one statement left the other core idle. Each statement
 * reads the records again (for the fields its charts use), so more than the database's cores only adds work.
 * DASHBOARD_CHART_STATEMENTS changes it (1: all in one statement; benchmarks compare).
 */
const statementsAtOnce = () => Math.max(1, Number(process.env.DASHBOARD_CHART_STATEMENTS) || 2);

/** A chart's work, roughly, to balance the statements: lists spread every record, ordered-set aggregates sort. */
function weightOf(spec: ChartSpec, catalog: SourceCatalog): number {
  const byKey = new Map(catalog.fields.map((entry) => [entry.key, entry]));
  let weight = spec.type === 'number' ? 0.5 : 1;
  for (const mapping of spec.mappings) {
    if (byKey.get(mapping.field)?.many && mapping.role !== 'filter' && mapping.role !== 'measure')
      weight += 1.5;
    if (mapping.role === 'measure' && mapping.aggregation === 'median') weight += 1.5;
    if (mapping.role === 'measure' && mapping.aggregation === 'count_distinct') weight += 1;
  }
  return weight;
}

/**
 * The charts' positions in groups (one per statement) of about the same weight, heaviest first to the lightest. The
 * charts that can share one grouping of the records (`sharing`, sharedGroups) go together, weighed as one read and half
 * of each one's work (four grouped charts: 77 ms together, 114 apart at 100,000 projects).
 */
export function splitCharts(specs: ChartSpec[], catalog: SourceCatalog, sharing: boolean[] = []): number[][] {
  const groups = Array.from({ length: Math.min(statementsAtOnce(), specs.length) }, () => ({
    weight: 0,
    members: [] as number[],
  }));
  const sharers = specs.flatMap((_, index) => (sharing[index] ? [index] : []));
  const units =
    sharers.length > 1
      ? [
          {
            members: sharers,
            weight: 0.5 + 0.5 * sharers.reduce((sum, index) => sum + weightOf(specs[index]!, catalog), 0),
          },
          ...specs.flatMap((spec, index) =>
            sharing[index] ? [] : [{ members: [index], weight: weightOf(spec, catalog) }],
          ),
        ]
      : specs.map((spec, index) => ({ members: [index], weight: weightOf(spec, catalog) }));
  units
    .sort((a, b) => b.weight - a.weight || a.members[0]! - b.members[0]!)
    .forEach((unit) => {
      const lightest = groups.reduce((best, group) => (group.weight < best.weight ? group : best));
      lightest.weight += unit.weight;
      lightest.members.push(...unit.members);
    });
  return groups.map((group) => group.members.sort((a, b) => a - b)).filter((members) => members.length);
}

/**
 * Each chart's rows (the charts' order): without dashboard filters the charts are split into statements run at once
 * (statementsAtOnce), each reading the records once for its charts (one chart: its own statement), or once per chart
 * when all they read is covered by an index (togetherStatement); with filters, one statement reading them once.
 */
async function rowsTogether(
  db: DbOrTx,
  source: ScopedSource,
  specs: ChartSpec[],
  filters: DashboardFilters,
): Promise<ChartRow[][]> {
  const rows: ChartRow[][] = new Array<ChartRow[]>(specs.length);
  const byKey = new Map(source.catalog.fields.map((entry) => [entry.key, entry]));
  // The dashboard's filters narrow the records (through indexes, mostly, then the heap): one statement keeps them once,
  // as a second read costs about what it saves (a filtered run inlined was ~190 ms against ~50 at 100,000 projects).
  const narrowed = describeFilters(source.catalog, filters, source.id).length > 0;
  const run = async (members: number[]) => {
    // Prepared again over this statement's records columns, so its charts read the same f0, f1, ...
    const used: Used = new Map();
    const prepared = members.map((index) => prepareChart(source, specs[index]!, filters, used));
    if (!prepared.every(isPrepared)) throw new Error('A chart with a problem cannot be run.');
    if (prepared.length === 1) {
      rows[members[0]!] = await runStatement(db, chartStatement(source, prepared[0]!, used));
      return;
    }
    const covered = members.every((index) =>
      specs[index]!.mappings.every((mapping) => byKey.get(mapping.field)?.covered),
    );
    const [row] = await runStatement(db, togetherStatement(source, prepared, used, narrowed || !covered));
    members.forEach((index, position) => {
      const value = row?.[`chart${position}`];
      rows[index] = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as ChartRow[];
    });
  };
  // Charts without conditions of their own, grouped before they are combined, can share one grouping (sharedGroups).
  const sharing = (spec: ChartSpec) => {
    const prepared = prepareChart(source, spec, filters, new Map());
    return isPrepared(prepared) && !!prepared.groups && !prepared.conditions.length;
  };
  const groups = narrowed
    ? [specs.map((_, index) => index)]
    : splitCharts(specs, source.catalog, specs.map(sharing));
  // A transaction has one connection: its statements run one after the other (savepoints must not interleave).
  if ('rollback' in db) for (const members of groups) await run(members);
  else await Promise.all(groups.map(run));
  return rows;
}

/** One chart's numbers in its one statement (kept answers when the data has not changed). */
export async function runChart(
  db: DbOrTx,
  source: ScopedSource,
  spec: ChartSpec,
  filters: DashboardFilters,
): Promise<VisualizationData> {
  return runCharts(db, source, [spec], filters, 0);
}

/**
 * Chart `wanted` of `specs` (charts of one source on one dashboard, drawn with the same filters, as a dashboard page
 * asks them at once): its kept answer, or its siblings' run when one is under way; else one statement computes it
 * with every sibling not yet kept, and keeps each chart's rows under the key of that chart's own statement.
 */
export async function runCharts(
  db: DbOrTx,
  source: ScopedSource,
  specs: ChartSpec[],
  filters: DashboardFilters,
  wanted: number,
): Promise<VisualizationData> {
  const prepare = (spec: ChartSpec) => {
    const used: Used = new Map();
    const prepared = prepareChart(source, spec, filters, used, !source.readTogether);
    return isPrepared(prepared)
      ? { spec, prepared, statement: chartStatement(source, prepared, used) }
      : { spec, data: prepared };
  };
  const chart = prepare(specs[wanted]!);
  if (!chart.prepared) return chart.data;
  type Runnable = { spec: ChartSpec; prepared: PreparedChart; statement: SQL };
  // Only sources read from wide rows gain from one read for all; others' charts each read their own columns.
  let runnable: Runnable[] = [chart];
  const rows = await chartRowsTogether(
    db,
    source.stamps,
    chart.statement,
    () => {
      if (source.readTogether)
        runnable = specs.flatMap((spec, index) => {
          const entry = index === wanted ? chart : prepare(spec);
          return entry.prepared ? [entry] : [];
        });
      return { statements: runnable.map((entry) => entry.statement), wanted: runnable.indexOf(chart) };
    },
    async (indexes) => {
      // Computed: the form's rollup is missing or old when the statement read the answers; built soon for the next.
      if (source.rollup && indexes.some((index) => runnable[index]!.prepared.rolled))
        buildRollupSoon(
          db,
          source.rollup.surveyId,
          source.rollup.questions,
          indexes.flatMap((index) => runnable[index]!.prepared.rolled?.pair ?? []),
          indexes.some((index) => runnable[index]!.prepared.rolled?.extremes),
        );
      if (indexes.length === 1) return [await runStatement(db, runnable[indexes[0]!]!.statement)];
      return rowsTogether(
        db,
        source,
        indexes.map((index) => runnable[index]!.spec),
        filters,
      );
    },
  );
  return chart.prepared.finish(rows);
}

/** Each chart's numbers computed together in one statement, without kept answers (tests compare them with runChart). */
export async function chartsTogether(
  db: DbOrTx,
  source: ScopedSource,
  specs: ChartSpec[],
  filters: DashboardFilters,
): Promise<VisualizationData[]> {
  const prepared = specs.map((spec) => prepareChart(source, spec, filters, new Map()));
  const runnable = specs.filter((_, index) => isPrepared(prepared[index]!));
  const rows = runnable.length ? await rowsTogether(db, source, runnable, filters) : [];
  let next = 0;
  return prepared.map((chart) => (isPrepared(chart) ? chart.finish(rows[next++]!) : chart));
}

function recordColumns(source: ScopedSource, used: Used): SQL[] {
  return [
    sql`${source.recordId} AS __id`,
    ...[...used.values()].map(
      (entry) =>
        sql`${entry.rowWise ? entry.definition.rows!.column : entry.grain ? entry.definition.grain!.column : entry.definition.column} AS ${sql.identifier(entry.alias)}`,
    ),
  ];
}

/** The source's FROM with the joins of the fields read (a form's indexed answers). */
function fromOf(source: ScopedSource, used: Used): SQL {
  const joins = [...used.values()].flatMap((entry) => {
    const join = entry.rowWise ? entry.definition.rows!.join : entry.definition.join;
    return join ? [join] : [];
  });
  return joins.length ? sql`${source.from} ${sql.join(joins, sql` `)}` : source.from;
}
