import { sql, type SQL } from 'drizzle-orm';
import type { ContentType } from '@oversight/shared/collaboration/content';
import type {
  AssignedObject,
  EditRoleOnContentBody,
  ItemStakeholder,
  ItemStakeholderPage,
  RemoveStakeholderBody,
  Stakeholder,
  StakeholderActivity,
  StakeholderFilters,
  UpdateStakeholderBody,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import type { DbOrTx } from '../../db/client.js';
import { requireUser } from '../../platform/access-control.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { pseudoUserId } from '../../platform/access-group-principals.js';
import { organizationActor } from '../roles/actor.js';
import type { StakeholderDeps } from './invitations.service.js';
import { loadItem, roleProblem } from './stakeholders.policy.js';
import {
  presentAccessGroupGrant,
  presentActivity,
  presentAssignedObject,
  presentItemStakeholder,
  presentStakeholder,
} from './stakeholders.presenter.js';
import * as repo from './stakeholders.repository.js';

type Page = { limit: number; offset: number };
const STAKEHOLDER_NOT_FOUND = 'This is not a stakeholder of this item.';
const NOT_OURS = 'No stakeholder of this organisation has this id.';

// ---------------------------------------------------------------------------------------------------------------
// One item's stakeholders

/** GET .../{id}/stakeholders/: people, organisations and departments holding a role on the item, and its access groups. */
export async function itemStakeholders(
  deps: StakeholderDeps,
  type: ContentType,
  id: string,
  page: Page,
): Promise<Omit<ItemStakeholderPage, 'next' | 'previous'>> {
  const { auth } = deps;
  requireUser(auth);
  const { item } = await loadItem(deps.db, auth, type, id, 'view');
  const { people, groups } = await repo.selectItemGrants(deps.db, auth.tenant.id, type, item.id, page);
  return {
    count: people[0]?.total_count ?? 0,
    results: people.map(presentItemStakeholder),
    access_groups: groups.flatMap((row) => presentAccessGroupGrant(row) ?? []),
  };
}

/**
 * Called by an item's module inside the transaction that deletes the item: its grants and invitations go with it, so
 * nobody keeps a role on (or an invitation to) something that no longer exists. The caller has checked the delete.
 */
export async function forgetItemStakeholders(
  db: DbOrTx,
  tenantId: string,
  type: ContentType,
  contentId: string,
): Promise<void> {
  await repo.deleteItemGrantsAndInvitations(db, tenantId, [type], sql`SELECT ${contentId}::uuid`);
}

/** forgetItemStakeholders for an item and what goes with it (a plan's outcomes and indicators): `contentIds` selects them. */
export async function forgetItemsStakeholders(
  db: DbOrTx,
  tenantId: string,
  types: readonly ContentType[],
  contentIds: SQL,
): Promise<void> {
  await repo.deleteItemGrantsAndInvitations(db, tenantId, types, contentIds);
}

/** PATCH /users/stakeholders/{id}/edit-role-on-content/: another role (and type) on one item. */
export async function editRoleOnContent(
  deps: StakeholderDeps,
  stakeholderId: string,
  body: EditRoleOnContentBody,
): Promise<ItemStakeholder> {
  const { auth } = deps;
  const user = requireUser(auth);
  const tenantId = auth.tenant.id;
  const { item, access } = await loadItem(deps.db, auth, body.content_type, body.content_id, 'manage');
  await deps.db.transaction(async (tx) => {
    const grant = await repo.selectGrant(tx, tenantId, item.type, item.id, stakeholderId);
    if (!grant) throw notFound(STAKEHOLDER_NOT_FOUND);
    const roles = await repo.selectRoles(tx, tenantId, grant.organization_id, [body.role_id]);
    const problem = roleProblem(roles.get(body.role_id), access.permissions);
    if (problem) throw fieldError('role_id', problem);
    await repo.updateGrant(tx, tenantId, grant.id, {
      roleId: body.role_id,
      stakeholderType: body.stakeholder_type,
    });
    await repo.insertEvents(tx, [
      {
        tenantId,
        organizationId: grant.organization_id,
        stakeholderId,
        actorId: user.id,
        action: 'role_changed',
        contentType: item.type,
        contentId: item.id,
        detail: roles.get(body.role_id)!.name,
      },
    ]);
  });
  const { people } = await repo.selectItemGrants(deps.db, tenantId, item.type, item.id, {
    limit: 100,
    offset: 0,
  });
  const row = people.find((person) => person.grantee_id === stakeholderId);
  if (!row) throw notFound(STAKEHOLDER_NOT_FOUND);
  return presentItemStakeholder(row);
}

/** POST /users/stakeholders/remove-stakeholder/: takes one item back from a stakeholder (or an access group). */
export async function removeStakeholder(
  deps: StakeholderDeps,
  body: RemoveStakeholderBody,
): Promise<{ detail: string }> {
  const { auth } = deps;
  const user = requireUser(auth);
  const tenantId = auth.tenant.id;
  const { item } = await loadItem(deps.db, auth, body.content_type, body.content_id, 'manage');
  const granteeId =
    body.stakeholder_id ?? (await pseudoUserId(deps.db, tenantId, body.access_group!, deps.log));
  await deps.db.transaction(async (tx) => {
    const grant = await repo.selectGrant(tx, tenantId, item.type, item.id, granteeId);
    if (!grant) throw notFound(STAKEHOLDER_NOT_FOUND);
    await repo.deleteGrant(tx, tenantId, grant.id);
    await repo.insertEvents(tx, [
      {
        tenantId,
        organizationId: grant.organization_id,
        stakeholderId: granteeId,
        actorId: user.id,
        action: 'removed',
        contentType: item.type,
        contentId: item.id,
      },
    ]);
  });
  // Access is read per request (platform/item-access.ts), so the stakeholder loses it with their next call.
  return { detail: 'Stakeholder removed from this item.' };
}

// ---------------------------------------------------------------------------------------------------------------
// The organisation's stakeholders (members who manage system stakeholders)

export async function listStakeholders(
  deps: StakeholderDeps,
  filters: StakeholderFilters,
  page: Page,
): Promise<{ count: number; results: Stakeholder[] }> {
  const actor = organizationActor(deps);
  const rows = await repo.selectStakeholderPage(
    deps.db,
    actor.tenantId,
    actor.organization.id,
    {
      query: filters.query,
      ordering: filters.ordering,
      stakeholderType: filters.stakeholder_type,
      ownership: filters.ownership,
    },
    page,
  );
  return { count: rows[0]?.total_count ?? 0, results: rows.map(presentStakeholder) };
}

async function getStakeholder(deps: StakeholderDeps, id: string): Promise<Stakeholder> {
  const actor = organizationActor(deps);
  const [row] = await repo.selectStakeholderPage(
    deps.db,
    actor.tenantId,
    actor.organization.id,
    { ordering: ['name'], ownership: 'all', granteeIds: [id] },
    { limit: 1, offset: 0 },
  );
  if (!row) throw notFound(NOT_OURS);
  return presentStakeholder(row);
}

/** PATCH /users/stakeholders/{id}/: the type (internal/external) and/or role of every item the organisation gave them. */
export async function updateStakeholder(
  deps: StakeholderDeps,
  id: string,
  body: UpdateStakeholderBody,
): Promise<Stakeholder> {
  const actor = organizationActor(deps);
  const { tenantId } = actor;
  const organizationId = actor.organization.id;
  await deps.db.transaction(async (tx) => {
    const grants = await repo.selectGrantsOf(tx, tenantId, organizationId, id);
    if (!grants.length) throw notFound('This stakeholder holds no item of this organisation.');
    if (body.role_id) {
      const problem = roleProblem(
        (await repo.selectRoles(tx, tenantId, organizationId, [body.role_id])).get(body.role_id),
        actor.organization.permissions,
      );
      if (problem) throw fieldError('role_id', problem);
    }
    await repo.updateGrantsOf(tx, tenantId, organizationId, id, {
      roleId: body.role_id,
      stakeholderType: body.stakeholder_type,
    });
    const action = body.role_id ? 'role_changed' : 'type_changed';
    const detail =
      body.stakeholder_type === undefined ? '' : body.stakeholder_type === 0 ? 'internal' : 'external';
    await repo.insertEvents(
      tx,
      grants.map((grant) => ({
        tenantId,
        organizationId,
        stakeholderId: id,
        actorId: actor.userId,
        action,
        contentType: grant.content_type,
        contentId: grant.content_id,
        detail,
      })),
    );
  });
  return getStakeholder(deps, id);
}

export async function assignedObjects(
  deps: StakeholderDeps,
  id: string,
  filters: { content_type?: ContentType; name?: string },
  page: Page,
): Promise<{ count: number; results: AssignedObject[] }> {
  const actor = organizationActor(deps);
  if (!(await repo.isStakeholderOf(deps.db, actor.tenantId, actor.organization.id, id)))
    throw notFound(NOT_OURS);
  const rows = await repo.selectAssignedObjects(
    deps.db,
    actor.tenantId,
    actor.organization.id,
    id,
    { contentType: filters.content_type, name: filters.name },
    page,
  );
  return { count: rows[0]?.total_count ?? 0, results: rows.map(presentAssignedObject) };
}

/** POST /users/stakeholders/activities/: what happened with this stakeholder in the organisation, newest first. */
export async function stakeholderActivities(
  deps: StakeholderDeps,
  body: { stakeholder_id: string; content_type?: ContentType; limit: number; offset: number },
): Promise<{ count: number; results: StakeholderActivity[] }> {
  const actor = organizationActor(deps);
  if (!(await repo.isStakeholderOf(deps.db, actor.tenantId, actor.organization.id, body.stakeholder_id)))
    throw notFound(NOT_OURS);
  const rows = await repo.selectEvents(
    deps.db,
    actor.tenantId,
    actor.organization.id,
    body.stakeholder_id,
    { contentType: body.content_type },
    body,
  );
  return { count: rows[0]?.total_count ?? 0, results: rows.map(presentActivity) };
}

/** POST /users/stakeholders/remove-stakeholder-from-org/: every item and pending invitation of the organisation taken back. */
export async function removeStakeholderFromOrganization(
  deps: StakeholderDeps,
  stakeholderId: string,
): Promise<{ detail: string }> {
  const actor = organizationActor(deps);
  const { tenantId } = actor;
  const organizationId = actor.organization.id;
  const removed = await deps.db.transaction(async (tx) => {
    const grants = await repo.selectGrantsOf(tx, tenantId, organizationId, stakeholderId);
    const cancelled = await repo.deletePendingInvitesTo(tx, tenantId, organizationId, stakeholderId);
    if (!grants.length && !cancelled)
      throw notFound('This stakeholder holds no item or invitation of this organisation.');
    await repo.deleteGrantsOf(tx, tenantId, organizationId, stakeholderId);
    await repo.insertEvents(
      tx,
      grants.map((grant) => ({
        tenantId,
        organizationId,
        stakeholderId,
        actorId: actor.userId,
        action: 'removed',
        contentType: grant.content_type,
        contentId: grant.content_id,
      })),
    );
    return { grants: grants.length, cancelled };
  });
  const items = `${removed.grants} ${removed.grants === 1 ? 'item' : 'items'}`;
  return {
    detail: `Removed from ${items}; ${removed.cancelled} pending ${removed.cancelled === 1 ? 'invitation' : 'invitations'} cancelled.`,
  };
}
