import { sql, type SQL } from 'drizzle-orm';
import type { AccountType } from '@oversight/shared/reference/enums';
import type { DbOrTx } from '../../db/client.js';
import { isUuid } from '../../platform/ids.js';
import {
  type ProjectFilter,
  type ProjectOrder,
  uuidArray,
  whereClause,
  nearCte,
  fromClause,
  rankExpression,
  orderClause,
} from './project-filter.repository.js';

/**
 * SQL of the public project catalogue. Every query names its tenant; visibility (published, or the unpublished
 * projects of the caller's organisations) is part of every project filter, so no list can leak a draft.
 */

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

export async function countProjects(db: DbOrTx, f: ProjectFilter): Promise<number> {
  const { with: withClause, from } = fromClause(f);
  const result = await db.execute<{ count: number }>(
    sql`${withClause}SELECT count(*)::int AS count FROM ${from} WHERE ${whereClause(f)}`,
  );
  return result.rows[0]!.count;
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

/** Reviews of the project (not replies) by sentiment code. */
export async function projectSentimentCounts(db: DbOrTx, tenantId: string, projectId: string) {
  const result = await db.execute<{ sentiment: number; count: number }>(sql`
    SELECT sentiment, count(*)::int AS count FROM posts
     WHERE tenant_id = ${tenantId} AND project_id = ${projectId} AND type = 'REVIEW' AND parent_id IS NULL AND sentiment IS NOT NULL
     GROUP BY sentiment`);
  return result.rows;
}
