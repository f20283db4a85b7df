import { sql, type SQL } from 'drizzle-orm';
import type { ProjectGroupOrdering } from '@oversight/shared/projects/organization-projects.schemas';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';
import { orderBy } from '../../platform/ordering.js';
import { isUuid } from '../../platform/ids.js';
import { visibleTo } from './catalogue.repository.js';
import { type ActivityRow } from './project-activities.repository.js';
import {
  organizationProjects,
  uuidArray,
  whereClause,
  type OrganizationScope,
  type ProjectFilter,
} from './project-filter.repository.js';
import { ORG_CARD_COLUMNS, type OrganizationCardRow } from './directories.repository.js';

/** SQL of the organisation side: project ids, look-alikes, groups, dashboard figures and the change log. */

const NAME = sql`lower(immutable_unaccent(p.name))`;

/** Public ids of every matching project (the table's "select all"), newest first, at most `cap`. */
export async function findProjectPublicIds(
  db: DbOrTx,
  f: ProjectFilter,
  cap: number,
): Promise<{ count: number; ids: string[] }> {
  const result = await db.execute<{ public_id: string; total: number }>(sql`
    SELECT p.public_id, (count(*) OVER ())::int AS total FROM projects p WHERE ${whereClause(f)}
     ORDER BY p.created_at DESC, p.id DESC LIMIT ${cap}`);
  return { count: result.rows[0]?.total ?? 0, ids: result.rows.map((row) => row.public_id) };
}

export type SimilarProjectRow = {
  id: string;
  public_id: string;
  name: string;
  code: string;
  status: number;
  states: string[];
  organization: string | null;
  is_published: boolean;
  similarity: number;
  same_code: boolean;
};

/**
 * Projects the caller can see whose code is the given one, or whose name is like the given name (trigram word
 * similarity through the name's trigram index, migration 0004). Same code first, then the most alike names.
 */
