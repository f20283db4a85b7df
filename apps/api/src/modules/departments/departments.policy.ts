import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type { OrganizationContext } from '../../platform/access-control.js';

/** Every member reads the departments (to pick one when sharing); "manage departments" changes them. */
export function departmentAbilities(viewer: OrganizationContext) {
  const manage = viewer.permissions.has(PERMISSIONS.MANAGE_DEPARTMENTS);
  return { edit: manage, delete: manage };
}
