import { sql, type SQL } from 'drizzle-orm';
import type {
  AggregationFunction,
  DashboardFilters,
} from '@oversight/shared/dashboards/data-sources.schemas';
import { pairKey, formRollupsOn, rolledRows, rollupFresh } from './form-rollups.js';
import type { FieldDef } from './data-source-fields.js';
import { columnFilters } from './chart-filters.js';
import { preGroupedSelect } from './chart-groups.js';
import {
  COMBINABLE,
  GROUPS_MAX,
  isProblem,
  kindQuery,
  ORDERED_KEYS,
  plan,
  type ChartSpec,
  type Measure,
  type Planned,
  type PreparedChart,
  type ScopedSource,
} from './chart-plan.js';

/** Rolled charts: a form's charts answered from its rollup (form-rollups.ts) while it is fresh. */

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
export function rolledChart(
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
