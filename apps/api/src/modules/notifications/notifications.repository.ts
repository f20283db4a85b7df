import { sql, type SQL } from 'drizzle-orm';
import type { AccountType } from '@oversight/shared/reference/enums';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';
import { notifications } from '../../db/schema/index.js';

export type NotificationInsert = typeof notifications.$inferInsert;

/** A notification with what its presenter shows of the actor and the project (one joined query per page). */
export type NotificationListRow = {
  id: string;
  kind: string;
  excerpt: string;
  data: Record<string, string>;
  post_id: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
  actor_id: string | null;
  actor_username: string | null;
  actor_display_name: string | null;
  actor_avatar: string | null;
  actor_account_type: AccountType | null;
  actor_deleted_at: Date | string | null;
  project_public_id: string | null;
  project_name: string | null;
};

const LIST_COLUMNS = sql`n.id, n.kind, n.excerpt, n.data, n.post_id, n.read_at, n.created_at,
  a.id AS actor_id, a.username AS actor_username, a.display_name AS actor_display_name, a.avatar_url AS actor_avatar,
  a.account_type AS actor_account_type, a.deleted_at AS actor_deleted_at,
  p.public_id AS project_public_id, p.name AS project_name`;

const ofRecipient = (tenantId: string, userId: string) =>
  sql`n.tenant_id = ${tenantId} AND n.recipient_id = ${userId}`;

/** Newest first; walks notifications_recipient_created_idx. */
export async function selectNotificationPage(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ count: number; rows: NotificationListRow[] }> {
  const where = options.unreadOnly
    ? sql`${ofRecipient(tenantId, userId)} AND n.read_at IS NULL`
    : ofRecipient(tenantId, userId);
  return countedPage<NotificationListRow>(
    db,
    sql`SELECT count(*)::int AS count FROM notifications n WHERE ${where}`,
    sql`
      SELECT ${LIST_COLUMNS}
        FROM notifications n
        LEFT JOIN users a ON a.id = n.actor_id
        LEFT JOIN projects p ON p.id = n.project_id
       WHERE ${where}
       ORDER BY n.created_at DESC, n.id DESC
       LIMIT ${options.limit} OFFSET ${options.offset}`,
    'together',
  );
}

export async function countUnread(db: DbOrTx, tenantId: string, userId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM notifications n WHERE ${ofRecipient(tenantId, userId)} AND n.read_at IS NULL`,
  );
  return result.rows[0]!.count;
}

/** Marks one of the recipient's own notifications; false when no such notification is theirs. */
export async function markRead(db: DbOrTx, tenantId: string, userId: string, id: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE notifications n SET read_at = coalesce(n.read_at, now())
     WHERE ${ofRecipient(tenantId, userId)} AND n.id = ${id}
     RETURNING n.id`);
  return result.rows.length > 0;
}

