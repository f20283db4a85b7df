import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AccountType } from '@oversight/shared/reference/enums';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';
import { contractorInvitations, oneTimeCodes, organizations, users } from '../../db/schema/index.js';
import { isUuid } from '../../platform/ids.js';

/** SQL of subordinates (ministries and agencies under a body) and contractor invitations; tenant on every query. */

export type SubordinateRow = {
  id: string;
  name: string;
  username: string;
  email: string | null;
  avatar: string | null;
  account_type: 'MINISTRY' | 'AGENCY';
  description: string;
  parent_id: string | null;
  parent_name: string | null;
  max_sub_users: number;
  is_pro_user: boolean;
  created_at: string;
  owner_id: string | null;
  no_of_projects: number;
  no_of_agencies: number;
  average_completion: string | null;
};

const COLUMNS = sql`o.id, o.name, o.username, o.email, o.avatar_url AS avatar, o.account_type, o.description, o.parent_id,
  par.name AS parent_name, o.max_sub_users, o.is_pro_user, o.created_at, o.owner_id,
  (SELECT count(*) FROM projects p WHERE p.tenant_id = o.tenant_id AND p.deleted_at IS NULL AND (p.ministry_id = o.id OR p.agency_id = o.id OR p.organization_id = o.id))::int AS no_of_projects,
  (SELECT avg(p.percentage_completed) FROM projects p WHERE p.tenant_id = o.tenant_id AND p.deleted_at IS NULL AND (p.ministry_id = o.id OR p.agency_id = o.id OR p.organization_id = o.id))::text AS average_completion,
  (SELECT count(*) FROM organizations a WHERE a.parent_id = o.id AND a.account_type = 'AGENCY' AND a.is_visible)::int AS no_of_agencies`;

/** Ministries and agencies below the body: its children, and their children (the ADMIN body's ministries' agencies). */
function underBody(bodyId: string): SQL {
  return sql`o.account_type IN ('MINISTRY', 'AGENCY') AND o.is_visible AND NOT o.is_personal
    AND (o.parent_id = ${bodyId} OR o.parent_id IN (SELECT c.id FROM organizations c WHERE c.parent_id = ${bodyId}))`;
}

