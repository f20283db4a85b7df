import { sql, type SQL } from 'drizzle-orm';
import type { DashboardFilters } from '@oversight/shared/dashboards/data-sources.schemas';
import type { VisualizationData } from '@oversight/shared/dashboards/visualizations.schemas';
import type { DbOrTx } from '../../db/client.js';
import { PgDialect } from 'drizzle-orm/pg-core';
import { chartRowsTogether } from './chart-cache.js';
import { buildRollupSoon } from './form-rollups.js';
import type { SourceCatalog } from './data-source-fields.js';
import { describeFilters } from './chart-filters.js';
import { isPrepared, prepareChart } from './chart-prepare.js';
import type { ChartRow, ChartSpec, PreparedChart, ScopedSource, Used } from './chart-plan.js';

export type { ChartMapping, ChartSpec, ScopedSource } from './chart-plan.js';
export { columnFilters, describeFilters } from './chart-filters.js';
export { readsRollup } from './chart-rolled.js';

/**
 * One chart's numbers in ONE SQL statement: the source's records the viewer may see (its FROM and scope), kept by the
 * dashboard's and the chart's filters, grouped by the chart's dimensions and measured by its aggregations. The total
 * of records rides along as the empty grouping set, so nothing is read twice and no row comes back to be summed.
 *
 * Here: the statements and running them. A chart is planned in chart-plan.ts, filtered in chart-filters.ts and
 * prepared in chart-prepare.ts (grouped charts' SQL in chart-groups.ts); a form's chart may read its rollup instead
 * (chart-rolled.ts).
 */

const dialect = new PgDialect();

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
