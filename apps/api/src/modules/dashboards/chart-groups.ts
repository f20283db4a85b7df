import { sql, type SQL } from 'drizzle-orm';
import type { FieldDef } from './data-source-fields.js';
import { GROUPS_MAX, type Measure } from './chart-plan.js';

/** A group's parts of the measures (besides its count of records, n) and how the groups' parts combine into each. */
export function groupParts(measures: Measure[], measureColumns: (SQL | null)[]) {
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
export function preGroupedSelect(
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
