import { sql, type SQL } from 'drizzle-orm';
import {
  CITIZEN_PROGRESS_DIVERGENCE_POINTS,
  CITIZEN_PROGRESS_MIN_REPORTS,
  CITIZEN_PROGRESS_WINDOW_DAYS,
} from '@oversight/shared/posts/posts.schemas';
import { PROJECT_STATUSES } from '@oversight/shared/reference/enums';

const CITIZEN_PROGRESS_RULE = {
  windowDays: CITIZEN_PROGRESS_WINDOW_DAYS,
  minReports: CITIZEN_PROGRESS_MIN_REPORTS,
  points: CITIZEN_PROGRESS_DIVERGENCE_POINTS,
};

/**
 * The WHERE, FROM and ORDER BY of the project catalogue's filter. Every filter names its tenant; visibility (published,
 * or the unpublished projects of the caller's organisations) is part of every project filter, so no list can leak a draft.
 */

export const EARTH_RADIUS_M = 6_371_008.8;

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
  /** Citizens' reports of the last 90 days diverge from the official progress (shared posts/citizen-progress.ts). */
  progressDivergence?: boolean;
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

/**
 * The projects whose citizens' view of progress diverges from the official one: shared posts/citizen-progress.ts in
 * SQL, over the reviews with a view of the work (the partial index posts_progress_reports_idx holds only those).
 */
function progressDivergent(tenantId: string): SQL {
  const { windowDays, minReports, points } = CITIZEN_PROGRESS_RULE;
  return sql`p.id IN (
    SELECT po.project_id FROM posts po JOIN projects pp ON pp.id = po.project_id
     WHERE po.tenant_id = ${tenantId} AND po.type = 'REVIEW' AND po.parent_id IS NULL
       AND (po.work_status IS NOT NULL OR po.estimated_completion IS NOT NULL)
       AND po.created_at >= now() - make_interval(days => ${windowDays})
     GROUP BY po.project_id, pp.percentage_completed, pp.status
    HAVING (count(po.estimated_completion) >= ${minReports}
            AND abs(round((percentile_cont(0.5) WITHIN GROUP (ORDER BY po.estimated_completion))::numeric, 1) - pp.percentage_completed) > ${points})
        OR (pp.status = ${PROJECT_STATUSES.ON_GOING.code}
            AND count(*) FILTER (WHERE po.work_status = 'stopped') >= ${minReports}
            AND count(*) FILTER (WHERE po.work_status = 'stopped') > count(*) FILTER (WHERE po.work_status = 'yes')))`;
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
  if (f.progressDivergence) parts.push(progressDivergent(f.tenantId));
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
export function nearCte(f: ProjectFilter): SQL {
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

export function rankExpression(f: ProjectFilter): SQL {
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

export function orderClause(f: ProjectFilter, order: ProjectOrder, distanceColumn = 'n.distance'): SQL {
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
