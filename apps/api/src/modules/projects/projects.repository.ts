import { sql, type SQL } from 'drizzle-orm';
import type { AccountType } from '@oversight/shared/reference/enums';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';
import { isUuid } from '../../platform/ids.js';

/**
 * SQL of the public project catalogue. Every query names its tenant; visibility (published, or the unpublished
 * projects of the caller's organisations) is part of every project filter, so no list can leak a draft.
 */

export const EARTH_RADIUS_M = 6_371_008.8;
/** Above this many points the map answer is cut (the discover map shows every published project). */
export const MAP_POINT_CAP = 100_000;

/**
 * Full text on the words as prefixes; 'corrected' when that found nothing: each word may also be one of its
 * closest known words (`alternatives[i]` for `words[i]`, see findWordCorrections).
 */
export type TextSearch = { words: string[]; mode: 'fts' | 'corrected'; alternatives?: string[][] };
export type AroundMe = { lat: number; lng: number; distance: number };

/** Filters after the service resolved usernames to organisation ids and checked the caller's rights. */
export type ProjectFilter = {
  tenantId: string;
  /**
   * Published projects, or (false) the unpublished projects of these organisations, or ('any': only with an
   * `organization` scope) an organisation's projects whatever their state, narrowed by `isPublished`.
   */
  published: boolean | 'any';
  ownerOrganizationIds?: string[];
  isPublished?: boolean;
  /** In any of these project groups. */
  groupIds?: string[];
  /** The child projects of this project (projects.id). */
  parentProjectId?: string;
  search?: TextSearch;
  /** `name`/`username` of the filter panel; when both are given a project matching either is kept. */
  nameContains?: string;
  linkedOrganizationIds?: string[];
  tags?: string[];
  virtualTags?: ('most_discussed' | 'newly_added' | 'nearing_completion')[];
  years?: number[];
  minTotalCost?: string;
  maxTotalCost?: string;
  minAmountBudgeted?: string;
  maxAmountBudgeted?: string;
  statuses?: number[];
  states?: string[];
  sectors?: string[];
  sdgs?: number[];
  ministryIds?: string[];
  agencyIds?: string[];
  contractorIds?: string[];
  mdaIds?: string[];
  /** An organisation's listing (profile, `organization`): see organizationProjects. */
  organization?: OrganizationScope;
  /**
   * With `organization`: also (or, with sharedOnly, only) the projects shared with the caller by stakeholder grants
   * (item-access grantedItemIdsSql).
   */
  sharedWith?: { granted: SQL; sharedOnly: boolean };
  startDateFrom?: string;
  endDateTo?: string;
  around?: AroundMe;
  excludeProjectId?: string;
  /** Eyemarked by this user (GET /users/me/eyemarks/). */
  eyemarkedBy?: string;
  notEyemarkedBy?: string;
  /** Suggestions: a project matching any of these interests is kept (ranked by how many it matches). */
  interests?: Interests;
};

export type Interests = { states: string[]; sectors: string[]; sdgs: number[]; ministryIds: string[] };

export type OrganizationScope = { id: string; accountType: string; childIds: string[] };

export type ProjectOrderKey =
  | 'name'
  | 'status'
  | 'modified'
  | 'created'
  | 'total_project_cost'
  | 'percentage_completed'
  | 'views'
  | 'distance'
  | 'rank'
  | 'discussed'
  | 'eyemarked'
  | 'eyemarked_at'
  | 'interest';
export type ProjectOrder = { key: ProjectOrderKey; descending: boolean }[];

/** A projects row as the catalogue selects it (snake_case from SQL, without the search vector). */
export type ProjectRow = {
  id: string;
  tenant_id: string;
  public_id: string;
  name: string;
  code: string;
  description: string;
  status: number;
  plan: number | null;
  sectors: string[];
  sdgs: number[];
  categories: string[];
  tags: string[];
  states: string[];
  lgas: string[];
  wards: string[];
  start_date: string | null;
  end_date: string | null;
  date_awarded: string | null;
  percentage_completed: string;
  total_project_cost: string | null;
  total_amount_released: string | null;
  total_amount_spent: string | null;
  total_financial_commitment: string | null;
  total_appropriation: string | null;
  appropriation_for_2021: string | null;
  amount_budgeted: string | null;
  yearly_appropriation: Record<string, string>;
  currency: string;
  links: string[];
  contract_type: string | null;
  geo_political_zone: string | null;
  ministry_id: string | null;
  agency_id: string | null;
  organization_id: string | null;
  parent_project_id: string | null;
  image_url: string | null;
  views: number;
  eyemarked_count: number;
  reviews_count: number;
  is_published: boolean;
  created_at: string;
  modified_at: string;
  distance?: number | null;
};

