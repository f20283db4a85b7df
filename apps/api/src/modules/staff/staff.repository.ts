import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SubUserOrdering } from '@oversight/shared/collaboration/staff.schemas';
import type { DbOrTx } from '../../db/client.js';
import { memberships, organizations, roles, staffInvitations, users } from '../../db/schema/index.js';
import { countedPage } from '../../platform/pagination.js';
import { orderBy } from '../../platform/ordering.js';

export type StaffRow = {
  user: Pick<
    typeof users.$inferSelect,
    | 'id'
    | 'email'
    | 'username'
    | 'displayName'
    | 'firstName'
    | 'lastName'
    | 'avatarUrl'
    | 'accountType'
    | 'passwordHash'
    | 'googleSub'
  >;
  membershipId: string;
  roleId: string;
  roleName: string;
  rolePermissions: number[];
  assignedMdaIds: string[] | null;
  joinedAt: Date;
};

const staffColumns = {
  user: {
    id: users.id,
    email: users.email,
    username: users.username,
    displayName: users.displayName,
    firstName: users.firstName,
    lastName: users.lastName,
    avatarUrl: users.avatarUrl,
    accountType: users.accountType,
    passwordHash: users.passwordHash,
    googleSub: users.googleSub,
  },
  membershipId: memberships.id,
  roleId: roles.id,
  roleName: roles.name,
  rolePermissions: roles.permissions,
  assignedMdaIds: memberships.assignedMdaIds,
  joinedAt: memberships.createdAt,
};

const staffOf = (tenantId: string, organizationId: string) =>
  and(
    eq(memberships.tenantId, tenantId),
    eq(memberships.organizationId, organizationId),
    eq(memberships.isStaff, true),
  )!;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

// ---------------------------------------------------------------------------------------------------------------
// The organisation

/** Locks the organisation row: concurrent additions queue here, so the staff limit holds. */
export async function lockOrganization(db: DbOrTx, tenantId: string, organizationId: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, maxSubUsers: organizations.maxSubUsers })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, organizationId)))
    .for('update');
  return row ?? null;
}

export async function countStaff(db: DbOrTx, tenantId: string, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(memberships)
    .where(staffOf(tenantId, organizationId));
  return row?.value ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------
// People and memberships

export type CandidateUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'displayName' | 'isPseudo' | 'isActive' | 'deletedAt' | 'passwordHash' | 'googleSub'
>;

/** Users of the tenant with these e-mail addresses (lower-cased), pseudo-users included so they can be refused. */
export async function selectUsersByEmails(
  db: DbOrTx,
  tenantId: string,
  emails: string[],
): Promise<CandidateUser[]> {
  if (emails.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      isPseudo: users.isPseudo,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
      passwordHash: users.passwordHash,
      googleSub: users.googleSub,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(sql`lower(${users.email})`, emails)));
}

export async function insertStaffMembership(
  db: DbOrTx,
  values: {
    tenantId: string;
    organizationId: string;
    userId: string;
    roleId: string;
    assignedMdaIds?: string[] | null;
  },
) {
  const [row] = await db
    .insert(memberships)
    .values({ ...values, isStaff: true })
    .returning({ id: memberships.id });
  return row!.id;
}

/** Staff memberships of these users, locked for the rest of the transaction. */
export async function lockStaff(db: DbOrTx, tenantId: string, organizationId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: memberships.userId, roleId: memberships.roleId, rolePermissions: roles.permissions })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(staffOf(tenantId, organizationId), inArray(memberships.userId, userIds)))
    .for('update', { of: memberships });
}

export async function deleteStaffMemberships(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  userIds: string[],
) {
  await db
    .delete(memberships)
    .where(and(staffOf(tenantId, organizationId), inArray(memberships.userId, userIds)));
}

export async function updateStaffMembership(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  userId: string,
  patch: { roleId?: string; assignedMdaIds?: string[] | null },
) {
  await db
    .update(memberships)
    .set(patch)
    .where(and(staffOf(tenantId, organizationId), eq(memberships.userId, userId)));
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

const ORDER_COLUMNS = {
  name: sql`lower(${users.displayName})`,
  email: sql`lower(${users.email})`,
  joined: sql`${memberships.createdAt}`,
};

export async function selectStaffPage(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  filters: { query?: string; ordering: readonly SubUserOrdering[]; limit: number; offset: number },
): Promise<{ count: number; rows: StaffRow[] }> {
  const conditions: SQL[] = [staffOf(tenantId, organizationId)];
  if (filters.query) {
    const pattern = `%${escapeLike(filters.query)}%`;
    conditions.push(
      sql`(${users.displayName} ILIKE ${pattern} OR ${users.username} ILIKE ${pattern} OR ${users.email} ILIKE ${pattern}
        OR (${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern})`,
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
      .select(staffColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(where)
      .orderBy(orderBy(filters.ordering, ORDER_COLUMNS, sql`${users.id} ASC`))
      .limit(filters.limit)
      .offset(filters.offset),
  );
}

export async function selectStaff(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  userIds: string[],
): Promise<StaffRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select(staffColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(staffOf(tenantId, organizationId), inArray(memberships.userId, userIds)))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id));
}

