import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  PROJECT_RESTORE_DAYS,
  type DeletedProject,
  type DeleteProjectResult,
} from '@oversight/shared/projects/project-deletion.schemas';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import { forbidden, HttpError, notFound } from '../../platform/errors.js';
import { can } from '../../platform/item-access.js';
import type { PageParams } from '../../platform/pagination.js';
import { forgetPublicAnswers } from '../../platform/public-cache.js';
import * as repo from './project-deletion.repository.js';
import { projectAccess } from './projects.policy.js';
import { insertActivity } from './project-activities.repository.js';
import type { ProjectsContext, Listed } from './project-filter.js';

/**
 * Soft delete of projects. A deleted project leaves every list and lookup at once (it is also unpublished,
 * and the organisation-side queries say deleted_at IS NULL); its owner organisation lists it and may restore it for
 * PROJECT_RESTORE_DAYS; then the daily purge job removes it, its posts, media and change log for good.
 */

export const PURGE_JOB = 'projects.purge-deleted';
export const PURGE_CRON = '40 3 * * *';

const NO_PROJECT = 'No project has this id.';

function requireActor(auth: AuthContext) {
  if (!auth.user || !auth.organization)
    throw forbidden('Choose an organisation: the X-Organization-Id header is missing.');
  return { user: auth.user, organization: auth.organization };
}

/** DELETE /projects/{id}/: needs "delete project" on the project (the owner's role or a stakeholder grant). */
export async function deleteProject(ctx: ProjectsContext, id: string): Promise<DeleteProjectResult> {
  const { user } = requireActor(ctx.auth);
  const tenantId = ctx.auth.tenant.id;
  const deletedAt = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockProject(tx, tenantId, id, PROJECT_RESTORE_DAYS);
    if (!row || row.deleted_at) throw notFound(NO_PROJECT);
    const access = (await projectAccess(tx, ctx.auth, [row])).get(row.id)!;
    if (!can(access, PERMISSIONS.DELETE_PROJECT)) {
      // A draft the caller cannot see at all stays unknown to them.
      if (!row.is_published && access.permissions.size === 0) throw notFound(NO_PROJECT);
      throw forbidden('You may not delete this project.');
    }
    const at = await repo.markDeleted(tx, tenantId, row.id, user.id);
    await insertActivity(tx, {
      tenantId,
      projectId: row.id,
      actorId: user.id,
      action: 'deleted',
      changes: {
        deleted: { before: false, after: true },
        is_published: { before: row.is_published, after: false },
      },
    });
    return at;
  });
  forgetPublicAnswers(ctx.db, tenantId);
  return {
    detail: `The project is deleted. Its organisation may restore it within ${PROJECT_RESTORE_DAYS} days.`,
    restorable_until: restorableUntil(deletedAt),
  };
}

/**
 * POST /projects/{id}/restore/: only the owner organisation (its role holding "delete project"), within the window;
 * after it 410. Other callers learn nothing of the deleted project (404).
 */
export async function restoreProject(
  ctx: ProjectsContext,
  id: string,
): Promise<{ detail: string; id: string; is_published: boolean }> {
  const { user } = requireActor(ctx.auth);
  const tenantId = ctx.auth.tenant.id;
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockProject(tx, tenantId, id, PROJECT_RESTORE_DAYS);
    if (!row || !row.deleted_at) throw notFound('No deleted project has this id.');
    const access = (await projectAccess(tx, ctx.auth, [row])).get(row.id)!;
    if (!access.viaOrganization || !can(access, PERMISSIONS.DELETE_PROJECT))
      throw notFound('No deleted project has this id.');
    if (row.expired) {
      throw new HttpError(410, {
        detail: `This project was deleted more than ${PROJECT_RESTORE_DAYS} days ago and can no longer be restored.`,
      });
    }
    const isPublished = await repo.markRestored(tx, tenantId, row.id);
    await insertActivity(tx, {
      tenantId,
      projectId: row.id,
      actorId: user.id,
      action: 'restored',
      changes: {
        deleted: { before: true, after: false },
        is_published: { before: false, after: isPublished },
      },
    });
    return { id: row.public_id, isPublished };
  });
  forgetPublicAnswers(ctx.db, tenantId);
  return { detail: 'The project is restored.', id: outcome.id, is_published: outcome.isPublished };
}

const DAY_MS = 86_400_000;
const restorableUntil = (deletedAt: Date) =>
  new Date(new Date(deletedAt).getTime() + PROJECT_RESTORE_DAYS * DAY_MS).toISOString();

/** GET /projects/deleted/: the current organisation's deleted projects it may still restore. */
export async function findDeletedProjects(
  ctx: ProjectsContext,
  page: PageParams,
  now = new Date(),
): Promise<Listed<DeletedProject>> {
  const { organization } = requireActor(ctx.auth);
  // The organisations whose role applies on a project (item-access organizationPermissions): a sub-user limited to
  // some ministries/agencies sees theirs only.
  const ownerIds = organization.assignedMdaIds ?? [organization.id];
  const { count, rows } = await repo.findDeleted(
    ctx.db,
    ctx.auth.tenant.id,
    ownerIds,
    PROJECT_RESTORE_DAYS,
    page,
  );
  return {
    count,
    results: rows.map((row) => {
      const until = new Date(row.restorable_until);
      return {
        id: row.public_id,
        name: row.name,
        code: row.code,
        was_published: row.was_published,
        deleted_at: new Date(row.deleted_at).toISOString(),
        deleted_by: row.deleted_by_username
          ? {
              username: row.deleted_by_username,
              display_name: row.deleted_by_display_name ?? row.deleted_by_username,
            }
          : null,
        restorable_until: until.toISOString(),
        days_left: Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY_MS)),
      };
    }),
  };
}

/** The daily job: projects past the restore window are removed for good (see docs/security.md). */
export async function purgeDeletedProjects(db: Database): Promise<number> {
  return db.transaction((tx) => repo.purgeExpired(tx, PROJECT_RESTORE_DAYS));
}