const COLUMNS = sql.raw(
  [
    'id',
    'tenant_id',
    'public_id',
    'name',
    'code',
    'description',
    'status',
    'plan',
    'sectors',
    'sdgs',
    'categories',
    'tags',
    'states',
    'lgas',
    'wards',
    'start_date',
    'end_date',
    'date_awarded',
    'percentage_completed',
    'total_project_cost',
    'total_amount_released',
    'total_amount_spent',
    'total_financial_commitment',
    'total_appropriation',
    'appropriation_for_2021',
    'amount_budgeted',
    'yearly_appropriation',
    'currency',
    'links',
    'contract_type',
    'geo_political_zone',
    'ministry_id',
    'agency_id',
    'organization_id',
    'parent_project_id',
    'image_url',
    'views',
    'eyemarked_count',
    'reviews_count',
    'is_published',
    'created_at',
    'modified_at',
  ]
    .map((column) => `p.${column}`)
    .join(', '),
);

/** One array parameter (drizzle would expand a bare JS array into a list of parameters). */
const pgArray = (values: readonly unknown[], type: 'uuid' | 'text' | 'integer' | 'smallint') =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;
export const uuidArray = (ids: string[]) => pgArray(ids, 'uuid');
export const textArray = (values: string[]) => pgArray(values, 'text');

const TS_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * 'hospit:* & kano:*' from the words, or '(hospitl:* | hospital | hospitals) & kano:*' with corrections.
 * Only letters and digits reach to_tsquery.
 */
function tsQuery(search: TextSearch): SQL {
  const terms = search.words.map((word, index) => {
    const alternatives = (search.mode === 'corrected' ? (search.alternatives?.[index] ?? []) : []).filter(
      (alt) => TS_WORD.test(alt),
    );
    return alternatives.length ? `(${[`${word}:*`, ...alternatives].join(' | ')})` : `${word}:*`;
  });
  return sql`to_tsquery('english', ${terms.join(' & ')})`;
}
const NAME_NORMALISED = sql`lower(immutable_unaccent(p.name))`;

/** Nearing completion: ongoing and at least 70% done, or due within six months. */
export const NEARING_COMPLETION = sql`(p.status = 1 AND (p.percentage_completed >= 70 OR (p.end_date >= current_date AND p.end_date <= current_date + interval '6 months')))`;

/** Not soft-deleted (a deleted project is also unpublished, so published-only queries need not say it). */
export const NOT_DELETED = sql`p.deleted_at IS NULL`;

/** The projects an organisation's listing shows: contractor -> contracted; agency -> its own; ministry -> its own and its agencies'. */
export function organizationProjects(scope: OrganizationScope): SQL {
  if (scope.accountType === 'CONTRACTOR') {
    return sql`(p.deleted_at IS NULL AND p.id IN (SELECT pc.project_id FROM project_contractors pc WHERE pc.organization_id = ${scope.id}))`;
  }
  if (scope.accountType === 'AGENCY')
    return sql`(p.deleted_at IS NULL AND (p.agency_id = ${scope.id} OR p.organization_id = ${scope.id}))`;
  if (scope.accountType === 'MINISTRY') {
    const ids = [scope.id, ...scope.childIds];
    return sql`(p.deleted_at IS NULL AND (p.ministry_id = ${scope.id} OR p.organization_id = ANY(${uuidArray(ids)}) OR p.agency_id = ANY(${uuidArray(ids)})))`;
  }
  return sql`(p.deleted_at IS NULL AND (p.organization_id = ${scope.id} OR p.id IN (SELECT pa.project_id FROM project_affiliations pa WHERE pa.organization_id = ${scope.id})))`;
}

function linkedTo(ids: string[]): SQL {
  const array = uuidArray(ids);
  return sql`(p.ministry_id = ANY(${array}) OR p.agency_id = ANY(${array}) OR p.organization_id = ANY(${array})
    OR p.id IN (SELECT pc.project_id FROM project_contractors pc WHERE pc.organization_id = ANY(${array})))`;
}

