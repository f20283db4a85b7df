import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { RoleType } from '@oversight/shared/collaboration/roles.schemas';
import type { DbOrTx } from '../../db/client.js';
import { roles } from '../../db/schema/index.js';
import { countedPage } from '../../platform/pagination.js';

export type RoleRow = typeof roles.$inferSelect;
export type RoleWithCount = RoleRow & { assignedCount: number };

/**
 * Holders of the role: members, stakeholder grants and pending invitations, so a role in use by any cannot be deleted.
 */
// Qualified by hand: drizzle leaves a column of a single-table select unqualified, which the subquery would misread.
const assignedCount = sql<number>`((SELECT count(*)::int FROM memberships m WHERE m.role_id = "roles"."id")
  + (SELECT count(*)::int FROM stakeholder_grants g WHERE g.role_id = "roles"."id")
  + (SELECT count(*)::int FROM stakeholder_invitations i WHERE i.role_id = "roles"."id" AND i.status = 'pending'))`;

const inOrganization = (tenantId: string, organizationId: string) =>
  and(eq(roles.tenantId, tenantId), eq(roles.organizationId, organizationId))!;

export async function selectRolePage(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  filters: { roleType?: RoleType; limit: number; offset: number },
): Promise<{ count: number; rows: RoleWithCount[] }> {
  const conditions: SQL[] = [inOrganization(tenantId, organizationId)];
  if (filters.roleType) conditions.push(eq(roles.roleType, filters.roleType));
  const where = and(...conditions);
  const page = await countedPage(
    db.select({ value: count() }).from(roles).where(where),
    db
      .select({ role: roles, assignedCount })
      .from(roles)
      .where(where)
      .orderBy(desc(roles.isOwner), asc(sql`lower(${roles.name})`), asc(roles.id))
      .limit(filters.limit)
      .offset(filters.offset),
  );
  return {
    count: page.count,
    rows: page.rows.map((row) => ({ ...row.role, assignedCount: row.assignedCount })),
  };
}

export async function selectRole(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  roleId: string,
): Promise<RoleWithCount | null> {
  const [row] = await db
    .select({ role: roles, assignedCount })
    .from(roles)
    .where(and(inOrganization(tenantId, organizationId), eq(roles.id, roleId)))
    .limit(1);
  return row ? { ...row.role, assignedCount: row.assignedCount } : null;
}

/** Locks the role row for the rest of the transaction, so a concurrent assignment cannot slip past a delete. */
export async function lockRole(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  roleId: string,
): Promise<RoleWithCount | null> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inOrganization(tenantId, organizationId), eq(roles.id, roleId)))
    .for('update');
  if (!row) return null;
  return selectRole(db, tenantId, organizationId, roleId);
}

export async function selectRolesByIds(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  roleIds: string[],
): Promise<RoleRow[]> {
  if (roleIds.length === 0) return [];
  return db
    .select()
    .from(roles)
    .where(and(inOrganization(tenantId, organizationId), inArray(roles.id, roleIds)));
}

export async function isRoleNameTaken(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  name: string,
  exceptId?: string,
) {
  const conditions: SQL[] = [
    inOrganization(tenantId, organizationId),
    sql`lower(${roles.name}) = ${name.toLowerCase()}`,
  ];
  if (exceptId) conditions.push(ne(roles.id, exceptId));
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export async function insertRole(
  db: DbOrTx,
  values: {
    tenantId: string;
    organizationId: string;
    name: string;
    roleType: RoleType;
    permissions: number[];
  },
): Promise<RoleRow> {
  const [row] = await db
    .insert(roles)
    .values({ ...values, isOwner: false })
    .returning();
  return row!;
}

export async function updateRole(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  roleId: string,
  patch: { name?: string; roleType?: RoleType; permissions?: number[] },
): Promise<void> {
  await db
    .update(roles)
    .set({ ...patch, modifiedAt: new Date() })
    .where(and(inOrganization(tenantId, organizationId), eq(roles.id, roleId), eq(roles.isOwner, false)));
}

export async function deleteRole(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  roleId: string,
): Promise<void> {
  await db
    .delete(roles)
    .where(and(inOrganization(tenantId, organizationId), eq(roles.id, roleId), eq(roles.isOwner, false)));
}