export async function findSimilarProjects(
  db: DbOrTx,
  tenantId: string,
  input: { name?: string; code?: string; excludeId?: string },
  ownerIds: string[],
  limit: number,
): Promise<SimilarProjectRow[]> {
  const name = input.name ? input.name.toLowerCase() : null;
  const byCode = input.code
    ? sql`(p.code = ${input.code} OR p.code = ${input.code.toUpperCase()})`
    : sql`false`;
  const byName = name ? sql`immutable_unaccent(${name}) <% ${NAME}` : sql`false`;
  const score = name ? sql`word_similarity(immutable_unaccent(${name}), ${NAME})` : sql`0::real`;
  const result = await db.execute<SimilarProjectRow>(sql`
    SELECT p.id, p.public_id, p.name, p.code, p.status, p.states, p.is_published,
           (SELECT o.name FROM organizations o WHERE o.id = coalesce(p.agency_id, p.ministry_id, p.organization_id)) AS organization,
           ${score}::float8 AS similarity, ${byCode} AS same_code
      FROM projects p
     WHERE p.tenant_id = ${tenantId} AND ${visibleTo({ ownerIds, granted: null })} AND (${byCode} OR ${byName})
       ${input.excludeId ? sql`AND p.public_id <> ${input.excludeId} AND p.id::text <> ${input.excludeId}` : sql``}
     ORDER BY same_code DESC, similarity DESC, p.id
     LIMIT ${limit}`);
  return result.rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Groups

export type GroupRow = {
  id: string;
  name: string;
  projects_count: number;
  created_at: string;
  modified_at: string;
};

const GROUP_COLUMNS = sql`g.id, g.name, g.created_at, g.modified_at,
  (SELECT count(*) FROM project_group_members gm JOIN projects p ON p.id = gm.project_id WHERE gm.group_id = g.id AND p.deleted_at IS NULL)::int AS projects_count`;

export async function insertGroup(
  db: DbOrTx,
  values: { tenantId: string; organizationId: string; name: string; createdBy: string },
): Promise<GroupRow> {
  const result = await db.execute<GroupRow>(sql`
    WITH g AS (
      INSERT INTO project_groups (tenant_id, organization_id, name, created_by)
      VALUES (${values.tenantId}, ${values.organizationId}, ${values.name}, ${values.createdBy}) RETURNING *)
    SELECT g.id, g.name, g.created_at, g.modified_at, 0 AS projects_count FROM g`);
  return result.rows[0]!;
}

export async function groupNameTaken(
  db: DbOrTx,
  organizationId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM project_groups g WHERE g.organization_id = ${organizationId} AND lower(g.name) = ${name.toLowerCase()}
      ${exceptId ? sql`AND g.id <> ${exceptId}` : sql``} LIMIT 1`);
  return result.rows.length > 0;
}

export async function findGroup(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  id: string,
): Promise<GroupRow | undefined> {
  if (!isUuid(id)) return undefined;
  const result = await db.execute<GroupRow>(sql`
    SELECT ${GROUP_COLUMNS} FROM project_groups g
     WHERE g.tenant_id = ${tenantId} AND g.organization_id = ${organizationId} AND g.id = ${id}`);
  return result.rows[0];
}

const GROUP_ORDER_COLUMNS = {
  name: sql`lower(g.name)`,
  created: sql`g.created_at`,
  modified: sql`g.modified_at`,
};

export async function findGroups(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  query: { name?: string; ordering?: readonly ProjectGroupOrdering[] },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: GroupRow[] }> {
  const pattern = query.name ? `%${query.name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`g.tenant_id = ${tenantId} AND g.organization_id = ${organizationId} ${pattern ? sql`AND lower(g.name) LIKE ${pattern}` : sql``}`;
  return countedPage<GroupRow>(
    db,
    sql`SELECT count(*)::int AS count FROM project_groups g WHERE ${where}`,
    sql`
      SELECT ${GROUP_COLUMNS} FROM project_groups g WHERE ${where}
       ORDER BY ${orderBy(query.ordering ?? ['-created'], GROUP_ORDER_COLUMNS, sql`g.id`)} LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}

export async function renameGroup(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  id: string,
  name: string,
) {
  await db.execute(sql`
    UPDATE project_groups SET name = ${name}, modified_at = now()
     WHERE tenant_id = ${tenantId} AND organization_id = ${organizationId} AND id = ${id}`);
}

export async function deleteGroup(db: DbOrTx, tenantId: string, organizationId: string, id: string) {
  await db.execute(
    sql`DELETE FROM project_groups WHERE tenant_id = ${tenantId} AND organization_id = ${organizationId} AND id = ${id}`,
  );
}

export async function addGroupMembers(db: DbOrTx, tenantId: string, groupId: string, projectIds: string[]) {
  await db.execute(sql`
    INSERT INTO project_group_members (tenant_id, group_id, project_id)
    SELECT ${tenantId}, ${groupId}, unnest(${uuidArray(projectIds)}) ON CONFLICT DO NOTHING`);
  await db.execute(
    sql`UPDATE project_groups SET modified_at = now() WHERE tenant_id = ${tenantId} AND id = ${groupId}`,
  );
}

export async function removeGroupMembers(
  db: DbOrTx,
  tenantId: string,
  groupId: string,
  projectIds: string[],
) {
  await db.execute(sql`
    DELETE FROM project_group_members
     WHERE tenant_id = ${tenantId} AND group_id = ${groupId} AND project_id = ANY(${uuidArray(projectIds)})`);
  await db.execute(
    sql`UPDATE project_groups SET modified_at = now() WHERE tenant_id = ${tenantId} AND id = ${groupId}`,
  );
}

/** Of these project refs (public id or uuid), those in the organisation's scope: {ref, id}. */
export async function findScopedProjects(
  db: DbOrTx,
  tenantId: string,
  scope: OrganizationScope,
  refs: string[],
): Promise<{ id: string; public_id: string }[]> {
  const uuids = refs.filter((ref) => isUuid(ref));
  const result = await db.execute<{ id: string; public_id: string }>(sql`
    SELECT p.id, p.public_id FROM projects p
     WHERE p.tenant_id = ${tenantId} AND ${organizationProjects(scope)}
       AND (p.public_id = ANY(${sql.param(refs)}::text[]) OR p.id = ANY(${uuidArray(uuids)}))`);
  return result.rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Dashboard and change log

export type ContractorRow = OrganizationCardRow & { email: string | null; status: 'invited' | 'accepted' };

/**
 * Contractors of the organisation: those on the scope's projects and those it invited (POST /users/contractor/), the
 * busiest first. "accepted" once the contractor's account can sign in (a password or Google set up).
 */
export async function findScopeContractors(
  db: DbOrTx,
  tenantId: string,
  scope: OrganizationScope,
  page: { limit: number; offset: number; query?: string },
): Promise<{ count: number; rows: ContractorRow[] }> {
  // The related ids first (index-backed joins), then the name filter on the few organisations they are.
  const named = page.query
    ? sql`o.name ILIKE ${`%${page.query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`
    : sql`true`;
  const related = sql`SELECT id, sum(n)::int AS n FROM (
      SELECT pc.organization_id AS id, count(*) AS n FROM project_contractors pc JOIN projects p ON p.id = pc.project_id
       WHERE p.tenant_id = ${tenantId} AND ${organizationProjects(scope)} GROUP BY pc.organization_id
      UNION ALL
      SELECT ci.contractor_id, 0 FROM contractor_invitations ci WHERE ci.tenant_id = ${tenantId} AND ci.organization_id = ${scope.id}) c
    GROUP BY id`;
  return countedPage<ContractorRow>(
    db,
    sql`SELECT count(*)::int AS count FROM (${related}) c JOIN organizations o ON o.id = c.id WHERE ${named}`,
    sql`
      SELECT ${ORG_CARD_COLUMNS}, o.email,
             CASE WHEN EXISTS (SELECT 1 FROM users u WHERE u.id = o.owner_id AND (u.password_hash IS NOT NULL OR u.google_sub IS NOT NULL))
                  THEN 'accepted' ELSE 'invited' END AS status
        FROM (${related}) c JOIN organizations o ON o.id = c.id
       WHERE ${named}
       ORDER BY c.n DESC, o.name, o.id LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}

export type UpdateRow = ActivityRow & {
  project_public_id: string;
  project_name: string;
  project_code: string;
};

/**
 * The newest changes of the scope's projects. The page's ids come first from the narrow index columns (walking the
 * tenant's log newest first, or each scope project's), then only those rows' wide `changes` are read: sorting 49,000
 * entries with their change sets took minutes on PGlite. The count reads the per-project index only.
 */
export async function findScopeUpdates(
  db: DbOrTx,
  tenantId: string,
  scope: OrganizationScope,
  filters: { projectRef?: string; action?: string },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: UpdateRow[] }> {
  // A project is in its activities' tenant: filtering the project by tenant lets the count skip the log's rows.
  const parts: SQL[] = [sql`p.tenant_id = ${tenantId}`, organizationProjects(scope)];
  if (filters.projectRef)
    parts.push(
      isUuid(filters.projectRef)
        ? sql`p.id = ${filters.projectRef}`
        : sql`p.public_id = ${filters.projectRef}`,
    );
  if (filters.action) parts.push(sql`a.action = ${filters.action}`);
  const where = sql.join(parts, sql` AND `);
  return countedPage<UpdateRow>(
    db,
    sql`SELECT count(*)::int AS count FROM projects p JOIN project_activities a ON a.project_id = p.id WHERE ${where}`,
    sql`
      SELECT a.id, a.action, a.changes, a.created_at, a.actor_id, u.username AS actor_username, u.display_name AS actor_display_name,
             u.avatar_url AS actor_avatar, u.account_type AS actor_account_type, (u.deleted_at IS NOT NULL) AS actor_deleted,
             p.public_id AS project_public_id, p.name AS project_name, p.code AS project_code
        FROM (SELECT a.id FROM project_activities a JOIN projects p ON p.id = a.project_id
               WHERE a.tenant_id = ${tenantId} AND ${where}
               ORDER BY a.created_at DESC, a.id DESC
               LIMIT ${page.limit} OFFSET ${page.offset}) newest
        JOIN project_activities a ON a.id = newest.id JOIN projects p ON p.id = a.project_id LEFT JOIN users u ON u.id = a.actor_id
       ORDER BY a.created_at DESC, a.id DESC`,
    'together',
  );
}

/** Money appropriated (for the year, from yearly_appropriation; else in total) and the average completion. */
export async function scopeFigures(
  db: DbOrTx,
  f: ProjectFilter,
  year: number | undefined,
): Promise<{ appropriated: string; average_completion: string | null }> {
  const amount = year ? sql`(p.yearly_appropriation->>${String(year)})::numeric` : sql`p.total_appropriation`;
  const result = await db.execute<{ appropriated: string; average_completion: string | null }>(sql`
    SELECT coalesce(sum(${amount}), 0)::text AS appropriated, avg(p.percentage_completed)::text AS average_completion
      FROM projects p WHERE ${whereClause(f)}`);
  return result.rows[0]!;
}
