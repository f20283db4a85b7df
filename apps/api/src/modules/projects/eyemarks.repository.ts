import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { textArray, uuidArray } from './project-filter.repository.js';

/** SQL of eyemarks: the rows and the counters on projects and users. */

export async function findProjectsForEyemark(
  db: DbOrTx,
  tenantId: string,
  publicIds: string[],
  userId: string,
) {
  const result = await db.execute<{
    id: string;
    public_id: string;
    is_published: boolean;
    is_eyemarked: boolean;
  }>(sql`
    SELECT p.id, p.public_id, p.is_published,
           EXISTS (SELECT 1 FROM eyemarks e WHERE e.user_id = ${userId} AND e.project_id = p.id) AS is_eyemarked
      FROM projects p WHERE p.tenant_id = ${tenantId} AND p.public_id = ANY(${textArray(publicIds)})
     ORDER BY p.id`);
  return result.rows;
}

/** Adds the eyemark if absent; true when this call added it. */
export async function insertEyemark(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  projectId: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO eyemarks (tenant_id, user_id, project_id) VALUES (${tenantId}, ${userId}, ${projectId})
    ON CONFLICT (user_id, project_id) DO NOTHING RETURNING 1`);
  return result.rows.length === 1;
}

/** Removes the eyemark if present; true when this call removed it. */
export async function deleteEyemark(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  projectId: string,
): Promise<boolean> {
  const result = await db.execute(
    sql`DELETE FROM eyemarks WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND project_id = ${projectId} RETURNING 1`,
  );
  return result.rows.length === 1;
}

export async function addToProjectEyemarkCount(
  db: DbOrTx,
  tenantId: string,
  projectId: string,
  delta: number,
) {
  await db.execute(
    sql`UPDATE projects SET eyemarked_count = eyemarked_count + ${delta} WHERE tenant_id = ${tenantId} AND id = ${projectId}`,
  );
}

export async function addToUserEyemarkCount(db: DbOrTx, tenantId: string, userId: string, delta: number) {
  await db.execute(sql`
    INSERT INTO user_eyemark_counts (user_id, tenant_id, eyemarked_count) VALUES (${userId}, ${tenantId}, ${delta})
    ON CONFLICT (user_id) DO UPDATE SET eyemarked_count = user_eyemark_counts.eyemarked_count + excluded.eyemarked_count`);
}

export async function userEyemarkCounts(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const result = await db.execute<{ user_id: string; eyemarked_count: number }>(sql`
    SELECT user_id, eyemarked_count FROM user_eyemark_counts WHERE user_id = ANY(${uuidArray(userIds)})`);
  return new Map(result.rows.map((row) => [row.user_id, row.eyemarked_count]));
}
