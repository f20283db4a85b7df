import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VisitorOrganizationOrdering } from '@oversight/shared/organizations/organizations.schemas';
import type { DbOrTx } from '../../db/client.js';
import { memberships, organizations, roles, tenants } from '../../db/schema/index.js';
import { countedPage } from '../../platform/pagination.js';
import { orderBy } from '../../platform/ordering.js';

const parents = alias(organizations, 'parent');
const viewerMemberships = alias(memberships, 'viewer_membership');
const viewerRoles = alias(roles, 'viewer_role');

// Correlated counts: each is one lookup on an index (organizations_parent_idx, memberships_org_idx) per row.
const subordinatesCount = sql<number>`(SELECT count(*)::int FROM organizations sub WHERE sub.parent_id = ${organizations.id})`;
const membersCount = sql<number>`(SELECT count(*)::int FROM memberships m WHERE m.organization_id = ${organizations.id})`;

const parentColumns = {
  id: parents.id,
  name: parents.name,
  username: parents.username,
  accountType: parents.accountType,
};

export type ParentRow = { id: string; name: string; username: string; accountType: string };

/** Every organisation of the tenant the user belongs to, with the role, oldest membership first. */
export function selectMembershipsOfUser(db: DbOrTx, tenantId: string, userId: string) {
  return db
    .select({ organization: organizations, role: roles, isStaff: memberships.isStaff })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.userId, userId), eq(organizations.tenantId, tenantId)))
    .orderBy(asc(memberships.createdAt), asc(organizations.id));
}

/** One organisation of the tenant with its parent, counts and the viewer's membership (if any). */
export async function selectOrganizationForViewer(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  viewerId: string,
) {
  const [row] = await db
    .select({
      organization: organizations,
      parent: parentColumns,
      subordinatesCount,
      membersCount,
      viewerRole: viewerRoles,
      viewerIsStaff: viewerMemberships.isStaff,
    })
    .from(organizations)
    .leftJoin(parents, eq(parents.id, organizations.parentId))
    .leftJoin(
      viewerMemberships,
      and(eq(viewerMemberships.organizationId, organizations.id), eq(viewerMemberships.userId, viewerId)),
    )
    .leftJoin(viewerRoles, eq(viewerRoles.id, viewerMemberships.roleId))
    .where(and(eq(organizations.id, organizationId), eq(organizations.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

// The directory shows visible, non-personal organisations: the same predicate as the partial indexes of migration 0002.
const inDirectory = (tenantId: string) =>
  and(
    eq(organizations.tenantId, tenantId),
    eq(organizations.isVisible, true),
    eq(organizations.isPersonal, false),
  )!;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

const ORDER_COLUMNS = { name: sql`${organizations.name}`, created: sql`${organizations.createdAt}` };

export async function selectDirectoryPage(
  db: DbOrTx,
  tenantId: string,
  filters: {
    query?: string;
    ordering: readonly VisitorOrganizationOrdering[];
    limit: number;
    offset: number;
  },
) {
  // Same expression as organizations_directory_search_idx, so the trigram index can serve the ILIKE.
  const search = filters.query
    ? sql`(${organizations.name} || ' ' || ${organizations.username}) ILIKE ${`%${escapeLike(filters.query)}%`}`
    : undefined;
  const where = search ? and(inDirectory(tenantId), search) : inDirectory(tenantId);
  return countedPage(
    db.select({ value: count() }).from(organizations).where(where),
    db
      .select({ organization: organizations, parent: parentColumns, subordinatesCount, membersCount })
      .from(organizations)
      .leftJoin(parents, eq(parents.id, organizations.parentId))
      .where(where)
      .orderBy(orderBy(filters.ordering, ORDER_COLUMNS, sql`${organizations.id} ASC`))
      .limit(filters.limit)
      .offset(filters.offset),
  );
}

export async function selectTenant(db: DbOrTx, tenantId: string) {
  const [tenant] = await db
    .select({ name: tenants.name, displayName: tenants.displayName })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return tenant ?? null;
}

export async function updateOrganizationSettings(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  changes: {
    planLevels?: string[];
    koboToken?: string | null;
    koboTokenLast4?: string | null;
    koboServerUrl?: string | null;
  },
) {
  const [row] = await db
    .update(organizations)
    .set({ ...changes, modifiedAt: new Date() })
    .where(and(eq(organizations.id, organizationId), eq(organizations.tenantId, tenantId)))
    .returning({
      planLevels: organizations.planLevels,
      koboToken: organizations.koboToken,
      koboTokenLast4: organizations.koboTokenLast4,
      koboServerUrl: organizations.koboServerUrl,
    });
  return row ?? null;
}
