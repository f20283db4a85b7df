import { normalizeRolePermissions } from '@oversight/shared/access/permissions';
import type {
  CreateRoleBody,
  Role,
  RoleType,
  UpdateRoleBody,
} from '@oversight/shared/collaboration/roles.schemas';
import type { DbOrTx } from '../../db/client.js';
import type { ContextOf } from '../../platform/request-context.js';
import { fieldError, forbidden, mapUniqueViolation, nonFieldError, notFound } from '../../platform/errors.js';
import { organizationActor, type OrganizationActor } from './actor.js';
import {
  grantBeyondMessage,
  OWNER_ROLE_FIXED,
  people,
  permissionLabels,
  permissionsBeyond,
  ROLE_ABOVE_ACTOR,
  roleInUseMessage,
  SYSTEM_PERMISSIONS,
} from './roles.policy.js';
import { presentRole } from './roles.presenter.js';
import * as repo from './roles.repository.js';

/** What the role services use of the request's context (a route passes `request.ctx`). */
export type RolesDeps = ContextOf<'db' | 'auth'>;

const ROLE_NOT_FOUND = 'Role not found.';
const nameTakenMessage = (name: string) => `A role named "${name}" already exists in this organisation.`;
const nameTaken = (name: string) => fieldError('name', nameTakenMessage(name));

/** A concurrent create or rename can still meet the unique index after our own check. */
function mapNameClash(error: unknown, name: string): never {
  return mapUniqueViolation(error, [
    { constraint: 'roles_org_name_uq', field: 'name', message: nameTakenMessage(name) },
  ]);
}

/** The stored, canonical permission list, after the rules that depend on the role type and on the actor. */
function checkedPermissions(
  actor: OrganizationActor,
  roleType: RoleType,
  requested: readonly number[],
): number[] {
  const permissions = normalizeRolePermissions(requested);
  if (roleType === 'stakeholder') {
    const system = permissions.filter((id) => SYSTEM_PERMISSIONS.includes(id));
    if (system.length) {
      throw fieldError(
        'permissions',
        `A stakeholder role applies to one shared item and cannot hold organisation permissions: ${permissionLabels(system).join(', ')}.`,
      );
    }
  }
  const missing = permissionsBeyond(actor.organization, permissions);
  if (missing.length) throw fieldError('permissions', grantBeyondMessage(missing));
  return permissions;
}

export async function findRoles(
  deps: RolesDeps,
  filters: { roleType?: RoleType; limit: number; offset: number },
): Promise<{ count: number; results: Role[] }> {
  const actor = organizationActor(deps);
  const page = await repo.selectRolePage(deps.db, actor.tenantId, actor.organization.id, filters);
  return { count: page.count, results: page.rows.map((role) => presentRole(role, actor.organization)) };
}

export async function getRole(deps: RolesDeps, roleId: string): Promise<Role> {
  const actor = organizationActor(deps);
  const role = await repo.selectRole(deps.db, actor.tenantId, actor.organization.id, roleId);
  if (!role) throw notFound(ROLE_NOT_FOUND);
  return presentRole(role, actor.organization);
}

export async function createRole(deps: RolesDeps, body: CreateRoleBody): Promise<Role> {
  const actor = organizationActor(deps);
  const permissions = checkedPermissions(actor, body.role_type, body.permissions);
  const { tenantId } = actor;
  const organizationId = actor.organization.id;
  if (await repo.isRoleNameTaken(deps.db, tenantId, organizationId, body.name)) throw nameTaken(body.name);
  let created: repo.RoleRow;
  try {
    created = await repo.insertRole(deps.db, {
      tenantId,
      organizationId,
      name: body.name,
      roleType: body.role_type,
      permissions,
    });
  } catch (error) {
    mapNameClash(error, body.name);
  }
  return presentRole({ ...created, assignedCount: 0 }, actor.organization);
}

