import { PERMISSIONS } from '@oversight/shared/access/permissions';

/** A tenant's organisation is readable when it is listed publicly or the caller is one of its members. */
export function canViewOrganization(organization: { isVisible: boolean }, isMember: boolean): boolean {
  return organization.isVisible || isMember;
}

/** What the caller could do with the organisation as their current one, from their effective permissions there. */
export function organizationAbilities(permissions: readonly number[] | null) {
  const held = new Set(permissions ?? []);
  return {
    update_plan_levels: held.has(PERMISSIONS.MANAGE_PLAN_SETTINGS),
    update_kobotoolbox_token: held.has(PERMISSIONS.MANAGE_FORM_SETTINGS),
  };
}
