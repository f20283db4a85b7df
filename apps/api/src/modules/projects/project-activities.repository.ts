import { sql } from 'drizzle-orm';
import type { AccountType } from '@oversight/shared/reference/enums';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';

/** SQL of a project's history (activities). */

export type ActivityRow = {
  id: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  created_at: string;
  actor_id: string | null;
  actor_username: string | null;
  actor_display_name: string | null;
  actor_avatar: string | null;
  actor_account_type: AccountType | null;
  actor_deleted: boolean | null;
};

export async function findActivities(
  db: DbOrTx,
  projectId: string,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: ActivityRow[] }> {
  return countedPage<ActivityRow>(
    db,
    sql`SELECT count(*)::int AS count FROM project_activities WHERE project_id = ${projectId}`,
    sql`
      SELECT a.id, a.action, a.changes, a.created_at, a.actor_id, u.username AS actor_username, u.display_name AS actor_display_name,
             u.avatar_url AS actor_avatar, u.account_type AS actor_account_type, (u.deleted_at IS NOT NULL) AS actor_deleted
        FROM project_activities a LEFT JOIN users u ON u.id = a.actor_id
       WHERE a.project_id = ${projectId}
       ORDER BY a.created_at DESC, a.id DESC
       LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}

/** Records a change in the project's history (used by the organisation-side writes and the importer). */
export async function insertActivity(
  db: DbOrTx,
  activity: {
    tenantId: string;
    projectId: string;
    actorId: string | null;
    action: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  },
) {
  await db.execute(sql`
    INSERT INTO project_activities (tenant_id, project_id, actor_id, action, changes)
    VALUES (${activity.tenantId}, ${activity.projectId}, ${activity.actorId}, ${activity.action}, ${JSON.stringify(activity.changes)}::jsonb)`);
}
