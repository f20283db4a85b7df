import { sql, type SQL } from 'drizzle-orm';
import type { ContentType } from '@oversight/shared/collaboration/content';
import type {
  OwnershipFilter,
  StakeholderOrdering,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import type { DbOrTx } from '../../db/client.js';
import { stakeholderEvents, stakeholderInvitations } from '../../db/schema/index.js';
import { orderBy } from '../../platform/ordering.js';
import { contentBriefColumns } from './content-items.js';
import type { AccountType } from '@oversight/shared/reference/enums';

/** SQL of stakeholder grants, invitations and their events. Every query names its tenant. */

const uuidArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

export type RoleBrief = { id: string; name: string; permissions: number[]; is_owner: boolean };

export async function selectRoles(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  roleIds: string[],
): Promise<Map<string, RoleBrief>> {
  if (!roleIds.length) return new Map();
  const result = await db.execute<RoleBrief>(sql`
    SELECT id, name, permissions, is_owner FROM roles
     WHERE tenant_id = ${tenantId}::uuid AND organization_id = ${organizationId}::uuid AND id = ANY(${uuidArray(roleIds)})`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

export type UserBrief = {
  id: string;
  email: string;
  display_name: string;
  account_type: string;
  is_pseudo: boolean;
  usable: boolean;
  email_verified: boolean;
};

const userBriefColumns = sql`u.id, u.email, u.display_name, u.account_type, u.is_pseudo,
  (u.is_active AND u.deleted_at IS NULL) AS usable, (u.email_verified_at IS NOT NULL) AS email_verified`;

export async function selectUsersByIds(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
): Promise<Map<string, UserBrief>> {
  if (!ids.length) return new Map();
  const result = await db.execute<UserBrief>(
    sql`SELECT ${userBriefColumns} FROM users u WHERE u.tenant_id = ${tenantId}::uuid AND u.id = ANY(${uuidArray(ids)})`,
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

export async function selectUsersByEmails(
  db: DbOrTx,
  tenantId: string,
  emails: string[],
): Promise<Map<string, UserBrief>> {
  if (!emails.length) return new Map();
  const result = await db.execute<UserBrief>(
    sql`SELECT ${userBriefColumns} FROM users u WHERE u.tenant_id = ${tenantId}::uuid AND lower(u.email) = ANY(${textArray(emails)})`,
  );
  return new Map(result.rows.map((row) => [row.email.toLowerCase(), row]));
}

export type OrganizationBrief = {
  id: string;
  name: string;
  account_type: string;
  owner_id: string | null;
  is_personal: boolean;
};

export async function selectOrganizations(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
): Promise<Map<string, OrganizationBrief>> {
  if (!ids.length) return new Map();
  const result = await db.execute<OrganizationBrief>(sql`
    SELECT id, name, account_type, owner_id, is_personal FROM organizations WHERE tenant_id = ${tenantId}::uuid AND id = ANY(${uuidArray(ids)})`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

export async function selectDepartmentIds(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  ids: string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM departments WHERE tenant_id = ${tenantId}::uuid AND organization_id = ${organizationId}::uuid AND id = ANY(${uuidArray(ids)})`);
  return new Set(result.rows.map((row) => row.id));
}

/** Who answers for an organisation: its owner account and members whose role manages its stakeholders. */
export async function selectOrganizationAnswerers(
  db: DbOrTx,
  tenantId: string,
  organizationIds: string[],
): Promise<Map<string, string[]>> {
  if (!organizationIds.length) return new Map();
  const result = await db.execute<{ organization_id: string; user_id: string }>(sql`
    SELECT m.organization_id, m.user_id FROM memberships m JOIN roles r ON r.id = m.role_id
     WHERE m.tenant_id = ${tenantId}::uuid AND m.organization_id = ANY(${uuidArray(organizationIds)}) AND (r.is_owner OR 14 = ANY(r.permissions))`);
  const answer = new Map<string, string[]>();
  for (const row of result.rows)
    answer.set(row.organization_id, [...(answer.get(row.organization_id) ?? []), row.user_id]);
  return answer;
}

/** Organisations whose invitations the user answers: owned, or where their role manages system stakeholders. */
export async function selectAnsweredOrganizations(
  db: DbOrTx,
  tenantId: string,
  userId: string,
): Promise<string[]> {
  const result = await db.execute<{ organization_id: string }>(sql`
    SELECT m.organization_id FROM memberships m JOIN roles r ON r.id = m.role_id
     WHERE m.tenant_id = ${tenantId}::uuid AND m.user_id = ${userId}::uuid AND (r.is_owner OR 14 = ANY(r.permissions))`);
  return result.rows.map((row) => row.organization_id);
}

/** Ids of the grantees already holding a grant on the item, and the invitees with a pending invitation. */
export async function selectItemHolders(db: DbOrTx, tenantId: string, type: ContentType, contentId: string) {
  const grants = await db.execute<{ grantee: string }>(sql`
    SELECT coalesce(grantee_user_id, grantee_organization_id, grantee_department_id)::text AS grantee
      FROM stakeholder_grants WHERE tenant_id = ${tenantId}::uuid AND content_type = ${type} AND content_id = ${contentId}::uuid`);
  const pending = await db.execute<{ invitee: string }>(sql`
    SELECT coalesce(invitee_user_id::text, invitee_organization_id::text, invitee_email) AS invitee
      FROM stakeholder_invitations WHERE tenant_id = ${tenantId}::uuid AND content_type = ${type} AND content_id = ${contentId}::uuid AND status = 'pending'`);
  return {
    granted: new Set(grants.rows.map((row) => row.grantee)),
    pending: new Set(pending.rows.map((row) => row.invitee)),
  };
}

export type NewGrant = {
  tenantId: string;
  organizationId: string;
  contentType: ContentType;
  contentId: string;
  granteeUserId?: string | null;
  granteeOrganizationId?: string | null;
  granteeDepartmentId?: string | null;
  roleId: string;
  stakeholderType: number;
  invitationId?: string | null;
  grantedBy: string | null;
};

/** Adds a grant, or gives the grantee's existing grant on the item the new role. */
export async function upsertGrant(db: DbOrTx, grant: NewGrant): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO stakeholder_grants (tenant_id, organization_id, content_type, content_id, grantee_user_id, grantee_organization_id,
                                    grantee_department_id, role_id, stakeholder_type, invitation_id, granted_by)
    VALUES (${grant.tenantId}::uuid, ${grant.organizationId}::uuid, ${grant.contentType}, ${grant.contentId}::uuid,
            ${grant.granteeUserId ?? null}::uuid, ${grant.granteeOrganizationId ?? null}::uuid, ${grant.granteeDepartmentId ?? null}::uuid,
            ${grant.roleId}::uuid, ${grant.stakeholderType}, ${grant.invitationId ?? null}::uuid, ${grant.grantedBy}::uuid)
    ON CONFLICT (content_type, content_id, (coalesce(grantee_user_id, grantee_organization_id, grantee_department_id)))
    DO UPDATE SET role_id = EXCLUDED.role_id, stakeholder_type = EXCLUDED.stakeholder_type, modified_at = now()
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function insertInvitations(
  db: DbOrTx,
  rows: (typeof stakeholderInvitations.$inferInsert)[],
): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await db
    .insert(stakeholderInvitations)
    .values(rows)
    .returning({ id: stakeholderInvitations.id });
  return inserted.map((row) => row.id);
}

export type NewEvent = typeof stakeholderEvents.$inferInsert;
export async function insertEvents(db: DbOrTx, events: NewEvent[]) {
  if (events.length) await db.insert(stakeholderEvents).values(events);
}

// ---------------------------------------------------------------------------------------------------------------
// Invitations

export type InviteRow = {
  id: string;
  tenant_id: string;
  organization_id: string;
  organization_name: string;
  organization_avatar: string | null;
  content_type: ContentType;
  content_id: string;
  content_public_id: string | null;
  content_name: string | null;
  content_page_public_id: string | null;
  invitee_user_id: string | null;
  invitee_organization_id: string | null;
  invitee_email: string | null;
  invitee_name: string | null;
  invitee_user_email: string | null;
  role_id: string;
  role_name: string;
  role_permissions: number[];
  stakeholder_type: number;
  status: 'pending' | 'accepted' | 'declined';
  message: string;
  invited_by: string | null;
  invited_by_name: string | null;
  created_at: Date;
  expires_at: Date;
  total_count: number;
};

function inviteSelect(where: SQL, tail: SQL = sql``): SQL {
  const brief = contentBriefColumns('i');
  return sql`
    SELECT i.id, i.tenant_id, i.organization_id, o.name AS organization_name, o.avatar_url AS organization_avatar,
           i.content_type, i.content_id, ${brief.publicId} AS content_public_id, ${brief.name} AS content_name, ${brief.pagePublicId} AS content_page_public_id,
           i.invitee_user_id, i.invitee_organization_id, i.invitee_email,
           coalesce(iu.display_name, io.name) AS invitee_name, iu.email AS invitee_user_email,
           i.role_id, r.name AS role_name, r.permissions AS role_permissions, i.stakeholder_type, i.status, i.message,
           i.invited_by, ib.display_name AS invited_by_name, i.created_at, i.expires_at, count(*) OVER ()::int AS total_count
      FROM stakeholder_invitations i
      JOIN organizations o ON o.id = i.organization_id
      JOIN roles r ON r.id = i.role_id
      LEFT JOIN users iu ON iu.id = i.invitee_user_id
      LEFT JOIN organizations io ON io.id = i.invitee_organization_id
      LEFT JOIN users ib ON ib.id = i.invited_by
     WHERE ${where}
     ORDER BY i.created_at DESC, i.id
     ${tail}`;
}

export async function selectInvitesByIds(db: DbOrTx, tenantId: string, ids: string[]): Promise<InviteRow[]> {
  if (!ids.length) return [];
  const result = await db.execute<InviteRow>(
    inviteSelect(sql`i.tenant_id = ${tenantId}::uuid AND i.id = ANY(${uuidArray(ids)})`),
  );
  return result.rows;
}

export async function selectSentInvites(
  db: DbOrTx,
  tenantId: string,
  filter: { organizationId?: string; contentType?: ContentType; contentId?: string },
  page: { limit: number; offset: number },
): Promise<InviteRow[]> {
  const conditions: SQL[] = [sql`i.tenant_id = ${tenantId}::uuid`, sql`i.status = 'pending'`];
  if (filter.organizationId) conditions.push(sql`i.organization_id = ${filter.organizationId}::uuid`);
  if (filter.contentType) conditions.push(sql`i.content_type = ${filter.contentType}`);
  if (filter.contentId) conditions.push(sql`i.content_id = ${filter.contentId}::uuid`);
  const result = await db.execute<InviteRow>(
    inviteSelect(sql.join(conditions, sql` AND `), sql`LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  return result.rows;
}

/** Pending invitations for this user: to them, to their e-mail (once verified), or to organisations they answer for. */
export async function selectMyInvites(
  db: DbOrTx,
  tenantId: string,
  me: { userId: string; email: string | null; organizationIds: string[] },
  page: { limit: number; offset: number },
): Promise<InviteRow[]> {
  const mine: SQL[] = [sql`i.invitee_user_id = ${me.userId}::uuid`];
  if (me.email) mine.push(sql`i.invitee_email = ${me.email}`);
  if (me.organizationIds.length)
    mine.push(sql`i.invitee_organization_id = ANY(${uuidArray(me.organizationIds)})`);
  const result = await db.execute<InviteRow>(
    inviteSelect(
      sql`i.tenant_id = ${tenantId}::uuid AND i.status = 'pending' AND i.expires_at > now() AND (${sql.join(mine, sql` OR `)})`,
      sql`LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
  );
  return result.rows;
}

export async function lockInvitation(db: DbOrTx, tenantId: string, id: string) {
  const result = await db.execute<{
    id: string;
    organization_id: string;
    content_type: ContentType;
    content_id: string;
    invitee_user_id: string | null;
    invitee_organization_id: string | null;
    invitee_email: string | null;
    role_id: string;
    stakeholder_type: number;
    status: string;
    invited_by: string | null;
    expired: boolean;
    expires_at: Date;
  }>(sql`SELECT id, organization_id, content_type, content_id, invitee_user_id, invitee_organization_id, invitee_email, role_id,
                stakeholder_type, status, invited_by, expires_at <= now() AS expired, expires_at
           FROM stakeholder_invitations WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid FOR UPDATE`);
  return result.rows[0];
}

/** A resend: the invitation can be accepted for `days` from now again. */
export async function extendInvitation(db: DbOrTx, tenantId: string, id: string, days: number) {
  await db.execute(
    sql`UPDATE stakeholder_invitations SET expires_at = now() + make_interval(days => ${days}) WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

export async function answerInvitation(
  db: DbOrTx,
  tenantId: string,
  id: string,
  status: 'accepted' | 'declined',
  userId: string,
  claimForUser: boolean,
) {
  await db.execute(sql`
    UPDATE stakeholder_invitations
       SET status = ${status}, responded_by = ${userId}::uuid, responded_at = now(),
           invitee_user_id = CASE WHEN ${claimForUser} THEN ${userId}::uuid ELSE invitee_user_id END,
           invitee_email = CASE WHEN ${claimForUser} THEN NULL ELSE invitee_email END
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

export async function deleteInvitation(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(
    sql`DELETE FROM stakeholder_invitations WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Grants of one item

export type GrantRow = {
  id: string;
  grantee_id: string;
  grantee_kind: 'user' | 'organisation' | 'department';
  access_group: string | null;
  /** A coalesce over left joins: null when the grantee's row is gone. */
  name: string | null;
  username: string | null;
  email: string | null;
  avatar: string | null;
  account_type: AccountType;
  is_member: boolean;
  role_id: string;
  role_name: string;
  role_permissions: number[];
  stakeholder_type: number;
  created_at: Date;
  total_count: number;
};

const granteeColumns = (organizationColumn: SQL) => sql`
  coalesce(g.grantee_user_id, g.grantee_organization_id, g.grantee_department_id)::text AS grantee_id,
  CASE WHEN g.grantee_user_id IS NOT NULL THEN 'user' WHEN g.grantee_organization_id IS NOT NULL THEN 'organisation' ELSE 'department' END AS grantee_kind,
  coalesce(u.display_name, go.name, d.name) AS name, coalesce(u.username, go.username) AS username, u.email,
  coalesce(u.avatar_url, go.avatar_url) AS avatar, coalesce(u.account_type, go.account_type, 'DEPARTMENT') AS account_type,
  EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = g.grantee_user_id AND m.organization_id = ${organizationColumn}) AS is_member`;

const granteeJoins = sql`
  LEFT JOIN users u ON u.id = g.grantee_user_id
  LEFT JOIN organizations go ON go.id = g.grantee_organization_id
  LEFT JOIN departments d ON d.id = g.grantee_department_id`;

/** The item's grants; pseudo-users come back as access groups (access_group set), never as people. */
export async function selectItemGrants(
  db: DbOrTx,
  tenantId: string,
  type: ContentType,
  contentId: string,
  page: { limit: number; offset: number },
) {
  const people = await db.execute<GrantRow>(sql`
    SELECT g.id, ${granteeColumns(sql`g.organization_id`)}, NULL AS access_group,
           g.role_id, r.name AS role_name, r.permissions AS role_permissions, g.stakeholder_type, g.created_at,
           count(*) OVER ()::int AS total_count
      FROM stakeholder_grants g JOIN roles r ON r.id = g.role_id ${granteeJoins}
     WHERE g.tenant_id = ${tenantId}::uuid AND g.content_type = ${type} AND g.content_id = ${contentId}::uuid AND NOT coalesce(u.is_pseudo, false)
     ORDER BY g.created_at, g.id
     LIMIT ${page.limit} OFFSET ${page.offset}`);
  const groups = await db.execute<{
    grantee_id: string;
    email: string;
    role_id: string;
    role_name: string;
    role_permissions: number[];
    created_at: Date;
  }>(sql`
    SELECT u.id::text AS grantee_id, u.email, g.role_id, r.name AS role_name, r.permissions AS role_permissions, g.created_at
      FROM stakeholder_grants g JOIN roles r ON r.id = g.role_id JOIN users u ON u.id = g.grantee_user_id AND u.is_pseudo
     WHERE g.tenant_id = ${tenantId}::uuid AND g.content_type = ${type} AND g.content_id = ${contentId}::uuid`);
  return { people: people.rows, groups: groups.rows };
}

export async function selectGrant(
  db: DbOrTx,
  tenantId: string,
  type: ContentType,
  contentId: string,
  granteeId: string,
) {
  const result = await db.execute<{
    id: string;
    organization_id: string;
    role_id: string;
    stakeholder_type: number;
  }>(sql`
    SELECT id, organization_id, role_id, stakeholder_type FROM stakeholder_grants
     WHERE tenant_id = ${tenantId}::uuid AND content_type = ${type} AND content_id = ${contentId}::uuid
       AND coalesce(grantee_user_id, grantee_organization_id, grantee_department_id) = ${granteeId}::uuid FOR UPDATE`);
  return result.rows[0];
}

export async function updateGrant(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: { roleId?: string; stakeholderType?: number },
) {
  await db.execute(sql`
    UPDATE stakeholder_grants SET role_id = coalesce(${changes.roleId ?? null}::uuid, role_id),
           stakeholder_type = coalesce(${changes.stakeholderType ?? null}::smallint, stakeholder_type), modified_at = now()
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

export async function deleteGrant(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(
    sql`DELETE FROM stakeholder_grants WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The organisation's stakeholders

/** Grants the organisation gave to one grantee (content_type, content_id for the event log). */
export async function selectGrantsOf(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  granteeId: string,
) {
  const result = await db.execute<{
    id: string;
    content_type: ContentType;
    content_id: string;
    role_id: string;
    stakeholder_type: number;
  }>(sql`
    SELECT id, content_type, content_id, role_id, stakeholder_type FROM stakeholder_grants
     WHERE tenant_id = ${tenantId}::uuid AND organization_id = ${organizationId}::uuid
       AND coalesce(grantee_user_id, grantee_organization_id, grantee_department_id) = ${granteeId}::uuid
     FOR UPDATE`);
  return result.rows;
}

export async function updateGrantsOf(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  granteeId: string,
  changes: { roleId?: string; stakeholderType?: number },
) {
  await db.execute(sql`
    UPDATE stakeholder_grants SET role_id = coalesce(${changes.roleId ?? null}::uuid, role_id),
           stakeholder_type = coalesce(${changes.stakeholderType ?? null}::smallint, stakeholder_type), modified_at = now()
     WHERE tenant_id = ${tenantId}::uuid AND organization_id = ${organizationId}::uuid
       AND coalesce(grantee_user_id, grantee_organization_id, grantee_department_id) = ${granteeId}::uuid`);
}

export async function deleteGrantsOf(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  granteeId: string,
): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    DELETE FROM stakeholder_grants
     WHERE tenant_id = ${tenantId}::uuid AND organization_id = ${organizationId}::uuid
       AND coalesce(grantee_user_id, grantee_organization_id, grantee_department_id) = ${granteeId}::uuid
    RETURNING id`);
  return result.rows.length;
}

export async function deletePendingInvitesTo(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  inviteeId: string,
): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    DELETE FROM stakeholder_invitations
     WHERE tenant_id = ${tenantId}::uuid AND organization_id = ${organizationId}::uuid AND status = 'pending'
       AND (invitee_user_id = ${inviteeId}::uuid OR invitee_organization_id = ${inviteeId}::uuid)
    RETURNING id`);
  return result.rows.length;
}

export type StakeholderRow = {
  id: string;
  grantee_kind: 'user' | 'organisation' | 'department';
  name: string;
  username: string | null;
  email: string | null;
  avatar: string | null;
  account_type: AccountType;
  is_member: boolean;
  is_sub_user: boolean;
  stakeholder_type: number;
  items_count: number;
  created_at: Date;
  total_count: number;
};

const ORDER_COLUMNS = {
  name: sql`lower(s.name)`,
  created: sql`s.created_at`,
  items_count: sql`s.items_count`,
};

const OWNERSHIP: Record<OwnershipFilter, SQL> = {
  all: sql`true`,
  sub_users: sql`s.is_sub_user`,
  citizens: sql`s.grantee_kind = 'user' AND s.account_type IN ('CITIZEN', 'CSO')`,
  contractors: sql`s.account_type = 'CONTRACTOR'`,
  mdas: sql`s.account_type IN ('MINISTRY', 'AGENCY')`,
  team_member: sql`s.grantee_kind = 'user' AND s.is_member`,
  visitor: sql`s.grantee_kind = 'user' AND NOT s.is_member`,
  department: sql`s.grantee_kind = 'department'`,
  organisation: sql`s.grantee_kind = 'organisation'`,
};

/**
 * The organisation's stakeholders: its staff, and everyone holding a grant it gave (pseudo-users left out), one row
 * each with how many items they hold. One query; the grant and membership indexes on organisation_id serve it.
 */
export async function selectStakeholderPage(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  filters: {
    query?: string;
    ordering: readonly StakeholderOrdering[];
    stakeholderType?: number;
    ownership: OwnershipFilter;
    granteeIds?: string[];
  },
  page: { limit: number; offset: number },
): Promise<StakeholderRow[]> {
  const conditions: SQL[] = [OWNERSHIP[filters.ownership]];
  if (filters.query) {
    const like = `%${filters.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(s.name ILIKE ${like} OR s.username ILIKE ${like} OR s.email ILIKE ${like})`);
  }
  if (filters.stakeholderType !== undefined)
    conditions.push(sql`s.stakeholder_type = ${filters.stakeholderType}`);
  if (filters.granteeIds) conditions.push(sql`s.id = ANY(${textArray(filters.granteeIds)})`);
  const result = await db.execute<StakeholderRow>(sql`
    WITH holders AS (
      SELECT coalesce(g.grantee_user_id, g.grantee_organization_id, g.grantee_department_id) AS id,
             CASE WHEN g.grantee_user_id IS NOT NULL THEN 'user' WHEN g.grantee_organization_id IS NOT NULL THEN 'organisation' ELSE 'department' END AS grantee_kind,
             count(*)::int AS items_count, min(g.stakeholder_type)::int AS stakeholder_type, min(g.created_at) AS created_at, false AS is_sub_user
        FROM stakeholder_grants g LEFT JOIN users pu ON pu.id = g.grantee_user_id
       WHERE g.tenant_id = ${tenantId}::uuid AND g.organization_id = ${organizationId}::uuid AND NOT coalesce(pu.is_pseudo, false)
       GROUP BY 1, 2
      UNION ALL
      SELECT m.user_id, 'user', 0, 0, m.created_at, true
        FROM memberships m WHERE m.tenant_id = ${tenantId}::uuid AND m.organization_id = ${organizationId}::uuid AND m.is_staff
    ), merged AS (
      SELECT id, grantee_kind, sum(items_count)::int AS items_count, min(stakeholder_type)::int AS stakeholder_type,
             min(created_at) AS created_at, bool_or(is_sub_user) AS is_sub_user
        FROM holders GROUP BY id, grantee_kind
    ), s AS (
      SELECT h.id::text AS id, h.grantee_kind, h.items_count, h.stakeholder_type, h.created_at, h.is_sub_user,
             coalesce(u.display_name, o.name, d.name, '') AS name, coalesce(u.username, o.username) AS username, u.email,
             coalesce(u.avatar_url, o.avatar_url) AS avatar, coalesce(u.account_type, o.account_type, 'DEPARTMENT') AS account_type,
             (h.is_sub_user OR EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = h.id AND m.organization_id = ${organizationId}::uuid)) AS is_member
        FROM merged h
        LEFT JOIN users u ON h.grantee_kind = 'user' AND u.id = h.id
        LEFT JOIN organizations o ON h.grantee_kind = 'organisation' AND o.id = h.id
        LEFT JOIN departments d ON h.grantee_kind = 'department' AND d.id = h.id
       WHERE (u.id IS NULL OR (u.deleted_at IS NULL AND NOT u.is_pseudo))
    )
    SELECT s.*, count(*) OVER ()::int AS total_count FROM s
     WHERE ${sql.join(conditions, sql` AND `)}
     ORDER BY ${orderBy(filters.ordering, ORDER_COLUMNS, sql`lower(s.name), s.id`)}
     LIMIT ${page.limit} OFFSET ${page.offset}`);
  return result.rows;
}

export type AssignedObjectRow = {
  content_type: ContentType;
  content_public_id: string | null;
  content_name: string | null;
  content_page_public_id: string | null;
  role_id: string;
  role_name: string;
  role_permissions: number[];
  stakeholder_type: number;
  created_at: Date;
  total_count: number;
};

export async function selectAssignedObjects(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  granteeId: string,
  filters: { contentType?: ContentType; name?: string },
  page: { limit: number; offset: number },
): Promise<AssignedObjectRow[]> {
  const brief = contentBriefColumns('g');
  const conditions: SQL[] = [];
  if (filters.contentType) conditions.push(sql`a.content_type = ${filters.contentType}`);
  if (filters.name)
    conditions.push(sql`a.content_name ILIKE ${`%${filters.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const result = await db.execute<AssignedObjectRow>(sql`
    WITH a AS (
      SELECT g.content_type, ${brief.publicId} AS content_public_id, ${brief.name} AS content_name, ${brief.pagePublicId} AS content_page_public_id, g.role_id, r.name AS role_name,
             r.permissions AS role_permissions, g.stakeholder_type, g.created_at
        FROM stakeholder_grants g JOIN roles r ON r.id = g.role_id
       WHERE g.tenant_id = ${tenantId}::uuid AND g.organization_id = ${organizationId}::uuid
         AND coalesce(g.grantee_user_id, g.grantee_organization_id, g.grantee_department_id) = ${granteeId}::uuid
    )
    SELECT a.*, count(*) OVER ()::int AS total_count FROM a
     ${conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``}
     ORDER BY a.created_at DESC
     LIMIT ${page.limit} OFFSET ${page.offset}`);
  return result.rows;
}

export type EventRow = {
  id: string;
  action: string;
  content_type: ContentType;
  content_public_id: string | null;
  content_name: string | null;
  content_page_public_id: string | null;
  actor_id: string | null;
  actor_name: string | null;
  detail: string;
  created_at: Date;
  total_count: number;
};

export async function selectEvents(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  stakeholderId: string,
  filters: { contentType?: ContentType },
  page: { limit: number; offset: number },
): Promise<EventRow[]> {
  const brief = contentBriefColumns('e');
  const result = await db.execute<EventRow>(sql`
    SELECT e.id, e.action, e.content_type, ${brief.publicId} AS content_public_id, ${brief.name} AS content_name, ${brief.pagePublicId} AS content_page_public_id,
           e.actor_id, a.display_name AS actor_name, e.detail, e.created_at, count(*) OVER ()::int AS total_count
      FROM stakeholder_events e LEFT JOIN users a ON a.id = e.actor_id
     WHERE e.tenant_id = ${tenantId}::uuid AND e.organization_id = ${organizationId}::uuid AND e.stakeholder_id = ${stakeholderId}::uuid
       ${filters.contentType ? sql`AND e.content_type = ${filters.contentType}` : sql``}
     ORDER BY e.created_at DESC, e.id
     LIMIT ${page.limit} OFFSET ${page.offset}`);
  return result.rows;
}

/** Whether this id names a user, organisation or department the organisation deals with (staff or a grant). */
export async function isStakeholderOf(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  id: string,
): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM stakeholder_grants g WHERE g.tenant_id = ${tenantId}::uuid AND g.organization_id = ${organizationId}::uuid
                     AND coalesce(g.grantee_user_id, g.grantee_organization_id, g.grantee_department_id) = ${id}::uuid)
        OR EXISTS (SELECT 1 FROM memberships m WHERE m.organization_id = ${organizationId}::uuid AND m.user_id = ${id}::uuid AND m.is_staff)
        OR EXISTS (SELECT 1 FROM stakeholder_events e WHERE e.organization_id = ${organizationId}::uuid AND e.stakeholder_id = ${id}::uuid) AS found`);
  return !!result.rows[0]?.found;
}

/** Every grant and invitation on one item (the item is being deleted); the event log stays as history. */
/** Grants and invitations (pending or answered) on the items of these kinds whose ids `contentIds` selects. */
export async function deleteItemGrantsAndInvitations(
  db: DbOrTx,
  tenantId: string,
  types: readonly ContentType[],
  contentIds: SQL,
) {
  const kinds = sql.param([...types]);
  await db.execute(
    sql`DELETE FROM stakeholder_grants WHERE tenant_id = ${tenantId}::uuid AND content_type = ANY(${kinds}::text[]) AND content_id IN (${contentIds})`,
  );
  await db.execute(
    sql`DELETE FROM stakeholder_invitations WHERE tenant_id = ${tenantId}::uuid AND content_type = ANY(${kinds}::text[]) AND content_id IN (${contentIds})`,
  );
}