export async function findSubordinates(
  db: DbOrTx,
  tenantId: string,
  bodyId: string,
  filters: { query?: string; accountType?: string },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: SubordinateRow[] }> {
  const parts = [sql`o.tenant_id = ${tenantId}`, underBody(bodyId)];
  if (filters.accountType) parts.push(sql`o.account_type = ${filters.accountType}`);
  if (filters.query) {
    const pattern = `%${filters.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`lower(o.name || ' ' || o.username || ' ' || coalesce(o.email, '')) LIKE ${pattern}`);
  }
  const where = sql.join(parts, sql` AND `);
  return countedPage<SubordinateRow>(
    db,
    sql`SELECT count(*)::int AS count FROM organizations o WHERE ${where}`,
    sql`
      SELECT ${COLUMNS} FROM organizations o LEFT JOIN organizations par ON par.id = o.parent_id
       WHERE ${where} ORDER BY o.account_type DESC, o.name, o.id LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}

export async function findSubordinate(
  db: DbOrTx,
  tenantId: string,
  bodyId: string,
  id: string,
): Promise<SubordinateRow | undefined> {
  const result = await db.execute<SubordinateRow>(sql`
    SELECT ${COLUMNS} FROM organizations o LEFT JOIN organizations par ON par.id = o.parent_id
     WHERE o.tenant_id = ${tenantId} AND o.id = ${id} AND ${underBody(bodyId)}`);
  return result.rows[0];
}

export async function findAgenciesOf(
  db: DbOrTx,
  tenantId: string,
  ministryId: string,
): Promise<SubordinateRow[]> {
  const result = await db.execute<SubordinateRow>(sql`
    SELECT ${COLUMNS} FROM organizations o LEFT JOIN organizations par ON par.id = o.parent_id
     WHERE o.tenant_id = ${tenantId} AND o.parent_id = ${ministryId} AND o.account_type = 'AGENCY' AND o.is_visible
     ORDER BY o.name LIMIT 200`);
  return result.rows;
}

export async function findOrganizationByRef(db: DbOrTx, tenantId: string, ref: string) {
  const uuid = isUuid(ref);
  const result = await db.execute<{
    id: string;
    account_type: string;
    parent_id: string | null;
    is_visible: boolean;
  }>(sql`
    SELECT o.id, o.account_type, o.parent_id, o.is_visible FROM organizations o
     WHERE o.tenant_id = ${tenantId} AND ${uuid ? sql`o.id = ${ref}::uuid` : sql`lower(o.username) = ${ref.toLowerCase()}`}`);
  return result.rows[0];
}

export async function emailInUse(
  db: DbOrTx,
  tenantId: string,
  email: string,
  exceptUserId: string | null,
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM users u WHERE u.tenant_id = ${tenantId} AND lower(u.email) = ${email.toLowerCase()}
      ${exceptUserId ? sql`AND u.id <> ${exceptUserId}` : sql``} LIMIT 1`);
  return result.rows.length > 0;
}

export async function updateOrganization(
  db: DbOrTx,
  tenantId: string,
  id: string,
  patch: Partial<typeof organizations.$inferInsert>,
) {
  await db
    .update(organizations)
    .set({ ...patch, modifiedAt: sql`now()` })
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)));
}

export async function updateOwner(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  patch: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set({ ...patch, modifiedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/** The user's id when they are of the tenant, else NULL (sessions and codes hold no tenant: their user's names it). */
const userOf = (tenantId: string, userId: string) =>
  sql`(SELECT u.id FROM users u WHERE u.tenant_id = ${tenantId}::uuid AND u.id = ${userId}::uuid)`;

/** Ends every session of the user (a regenerated password must sign out whoever held the old one). */
export async function revokeSessions(db: DbOrTx, tenantId: string, userId: string) {
  await db.execute(
    sql`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = ${userOf(tenantId, userId)} AND revoked_at IS NULL`,
  );
}

export async function replacePasswordSetupCode(
  db: DbOrTx,
  tenantId: string,
  values: { userId: string; codeHash: string; expiresAt: Date },
) {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userOf(tenantId, values.userId)),
        eq(oneTimeCodes.purpose, 'password_reset'),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await db.execute(sql`INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at)
    SELECT ${userOf(tenantId, values.userId)}, 'password_reset', ${values.codeHash}::text, ${values.expiresAt.toISOString()}::timestamptz`);
}

export async function findUserByEmail(db: DbOrTx, tenantId: string, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row;
}

export async function findOwnedContractor(db: DbOrTx, tenantId: string, userId: string) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, tenantId),
        eq(organizations.ownerId, userId),
        eq(organizations.accountType, 'CONTRACTOR'),
      ),
    );
  return row;
}

export async function insertContractorInvitation(
  db: DbOrTx,
  values: { tenantId: string; organizationId: string; contractorId: string; invitedBy: string },
) {
  await db.insert(contractorInvitations).values(values).onConflictDoNothing();
}

export type ContractorCardRow = {
  id: string;
  name: string;
  username: string;
  account_type: AccountType;
  avatar: string | null;
  description: string;
  parent_id: string | null;
  email: string | null;
  no_of_projects: number;
  status: 'invited' | 'accepted';
};

export async function findContractorCard(
  db: DbOrTx,
  tenantId: string,
  id: string,
): Promise<ContractorCardRow | undefined> {
  const result = await db.execute<ContractorCardRow>(sql`
    SELECT o.id, o.name, o.username, o.account_type, o.avatar_url AS avatar, o.description, o.parent_id, o.email,
           (SELECT count(*) FROM project_contractors pc WHERE pc.organization_id = o.id)::int AS no_of_projects,
           CASE WHEN EXISTS (SELECT 1 FROM users u WHERE u.id = o.owner_id AND (u.password_hash IS NOT NULL OR u.google_sub IS NOT NULL))
                THEN 'accepted' ELSE 'invited' END AS status
      FROM organizations o WHERE o.tenant_id = ${tenantId} AND o.id = ${id}`);
  return result.rows[0];
}

export async function findOrganizationName(
  db: DbOrTx,
  tenantId: string,
  id: string,
): Promise<string | undefined> {
  const result = await db.execute<{ name: string }>(
    sql`SELECT o.name FROM organizations o WHERE o.tenant_id = ${tenantId} AND o.id = ${id}`,
  );
  return result.rows[0]?.name;
}