export const likePattern = (value: string) =>
  `%${value.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A project active in year Y started by 31 December Y and had not ended before 1 January Y. */
export const activeInYear = (year: number) =>
  sql`(p.start_date <= ${`${year}-12-31`}::date AND (p.end_date IS NULL OR p.end_date >= ${`${year}-01-01`}::date))`;

/** One term per kind of interest: OR-ed to filter, summed (as 0/1) to rank. */
function interestMatches(interests: Interests, joiner: ' OR ' | ' + '): SQL {
  const terms: SQL[] = [];
  if (interests.states.length) terms.push(sql`p.states && ${textArray(interests.states)}`);
  if (interests.sectors.length) terms.push(sql`p.sectors && ${textArray(interests.sectors)}`);
  if (interests.sdgs.length) terms.push(sql`p.sdgs && ${pgArray(interests.sdgs, 'integer')}`);
  if (interests.ministryIds.length) {
    const ids = uuidArray(interests.ministryIds);
    terms.push(sql`(p.ministry_id = ANY(${ids}) OR p.agency_id = ANY(${ids}))`);
  }
  if (!terms.length) return joiner === ' OR ' ? sql`true` : sql`0`;
  return joiner === ' OR '
    ? sql.join(terms, sql` OR `)
    : sql.join(
        terms.map((term) => sql`(${term})::int`),
        sql` + `,
      );
}

export function whereClause(f: ProjectFilter): SQL {
  const parts: SQL[] = [sql`p.tenant_id = ${f.tenantId}`];
  // A deleted project is never published (project-deletion.service.ts): only lists that may show drafts name deleted_at.
  if (f.published === 'any') {
    parts.push(NOT_DELETED);
    if (!f.organization) parts.push(sql`false`);
    if (f.isPublished !== undefined)
      parts.push(f.isPublished ? sql`p.is_published` : sql`NOT p.is_published`);
  } else if (f.published) parts.push(sql`p.is_published`);
  else {
    const owners = uuidArray(f.ownerOrganizationIds ?? []);
    parts.push(
      sql`NOT p.is_published AND p.deleted_at IS NULL AND (p.organization_id = ANY(${owners}) OR p.ministry_id = ANY(${owners}) OR p.agency_id = ANY(${owners}))`,
    );
  }
  if (f.search?.words.length) parts.push(sql`p.search @@ ${tsQuery(f.search)}`);
  const byName =
    f.nameContains !== undefined
      ? sql`${NAME_NORMALISED} LIKE immutable_unaccent(${likePattern(f.nameContains)})`
      : null;
  const byUsername = f.linkedOrganizationIds
    ? f.linkedOrganizationIds.length
      ? linkedTo(f.linkedOrganizationIds)
      : sql`false`
    : null;
  if (byName && byUsername) parts.push(sql`(${byName} OR ${byUsername})`);
  else if (byName) parts.push(byName);
  else if (byUsername) parts.push(byUsername);
  if (f.tags?.length || f.virtualTags?.length) {
    const anyTag: SQL[] = [];
    if (f.tags?.length) anyTag.push(sql`p.tags && ${textArray(f.tags)}`);
    for (const tag of f.virtualTags ?? []) {
      if (tag === 'most_discussed') anyTag.push(sql`(p.reviews_count > 0 OR p.eyemarked_count > 0)`);
      if (tag === 'newly_added') anyTag.push(sql`p.created_at >= now() - interval '90 days'`);
      if (tag === 'nearing_completion') anyTag.push(NEARING_COMPLETION);
    }
    parts.push(sql`(${sql.join(anyTag, sql` OR `)})`);
  }
  if (f.years?.length) parts.push(sql`(${sql.join(f.years.map(activeInYear), sql` OR `)})`);
  if (f.minTotalCost !== undefined) parts.push(sql`p.total_project_cost >= ${f.minTotalCost}::numeric`);
  if (f.maxTotalCost !== undefined) parts.push(sql`p.total_project_cost <= ${f.maxTotalCost}::numeric`);
  if (f.minAmountBudgeted !== undefined)
    parts.push(sql`p.amount_budgeted >= ${f.minAmountBudgeted}::numeric`);
  if (f.maxAmountBudgeted !== undefined)
    parts.push(sql`p.amount_budgeted <= ${f.maxAmountBudgeted}::numeric`);
  if (f.statuses?.length) parts.push(sql`p.status = ANY(${pgArray(f.statuses, 'smallint')})`);
  if (f.states?.length) parts.push(sql`p.states && ${textArray(f.states)}`);
  if (f.sectors?.length) parts.push(sql`p.sectors && ${textArray(f.sectors)}`);
  if (f.sdgs?.length) parts.push(sql`p.sdgs && ${pgArray(f.sdgs, 'integer')}`);
  if (f.ministryIds)
    parts.push(f.ministryIds.length ? sql`p.ministry_id = ANY(${uuidArray(f.ministryIds)})` : sql`false`);
  if (f.agencyIds)
    parts.push(f.agencyIds.length ? sql`p.agency_id = ANY(${uuidArray(f.agencyIds)})` : sql`false`);
  if (f.mdaIds) {
    const ids = uuidArray(f.mdaIds);
    parts.push(
      f.mdaIds.length ? sql`(p.ministry_id = ANY(${ids}) OR p.agency_id = ANY(${ids}))` : sql`false`,
    );
  }
  if (f.contractorIds) {
    parts.push(
      f.contractorIds.length
        ? sql`p.id IN (SELECT pc.project_id FROM project_contractors pc WHERE pc.organization_id = ANY(${uuidArray(f.contractorIds)}))`
        : sql`false`,
    );
  }
  if (f.organization && f.sharedWith) {
    const shared = sql`p.id IN (${f.sharedWith.granted})`;
    parts.push(
      f.sharedWith.sharedOnly ? shared : sql`(${organizationProjects(f.organization)} OR ${shared})`,
    );
  } else if (f.organization) parts.push(organizationProjects(f.organization));
  if (f.parentProjectId) parts.push(sql`p.parent_project_id = ${f.parentProjectId}`);
  if (f.groupIds)
    parts.push(
      sql`p.id IN (SELECT gm.project_id FROM project_group_members gm WHERE gm.group_id = ANY(${uuidArray(f.groupIds)}))`,
    );
  if (f.startDateFrom) parts.push(sql`p.start_date >= ${f.startDateFrom}::date`);
  if (f.endDateTo) parts.push(sql`p.end_date <= ${f.endDateTo}::date`);
  if (f.excludeProjectId) parts.push(sql`p.id <> ${f.excludeProjectId}`);
  if (f.eyemarkedBy)
    parts.push(sql`p.id IN (SELECT e.project_id FROM eyemarks e WHERE e.user_id = ${f.eyemarkedBy})`);
  if (f.interests) parts.push(sql`(${interestMatches(f.interests, ' OR ')})`);
  if (f.notEyemarkedBy)
    parts.push(
      sql`NOT EXISTS (SELECT 1 FROM eyemarks e WHERE e.user_id = ${f.notEyemarkedBy} AND e.project_id = p.id)`,
    );
  return sql.join(parts, sql` AND `);
}

/**
 * "Around me": the (latitude, longitude) index narrows to a bounding box, then haversine keeps the circle.
 * A project with several locations counts by its nearest one.
 */
function nearCte(f: ProjectFilter): SQL {
  const a = f.around!;
  const dLat = (a.distance / EARTH_RADIUS_M) * (180 / Math.PI);
  const farthestLat = Math.min(89.9, Math.abs(a.lat) + dLat);
  const dLng = Math.min(180, dLat / Math.cos((farthestLat * Math.PI) / 180));
  const haversine = sql`2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
      power(sin(radians(l.latitude - ${a.lat}::float8) / 2), 2)
      + cos(radians(${a.lat}::float8)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${a.lng}::float8) / 2), 2))))`;
  return sql`near AS (
    SELECT l.project_id, min(${haversine}) AS distance
      FROM project_locations l
     WHERE l.latitude BETWEEN ${a.lat - dLat}::float8 AND ${a.lat + dLat}::float8
       AND l.longitude BETWEEN ${a.lng - dLng}::float8 AND ${a.lng + dLng}::float8
       AND l.tenant_id = ${f.tenantId}
     GROUP BY l.project_id)`;
}

export function fromClause(f: ProjectFilter): { with: SQL; from: SQL } {
  if (!f.around) return { with: sql``, from: sql`projects p` };
  return {
    with: sql`WITH ${nearCte(f)} `,
    from: sql`projects p JOIN near n ON n.project_id = p.id AND n.distance <= ${f.around.distance}::float8`,
  };
}

function rankExpression(f: ProjectFilter): SQL {
  if (!f.search?.words.length) return sql`0`;
  return sql`ts_rank(p.search, ${tsQuery(f.search)})`;
}

const ORDER_COLUMNS: Record<
  Exclude<ProjectOrderKey, 'rank' | 'distance' | 'eyemarked_at' | 'interest'>,
  string
> = {
  name: 'p.name',
  status: 'p.status',
  modified: 'p.modified_at',
  created: 'p.created_at',
  total_project_cost: 'p.total_project_cost',
  percentage_completed: 'p.percentage_completed',
  views: 'p.views',
  discussed: 'p.reviews_count',
  eyemarked: 'p.eyemarked_count',
};

function orderClause(f: ProjectFilter, order: ProjectOrder, distanceColumn = 'n.distance'): SQL {
  const terms = order.map(({ key, descending }) => {
    // Plain ASC/DESC on NOT NULL columns, so the (tenant, published, column) indexes serve the order.
    const direction = sql.raw(descending ? 'DESC' : 'ASC');
    if (key === 'rank') return sql`rank ${direction}`;
    if (key === 'distance')
      return f.around ? sql`${sql.raw(distanceColumn)} ${direction}` : sql`p.created_at DESC`;
    if (key === 'discussed')
      return sql`p.reviews_count ${direction}, p.eyemarked_count ${direction}, p.views ${direction}`;
    if (key === 'interest') {
      // A bare constant would read as a column position: without interests, fall back to creation time.
      const hasInterests = f.interests && Object.values(f.interests).some((values) => values.length);
      return hasInterests
        ? sql`(${interestMatches(f.interests!, ' + ')}) ${direction}`
        : sql`p.created_at DESC`;
    }
    if (key === 'eyemarked_at') {
      return f.eyemarkedBy
        ? sql`(SELECT e.created_at FROM eyemarks e WHERE e.user_id = ${f.eyemarkedBy} AND e.project_id = p.id) ${direction}`
        : sql`p.created_at DESC`;
    }
    // The one nullable order column: projects without a cost come last either way (an index per direction).
    if (key === 'total_project_cost') return sql`p.total_project_cost ${direction} NULLS LAST`;
    return sql`${sql.raw(ORDER_COLUMNS[key])} ${direction}`;
  });
  const last = order[order.length - 1];
  terms.push(sql`p.id ${sql.raw(last?.descending ? 'DESC' : 'ASC')}`);
  return sql.join(terms, sql`, `);
}

export async function countProjects(db: DbOrTx, f: ProjectFilter): Promise<number> {
  const { with: withClause, from } = fromClause(f);
  const result = await db.execute<{ count: number }>(
    sql`${withClause}SELECT count(*)::int AS count FROM ${from} WHERE ${whereClause(f)}`,
  );
  return result.rows[0]!.count;
}

/**
 * True when the filter narrows the set through an index of its own (text, place, arrays, organisations): then one
 * query can count the matches while it sorts them (count(*) OVER ()), instead of a second pass over the same rows.
 * Without such a filter the page comes straight off an ordered index and a separate count is cheaper.
 */
export function isNarrowFilter(f: ProjectFilter): boolean {
  return !!(
    f.search?.words.length ||
    f.around ||
    f.states?.length ||
    f.sectors?.length ||
    f.sdgs?.length ||
    f.tags?.length ||
    f.virtualTags?.length ||
    f.ministryIds ||
    f.agencyIds ||
    f.contractorIds ||
    f.mdaIds ||
    f.organization ||
    f.linkedOrganizationIds ||
    f.nameContains ||
    f.eyemarkedBy ||
    f.excludeProjectId ||
    f.published !== true ||
    !!f.groupIds ||
    !!f.parentProjectId
  );
}

/**
 * Up to three known words (search_words, migration 0007) closest to each query word of three letters or more.
 * Candidates come through the word-similarity operator (<%, indexed); PGlite 0.5's `%` operator breaks the backend.
 */
export async function findWordCorrections(db: DbOrTx, words: string[]): Promise<Map<string, string[]>> {
  const candidates = words.filter((word) => word.length >= 3);
  if (!candidates.length) return new Map();
  const result = await db.execute<{ input: string; corrections: string[] }>(sql`
    SELECT q.word AS input, array_agg(c.word ORDER BY c.score DESC) AS corrections
      FROM unnest(${textArray(candidates)}) q(word)
      CROSS JOIN LATERAL (
        SELECT s.word, similarity(s.word, q.word) AS score FROM search_words s
         WHERE q.word <% s.word AND s.word <> q.word AND similarity(s.word, q.word) >= 0.4
         ORDER BY score DESC LIMIT 3) c
     GROUP BY q.word`);
  return new Map(result.rows.map((row) => [row.input, row.corrections]));
}

/**
 * Whether any project matches. The matches are a materialised CTE read lazily: a bare EXISTS lets the planner bet on
 * a sequential scan finding a row early, and a prefix it thinks rare ("hospitl:*") then reads the whole table
 * (~0.5 s at 100,000 projects) instead of the text index (~1 ms).
 */
export async function anyProjects(db: DbOrTx, f: ProjectFilter): Promise<boolean> {
  const { from } = fromClause(f);
  const near = f.around ? sql`${nearCte(f)}, ` : sql``;
  const result = await db.execute<{ found: boolean }>(
    sql`WITH ${near}matches AS MATERIALIZED (SELECT 1 FROM ${from} WHERE ${whereClause(f)})
      SELECT EXISTS (SELECT 1 FROM matches) AS found`,
  );
  return result.rows[0]!.found;
}

export async function findProjectRows(
  db: DbOrTx,
  f: ProjectFilter,
  order: ProjectOrder,
  page: { limit: number; offset: number },
  options: { withCount?: boolean } = {},
): Promise<(ProjectRow & { total_count?: number })[]> {
  const { with: withClause, from } = fromClause(f);
  const distance = f.around ? sql`n.distance` : sql`NULL::float8`;
  const total = options.withCount ? sql`, (count(*) OVER ())::int AS total_count` : sql``;
  const result = await db.execute<ProjectRow & { total_count?: number }>(sql`${withClause}
    SELECT ${COLUMNS}, ${distance} AS distance, ${rankExpression(f)} AS rank${total}
      FROM ${from}
     WHERE ${whereClause(f)}
     ORDER BY ${orderClause(f, order)}
     LIMIT ${page.limit} OFFSET ${page.offset}`);
  return result.rows;
}

export type PageEntry = {
  id: string;
  /** The owners, so the caller's access can be read while the rows are (project-lists presentEntries). */
  organization_id: string | null;
  ministry_id: string | null;
  agency_id: string | null;
  distance: number | null;
  total_count?: number;
  status_counts?: number[];
};

/** The columns an order can read, for the fenced subquery of findProjectPage. */
const ORDER_INPUT_COLUMNS = sql.raw(
  [
    'id',
    'status',
    'name',
    'created_at',
    'modified_at',
    'total_project_cost',
    'percentage_completed',
    'views',
    'reviews_count',
    'eyemarked_count',
    'states',
    'sectors',
    'sdgs',
    'ministry_id',
    'agency_id',
    'organization_id',
  ]
    .map((column) => `p.${column}`)
    .join(', '),
);

/**
 * The ids (and distances) of one page, in order; the rows themselves come from findProjectsByIds.
 * withCount: the matches are selected in a subquery with no order (OFFSET 0 keeps the planner from flattening it),
 * so they come from the filter's own indexes, and are counted while they are sorted, in one pass. Without the fence
 * the planner may walk an ordered index over the whole table to avoid a sort the window count needs anyway.
 */
export async function findProjectPage(
  db: DbOrTx,
  f: ProjectFilter,
  order: ProjectOrder,
  page: { limit: number; offset: number },
  options: { withCount?: boolean; withStatusCounts?: boolean } = {},
): Promise<PageEntry[]> {
  const { with: withClause, from } = fromClause(f);
  const distance = f.around ? sql`n.distance` : sql`NULL::float8`;
  if (!options.withCount) {
    const result = await db.execute<PageEntry>(sql`${withClause}
      SELECT p.id, p.organization_id, p.ministry_id, p.agency_id, ${distance} AS distance, ${rankExpression(f)} AS rank
        FROM ${from}
       WHERE ${whereClause(f)}
       ORDER BY ${orderClause(f, order)}
       LIMIT ${page.limit} OFFSET ${page.offset}`);
    return result.rows;
  }
  // Counts per status code (0-5) in the same pass, for the search page's status_count.
  const statusCounts = options.withStatusCounts
    ? sql`, ARRAY[${sql.join(
        [0, 1, 2, 3, 4, 5].map(
          (code) => sql`(count(*) FILTER (WHERE p.status = ${sql.raw(String(code))}) OVER ())::int`,
        ),
        sql`, `,
      )}] AS status_counts`
    : sql``;
  const result = await db.execute<PageEntry>(sql`${withClause}
    SELECT p.id, p.organization_id, p.ministry_id, p.agency_id, p.distance, (count(*) OVER ())::int AS total_count${statusCounts}
      FROM (SELECT ${ORDER_INPUT_COLUMNS}, ${distance} AS distance, ${rankExpression(f)} AS rank
              FROM ${from}
             WHERE ${whereClause(f)}
            OFFSET 0) p
     ORDER BY ${orderClause(f, order, 'p.distance')}
     LIMIT ${page.limit} OFFSET ${page.offset}`);
  return result.rows;
}

/** {not_started, ongoing, ...} counts of the filtered set, by status code. */
export async function countProjectsByStatus(db: DbOrTx, f: ProjectFilter): Promise<Map<number, number>> {
  const { with: withClause, from } = fromClause(f);
  const result = await db.execute<{ status: number; count: number }>(
    sql`${withClause}SELECT p.status, count(*)::int AS count FROM ${from} WHERE ${whereClause(f)} GROUP BY p.status`,
  );
  return new Map(result.rows.map((row) => [row.status, row.count]));
}

/**
 * Every matching project as a compact point, built as JSON text by PostgreSQL in one query (the discover map needs
 * the whole country; going through row objects would cost more than the query).
 */
export async function projectMapJson(
  db: DbOrTx,
  f: ProjectFilter,
  shape: 'map' | 'geojson',
): Promise<string> {
  const { with: withClause, from } = fromClause(f);
  const statusName = sql`(ARRAY['NOT_STARTED','ON_GOING','COMPLETED','ON_HOLD','CANCELED','ABANDONED'])[p.status + 1]`;
  const item =
    shape === 'map'
      ? sql`json_build_object('public_id', p.public_id, 'name', p.name, 'status', ${statusName}, 'lat', p.latitude, 'lng', p.longitude)`
      : sql`json_build_object('type', 'Feature', 'geometry', json_build_object('type', 'Point', 'coordinates', json_build_array(p.longitude, p.latitude)),
              'properties', json_build_object('public_id', p.public_id, 'name', p.name, 'status', ${statusName}))`;
  const result = await db.execute<{ body: string }>(sql`${withClause}
    SELECT coalesce(json_agg(x.item), '[]'::json)::text AS body FROM (
      SELECT ${item} AS item FROM ${from}
       WHERE ${whereClause(f)} AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL
       LIMIT ${MAP_POINT_CAP}) x`);
  const points = result.rows[0]!.body;
  return shape === 'map' ? points : `{"type":"FeatureCollection","features":${points}}`;
}

export type OrganizationBrief = {
  id: string;
  name: string;
  username: string;
  account_type: AccountType;
  avatar: string | null;
};
export type LocationRow = {
  state: string | null;
  lga: string | null;
  ward: string | null;
  latitude: number;
  longitude: number;
};
export type ProjectRelations = {
  id: string;
  locations: LocationRow[];
  contractors: OrganizationBrief[];
  ministry: OrganizationBrief | null;
  agency: OrganizationBrief | null;
  owner: OrganizationBrief | null;
  parent_public_id: string | null;
  is_eyemarked: boolean;
};

const orgJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'username', ${alias}.username, 'account_type', ${alias}.account_type, 'avatar', ${alias}.avatar_url)`,
  );

