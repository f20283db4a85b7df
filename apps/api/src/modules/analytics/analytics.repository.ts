import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** SQL of the analytics pages: every figure is aggregated here, one statement per answer. */

const pgArray = (values: readonly unknown[], type: 'text' | 'smallint') =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

// ---------------------------------------------------------------------------------------------------------------
// Citizens

/**
 * Whose figures: every citizen and CSO of the tenant, or those an organisation's projects concern: people who
 * eyemarked, reviewed or commented on a project it owns, or is the ministry, agency or a contractor of.
 */
export type PeopleScope = { tenantId: string; organizationId: string | null };

export type CitizenAggregates = {
  total: number;
  registration: { key: string; count: number }[];
  gender: { key: string; count: number }[];
  verification: { key: string; count: number }[];
  age: { key: string; count: number }[];
  states: { key: string; count: number }[];
  interest_states: { key: string; count: number }[];
  interest_sdgs: { key: string; count: number }[];
  interest_ministries: { key: string; count: number }[];
  interest_sectors: { key: string; count: number }[];
  engagement: { key: string; kind: string; count: number }[];
};

const counted = (select: SQL) =>
  sql`(SELECT coalesce(json_agg(json_build_object('key', x.key, 'count', x.count)), '[]'::json) FROM (${select}) x)`;

const interest = (field: string) =>
  counted(
    sql`SELECT v AS key, count(*)::int AS count FROM people, jsonb_array_elements_text(people.interests -> ${field}) v GROUP BY v`,
  );

