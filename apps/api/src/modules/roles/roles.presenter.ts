import type { Role, RoleType } from '@oversight/shared/collaboration/roles.schemas';
import type { OrganizationContext } from '../../platform/access-control.js';
import { effectivePermissions } from '../accounts/accounts.presenter.js';
import { permissionLabels, roleAbilities } from './roles.policy.js';
import type { RoleWithCount } from './roles.repository.js';

export function presentRole(role: RoleWithCount, viewer: OrganizationContext): Role {
  const permissions = effectivePermissions(role);
  return {
    public_id: role.id,
    name: role.name,
    role_type: role.roleType as RoleType,
    is_owner: role.isOwner,
    permissions,
    permission_names: permissionLabels(permissions),
    assigned_count: role.assignedCount,
    created: role.createdAt.toISOString(),
    modified: role.modifiedAt.toISOString(),
    abilities: roleAbilities(viewer, role, role.assignedCount),
  };
}
