import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uuidArray } from './project-filter.repository.js';

/** What a signed-in caller sees of shared projects on top of the public answer: one query for any page. */
export type ViewerFlags = {
  id: string;
  eyemarked_count: number;
  reviews_count: number;
  is_eyemarked: boolean;
};

/**
 * The caller's eyemark and the counters their own actions move, for the projects of a shared page that are still
 * published in the tenant (a project missing from the answer was unpublished or removed since the page was built).
 */
export async function findViewerFlags(
  db: DbOrTx,
  tenantId: string,
  projectIds: string[],
  viewerId: string,
): Promise<Map<string, ViewerFlags>> {
  if (!projectIds.length) return new Map();
  const result = await db.execute<ViewerFlags>(viewerFlagsSql(tenantId, projectIds, viewerId));
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** The SELECT behind findViewerFlags, to run alongside another read (item access) in one statement. */
export function viewerFlagsSql(tenantId: string, projectIds: string[], viewerId: string): SQL {
  // The caller's eyemark on each project of the page: one primary-key probe of (user, project) per project, however
  // many projects the caller eyemarked.
  return sql`
    SELECT p.id, p.eyemarked_count, p.reviews_count,
           EXISTS (SELECT 1 FROM eyemarks e WHERE e.user_id = ${viewerId}::uuid AND e.project_id = p.id) AS is_eyemarked
      FROM projects p
     WHERE p.id = ANY(${uuidArray(projectIds)}) AND p.tenant_id = ${tenantId}::uuid AND p.is_published`;
}