/**
 * Ministries and agencies anywhere under the organisation (agencies of its ministries too) among `ids`.
 * UNION (not UNION ALL) stops at a cycle in a malformed hierarchy.
 */
export async function selectMdasUnder(db: DbOrTx, tenantId: string, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const result = await db.execute<{ id: string }>(sql`
    WITH RECURSIVE under AS (
      SELECT id FROM organizations WHERE tenant_id = ${tenantId} AND parent_id = ${organizationId}
      UNION
      SELECT o.id FROM organizations o JOIN under u ON o.parent_id = u.id WHERE o.tenant_id = ${tenantId}
    )
    SELECT o.id FROM organizations o JOIN under u ON u.id = o.id
    WHERE o.account_type IN ('MINISTRY', 'AGENCY') AND o.id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return result.rows.map((row) => row.id);
}

export async function selectOrganizationNames(db: DbOrTx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: organizations.id, name: organizations.name, accountType: organizations.accountType })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, ids)));
}

/**
 * People of the tenant who could be added as staff: real, active accounts that are not yet members. Names and
 * usernames match in part; an e-mail address only whole, so the search cannot be used to harvest addresses.
 */
export async function selectCandidatePage(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  filters: { query: string; limit: number; offset: number },
) {
  const pattern = `%${escapeLike(filters.query)}%`;
  const where = and(
    eq(users.tenantId, tenantId),
    eq(users.isPseudo, false),
    eq(users.isActive, true),
    isNull(users.deletedAt),
    // Qualified by hand: drizzle leaves a column of a single-table select unqualified, which the subquery would misread.
    sql`NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = "users"."id" AND m.organization_id = ${organizationId})`,
    sql`(${users.displayName} ILIKE ${pattern} OR ${users.username} ILIKE ${pattern}
      OR (${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern} OR lower(${users.email}) = ${filters.query.toLowerCase()})`,
  );
  return countedPage(
    db.select({ value: count() }).from(users).where(where),
    db
      .select({
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        avatarUrl: users.avatarUrl,
        accountType: users.accountType,
      })
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id))
      .limit(filters.limit)
      .offset(filters.offset),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Staff invitations: an offer to an address, which becomes a membership only when accepted

const pendingOf = (tenantId: string, organizationId: string) =>
  and(
    eq(staffInvitations.tenantId, tenantId),
    eq(staffInvitations.organizationId, organizationId),
    eq(staffInvitations.status, 'pending'),
  )!;

/** Pending invitations that can still be accepted: each holds a seat of the plan's staff limit until answered. */
export async function countOpenInvitations(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(staffInvitations)
    .where(and(pendingOf(tenantId, organizationId), sql`${staffInvitations.expiresAt} > now()`));
  return row?.value ?? 0;
}

/** Of these lower-cased addresses, those with a pending invitation (expired or not) to this organisation. */
export async function selectPendingInvitationEmails(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: staffInvitations.email })
    .from(staffInvitations)
    .where(and(pendingOf(tenantId, organizationId), inArray(staffInvitations.email, emails)));
  return new Set(rows.map((row) => row.email));
}

export type NewStaffInvitation = typeof staffInvitations.$inferInsert;

export async function insertInvitations(db: DbOrTx, rows: NewStaffInvitation[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(staffInvitations).values(rows).returning({ id: staffInvitations.id });
  return inserted.map((row) => row.id);
}

const invitationColumns = {
  id: staffInvitations.id,
  organizationId: staffInvitations.organizationId,
  organizationName: organizations.name,
  email: staffInvitations.email,
  firstName: staffInvitations.firstName,
  lastName: staffInvitations.lastName,
  roleId: staffInvitations.roleId,
  roleName: roles.name,
  rolePermissions: roles.permissions,
  departmentIds: staffInvitations.departmentIds,
  assignedMdaIds: staffInvitations.assignedMdaIds,
  status: staffInvitations.status,
  invitedById: staffInvitations.invitedBy,
  invitedByName: users.displayName,
  expired: sql<boolean>`(${staffInvitations.expiresAt} <= now())`,
  expiresAt: staffInvitations.expiresAt,
  lastSentAt: staffInvitations.lastSentAt,
  createdAt: staffInvitations.createdAt,
};
export type StaffInvitationRow = {
  id: string;
  organizationId: string;
  organizationName: string;
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
  roleName: string;
  rolePermissions: number[];
  departmentIds: string[];
  assignedMdaIds: string[] | null;
  status: string;
  invitedById: string | null;
  invitedByName: string | null;
  expired: boolean;
  expiresAt: Date;
  lastSentAt: Date;
  createdAt: Date;
};

async function selectInvitationPage(db: DbOrTx, where: SQL, page: { limit: number; offset: number }) {
  const { count: total, rows } = await countedPage(
    db.select({ value: count() }).from(staffInvitations).where(where),
    db
      .select(invitationColumns)
      .from(staffInvitations)
      .innerJoin(organizations, eq(organizations.id, staffInvitations.organizationId))
      .innerJoin(roles, eq(roles.id, staffInvitations.roleId))
      .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
      .where(where)
      .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  return { count: total, rows: rows as StaffInvitationRow[] };
}

export async function selectInvitationsByIds(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
): Promise<StaffInvitationRow[]> {
  if (ids.length === 0) return [];
  const page = await selectInvitationPage(
    db,
    and(eq(staffInvitations.tenantId, tenantId), inArray(staffInvitations.id, ids))!,
    { limit: ids.length, offset: 0 },
  );
  return page.rows;
}

/** The organisation's pending invitations, newest first (expired ones too: they can be sent again). */
export async function selectPendingInvitationPage(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  page: { limit: number; offset: number },
) {
  return selectInvitationPage(db, pendingOf(tenantId, organizationId), page);
}

/** Pending invitations to this lower-cased address, from any organisation of the tenant. */
export async function selectInvitationsToEmail(
  db: DbOrTx,
  tenantId: string,
  email: string,
  page: { limit: number; offset: number },
) {
  return selectInvitationPage(
    db,
    and(
      eq(staffInvitations.tenantId, tenantId),
      eq(staffInvitations.email, email),
      eq(staffInvitations.status, 'pending'),
    )!,
    page,
  );
}

/** One invitation, locked for the rest of the transaction. */
export async function lockInvitation(db: DbOrTx, tenantId: string, id: string) {
  const [row] = await db
    .select({
      id: staffInvitations.id,
      organizationId: staffInvitations.organizationId,
      email: staffInvitations.email,
      roleId: staffInvitations.roleId,
      departmentIds: staffInvitations.departmentIds,
      assignedMdaIds: staffInvitations.assignedMdaIds,
      status: staffInvitations.status,
      expired: sql<boolean>`(${staffInvitations.expiresAt} <= now())`,
      expiresAt: staffInvitations.expiresAt,
      lastSentAt: staffInvitations.lastSentAt,
    })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tenantId, tenantId), eq(staffInvitations.id, id)))
    .for('update');
  return row ?? null;
}

/** A resend: the invitation can be accepted for `days` from now again. */
export async function extendInvitation(db: DbOrTx, tenantId: string, id: string, days: number) {
  await db
    .update(staffInvitations)
    .set({ expiresAt: sql`now() + make_interval(days => ${days})`, lastSentAt: sql`now()` })
    .where(and(eq(staffInvitations.tenantId, tenantId), eq(staffInvitations.id, id)));
}

export async function answerInvitation(
  db: DbOrTx,
  tenantId: string,
  id: string,
  status: 'accepted' | 'declined',
  userId: string,
) {
  await db
    .update(staffInvitations)
    .set({ status, respondedBy: userId, respondedAt: sql`now()` })
    .where(and(eq(staffInvitations.tenantId, tenantId), eq(staffInvitations.id, id)));
}

export async function deleteInvitation(db: DbOrTx, tenantId: string, id: string) {
  await db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.tenantId, tenantId), eq(staffInvitations.id, id)));
}

/** The account of the tenant with this lower-cased address, if any (to pick the e-mail's link). */
export async function selectAccountIdByEmail(
  db: DbOrTx,
  tenantId: string,
  email: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), eq(sql`lower(${users.email})`, email), eq(users.isPseudo, false)),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The caller's address (lower-cased) and whether it is verified: invitations are matched to it. */
export async function selectOwnEmail(db: DbOrTx, tenantId: string, userId: string) {
  const [row] = await db
    .select({
      email: sql<string>`lower(${users.email})`,
      verified: sql<boolean>`(${users.emailVerifiedAt} IS NOT NULL)`,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row ?? null;
}