export async function updateRole(deps: RolesDeps, roleId: string, body: UpdateRoleBody): Promise<Role> {
  const actor = organizationActor(deps);
  const { tenantId } = actor;
  const organizationId = actor.organization.id;
  try {
    await deps.db.transaction(async (tx) => {
      const role = await repo.lockRole(tx, tenantId, organizationId, roleId);
      if (!role) throw notFound(ROLE_NOT_FOUND);
      if (role.isOwner) throw nonFieldError(OWNER_ROLE_FIXED);
      if (permissionsBeyond(actor.organization, role.permissions).length) throw forbidden(ROLE_ABOVE_ACTOR);
      const roleType = body.role_type ?? (role.roleType as RoleType);
      if (roleType !== role.roleType && role.assignedCount > 0) {
        throw fieldError(
          'role_type',
          `This role is assigned to ${people(role.assignedCount)}; its type can change only while nobody holds it.`,
        );
      }
      const patch: { name?: string; roleType?: RoleType; permissions?: number[] } = {};
      if (body.name !== undefined && body.name !== role.name) {
        if (await repo.isRoleNameTaken(tx, tenantId, organizationId, body.name, role.id))
          throw nameTaken(body.name);
        patch.name = body.name;
      }
      if (roleType !== role.roleType) patch.roleType = roleType;
      // A type change re-checks the kept permissions too (a stakeholder role cannot hold organisation permissions).
      if (body.permissions !== undefined || patch.roleType)
        patch.permissions = checkedPermissions(actor, roleType, body.permissions ?? role.permissions);
      if (Object.keys(patch).length) await repo.updateRole(tx, tenantId, organizationId, role.id, patch);
    });
  } catch (error) {
    mapNameClash(error, body.name ?? '');
  }
  return getRole(deps, roleId);
}

export async function deleteRole(deps: RolesDeps, roleId: string): Promise<void> {
  const actor = organizationActor(deps);
  const { tenantId } = actor;
  const organizationId = actor.organization.id;
  await deps.db
    .transaction(async (tx) => {
      // The row lock also holds back a membership being given this role until the delete is decided.
      const role = await repo.lockRole(tx, tenantId, organizationId, roleId);
      if (!role) throw notFound(ROLE_NOT_FOUND);
      if (role.isOwner) throw nonFieldError(OWNER_ROLE_FIXED);
      if (permissionsBeyond(actor.organization, role.permissions).length) throw forbidden(ROLE_ABOVE_ACTOR);
      if (role.assignedCount > 0) throw nonFieldError(roleInUseMessage(role.assignedCount));
      await repo.deleteRole(tx, tenantId, organizationId, role.id);
    })
    .catch((error: unknown) => {
      // Any holder the count does not know of still blocks the delete through its foreign key.
      if ((error as { code?: string } | null)?.code === '23503')
        throw nonFieldError(
          'This role is still assigned. Reassign everyone who holds it before deleting it.',
        );
      throw error;
    });
}

export type AssignableRole = { id: string; name: string; permissions: number[] };

/**
 * The organisation roles of the actor's organisation that may be given to staff, by id, each with why not when it
 * may not (another organisation's or unknown role, the owner role, a stakeholder role, a role above the actor).
 */
export async function checkAssignableRoles(
  db: DbOrTx,
  actor: OrganizationActor,
  roleIds: string[],
): Promise<Map<string, { role: AssignableRole } | { problem: string }>> {
  const rows = await repo.selectRolesByIds(db, actor.tenantId, actor.organization.id, [...new Set(roleIds)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const result = new Map<string, { role: AssignableRole } | { problem: string }>();
  for (const id of roleIds) {
    const row = byId.get(id);
    if (!row) result.set(id, { problem: 'There is no such role in this organisation.' });
    else if (row.isOwner)
      result.set(id, {
        problem: 'The owner role cannot be given to staff; create a role with the permissions they need.',
      });
    else if (row.roleType !== 'organization')
      result.set(id, {
        problem: 'This is a stakeholder role (for shared items); choose an organisation role.',
      });
    else if (permissionsBeyond(actor.organization, row.permissions).length)
      result.set(id, { problem: ROLE_ABOVE_ACTOR });
    else result.set(id, { role: { id: row.id, name: row.name, permissions: row.permissions } });
  }
  return result;
}
