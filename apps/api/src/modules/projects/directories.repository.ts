import { sql, type SQL } from 'drizzle-orm';
import type { AccountType } from '@oversight/shared/reference/enums';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';
import { isUuid } from '../../platform/ids.js';
import { type OrganizationBrief } from './catalogue.repository.js';
import {
  likePattern,
  organizationProjects,
  textArray,
  uuidArray,
  type OrganizationScope,
} from './project-filter.repository.js';

/** SQL of organisations and people as directories, search buckets, filters and profiles read them. */

export type OrganizationCardRow = OrganizationBrief & {
  description: string;
  parent_id: string | null;
  no_of_projects: number;
  created_at: string;
  website: string | null;
  owner_id: string | null;
  is_personal: boolean;
};

/**
 * Published projects of each organisation's own listing (organizationProjects without the agencies of a ministry).
 * "agency or owner" is counted as agency + (owner and not that agency), each from a partial index of published
 * projects alone, and a contractor's as its projects minus its drafts (migration 0016): the OR of two columns, or a
 * look at each contracted project, would read every matching row (~20-90 ms per card at 100,000 projects, against
 * ~0.5-3 ms).
 */
const ownProjectCount = sql`(CASE o.account_type
    WHEN 'CONTRACTOR' THEN (SELECT count(*) FROM project_contractors pc WHERE pc.organization_id = o.id)
      - (SELECT count(*) FROM project_contractors pc JOIN projects p ON p.id = pc.project_id WHERE pc.organization_id = o.id AND NOT p.is_published)
    WHEN 'AGENCY' THEN (SELECT count(*) FROM projects p WHERE p.agency_id = o.id AND p.is_published)
      + (SELECT count(*) FROM projects p WHERE p.organization_id = o.id AND p.agency_id IS DISTINCT FROM o.id AND p.is_published)
    WHEN 'MINISTRY' THEN (SELECT count(*) FROM projects p WHERE p.ministry_id = o.id AND p.is_published)
      + (SELECT count(*) FROM projects p WHERE p.organization_id = o.id AND p.ministry_id IS DISTINCT FROM o.id AND p.is_published)
    ELSE (SELECT count(*) FROM projects p WHERE p.organization_id = o.id AND p.is_published) END)::int`;

export const ORG_CARD_COLUMNS = sql`o.id, o.name, o.username, o.account_type, o.avatar_url AS avatar, o.description, o.parent_id, o.created_at, o.website,
  o.owner_id, o.is_personal, ${ownProjectCount} AS no_of_projects`;

const orgText = sql`lower(immutable_unaccent(o.name || ' ' || o.username))`;

/** Matches organisations by name or username: substring, or (for typos) trigram word similarity. */
function orgMatches(query: string | undefined): SQL {
  if (!query) return sql`true`;
  const normalised = query.toLowerCase();
  return sql`(${orgText} LIKE immutable_unaccent(${likePattern(normalised)}) OR immutable_unaccent(${normalised}) <% ${orgText})`;
}

export async function searchOrganizations(
  db: DbOrTx,
  tenantId: string,
  accountTypes: string[],
  query: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: OrganizationCardRow[] }> {
  const where = sql`o.tenant_id = ${tenantId} AND o.is_visible AND NOT o.is_personal AND o.account_type = ANY(${textArray(accountTypes)}) AND ${orgMatches(query)}`;
  const order = query
    ? sql`word_similarity(immutable_unaccent(${query.toLowerCase()}), ${orgText}) DESC, o.name, o.id`
    : sql`o.name, o.id`;
  return countedPage<OrganizationCardRow>(
    db,
    sql`SELECT count(*)::int AS count FROM organizations o WHERE ${where}`,
    sql`SELECT ${ORG_CARD_COLUMNS} FROM organizations o WHERE ${where} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}

export async function findOrganizationsByUsernames(
  db: DbOrTx,
  tenantId: string,
  usernames: string[],
  accountTypes?: string[],
): Promise<string[]> {
  if (!usernames.length) return [];
  const result = await db.execute<{ id: string }>(sql`
    SELECT o.id FROM organizations o
     WHERE o.tenant_id = ${tenantId} AND lower(o.username) = ANY(${textArray(usernames)})
       ${accountTypes ? sql`AND o.account_type = ANY(${textArray(accountTypes)})` : sql``}`);
  return result.rows.map((row) => row.id);
}

/** Organisations whose username or name contains the text (the `username` filter of the search box). */
export async function findOrganizationsMatching(
  db: DbOrTx,
  tenantId: string,
  text: string,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT o.id FROM organizations o
     WHERE o.tenant_id = ${tenantId} AND NOT o.is_personal AND ${orgText} LIKE immutable_unaccent(${likePattern(text)})
     LIMIT 500`);
  return result.rows.map((row) => row.id);
}

export async function findOrganizationCard(
  db: DbOrTx,
  tenantId: string,
  idOrUsername: string,
): Promise<OrganizationCardRow | undefined> {
  const match = isUuid(idOrUsername)
    ? sql`o.id = ${idOrUsername}::uuid`
    : sql`lower(o.username) = ${idOrUsername.toLowerCase()}`;
  const result = await db.execute<OrganizationCardRow>(
    sql`SELECT ${ORG_CARD_COLUMNS} FROM organizations o WHERE o.tenant_id = ${tenantId} AND ${match}`,
  );
  return result.rows[0];
}

export async function findOrganizationOwnedBy(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  accountType: string,
): Promise<OrganizationCardRow | undefined> {
  const result = await db.execute<OrganizationCardRow>(sql`
    SELECT ${ORG_CARD_COLUMNS} FROM organizations o
     WHERE o.tenant_id = ${tenantId} AND o.owner_id = ${userId} AND o.account_type = ${accountType} AND NOT o.is_personal
     ORDER BY o.created_at LIMIT 1`);
  return result.rows[0];
}