/** Locations, contractors, ministry, agency, owner, parent and the caller's eyemark of a page of projects: one query. */
export type ProjectWithRelations = ProjectRow & Omit<ProjectRelations, 'id'>;

/** Projects by id with their locations, contractors, ministry, agency, owner, parent and the caller's eyemark: one query. */
export async function findProjectsByIds(
  db: DbOrTx,
  projectIds: string[],
  viewerId: string | null,
): Promise<Map<string, ProjectWithRelations>> {
  if (!projectIds.length) return new Map();
  const result = await db.execute<ProjectWithRelations>(sql`
    SELECT ${COLUMNS},
      (SELECT coalesce(json_agg(json_build_object('state', l.state, 'lga', l.lga, 'ward', l.ward, 'latitude', l.latitude, 'longitude', l.longitude) ORDER BY l.position), '[]'::json)
         FROM project_locations l WHERE l.project_id = p.id) AS locations,
      (SELECT coalesce(json_agg(${orgJson('o')} ORDER BY o.name), '[]'::json)
         FROM project_contractors pc JOIN organizations o ON o.id = pc.organization_id WHERE pc.project_id = p.id) AS contractors,
      (SELECT ${orgJson('o')} FROM organizations o WHERE o.id = p.ministry_id) AS ministry,
      (SELECT ${orgJson('o')} FROM organizations o WHERE o.id = p.agency_id) AS agency,
      (SELECT ${orgJson('o')} FROM organizations o WHERE o.id = p.organization_id) AS owner,
      (SELECT pp.public_id FROM projects pp WHERE pp.id = p.parent_project_id) AS parent_public_id,
      ${viewerId ? sql`EXISTS (SELECT 1 FROM eyemarks e WHERE e.user_id = ${viewerId} AND e.project_id = p.id)` : sql`false`} AS is_eyemarked
    FROM projects p WHERE p.id = ANY(${uuidArray(projectIds)})`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** What a signed-in caller sees of shared projects on top of the public answer: one query for any page. */
export type ViewerFlags = {
  id: string;
  eyemarked_count: number;
  reviews_count: number;
  is_eyemarked: boolean;
};

/**
 * The caller's eyemark and the counters their own actions move, for the projects of a shared page that are still
 * published in the tenant (a project missing from the answer was unpublished or removed since the page was built).
 */
export async function findViewerFlags(
  db: DbOrTx,
  tenantId: string,
  projectIds: string[],
  viewerId: string,
): Promise<Map<string, ViewerFlags>> {
  if (!projectIds.length) return new Map();
  const result = await db.execute<ViewerFlags>(viewerFlagsSql(tenantId, projectIds, viewerId));
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** The SELECT behind findViewerFlags, to run alongside another read (item access) in one statement. */
export function viewerFlagsSql(tenantId: string, projectIds: string[], viewerId: string): SQL {
  // The caller's eyemark on each project of the page: one primary-key probe of (user, project) per project, however
  // many projects the caller eyemarked.
  return sql`
    SELECT p.id, p.eyemarked_count, p.reviews_count,
           EXISTS (SELECT 1 FROM eyemarks e WHERE e.user_id = ${viewerId}::uuid AND e.project_id = p.id) AS is_eyemarked
      FROM projects p
     WHERE p.id = ANY(${uuidArray(projectIds)}) AND p.tenant_id = ${tenantId}::uuid AND p.is_published`;
}

const byPublicId = (id: string) => (isUuid(id) ? sql`p.id = ${id}::uuid` : sql`p.public_id = ${id}`);

/** Who may see a draft: members of these organisations, and (granted) ids of the projects shared with the caller. */
export type ProjectVisibility = { ownerIds: string[]; granted: SQL | null };

/** Visible: published, or unpublished and owned by one of these organisations or shared with the caller. */
export const visibleTo = ({ ownerIds, granted }: ProjectVisibility) => {
  const drafts: SQL[] = [];
  if (ownerIds.length)
    drafts.push(
      sql`p.organization_id = ANY(${uuidArray(ownerIds)}) OR p.ministry_id = ANY(${uuidArray(ownerIds)}) OR p.agency_id = ANY(${uuidArray(ownerIds)})`,
    );
  if (granted) drafts.push(sql`p.id IN (${granted})`);
  return drafts.length
    ? sql`(p.is_published OR (p.deleted_at IS NULL AND (${sql.join(drafts, sql` OR `)})))`
    : sql`p.is_published`;
};

export async function findProject(
  db: DbOrTx,
  tenantId: string,
  id: string,
  visibility: ProjectVisibility,
): Promise<ProjectRow | undefined> {
  const result = await db.execute<ProjectRow>(sql`
    SELECT ${COLUMNS} FROM projects p WHERE p.tenant_id = ${tenantId} AND ${byPublicId(id)} AND ${visibleTo(visibility)}`);
  return result.rows[0];
}

export async function findChildProjects(
  db: DbOrTx,
  tenantId: string,
  parentId: string,
): Promise<ProjectRow[]> {
  const result = await db.execute<ProjectRow>(sql`
    SELECT ${COLUMNS} FROM projects p WHERE p.tenant_id = ${tenantId} AND p.parent_project_id = ${parentId} AND p.is_published
     ORDER BY p.name LIMIT 100`);
  return result.rows;
}

export async function findAffiliations(db: DbOrTx, projectId: string): Promise<OrganizationBrief[]> {
  const result = await db.execute<OrganizationBrief>(sql`
    SELECT o.id, o.name, o.username, o.account_type, o.avatar_url AS avatar
      FROM project_affiliations pa JOIN organizations o ON o.id = pa.organization_id
     WHERE pa.project_id = ${projectId} ORDER BY o.name`);
  return result.rows;
}

export type ActivityRow = {
  id: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  created_at: string;
  actor_id: string | null;
  actor_username: string | null;
  actor_display_name: string | null;
  actor_avatar: string | null;
  actor_account_type: AccountType | null;
  actor_deleted: boolean | null;
};

export async function findActivities(
  db: DbOrTx,
  projectId: string,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: ActivityRow[] }> {
  return countedPage<ActivityRow>(
    db,
    sql`SELECT count(*)::int AS count FROM project_activities WHERE project_id = ${projectId}`,
    sql`
      SELECT a.id, a.action, a.changes, a.created_at, a.actor_id, u.username AS actor_username, u.display_name AS actor_display_name,
             u.avatar_url AS actor_avatar, u.account_type AS actor_account_type, (u.deleted_at IS NOT NULL) AS actor_deleted
        FROM project_activities a LEFT JOIN users u ON u.id = a.actor_id
       WHERE a.project_id = ${projectId}
       ORDER BY a.created_at DESC, a.id DESC
       LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}

/** Records a change in the project's history (used by the organisation-side writes and the importer). */
export async function insertActivity(
  db: DbOrTx,
  activity: {
    tenantId: string;
    projectId: string;
    actorId: string | null;
    action: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  },
) {
  await db.execute(sql`
    INSERT INTO project_activities (tenant_id, project_id, actor_id, action, changes)
    VALUES (${activity.tenantId}, ${activity.projectId}, ${activity.actorId}, ${activity.action}, ${JSON.stringify(activity.changes)}::jsonb)`);
}

export async function defaultTenantId(db: DbOrTx): Promise<string | undefined> {
  const result = await db.execute<{ id: string }>(sql`SELECT id FROM tenants WHERE is_default LIMIT 1`);
  return result.rows[0]?.id;
}

export type LinkedProjectRow = {
  id: string;
  public_id: string;
  name: string;
  status: number;
  percentage_completed: string | number;
  total_project_cost: string | null;
  total_amount_released: string | null;
  total_amount_spent: string | null;
  visible: boolean;
};

/**
 * Projects of the tenant by id or public id (one query), with their progress and money and whether the caller may see
 * each (published, or a draft of these organisations or shared with the caller): plan activities link to them.
 */
export async function findLinkedProjects(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
  visibility: ProjectVisibility,
): Promise<LinkedProjectRow[]> {
  if (!ids.length) return [];
  const uuids = ids.filter((id) => isUuid(id));
  const result = await db.execute<LinkedProjectRow>(sql`
    SELECT p.id, p.public_id, p.name, p.status, p.percentage_completed, p.total_project_cost, p.total_amount_released, p.total_amount_spent,
           ${visibleTo(visibility)} AS visible
      FROM projects p
     WHERE p.tenant_id = ${tenantId}::uuid AND (p.id = ANY(${uuidArray(uuids)}) OR p.public_id = ANY(${sql.param(ids)}::text[]))`);
  return result.rows;
}
