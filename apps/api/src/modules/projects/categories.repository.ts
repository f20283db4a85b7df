import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activeInYear, fromClause, whereClause, type ProjectFilter } from './project-filter.repository.js';

/** SQL of the aggregates: tags, years, categories, analysis. */

export async function countTags(db: DbOrTx, tenantId: string): Promise<{ tag: string; count: number }[]> {
  const result = await db.execute<{ tag: string; count: number }>(sql`
    SELECT t AS tag, count(*)::int AS count FROM projects p, unnest(p.tags) t
     WHERE p.tenant_id = ${tenantId} AND p.is_published GROUP BY t ORDER BY count(*) DESC, t`);
  return result.rows;
}

export async function projectYearRange(
  db: DbOrTx,
  tenantId: string,
): Promise<{ first: number | null; last: number | null }> {
  const result = await db.execute<{ first: number | null; last: number | null }>(sql`
    SELECT extract(year FROM min(p.start_date))::int AS first, extract(year FROM max(coalesce(p.end_date, p.start_date)))::int AS last
      FROM projects p WHERE p.tenant_id = ${tenantId} AND p.is_published`);
  return result.rows[0] ?? { first: null, last: null };
}

export type CategoryAggregate = { key: string; budget: string; active: number };

/** Allocated budget (the year's appropriation) and ongoing projects active that year, grouped by sector, state or ministry. */
export async function categoryAggregates(
  db: DbOrTx,
  tenantId: string,
  year: number,
  by: 'sector' | 'state' | 'ministry',
): Promise<CategoryAggregate[]> {
  const key = by === 'sector' ? sql`k` : by === 'state' ? sql`k` : sql`p.ministry_id::text`;
  const from =
    by === 'sector'
      ? sql`projects p, unnest(p.sectors) k`
      : by === 'state'
        ? sql`projects p, unnest(p.states) k`
        : sql`projects p`;
  const result = await db.execute<CategoryAggregate>(sql`
    SELECT ${key} AS key,
           coalesce(sum((p.yearly_appropriation ->> ${String(year)})::numeric), 0)::text AS budget,
           (count(*) FILTER (WHERE p.status = 1 AND ${activeInYear(year)}))::int AS active
      FROM ${from}
     WHERE p.tenant_id = ${tenantId} AND p.is_published ${by === 'ministry' ? sql`AND p.ministry_id IS NOT NULL` : sql``}
     GROUP BY 1`);
  return result.rows;
}

export type AnalysisAggregate = {
  key: string;
  abandoned: number;
  completed: number;
  ongoing: number;
  on_hold: number;
  budget: string;
};

/** Status counts and appropriation per state, SDG or ministry of the filtered projects. */
export async function analysisAggregates(
  db: DbOrTx,
  f: ProjectFilter,
  by: 'state' | 'sdg' | 'ministry',
  year: number | undefined,
): Promise<AnalysisAggregate[]> {
  const { with: withClause, from } = fromClause(f);
  const grouped =
    by === 'state'
      ? sql`${from} CROSS JOIN LATERAL unnest(p.states) k`
      : by === 'sdg'
        ? sql`${from} CROSS JOIN LATERAL unnest(p.sdgs) k`
        : from;
  const key = by === 'ministry' ? sql`p.ministry_id::text` : sql`k::text`;
  const budget =
    year === undefined
      ? sql`p.total_appropriation`
      : sql`(p.yearly_appropriation ->> ${String(year)})::numeric`;
  const result = await db.execute<AnalysisAggregate>(sql`${withClause}
    SELECT ${key} AS key,
           (count(*) FILTER (WHERE p.status = 5))::int AS abandoned,
           (count(*) FILTER (WHERE p.status = 2))::int AS completed,
           (count(*) FILTER (WHERE p.status = 1))::int AS ongoing,
           (count(*) FILTER (WHERE p.status = 3))::int AS on_hold,
           coalesce(sum(${budget}), 0)::text AS budget
      FROM ${grouped}
     WHERE ${whereClause(f)} ${by === 'ministry' ? sql`AND p.ministry_id IS NOT NULL` : sql``}
     GROUP BY 1`);
  return result.rows;
}
