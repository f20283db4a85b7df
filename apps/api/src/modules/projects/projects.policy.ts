import type { ProjectAbilities } from '@oversight/shared/projects/projects.schemas';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type { AuthContext } from '../../platform/access-control.js';

/** Organisation account types whose members manage projects (a citizen's personal organisation never does). */
const MANAGING_TYPES = new Set(['MINISTRY', 'AGENCY', 'CONTRACTOR', 'DEPARTMENT', 'ADMIN']);

/**
 * The organisations whose unpublished projects the caller may see: the current organisation (X-Organization-Id),
 * when it is a managing body. Everyone else sees published projects only.
 */
export function unpublishedScope(auth: AuthContext): string[] {
  const organization = auth.organization;
  if (!auth.user || !organization || !MANAGING_TYPES.has(organization.accountType)) return [];
  if (!organization.permissions.has(PERMISSIONS.VIEW_PROJECT)) return [];
  return [organization.id];
}

type ProjectOwnership = {
  organization_id: string | null;
  ministry_id: string | null;
  agency_id: string | null;
};

/** Item-level rights: the owning organisation's role decides; stakeholder grants come with the organisation-side issue. */
export function projectAbilities(auth: AuthContext, project: ProjectOwnership): ProjectAbilities {
  const organization = auth.organization;
  const owns =
    !!auth.user &&
    !!organization &&
    MANAGING_TYPES.has(organization.accountType) &&
    [project.organization_id, project.ministry_id, project.agency_id].includes(organization.id);
  const can = (permission: number) => owns && organization!.permissions.has(permission);
  return {
    eyemark: !!auth.user,
    review: !!auth.user,
    edit: can(PERMISSIONS.EDIT_PROJECT) || can(PERMISSIONS.CREATE_EDIT_PROJECT),
    publish: can(PERMISSIONS.CREATE_EDIT_PROJECT),
    delete: can(PERMISSIONS.DELETE_PROJECT),
    view_financials: true,
  };
}