/** Every figure of GET /users/analysis/ in one statement; months are UTC calendar months of [from, to). */
export async function citizenAggregates(
  db: DbOrTx,
  scope: PeopleScope,
  from: string,
  to: string,
): Promise<CitizenAggregates> {
  const { tenantId, organizationId } = scope;
  const projectScope = organizationId
    ? sql`org_projects AS MATERIALIZED (
        SELECT p.id FROM projects p
         WHERE p.tenant_id = ${tenantId} AND p.deleted_at IS NULL
           AND (p.organization_id = ${organizationId} OR p.ministry_id = ${organizationId} OR p.agency_id = ${organizationId})
        UNION
        SELECT pc.project_id FROM project_contractors pc WHERE pc.organization_id = ${organizationId}),
      engaged AS (
        SELECT e.user_id FROM eyemarks e JOIN org_projects op ON op.id = e.project_id
        UNION
        SELECT s.owner_id FROM posts s JOIN org_projects op ON op.id = s.project_id WHERE s.type IN ('REVIEW', 'COMMENT')),`
    : sql``;
  const engagedJoin = organizationId ? sql`JOIN engaged g ON g.user_id = u.id` : sql``;
  // Engagement: the people's actions (on the organisation's projects only, in its scope) within the period.
  const eyemarkScope = organizationId ? sql`JOIN org_projects op ON op.id = e.project_id` : sql``;
  const postScope = organizationId ? sql`JOIN org_projects op ON op.id = s.project_id` : sql``;
  const result = await db.execute<CitizenAggregates>(sql`
    WITH ${projectScope}
    people AS MATERIALIZED (
      SELECT u.id, u.created_at, u.gender, u.date_of_birth, u.email_verified_at, u.state_of_residence, u.interests
        FROM users u ${engagedJoin}
       WHERE u.tenant_id = ${tenantId} AND u.account_type IN ('CITIZEN', 'CSO') AND NOT u.is_pseudo AND u.deleted_at IS NULL)
    SELECT
      (SELECT count(*)::int FROM people) AS total,
      ${counted(sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS key, count(*)::int AS count FROM people
         WHERE created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz GROUP BY 1`)} AS registration,
      ${counted(sql`SELECT coalesce(gender, 'not_given') AS key, count(*)::int AS count FROM people GROUP BY 1`)} AS gender,
      ${counted(sql`SELECT CASE WHEN email_verified_at IS NULL THEN 'not_verified' ELSE 'verified' END AS key, count(*)::int AS count FROM people GROUP BY 1`)} AS verification,
      ${counted(sql`SELECT CASE
            WHEN a IS NULL THEN 'not_given' WHEN a < 18 THEN 'below_18' WHEN a < 24 THEN '18_24' WHEN a < 32 THEN '24_32'
            WHEN a < 48 THEN '32_48' WHEN a < 60 THEN '48_60' ELSE 'above_60' END AS key, count(*)::int AS count
          FROM (SELECT CASE WHEN date_of_birth ~ '^\\d{4}-\\d{2}-\\d{2}$'
                       THEN extract(year FROM age(current_date, date_of_birth::date))::int END AS a FROM people) ages
         GROUP BY 1`)} AS age,
      ${counted(sql`SELECT coalesce(state_of_residence, 'not_given') AS key, count(*)::int AS count FROM people GROUP BY 1`)} AS states,
      ${interest('locations')} AS interest_states,
      ${interest('sdgs')} AS interest_sdgs,
      ${interest('ministries')} AS interest_ministries,
      ${interest('sectors')} AS interest_sectors,
      (SELECT coalesce(json_agg(json_build_object('key', x.key, 'kind', x.kind, 'count', x.count)), '[]'::json) FROM (
        SELECT to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS key, 'eyemarks' AS kind, count(*)::int AS count
          FROM eyemarks e ${eyemarkScope} JOIN people ON people.id = e.user_id
         WHERE e.tenant_id = ${tenantId} AND e.created_at >= ${from}::timestamptz AND e.created_at < ${to}::timestamptz GROUP BY 1
        UNION ALL
        SELECT to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), CASE s.type WHEN 'REVIEW' THEN 'reviews' ELSE 'comments' END, count(*)::int
          FROM posts s ${postScope} JOIN people ON people.id = s.owner_id
         WHERE s.tenant_id = ${tenantId} AND s.type IN ('REVIEW', 'COMMENT')
           AND s.created_at >= ${from}::timestamptz AND s.created_at < ${to}::timestamptz GROUP BY 1, 2) x) AS engagement`);
  return result.rows[0]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Project filters shared by contractors and facilities (published projects only)

export type AnalyticsFilter = {
  tenantId: string;
  states?: string[];
  sectors?: string[];
  statuses?: number[];
  years?: number[];
  ministryUsernames?: string[];
  agencyUsernames?: string[];
};

const activeInYear = (year: number) =>
  sql`(p.start_date <= ${`${year}-12-31`}::date AND (p.end_date IS NULL OR p.end_date >= ${`${year}-01-01`}::date))`;

const orgIds = (tenantId: string, usernames: string[]) =>
  sql`(SELECT o.id FROM organizations o WHERE o.tenant_id = ${tenantId} AND lower(o.username) = ANY(${pgArray(usernames, 'text')}))`;

function projectWhere(f: AnalyticsFilter): SQL {
  const parts: SQL[] = [sql`p.tenant_id = ${f.tenantId}`, sql`p.is_published`];
  if (f.states?.length) parts.push(sql`p.states && ${pgArray(f.states, 'text')}`);
  if (f.sectors?.length) parts.push(sql`p.sectors && ${pgArray(f.sectors, 'text')}`);
  if (f.statuses?.length) parts.push(sql`p.status = ANY(${pgArray(f.statuses, 'smallint')})`);
  if (f.years?.length) parts.push(sql`(${sql.join(f.years.map(activeInYear), sql` OR `)})`);
  if (f.ministryUsernames?.length)
    parts.push(sql`p.ministry_id IN ${orgIds(f.tenantId, f.ministryUsernames)}`);
  if (f.agencyUsernames?.length) parts.push(sql`p.agency_id IN ${orgIds(f.tenantId, f.agencyUsernames)}`);
  return sql.join(parts, sql` AND `);
}

// ---------------------------------------------------------------------------------------------------------------
// Contractors

export type ContractorOrderKey =
  'projects' | 'value' | 'completion_rate' | 'delayed' | 'abandoned' | 'positive' | 'negative' | 'name';

export type ContractorRow = {
  id: string;
  name: string;
  username: string;
  avatar: string | null;
  rank: number;
  projects: number;
  total_value: string;
  completed: number;
  completion_rate: string;
  average_percentage_completed: string;
  delayed: number;
  abandoned: number;
  positive: number;
  neutral: number;
  negative: number;
};

export type ContractorSummary = {
  contractors: number;
  projects: number;
  total_value: string;
  completed: number;
  delayed: number;
  abandoned: number;
  positive: number;
  neutral: number;
  negative: number;
};

const CONTRACTOR_ORDER: Record<ContractorOrderKey, string> = {
  projects: 'r.projects',
  value: 'r.total_value',
  completion_rate: 'r.completion_rate',
  delayed: 'r.delayed',
  abandoned: 'r.abandoned',
  positive: 'r.positive',
  negative: 'r.negative',
  name: 'lower(r.name)',
};

/** Delayed: the end date has passed and the project is neither completed, canceled nor abandoned. */
const DELAYED = sql`(cp.end_date < current_date AND cp.status NOT IN (2, 4, 5))`;

/**
 * Contractors of the filtered published projects, ranked (rank() over the ordering), a page of them (all with
 * `page` null), the count and the summary, in one statement.
 */
export async function contractorRanking(
  db: DbOrTx,
  f: AnalyticsFilter,
  options: {
    query?: string;
    order: ContractorOrderKey;
    descending: boolean;
    page: { limit: number; offset: number } | null;
  },
): Promise<{ count: number; rows: ContractorRow[]; summary: ContractorSummary }> {
  const direction = sql.raw(options.descending ? 'DESC' : 'ASC');
  const orderBy = sql`${sql.raw(CONTRACTOR_ORDER[options.order])} ${direction} NULLS LAST`;
  const nameFilter = options.query
    ? sql`AND (o.name ILIKE ${`%${escapeLike(options.query)}%`} OR o.username ILIKE ${`%${escapeLike(options.query)}%`})`
    : sql``;
  const page = options.page ? sql`LIMIT ${options.page.limit} OFFSET ${options.page.offset}` : sql``;
  const result = await db.execute<{ count: number; rows: ContractorRow[]; summary: ContractorSummary }>(sql`
    WITH cp AS MATERIALIZED (
      SELECT pc.organization_id AS org, p.id, p.status, p.total_project_cost, p.end_date, p.percentage_completed
        FROM project_contractors pc JOIN projects p ON p.id = pc.project_id
       WHERE ${projectWhere(f)}),
    sentiments AS (
      SELECT s.project_id,
             count(*) FILTER (WHERE s.sentiment IN (3, 4))::int AS positive,
             count(*) FILTER (WHERE s.sentiment IN (2, 5))::int AS neutral,
             count(*) FILTER (WHERE s.sentiment IN (0, 1))::int AS negative
        FROM posts s WHERE s.project_id IN (SELECT DISTINCT id FROM cp) AND s.type = 'REVIEW' AND s.sentiment IS NOT NULL
       GROUP BY s.project_id),
    agg AS (
      SELECT cp.org, count(*)::int AS projects, coalesce(sum(cp.total_project_cost), 0) AS total_value,
             count(*) FILTER (WHERE cp.status = 2)::int AS completed,
             count(*) FILTER (WHERE ${DELAYED})::int AS delayed,
             count(*) FILTER (WHERE cp.status = 5)::int AS abandoned,
             round(avg(cp.percentage_completed), 1) AS average_percentage_completed,
             coalesce(sum(se.positive), 0)::int AS positive, coalesce(sum(se.neutral), 0)::int AS neutral,
             coalesce(sum(se.negative), 0)::int AS negative
        FROM cp LEFT JOIN sentiments se ON se.project_id = cp.id GROUP BY cp.org),
    r AS (
      SELECT o.id, o.name, o.username, o.avatar_url AS avatar, agg.projects, agg.total_value, agg.completed,
             round(100.0 * agg.completed / agg.projects, 1) AS completion_rate, agg.average_percentage_completed,
             agg.delayed, agg.abandoned, agg.positive, agg.neutral, agg.negative
        FROM agg JOIN organizations o ON o.id = agg.org
       WHERE o.tenant_id = ${f.tenantId} ${nameFilter}),
    ranked AS (SELECT r.*, rank() OVER (ORDER BY ${orderBy})::int AS rank FROM r)
    SELECT
      (SELECT count(*)::int FROM r) AS count,
      (SELECT coalesce(json_agg(x ORDER BY x.rank, lower(x.name), x.id), '[]'::json) FROM (
        SELECT r.id, r.name, r.username, r.avatar, r.rank, r.projects, r.total_value::text AS total_value, r.completed,
               r.completion_rate::text AS completion_rate, r.average_percentage_completed::text AS average_percentage_completed,
               r.delayed, r.abandoned, r.positive, r.neutral, r.negative
          FROM ranked r ORDER BY r.rank, lower(r.name), r.id ${page}) x) AS rows,
      (SELECT json_build_object(
         'contractors', (SELECT count(*)::int FROM r),
         'projects', count(DISTINCT cp.id)::int,
         'total_value', (SELECT coalesce(sum(d.total_project_cost), 0)::text FROM (SELECT DISTINCT ON (id) id, total_project_cost FROM cp) d),
         'completed', count(DISTINCT cp.id) FILTER (WHERE cp.status = 2)::int,
         'delayed', count(DISTINCT cp.id) FILTER (WHERE ${DELAYED})::int,
         'abandoned', count(DISTINCT cp.id) FILTER (WHERE cp.status = 5)::int,
         'positive', (SELECT coalesce(sum(positive), 0)::int FROM sentiments),
         'neutral', (SELECT coalesce(sum(neutral), 0)::int FROM sentiments),
         'negative', (SELECT coalesce(sum(negative), 0)::int FROM sentiments)) FROM cp) AS summary`);
  const row = result.rows[0]!;
  return { count: row.count, rows: row.rows, summary: row.summary };
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Facilities

export type FacilityFilter = AnalyticsFilter & { types?: string[]; work?: string };

function facilityWhere(f: FacilityFilter): SQL {
  const parts = [projectWhere(f), sql`p.facility_type IS NOT NULL`];
  if (f.types?.length) parts.push(sql`p.facility_type = ANY(${pgArray(f.types, 'text')})`);
  if (f.work) parts.push(sql`p.facility_work = ${f.work}`);
  return sql.join(parts, sql` AND `);
}

export type FacilityCounts = {
  key: string;
  school: number;
  health_centre: number;
  road: number;
  water_point: number;
  total: number;
};
export type FacilityTableRow = {
  public_id: string;
  name: string;
  type: string;
  work: string;
  status: number;
  states: string[];
  lgas: string[];
  sectors: string[];
  total_project_cost: string | null;
  percentage_completed: string;
  latitude: number | null;
  longitude: number | null;
};
export type FacilityAggregates = {
  count: number;
  by_type: { key: string; built: number; upgraded: number; total: number }[];
  by_state: FacilityCounts[];
  by_sector: FacilityCounts[];
  by_status: FacilityCounts[];
};

const byType = sql`count(*) FILTER (WHERE f.facility_type = 'school')::int AS school,
  count(*) FILTER (WHERE f.facility_type = 'health_centre')::int AS health_centre,
  count(*) FILTER (WHERE f.facility_type = 'road')::int AS road,
  count(*) FILTER (WHERE f.facility_type = 'water_point')::int AS water_point,
  count(*)::int AS total`;

/** The facilities' counts by type (built/upgraded), state, sector and status, in one statement. */
export async function facilityAggregates(db: DbOrTx, f: FacilityFilter): Promise<FacilityAggregates> {
  const result = await db.execute<FacilityAggregates>(sql`
    WITH f AS MATERIALIZED (
      SELECT p.facility_type, p.facility_work, p.status, p.states, p.sectors FROM projects p WHERE ${facilityWhere(f)})
    SELECT
      (SELECT count(*)::int FROM f) AS count,
      (SELECT coalesce(json_agg(x), '[]'::json) FROM (
        SELECT f.facility_type AS key, count(*) FILTER (WHERE f.facility_work = 'built')::int AS built,
               count(*) FILTER (WHERE f.facility_work = 'upgraded')::int AS upgraded, count(*)::int AS total
          FROM f GROUP BY 1) x) AS by_type,
      (SELECT coalesce(json_agg(x), '[]'::json) FROM (SELECT s AS key, ${byType} FROM f, unnest(f.states) s GROUP BY 1) x) AS by_state,
      (SELECT coalesce(json_agg(x), '[]'::json) FROM (SELECT s AS key, ${byType} FROM f, unnest(f.sectors) s GROUP BY 1) x) AS by_sector,
      (SELECT coalesce(json_agg(x), '[]'::json) FROM (SELECT f.status::text AS key, ${byType} FROM f GROUP BY 1) x) AS by_status`);
  return result.rows[0]!;
}

const FACILITY_COLUMNS = sql`p.public_id, p.name, p.facility_type AS type, p.facility_work AS work, p.status, p.states, p.lgas,
  p.sectors, p.total_project_cost::text AS total_project_cost, p.percentage_completed::text AS percentage_completed,
  p.latitude, p.longitude`;

/** The facilities' table ordered by name (a page, or all for the CSV download). */
export async function facilityTable(
  db: DbOrTx,
  f: FacilityFilter,
  page: { limit: number; offset: number } | null,
): Promise<FacilityTableRow[]> {
  const limit = page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
  const result = await db.execute<FacilityTableRow>(sql`
    SELECT ${FACILITY_COLUMNS} FROM projects p WHERE ${facilityWhere(f)} ORDER BY p.name, p.id ${limit}`);
  return result.rows;
}

export type FacilityPointRow = {
  public_id: string;
  name: string;
  type: string;
  status: number;
  lat: number;
  lng: number;
  count: number;
};

/** Up to `cap` located facilities for the map, each with the count of every located facility. */
export async function facilityPoints(
  db: DbOrTx,
  f: FacilityFilter,
  cap: number,
): Promise<FacilityPointRow[]> {
  const result = await db.execute<FacilityPointRow>(sql`
    SELECT p.public_id, p.name, p.facility_type AS type, p.status, p.latitude AS lat, p.longitude AS lng, count(*) OVER ()::int AS count
      FROM projects p WHERE ${facilityWhere(f)} AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL
     ORDER BY p.id LIMIT ${cap}`);
  return result.rows;
}
