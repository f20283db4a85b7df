import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { departmentMembers, departments, memberships, users } from '../../db/schema/index.js';
import { countedPage } from '../../platform/pagination.js';

export type DepartmentRow = typeof departments.$inferSelect;
export type DepartmentWithCount = DepartmentRow & { membersCount: number };
export type MemberRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'displayName' | 'email' | 'avatarUrl' | 'accountType'
>;

const inOrganization = (tenantId: string, organizationId: string) =>
  and(eq(departments.tenantId, tenantId), eq(departments.organizationId, organizationId))!;

// Only people who are still members of the organisation count (qualified by hand: see roles.repository.ts).
const membersCount = sql<number>`(
  SELECT count(*)::int FROM department_members dm
  JOIN memberships m ON m.user_id = dm.user_id AND m.organization_id = dm.organization_id
  WHERE dm.department_id = "departments"."id")`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function selectDepartmentPage(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  filters: { query?: string; limit: number; offset: number },
): Promise<{ count: number; rows: DepartmentWithCount[] }> {
  const conditions: SQL[] = [inOrganization(tenantId, organizationId)];
  if (filters.query) conditions.push(sql`${departments.name} ILIKE ${`%${escapeLike(filters.query)}%`}`);
  const where = and(...conditions);
  const page = await countedPage(
    db.select({ value: count() }).from(departments).where(where),
    db
      .select({ department: departments, membersCount })
      .from(departments)
      .where(where)
      .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id))
      .limit(filters.limit)
      .offset(filters.offset),
  );
  return {
    count: page.count,
    rows: page.rows.map((row) => ({ ...row.department, membersCount: row.membersCount })),
  };
}

export async function selectDepartment(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  id: string,
): Promise<DepartmentWithCount | null> {
  const [row] = await db
    .select({ department: departments, membersCount })
    .from(departments)
    .where(and(inOrganization(tenantId, organizationId), eq(departments.id, id)))
    .limit(1);
  return row ? { ...row.department, membersCount: row.membersCount } : null;
}

export async function selectDepartmentsByIds(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  ids: string[],
): Promise<DepartmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(departments)
    .where(and(inOrganization(tenantId, organizationId), inArray(departments.id, ids)));
}

/** The current members of each department, by name. */
export async function selectMembersOfDepartments(
  db: DbOrTx,
  organizationId: string,
  departmentIds: string[],
) {
  if (departmentIds.length === 0) return [];
  return db
    .select({
      departmentId: departmentMembers.departmentId,
      member: {
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        email: users.email,
        avatarUrl: users.avatarUrl,
        accountType: users.accountType,
      },
    })
    .from(departmentMembers)
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, departmentMembers.userId),
        eq(memberships.organizationId, departmentMembers.organizationId),
      ),
    )
    .innerJoin(users, eq(users.id, departmentMembers.userId))
    .where(
      and(
        eq(departmentMembers.organizationId, organizationId),
        inArray(departmentMembers.departmentId, departmentIds),
      ),
    )
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id));
}

/** The departments each of the users is in, in this organisation, by name. */
export async function selectDepartmentsOfUsers(db: DbOrTx, organizationId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: departmentMembers.userId, id: departments.id, name: departments.name })
    .from(departmentMembers)
    .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
    .where(
      and(eq(departmentMembers.organizationId, organizationId), inArray(departmentMembers.userId, userIds)),
    )
    .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id));
}

/** Members (owner and staff) of the organisation whose name, username or e-mail contains `query`, by name. */
export async function selectMemberOptions(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  filters: { query?: string; limit: number; offset: number },
): Promise<{ count: number; rows: MemberRow[] }> {
  const conditions: SQL[] = [
    eq(memberships.tenantId, tenantId),
    eq(memberships.organizationId, organizationId),
    sql`${users.deletedAt} IS NULL`,
  ];
  if (filters.query) {
    const pattern = `%${escapeLike(filters.query)}%`;
    conditions.push(
      sql`(${users.displayName} ILIKE ${pattern} OR ${users.username} ILIKE ${pattern} OR ${users.email} ILIKE ${pattern})`,
    );
  }
  const where = and(...conditions);
  return countedPage(
    db
      .select({ value: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where),
    db
      .select({
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        email: users.email,
        avatarUrl: users.avatarUrl,
        accountType: users.accountType,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id))
      .limit(filters.limit)
      .offset(filters.offset),
  );
}

/** Which of the user ids are members (owner or staff) of the organisation. */
export async function selectMemberIds(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.organizationId, organizationId),
        inArray(memberships.userId, userIds),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

export async function isDepartmentNameTaken(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  name: string,
  exceptId?: string,
) {
  const conditions: SQL[] = [
    inOrganization(tenantId, organizationId),
    sql`lower(${departments.name}) = ${name.toLowerCase()}`,
  ];
  if (exceptId) conditions.push(ne(departments.id, exceptId));
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export async function insertDepartment(
  db: DbOrTx,
  values: { tenantId: string; organizationId: string; name: string },
): Promise<DepartmentRow> {
  const [row] = await db.insert(departments).values(values).returning();
  return row!;
}

export async function updateDepartment(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  id: string,
  patch: { name?: string },
) {
  await db
    .update(departments)
    .set({ ...patch, modifiedAt: new Date() })
    .where(and(inOrganization(tenantId, organizationId), eq(departments.id, id)));
}

export async function deleteDepartment(db: DbOrTx, tenantId: string, organizationId: string, id: string) {
  const rows = await db
    .delete(departments)
    .where(and(inOrganization(tenantId, organizationId), eq(departments.id, id)))
    .returning({ id: departments.id });
  return rows.length > 0;
}

export async function replaceDepartmentMembers(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  departmentId: string,
  userIds: string[],
) {
  await db
    .delete(departmentMembers)
    .where(
      and(
        eq(departmentMembers.tenantId, tenantId),
        eq(departmentMembers.organizationId, organizationId),
        eq(departmentMembers.departmentId, departmentId),
      ),
    );
  if (userIds.length === 0) return;
  await db
    .insert(departmentMembers)
    .values(userIds.map((userId) => ({ departmentId, userId, tenantId, organizationId })));
}

/** Puts the user in exactly these departments of the organisation (they are checked to belong to it). */
export async function replaceUserDepartments(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  userId: string,
  departmentIds: string[],
) {
  await db
    .delete(departmentMembers)
    .where(and(eq(departmentMembers.organizationId, organizationId), eq(departmentMembers.userId, userId)));
  if (departmentIds.length === 0) return;
  await db
    .insert(departmentMembers)
    .values(departmentIds.map((departmentId) => ({ departmentId, userId, tenantId, organizationId })));
}

export async function deleteUsersFromDepartments(db: DbOrTx, organizationId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db
    .delete(departmentMembers)
    .where(
      and(eq(departmentMembers.organizationId, organizationId), inArray(departmentMembers.userId, userIds)),
    );
}
