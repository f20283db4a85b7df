import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** SQL of followed places (table place_follows). Every statement names its tenant and the follower. */

export type FollowedPlaceRow = {
  id: string;
  kind: string;
  state: string | null;
  lga: string | null;
  sector: string | null;
  organization_id: string | null;
  organization_username: string | null;
  organization_name: string | null;
  latitude: number | null;
  longitude: number | null;
  radius_m: number | null;
  delivery: string;
  label: string | null;
  created_at: string;
};

export type NewFollowedPlace = {
  tenantId: string;
  userId: string;
  kind: string;
  state?: string | null;
  lga?: string | null;
  sector?: string | null;
  organizationId?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  radiusM?: number | null;
  label?: string | null;
  delivery: string;
  placeKey: string;
};

const COLUMNS = sql`f.id, f.kind, f.state, f.lga, f.sector, f.organization_id, o.username AS organization_username,
  o.name AS organization_name, f.latitude, f.longitude, f.radius_m, f.delivery, f.label, f.created_at`;

export async function listFollowedPlaces(db: DbOrTx, tenantId: string, userId: string) {
  const result = await db.execute<FollowedPlaceRow>(sql`
    SELECT ${COLUMNS} FROM place_follows f LEFT JOIN organizations o ON o.id = f.organization_id
     WHERE f.tenant_id = ${tenantId} AND f.user_id = ${userId} ORDER BY f.created_at, f.id`);
  return result.rows;
}

export async function findFollowedPlace(db: DbOrTx, tenantId: string, userId: string, id: string) {
  const result = await db.execute<FollowedPlaceRow>(sql`
    SELECT ${COLUMNS} FROM place_follows f LEFT JOIN organizations o ON o.id = f.organization_id
     WHERE f.tenant_id = ${tenantId} AND f.user_id = ${userId} AND f.id = ${id}`);
  return result.rows[0];
}

export async function countFollowedPlaces(db: DbOrTx, tenantId: string, userId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM place_follows WHERE tenant_id = ${tenantId} AND user_id = ${userId}`,
  );
  return result.rows[0]?.count ?? 0;
}

/** Takes the follower's row lock: their follows are counted and added one request at a time. */
export async function lockFollower(db: DbOrTx, tenantId: string, userId: string) {
  await db.execute(sql`SELECT 1 FROM users WHERE tenant_id = ${tenantId} AND id = ${userId} FOR UPDATE`);
}

/** Inserts the follow; null when the user already follows this place. */
export async function insertFollowedPlace(db: DbOrTx, row: NewFollowedPlace): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO place_follows (tenant_id, user_id, kind, state, lga, sector, organization_id, latitude, longitude,
                               radius_m, label, delivery, place_key)
    VALUES (${row.tenantId}, ${row.userId}, ${row.kind}, ${row.state ?? null}, ${row.lga ?? null}, ${row.sector ?? null},
            ${row.organizationId ?? null}, ${row.latitude ?? null}, ${row.longitude ?? null}, ${row.radiusM ?? null},
            ${row.label ?? null}, ${row.delivery}, ${row.placeKey})
    ON CONFLICT (user_id, place_key) DO NOTHING
    RETURNING id`);
  return result.rows[0]?.id ?? null;
}

export async function updateDelivery(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  id: string,
  delivery: string,
) {
  const result = await db.execute(sql`
    UPDATE place_follows SET delivery = ${delivery}
     WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND id = ${id}`);
  return (result.rowCount ?? 0) > 0;
}

export async function deleteFollowedPlace(db: DbOrTx, tenantId: string, userId: string, id: string) {
  const result = await db.execute(
    sql`DELETE FROM place_follows WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND id = ${id}`,
  );
  return (result.rowCount ?? 0) > 0;
}

/** A ministry or agency of the tenant by username (its projects and, for a ministry, its agencies'). */
export async function findMinistryByUsername(db: DbOrTx, tenantId: string, username: string) {
  const result = await db.execute<{ id: string; username: string; name: string }>(sql`
    SELECT id, username, name FROM organizations
     WHERE tenant_id = ${tenantId} AND lower(username) = lower(${username}) AND account_type IN ('MINISTRY', 'AGENCY')`);
  return result.rows[0];
}
