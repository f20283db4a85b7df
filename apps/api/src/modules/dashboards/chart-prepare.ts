import { sql, type SQL } from 'drizzle-orm';
import type { DashboardFilters } from '@oversight/shared/dashboards/data-sources.schemas';
import type { VisualizationData } from '@oversight/shared/dashboards/visualizations.schemas';
import type { FieldDef } from './data-source-fields.js';
import { chartConditions, describeFilters } from './chart-filters.js';
import { groupParts, preGroupedSelect } from './chart-groups.js';
import { rolledChart } from './chart-rolled.js';
import {
  COMBINABLE,
  emptyData,
  GROUPS_MAX,
  isProblem,
  kindQuery,
  measureLabel,
  measureSql,
  ORDERED_KEYS,
  plan,
  round,
  type ChartRow,
  type ChartSpec,
  type Planned,
  type PreparedChart,
  type ScopedSource,
  type Used,
} from './chart-plan.js';

/**
 * A chart prepared to run (PreparedChart): planned, its conditions, its measures' columns, then its SELECT as a
 * number, a pre-grouped chart (preGroupedSelect) or a grouped chart over its records.
 */

/** What the steps of prepareChart share: the planned chart, its conditions and the fields it reads so far. */
type Preparing = {
  source: ScopedSource;
  spec: ChartSpec;
  filters: DashboardFilters;
  used: Used;
  planned: Planned;
  applied: string[];
  conditions: SQL[];
  rolled: PreparedChart['rolled'];
  measureColumns: (SQL | null)[];
  labels: string[];
  /** Registers a field the chart reads (once, as f0, f1, ... of the scoped records r) and gives its column. */
  use: (definition: FieldDef) => SQL;
};

export const isPrepared = (value: PreparedChart | VisualizationData): value is PreparedChart =>
  'select' in value;

export function prepareChart(
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
  const rolled = rolledChart(source, spec, planned, filters) ?? undefined;

  // Only the fields in use are read, each once, as f0, f1, ... of the scoped records r.
  const use = (definition: FieldDef) => {
    let entry = used.get(definition.key);
    if (!entry) used.set(definition.key, (entry = { alias: `f${used.size}`, definition }));
    return sql`r.${sql.identifier(entry.alias)}`;
  };
  const conditions = chartConditions(source, spec, filters, planned.filters);
  const { measures } = planned;
  const measureColumns = measures.map((measure) =>
    measure.definition && measure.aggregation !== 'count' ? use(measure.definition) : null,
  );
  const labels = measures.map((measure) => measureLabel(measure, catalog.recordsLabel, measure.label));
  const chart: Preparing = {
    source,
    spec,
    filters,
    used,
    planned,
    applied,
    conditions,
    rolled,
    measureColumns,
    labels,
    use,
  };
  if (spec.type === 'number') return numberChart(chart);
  const rowWise = readsRowWise(chart, alone);
  return preGroups(chart, rowWise) ? preGroupedChart(chart) : groupedChart(chart, rowWise);
}

/** A number: the first measure over the dashboard's dates (or all time) and over the period before, to compare. */
function numberChart(chart: Preparing): PreparedChart {
  const { source, spec, filters, planned, applied, conditions, rolled, measureColumns, labels, use } = chart;
  const { catalog } = source;
  const { measures } = planned;
  const dateDefinition = catalog.filterFields.date
    ? catalog.fields.find((entry) => entry.key === catalog.filterFields.date)
    : undefined;
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

/** A grouped chart's rows (categories, series, the total's row first) as its data. */
function finishGrouped(chart: Preparing, result: ChartRow[]): VisualizationData {
  const { spec, source, applied, labels } = chart;
  const { x, series, measures } = chart.planned;
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
    ...emptyData(spec, null, source.catalog.recordsLabel, applied),
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
}

/**
 * Grouped by a list readable as rows (a form's multiple choice from the answer index), in a chart alone: one row per
 * value (a record without any: one NULL row) straight from the join, not each record's values gathered and unnested.
 * Registers the list, read as rows, in `used`.
 */
function readsRowWise(chart: Preparing, alone: boolean): boolean {
  const { spec, used } = chart;
  const { x, series } = chart.planned;
  const rowWise =
    alone &&
    x!.definition.many &&
    !!x!.definition.rows &&
    !series?.definition.many &&
    !used.has(x!.definition.key) &&
    spec.mappings.filter((mapping) => mapping.field === x!.definition.key).length === 1;
  if (rowWise) used.set(x!.definition.key, { alias: `f${used.size}`, definition: x!.definition, rowWise });
  return rowWise;
}

const isSortable = (definition: FieldDef) => definition.type === 'number' || definition.type === 'date';
const spreadOrGrained = (definition: FieldDef | undefined) => !!definition?.many || !!definition?.grain;

/** Whether the chart is grouped first by what its records store (preGroupedChart): a list or a grain, combinable. */
function preGroups(chart: Preparing, rowWise: boolean): boolean {
  const { x, series, measures } = chart.planned;
  return (
    !rowWise &&
    !isSortable(x!.definition) &&
    measures.every((measure) => COMBINABLE.has(measure.aggregation)) &&
    (spreadOrGrained(x!.definition) || spreadOrGrained(series?.definition))
  );
}

/** A chart grouped first by what its records store, then spread and combined (preGroupedSelect). */
function preGroupedChart(chart: Preparing): PreparedChart {
  const { source, spec, used, conditions, rolled, measureColumns, use } = chart;
  const { x, series, measures } = chart.planned;
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
    finish: (rows) => finishGrouped(chart, rows),
  };
}

/** A chart grouped by its categories (and series) over its records, lists spread one row per value. */
function groupedChart(chart: Preparing, rowWise: boolean): PreparedChart {
  const { source, spec, conditions, rolled, measureColumns, use } = chart;
  const { x, series, measures } = chart.planned;
  const sortable = isSortable(x!.definition);
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
    finish: (rows) => finishGrouped(chart, rows),
  };
}
