import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * The project page's views counter counts each viewer once a day (Lagos time): a signed-in viewer by account, an
 * anonymous one by HMAC(day's random salt, address + browser). The address is never stored, and the salt is random
 * and kept only for today and yesterday, so yesterday's keys cannot be tied to an address once it is gone.
 */

/** Who is viewing: a signed-in account, or an anonymous visitor's address and browser (hashed, never kept). */
export type Viewer = { userId: string } | { ip: string; userAgent: string };

const LAGOS_OFFSET_MS = 3_600_000;
export const viewDay = (now = new Date()) =>
  new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

// The day's salt, read from the database once per process, database and day (processes share it through view_salts).
let cached = new WeakMap<object, { day: string; salt: string }>();

async function saltOf(db: DbOrTx, day: string): Promise<string> {
  const known = cached.get(db);
  if (known?.day === day) return known.salt;
  const made = await db.execute<{ salt: string }>(sql`
    INSERT INTO view_salts (day, salt) VALUES (${day}, ${randomBytes(32).toString('base64')})
    ON CONFLICT (day) DO NOTHING RETURNING salt`);
  let salt = made.rows[0]?.salt;
  if (salt) {
    // The first view of a new day: drop the salts and views older than yesterday (the keys die with their salt).
    await db.execute(sql`DELETE FROM view_salts WHERE day < ${day}::date - 1`);
    await db.execute(sql`DELETE FROM project_views WHERE day < ${day}::date - 1`);
  } else {
    const found = await db.execute<{ salt: string }>(sql`SELECT salt FROM view_salts WHERE day = ${day}`);
    salt = found.rows[0]!.salt;
  }
  cached.set(db, { day, salt });
  return salt;
}

/** The key a viewer is counted under today: never an address. */
export async function viewerKey(db: DbOrTx, viewer: Viewer, day: string): Promise<string> {
  if ('userId' in viewer) return `user:${viewer.userId}`;
  const salt = await saltOf(db, day);
  return `anon:${createHmac('sha256', salt).update(`${viewer.ip}\n${viewer.userAgent}`).digest('base64url')}`;
}

/**
 * Counts a view of the project unless this viewer has already been counted today; answers the views count after it
 * (null when the view was not new: the caller keeps the count it read).
 */
export async function countView(
  db: DbOrTx,
  projectId: string,
  viewer: Viewer,
  now = new Date(),
): Promise<number | null> {
  const day = viewDay(now);
  const key = await viewerKey(db, viewer, day);
  const result = await db.execute<{ views: number }>(sql`
    WITH seen AS (
      INSERT INTO project_views (project_id, day, viewer) VALUES (${projectId}, ${day}, ${key})
      ON CONFLICT DO NOTHING RETURNING project_id
    )
    UPDATE projects p SET views = p.views + 1 FROM seen WHERE p.id = seen.project_id RETURNING p.views`);
  return result.rows[0]?.views ?? null;
}

/** Tests: forget the cached salt (a test that moves the clock or empties the tables). */
export function forgetViewSalt() {
  cached = new WeakMap();
}