export async function markAllRead(db: DbOrTx, tenantId: string, userId: string): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE notifications n SET read_at = now() WHERE ${ofRecipient(tenantId, userId)} AND n.read_at IS NULL RETURNING n.id`);
  return result.rows.length;
}

// ---------------------------------------------------------------------------------------------------------------
// Recipients and creation (the event job)

export type RecipientRow = { id: string; email: string; display_name: string; email_notifications: string };

/** Live, real accounts of the tenant among the given ids, with their e-mail preference. */
export async function selectRecipients(
  db: DbOrTx,
  tenantId: string,
  userIds: string[],
): Promise<RecipientRow[]> {
  if (userIds.length === 0) return [];
  const result = await db.execute<RecipientRow>(sql`
    SELECT u.id, u.email, u.display_name, u.email_notifications
      FROM users u
     WHERE u.tenant_id = ${tenantId} AND u.id = ANY(${`{${userIds.join(',')}}`}::uuid[])
       AND NOT u.is_pseudo AND u.is_active AND u.deleted_at IS NULL`);
  return result.rows;
}

export async function selectEyemarkerIds(db: DbOrTx, tenantId: string, projectId: string): Promise<string[]> {
  const result = await db.execute<{ user_id: string }>(
    sql`SELECT e.user_id FROM eyemarks e WHERE e.tenant_id = ${tenantId} AND e.project_id = ${projectId}`,
  );
  return result.rows.map((row) => row.user_id);
}

/**
 * Who follows a place or subject the project is in (place_follows): its state, one of its LGAs, one of its sectors,
 * its ministry or agency (a ministry also hears of its agencies' projects), or a point within its radius of one of
 * the project's locations. One row per user, 'instant' when any of their follows asks for it. Each branch reads its
 * own partial index.
 */
export async function selectPlaceFollowers(
  db: DbOrTx,
  tenantId: string,
  projectId: string,
): Promise<{ user_id: string; delivery: 'instant' | 'daily' }[]> {
  const result = await db.execute<{ user_id: string; delivery: 'instant' | 'daily' }>(sql`
    WITH p AS (SELECT id, states, lgas, sectors, ministry_id, agency_id, organization_id
                 FROM projects WHERE tenant_id = ${tenantId} AND id = ${projectId} AND is_published),
    matched AS (
      SELECT f.user_id, f.delivery FROM place_follows f, p
       WHERE f.tenant_id = ${tenantId} AND f.kind = 'state' AND f.state = ANY(p.states)
      UNION ALL
      SELECT f.user_id, f.delivery FROM place_follows f, p
       WHERE f.tenant_id = ${tenantId} AND f.kind = 'lga' AND f.state = ANY(p.states)
         AND EXISTS (SELECT 1 FROM unnest(p.lgas) l WHERE lower(l) = lower(f.lga))
      UNION ALL
      SELECT f.user_id, f.delivery FROM place_follows f, p
       WHERE f.tenant_id = ${tenantId} AND f.kind = 'sector' AND f.sector = ANY(p.sectors)
      UNION ALL
      SELECT f.user_id, f.delivery FROM place_follows f, p
       WHERE f.kind = 'ministry' AND f.tenant_id = ${tenantId}
         AND (f.organization_id IN (p.ministry_id, p.agency_id, p.organization_id)
              OR f.organization_id IN (SELECT o.parent_id FROM organizations o
                                        WHERE o.tenant_id = ${tenantId} AND o.id IN (p.agency_id, p.organization_id)))
      UNION ALL
      SELECT f.user_id, f.delivery FROM place_follows f
        JOIN project_locations l ON l.project_id = ${projectId}
       WHERE f.tenant_id = ${tenantId} AND f.kind = 'point'
         AND f.latitude BETWEEN l.latitude - f.radius_m / 111000.0 AND l.latitude + f.radius_m / 111000.0
         AND 2 * 6371008.8 * asin(sqrt(power(sin(radians(l.latitude - f.latitude) / 2), 2)
             + cos(radians(f.latitude)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - f.longitude) / 2), 2)))
             <= f.radius_m
         AND EXISTS (SELECT 1 FROM p))
    SELECT user_id, CASE WHEN bool_or(delivery = 'instant') THEN 'instant' ELSE 'daily' END AS delivery
      FROM matched GROUP BY user_id`);
  return result.rows;
}

/** The members of the organisation that owns the project (its account and its staff). */
export async function selectProjectOrganizationMemberIds(
  db: DbOrTx,
  tenantId: string,
  projectId: string,
): Promise<string[]> {
  const result = await db.execute<{ user_id: string }>(sql`
    SELECT m.user_id FROM projects p JOIN memberships m ON m.organization_id = p.organization_id
     WHERE p.tenant_id = ${tenantId} AND p.id = ${projectId}`);
  return result.rows.map((row) => row.user_id);
}

export async function selectProjectName(
  db: DbOrTx,
  tenantId: string,
  projectId: string,
): Promise<{ name: string; public_id: string } | undefined> {
  const result = await db.execute<{ name: string; public_id: string }>(
    sql`SELECT p.name, p.public_id FROM projects p WHERE p.tenant_id = ${tenantId} AND p.id = ${projectId}`,
  );
  return result.rows[0];
}

/** Inserts what is not there yet; a retried event job inserts nothing twice (recipient, event_key is unique). */
export async function insertNotifications(db: DbOrTx, rows: NotificationInsert[]) {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows).onConflictDoNothing();
}

export type PendingMailRow = NotificationListRow & { recipient_id: string };

/** Notifications waiting for an e-mail, as the list shows them, with their recipient. */
async function selectPendingMail(db: DbOrTx, where: SQL, order: SQL = sql``): Promise<PendingMailRow[]> {
  const result = await db.execute<PendingMailRow>(sql`
    SELECT ${LIST_COLUMNS}, n.recipient_id
      FROM notifications n
      LEFT JOIN users a ON a.id = n.actor_id
      LEFT JOIN projects p ON p.id = n.project_id
     WHERE ${where}${order}`);
  return result.rows;
}

/** The event's notifications still waiting for an instant e-mail. */
export async function selectInstantPending(
  db: DbOrTx,
  tenantId: string,
  eventKey: string,
): Promise<PendingMailRow[]> {
  return selectPendingMail(
    db,
    sql`n.tenant_id = ${tenantId} AND n.event_key = ${eventKey} AND n.email_state = 'instant'`,
  );
}

export async function setEmailState(db: DbOrTx, tenantId: string, ids: string[], state: 'sent' | 'none') {
  if (ids.length === 0) return;
  await db.execute(
    sql`UPDATE notifications SET email_state = ${state} WHERE tenant_id = ${tenantId}::uuid AND id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
}

/** Recipients with notifications waiting for the daily digest. */
export async function selectDigestRecipients(db: DbOrTx): Promise<(RecipientRow & { tenant_id: string })[]> {
  const result = await db.execute<RecipientRow & { tenant_id: string }>(sql`
    SELECT u.id, u.email, u.display_name, u.email_notifications, u.tenant_id
      FROM users u
     WHERE u.id IN (SELECT DISTINCT n.recipient_id FROM notifications n WHERE n.email_state = 'digest')`);
  return result.rows;
}

export async function selectDigestPending(
  db: DbOrTx,
  tenantId: string,
  userId: string,
): Promise<PendingMailRow[]> {
  return selectPendingMail(
    db,
    sql`${ofRecipient(tenantId, userId)} AND n.email_state = 'digest'`,
    sql` ORDER BY n.created_at, n.id`,
  );
}
