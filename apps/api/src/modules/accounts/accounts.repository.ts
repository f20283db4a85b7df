import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  memberships,
  oneTimeCodes,
  organizations,
  refreshTokens,
  roles,
  users,
} from '../../db/schema/index.js';
import type { OrganizationRow, UserRow } from './account-creation.js';

export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'tenantId' | 'createdAt'>>;
export type OrganizationPatch = Partial<
  Omit<typeof organizations.$inferInsert, 'id' | 'tenantId' | 'createdAt'>
>;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type CodePurpose = 'verify_email' | 'password_reset';

/** Users who can appear in sign-in: of this tenant, real (not pseudo), not deleted. */
const signInable = (tenantId: string) =>
  and(eq(users.tenantId, tenantId), eq(users.isPseudo, false), isNull(users.deletedAt));

// ---------------------------------------------------------------------------------------------------------------
// Users

/** An identifier with "@" is an e-mail address (usernames cannot hold one), anything else a username. */
export async function findUserByLogin(
  db: DbOrTx,
  tenantId: string,
  identifier: string,
): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  const column = value.includes('@') ? users.email : users.username;
  const [row] = await db
    .select()
    .from(users)
    .where(and(signInable(tenantId), sql`lower(${column}) = ${value}`))
    .limit(1);
  return row;
}

export async function findUserById(
  db: DbOrTx,
  tenantId: string,
  userId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row;
}

export async function findUserByEmail(
  db: DbOrTx,
  tenantId: string,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(signInable(tenantId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row;
}

export async function findUserByGoogleSub(
  db: DbOrTx,
  tenantId: string,
  sub: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(signInable(tenantId), eq(users.googleSub, sub)))
    .limit(1);
  return row;
}

export async function updateUser(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  patch: UserPatch,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, modifiedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .returning();
  return row!;
}

/** Usernames are unique across users and organisations of a tenant (profiles share one namespace). */
export async function isUsernameTaken(
  db: DbOrTx,
  tenantId: string,
  username: string,
  except: { userId: string; organizationId?: string },
) {
  const name = username.toLowerCase();
  const result = await db.execute(sql`
    SELECT 1 FROM users WHERE tenant_id = ${tenantId} AND lower(username) = ${name} AND id <> ${except.userId}
    UNION ALL
    SELECT 1 FROM organizations WHERE tenant_id = ${tenantId} AND lower(username) = ${name}
      AND id <> ${except.organizationId ?? '00000000-0000-0000-0000-000000000000'}
    LIMIT 1`);
  return result.rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Organisations the user belongs to

export async function listMemberships(db: DbOrTx, tenantId: string, userId: string) {
  return db
    .select({ organization: organizations, role: roles, isStaff: memberships.isStaff })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.userId, userId), eq(memberships.tenantId, tenantId)))
    .orderBy(desc(organizations.isPersonal), asc(organizations.name));
}

export async function findPersonalOrganization(
  db: DbOrTx,
  tenantId: string,
  userId: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, tenantId),
        eq(organizations.ownerId, userId),
        eq(organizations.isPersonal, true),
      ),
    )
    .limit(1);
  return row;
}

export async function updateOrganization(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  patch: OrganizationPatch,
) {
  await db
    .update(organizations)
    .set({ ...patch, modifiedAt: new Date() })
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, organizationId)));
}

export async function deleteMemberships(db: DbOrTx, tenantId: string, userId: string) {
  await db.delete(memberships).where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
}

export async function listMinistryNames(db: DbOrTx, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, tenantId),
        eq(organizations.accountType, 'MINISTRY'),
        eq(organizations.isVisible, true),
      ),
    )
    .orderBy(asc(organizations.name));
  return rows.map((row) => row.name);
}

// ---------------------------------------------------------------------------------------------------------------
// Refresh tokens (stored as their SHA-256)

export async function insertRefreshToken(
  db: DbOrTx,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a token used; false when another request used or revoked it first (the caller treats that as reuse). */
export async function markRefreshTokenUsed(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.id, id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeRefreshFamily(db: DbOrTx, userId: string, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

export async function revokeUserRefreshTokens(db: DbOrTx, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

// ---------------------------------------------------------------------------------------------------------------
// One-time codes (e-mail OTPs, password-reset tokens), stored hashed

export async function insertCode(
  db: DbOrTx,
  values: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date },
): Promise<OneTimeCodeRow> {
  const [row] = await db.insert(oneTimeCodes).values(values).returning();
  return row!;
}

/** Kills every outstanding code of a purpose, so only the newest one works. */
export async function deleteOpenCodes(db: DbOrTx, userId: string, purpose: CodePurpose) {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
}

export async function deleteAllCodes(db: DbOrTx, userId: string) {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
}

export async function findLatestOpenCode(
  db: DbOrTx,
  userId: string,
  purpose: CodePurpose,
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

export async function findCodeByHash(
  db: DbOrTx,
  userId: string,
  purpose: CodePurpose,
  codeHash: string,
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.codeHash, codeHash),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Spends one of the code's attempts before the comparison, atomically, so parallel guesses cannot exceed the budget.
 * Answers the attempts used so far, or null when the budget was already spent.
 */
export async function reserveCodeAttempt(
  db: DbOrTx,
  userId: string,
  id: string,
  maxAttempts: number,
): Promise<number | null> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, maxAttempts)),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return rows[0]?.attempts ?? null;
}

/** Consumes a code once; false when it was already consumed (single use under concurrency). */
export async function consumeCode(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}