export async function findChildOrganizationIds(
  db: DbOrTx,
  tenantId: string,
  parentId: string,
): Promise<{ id: string; account_type: string }[]> {
  const result = await db.execute<{ id: string; account_type: string }>(sql`
    SELECT o.id, o.account_type FROM organizations o WHERE o.tenant_id = ${tenantId} AND o.parent_id = ${parentId}`);
  return result.rows;
}

export async function findMinistries(db: DbOrTx, tenantId: string): Promise<OrganizationCardRow[]> {
  const result = await db.execute<OrganizationCardRow>(sql`
    SELECT ${ORG_CARD_COLUMNS} FROM organizations o
     WHERE o.tenant_id = ${tenantId} AND o.account_type = 'MINISTRY' AND o.is_visible ORDER BY o.name`);
  return result.rows;
}

export async function findOrganizationNames(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, { name: string; username: string }>> {
  if (!ids.length) return new Map();
  const result = await db.execute<{ id: string; name: string; username: string }>(sql`
    SELECT o.id, o.name, o.username FROM organizations o WHERE o.id = ANY(${uuidArray(ids)})`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** Ministries named by an interest: by id, username or name (interests store what the person picked). */
export async function findMinistryIdsByInterest(
  db: DbOrTx,
  tenantId: string,
  values: string[],
): Promise<string[]> {
  if (!values.length) return [];
  const lowered = values.map((value) => value.toLowerCase());
  const ids = values.filter((value) => isUuid(value));
  const result = await db.execute<{ id: string }>(sql`
    SELECT o.id FROM organizations o
     WHERE o.tenant_id = ${tenantId} AND o.account_type IN ('MINISTRY', 'AGENCY')
       AND (lower(o.username) = ANY(${textArray(lowered)}) OR lower(o.name) = ANY(${textArray(lowered)}) OR o.id = ANY(${uuidArray(ids)}))`);
  return result.rows.map((row) => row.id);
}

export type ProfileFigures = {
  total: number;
  average_completion: string | null;
  appropriated: string;
  not_started: number;
  ongoing: number;
  completed: number;
  on_hold: number;
  canceled: number;
  abandoned: number;
};

export async function organizationFigures(
  db: DbOrTx,
  tenantId: string,
  scope: OrganizationScope,
): Promise<ProfileFigures> {
  const result = await db.execute<ProfileFigures>(sql`
    SELECT count(*)::int AS total, avg(p.percentage_completed)::text AS average_completion,
           coalesce(sum(p.total_appropriation), 0)::text AS appropriated,
           (count(*) FILTER (WHERE p.status = 0))::int AS not_started, (count(*) FILTER (WHERE p.status = 1))::int AS ongoing,
           (count(*) FILTER (WHERE p.status = 2))::int AS completed, (count(*) FILTER (WHERE p.status = 3))::int AS on_hold,
           (count(*) FILTER (WHERE p.status = 4))::int AS canceled, (count(*) FILTER (WHERE p.status = 5))::int AS abandoned
      FROM projects p WHERE p.tenant_id = ${tenantId} AND p.is_published AND ${organizationProjects(scope)}`);
  return result.rows[0]!;
}

export type PublicUserRow = {
  id: string;
  username: string;
  display_name: string;
  avatar: string | null;
  account_type: AccountType;
  bio: string;
  created_at: string;
  privacy: { showEyemarks: boolean; showActivity: boolean };
  interests: { locations: string[]; ministries: string[]; sdgs: string[]; sectors: string[] };
  state_of_residence: string | null;
  eyemarked_count: number;
};

const PUBLIC_USER_COLUMNS = sql`u.id, u.username, u.display_name, u.avatar_url AS avatar, u.account_type, u.bio, u.created_at, u.privacy,
  u.interests, u.state_of_residence, coalesce((SELECT c.eyemarked_count FROM user_eyemark_counts c WHERE c.user_id = u.id), 0) AS eyemarked_count`;
const listedUser = (tenantId: string) =>
  sql`u.tenant_id = ${tenantId} AND NOT u.is_pseudo AND u.deleted_at IS NULL AND u.is_active`;

export async function searchPeople(
  db: DbOrTx,
  tenantId: string,
  query: string | undefined,
  page: { limit: number; offset: number },
) {
  const text = sql`lower(immutable_unaccent(u.display_name || ' ' || u.username))`;
  const matches = query
    ? sql`(${text} LIKE immutable_unaccent(${likePattern(query)}) OR immutable_unaccent(${query.toLowerCase()}) <% ${text})`
    : sql`true`;
  const where = sql`${listedUser(tenantId)} AND u.account_type IN ('CITIZEN', 'CSO') AND ${matches}`;
  const order = query
    ? sql`word_similarity(immutable_unaccent(${query.toLowerCase()}), ${text}) DESC, u.username, u.id`
    : sql`u.username, u.id`;
  return countedPage<PublicUserRow>(
    db,
    sql`SELECT count(*)::int AS count FROM users u WHERE ${where}`,
    sql`SELECT ${PUBLIC_USER_COLUMNS} FROM users u WHERE ${where} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}

export async function findPublicUser(
  db: DbOrTx,
  tenantId: string,
  idOrUsername: string,
): Promise<PublicUserRow | undefined> {
  const match = isUuid(idOrUsername)
    ? sql`u.id = ${idOrUsername}::uuid`
    : sql`lower(u.username) = ${idOrUsername.toLowerCase()}`;
  const result = await db.execute<PublicUserRow>(
    sql`SELECT ${PUBLIC_USER_COLUMNS} FROM users u WHERE ${listedUser(tenantId)} AND ${match}`,
  );
  return result.rows[0];
}
