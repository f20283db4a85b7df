import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';
import { isUuid } from '../../platform/ids.js';
import { uuidArray } from './project-filter.repository.js';

/** SQL of soft-deleting, restoring, listing and purging projects (project-deletion.service.ts). */

export type DeletableRow = {
  id: string;
  public_id: string;
  name: string;
  is_published: boolean;
  organization_id: string | null;
  ministry_id: string | null;
  agency_id: string | null;
  deleted_at: Date | null;
  /** The restore window has passed. */
  expired: boolean;
};

/** One project of the tenant by public id (or uuid), deleted or not, locked for update. */
export async function lockProject(
  db: DbOrTx,
  tenantId: string,
  id: string,
  restoreDays: number,
): Promise<DeletableRow | undefined> {
  const result = await db.execute<DeletableRow>(sql`
    SELECT p.id, p.public_id, p.name, p.is_published, p.organization_id, p.ministry_id, p.agency_id, p.deleted_at,
           coalesce(p.deleted_at < now() - make_interval(days => ${restoreDays}), false) AS expired
      FROM projects p
     WHERE p.tenant_id = ${tenantId} AND ${isUuid(id) ? sql`p.id = ${id}::uuid` : sql`p.public_id = ${id}`}
       FOR UPDATE`);
  return result.rows[0];
}

/** Hidden everywhere: unpublished too, so the public lists (all published-only) need no other condition. */
export async function markDeleted(
  db: DbOrTx,
  tenantId: string,
  projectId: string,
  userId: string,
): Promise<Date> {
  const result = await db.execute<{ deleted_at: Date }>(sql`
    UPDATE projects SET deleted_at = now(), deleted_by = ${userId}, published_before_delete = is_published, is_published = false,
           modified_at = now()
     WHERE tenant_id = ${tenantId} AND id = ${projectId} RETURNING deleted_at`);
  return result.rows[0]!.deleted_at;
}

export async function markRestored(db: DbOrTx, tenantId: string, projectId: string): Promise<boolean> {
  const result = await db.execute<{ is_published: boolean }>(sql`
    UPDATE projects SET deleted_at = NULL, deleted_by = NULL, is_published = coalesce(published_before_delete, false),
           published_before_delete = NULL, modified_at = now()
     WHERE tenant_id = ${tenantId} AND id = ${projectId} RETURNING is_published`);
  return result.rows[0]!.is_published;
}

export type DeletedRow = {
  public_id: string;
  name: string;
  code: string;
  was_published: boolean;
  deleted_at: Date;
  restorable_until: Date;
  deleted_by_username: string | null;
  deleted_by_display_name: string | null;
};

/** The owners' deleted projects still within the restore window, newest deletion first (projects_deleted_idx). */
export async function findDeleted(
  db: DbOrTx,
  tenantId: string,
  ownerIds: string[],
  restoreDays: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: DeletedRow[] }> {
  const owners = uuidArray(ownerIds);
  const where = sql`p.tenant_id = ${tenantId} AND p.deleted_at IS NOT NULL AND p.deleted_at >= now() - make_interval(days => ${restoreDays})
    AND (p.organization_id = ANY(${owners}) OR p.ministry_id = ANY(${owners}) OR p.agency_id = ANY(${owners}))`;
  return countedPage<DeletedRow>(
    db,
    sql`SELECT count(*)::int AS count FROM projects p WHERE ${where}`,
    sql`
      SELECT p.public_id, p.name, p.code, coalesce(p.published_before_delete, false) AS was_published, p.deleted_at,
             p.deleted_at + make_interval(days => ${restoreDays}) AS restorable_until,
             u.username AS deleted_by_username, u.display_name AS deleted_by_display_name
        FROM projects p LEFT JOIN users u ON u.id = p.deleted_by
       WHERE ${where}
       ORDER BY p.deleted_at DESC, p.id
       LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}

/** Removes for good, in every tenant, projects deleted longer ago than the window, with the grants on them. */
// The daily purge acts across tenants: it knows no tenant, so it stays in the tenant-writes known list.
export async function purgeExpired(db: DbOrTx, restoreDays: number): Promise<number> {
  const expired = sql`SELECT id FROM projects WHERE deleted_at IS NOT NULL AND deleted_at < now() - make_interval(days => ${restoreDays})`;
  await db.execute(
    sql`DELETE FROM stakeholder_grants WHERE content_type = 'project' AND content_id IN (${expired})`,
  );
  await db.execute(
    sql`DELETE FROM stakeholder_invitations WHERE content_type = 'project' AND content_id IN (${expired})`,
  );
  const result = await db.execute<{ id: string }>(
    sql`DELETE FROM projects WHERE id IN (${expired}) RETURNING id`,
  );
  return result.rows.length;
}
