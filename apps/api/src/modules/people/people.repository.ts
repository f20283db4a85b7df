import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { isUuid } from '../../platform/ids.js';

const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/** A live account by user id, username, or the id of the organisation it owns (profiles name either). */
export async function findFollowableUserId(
  db: DbOrTx,
  tenantId: string,
  idOrUsername: string,
): Promise<string | undefined> {
  const listed = sql`u.tenant_id = ${tenantId} AND NOT u.is_pseudo AND u.deleted_at IS NULL AND u.is_active`;
  const query = isUuid(idOrUsername)
    ? sql`SELECT u.id FROM users u WHERE ${listed} AND u.id = ${idOrUsername}::uuid
          UNION ALL
          SELECT u.id FROM organizations o JOIN users u ON u.id = o.owner_id WHERE ${listed} AND o.id = ${idOrUsername}::uuid
          LIMIT 1`
    : sql`SELECT u.id FROM users u WHERE ${listed} AND lower(u.username) = ${idOrUsername.toLowerCase()} LIMIT 1`;
  const result = await db.execute<{ id: string }>(query);
  return result.rows[0]?.id;
}

/** Adds the follow if absent; true when this call added it. */
export async function insertFollow(
  db: DbOrTx,
  tenantId: string,
  followerId: string,
  followeeId: string,
): Promise<boolean> {
  const result = await db.execute<{ follower_id: string }>(sql`
    INSERT INTO follows (tenant_id, follower_id, followee_id) VALUES (${tenantId}, ${followerId}, ${followeeId})
    ON CONFLICT DO NOTHING RETURNING follower_id`);
  return result.rows.length > 0;
}

export async function deleteFollow(
  db: DbOrTx,
  tenantId: string,
  followerId: string,
  followeeId: string,
): Promise<boolean> {
  const result = await db.execute<{ follower_id: string }>(
    sql`DELETE FROM follows WHERE tenant_id = ${tenantId} AND follower_id = ${followerId} AND followee_id = ${followeeId} RETURNING follower_id`,
  );
  return result.rows.length > 0;
}

export type FollowCountRow = { user_id: string; follower_count: number; following_count: number };

/** Both counts for many users in one query (each side walks its index). */
export async function selectFollowCounts(
  db: DbOrTx,
  tenantId: string,
  userIds: string[],
): Promise<FollowCountRow[]> {
  if (userIds.length === 0) return [];
  const result = await db.execute<FollowCountRow>(sql`
    SELECT ids.id AS user_id,
           (SELECT count(*)::int FROM follows f WHERE f.followee_id = ids.id AND f.tenant_id = ${tenantId}) AS follower_count,
           (SELECT count(*)::int FROM follows f WHERE f.follower_id = ids.id AND f.tenant_id = ${tenantId}) AS following_count
      FROM unnest(${uuidArray(userIds)}::uuid[]) AS ids(id)`);
  return result.rows;
}

/** Which of these users the viewer follows. */
export async function selectFollowedAmong(
  db: DbOrTx,
  followerId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const result = await db.execute<{ followee_id: string }>(sql`
    SELECT f.followee_id FROM follows f WHERE f.follower_id = ${followerId} AND f.followee_id = ANY(${uuidArray(userIds)}::uuid[])`);
  return new Set(result.rows.map((row) => row.followee_id));
}

export type ProfileOwnerRow = { id: string; privacy: { showEyemarks: boolean; showActivity: boolean } };

/** The account behind a profile id (user id, username, or an organisation's id), with its privacy choices. */
export async function findProfileOwner(
  db: DbOrTx,
  tenantId: string,
  idOrUsername: string,
): Promise<ProfileOwnerRow | undefined> {
  const id = await findFollowableUserId(db, tenantId, idOrUsername);
  if (!id) return undefined;
  const result = await db.execute<ProfileOwnerRow>(
    sql`SELECT u.id, u.privacy FROM users u WHERE u.id = ${id}`,
  );
  return result.rows[0];
}
