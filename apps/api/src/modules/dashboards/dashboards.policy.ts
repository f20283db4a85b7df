import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type { DashboardAbilities } from '@oversight/shared/dashboards/dashboards.schemas';
import type { AuthContext } from '../../platform/access-control.js';
import { can, type ItemAccess, type ItemRef } from '../../platform/item-access.js';

/** Organisations that keep dashboards: every kind but a citizen's personal one. */
export const DASHBOARD_OWNER_TYPES: ReadonlySet<string> = new Set([
  'ADMIN',
  'MINISTRY',
  'DEPARTMENT',
  'AGENCY',
  'CONTRACTOR',
  'CSO',
]);

export const dashboardRef = (row: { id: string; organization_id: string }): ItemRef => ({
  type: 'dashboard',
  id: row.id,
  ownerOrganizationIds: [row.organization_id],
});

/**
 * The current organisation's own dashboards are listed when its role there applies to them: a sub-user limited to
 * chosen ministries/agencies has no role on the organisation's own items (platform/item-access.ts), so not there.
 */
export function ownListScope(auth: AuthContext): string | null {
  const organization = auth.organization;
  if (!auth.user || !organization || !organization.permissions.has(PERMISSIONS.VIEW_DASHBOARD)) return null;
  if (organization.assignedMdaIds && organization.assignedMdaIds.length > 0) return null;
  return organization.id;
}

/** What the caller may do on one dashboard, from its item access; the web shows only these actions. */
export function dashboardAbilities(auth: AuthContext, access: ItemAccess): DashboardAbilities {
  const has = (permission: number) => !!auth.user && can(access, permission);
  return {
    edit: has(PERMISSIONS.CREATE_EDIT_DASHBOARD),
    delete: has(PERMISSIONS.DELETE_DASHBOARD),
    manage_visualizations: has(PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS),
    manage_stakeholders: has(PERMISSIONS.MANAGE_DASHBOARD_STAKEHOLDERS),
  };
}
