import { PERMISSIONS, permissionInfo, type Permission } from '@oversight/shared/access/permissions';
import type { OrganizationContext } from '../../platform/access-control.js';

/** Permissions about the organisation itself: meaningless on one shared item, so a stakeholder role cannot hold them. */
export const SYSTEM_PERMISSIONS: readonly Permission[] = [
  PERMISSIONS.VIEW_CHANGE_LOGS,
  PERMISSIONS.MANAGE_SYSTEM_STAKEHOLDERS,
  PERMISSIONS.MANAGE_ROLES,
  PERMISSIONS.MANAGE_DEPARTMENTS,
];

/**
 * The permissions in `ids` the acting member does not hold. Nobody can hand out (or take away from others) more than
 * they hold, so "manage roles" or "manage system stakeholders" cannot be used to climb to the owner's rights.
 * The owner holds everything.
 */
export function permissionsBeyond(organization: OrganizationContext, ids: readonly number[]): number[] {
  if (organization.isOwner) return [];
  return [...new Set(ids)].filter((id) => !organization.permissions.has(id)).sort((a, b) => a - b);
}

export const permissionLabels = (ids: readonly number[]) =>
  ids.map((id) => permissionInfo(id as Permission).label);

export function grantBeyondMessage(missing: readonly number[]) {
  return `You can only grant permissions your own role holds; yours lacks: ${permissionLabels(missing).join(', ')}.`;
}

export const ROLE_ABOVE_ACTOR =
  'This role holds permissions your own role lacks, so you cannot change, assign or delete it.';
export const OWNER_ROLE_FIXED = 'The owner role holds every permission and cannot be edited or deleted.';

export const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

export const roleInUseMessage = (count: number) =>
  `This role is assigned to ${people(count)}. Reassign them before deleting it.`;

type RoleFacts = { isOwner: boolean; permissions: number[] };

/** Whether the actor may edit or delete the role: "manage roles", not the owner role, nothing beyond their own rights. */
export function canManageRole(organization: OrganizationContext, role: RoleFacts): boolean {
  return (
    !role.isOwner &&
    organization.permissions.has(PERMISSIONS.MANAGE_ROLES) &&
    permissionsBeyond(organization, role.permissions).length === 0
  );
}

export function roleAbilities(organization: OrganizationContext, role: RoleFacts, assignedCount: number) {
  const manage = canManageRole(organization, role);
  return { edit: manage, delete: manage && assignedCount === 0 };
}
