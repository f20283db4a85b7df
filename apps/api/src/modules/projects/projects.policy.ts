import type { ProjectAbilities } from '@oversight/shared/projects/projects.schemas';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import { sql, type SQL } from 'drizzle-orm';
import {
  can,
  itemAccess,
  itemAccessAlongside,
  itemKey,
  NO_ACCESS,
  registerParentLink,
  type ItemAccess,
  type ItemRef,
} from '../../platform/item-access.js';

/** Organisation account types whose members manage projects (a citizen's personal organisation never does). */
export const MANAGING_TYPES = new Set(['MINISTRY', 'AGENCY', 'CONTRACTOR', 'DEPARTMENT', 'ADMIN']);

/**
 * The organisations whose unpublished projects the caller may see: the current organisation (X-Organization-Id),
 * when it is a managing body, or only the ministries/agencies a sub-user is limited to (assigned_mda_ids).
 * Projects shared with the caller through a stakeholder grant are added by the repository (grantedItemIdsSql).
 */
export function unpublishedScope(auth: AuthContext): string[] {
  const organization = auth.organization;
  if (!auth.user || !organization || !MANAGING_TYPES.has(organization.accountType)) return [];
  if (!organization.permissions.has(PERMISSIONS.VIEW_PROJECT)) return [];
  return organization.assignedMdaIds ?? [organization.id];
}

// A stakeholder of a project group is a stakeholder of every project in it (docs/design.md section 5).
registerParentLink('project', {
  parentType: 'project_group',
  parentsOf: (tenantId, ids) =>
    sql`SELECT project_id AS child_id, group_id AS parent_id FROM project_group_members WHERE tenant_id = ${tenantId}::uuid AND project_id IN (${ids})`,
  childrenOf: (tenantId, ids) =>
    sql`SELECT project_id AS child_id FROM project_group_members WHERE tenant_id = ${tenantId}::uuid AND group_id IN (${ids})`,
});

export type ProjectOwnership = {
  id: string;
  organization_id: string | null;
  ministry_id: string | null;
  agency_id: string | null;
  /** The contractors' organisations (ids or briefs), when known. */
  contractors?: { id: string }[];
};

export const projectRef = (project: ProjectOwnership): ItemRef => ({
  type: 'project',
  id: project.id,
  ownerOrganizationIds: [project.organization_id, project.ministry_id, project.agency_id],
});

/** The caller's access to each project (platform/item-access.ts), keyed by project id: two queries for any page. */
export async function projectAccess(
  db: DbOrTx,
  auth: AuthContext,
  projects: ProjectOwnership[],
): Promise<Map<string, ItemAccess>> {
  const access = await itemAccess(db, auth, projects.map(projectRef));
  return new Map(
    projects.map((project) => [project.id, access.get(itemKey('project', project.id)) ?? NO_ACCESS]),
  );
}

/** projectAccess plus the rows of `alongside` (a SELECT) read in the same statement (itemAccessAlongside). */
export async function projectAccessAlongside<Extra>(
  db: DbOrTx,
  auth: AuthContext,
  projects: ProjectOwnership[],
  alongside: SQL,
): Promise<{ access: Map<string, ItemAccess>; extra: Extra[] }> {
  const { access, extra } = await itemAccessAlongside<Extra>(db, auth, projects.map(projectRef), alongside);
  return {
    access: new Map(
      projects.map((project) => [project.id, access.get(itemKey('project', project.id)) ?? NO_ACCESS]),
    ),
    extra,
  };
}

/**
 * What the caller may do on one project, from its item access (organisation role when the organisation owns it, plus
 * stakeholder grants on it or its groups). Responses carry it so the web shows only allowed actions.
 */
export function projectAbilities(
  auth: AuthContext,
  access: ItemAccess,
  project?: Pick<ProjectOwnership, 'contractors'>,
): ProjectAbilities {
  const has = (permission: number) => can(access, permission);
  // A contractor of the project, acting as its organisation, reports progress when its role there allows it.
  const organization = auth.organization;
  const contracted =
    !!organization &&
    !!project?.contractors?.some((contractor) => contractor.id === organization.id) &&
    organization.permissions.has(PERMISSIONS.VIEW_POST_PROJECT_UPDATES);
  return {
    eyemark: !!auth.user,
    review: !!auth.user,
    edit: has(PERMISSIONS.EDIT_PROJECT) || has(PERMISSIONS.CREATE_EDIT_PROJECT),
    // A contractor reports on a project but never decides that the public sees it.
    publish: has(PERMISSIONS.CREATE_EDIT_PROJECT) && auth.organization?.accountType !== 'CONTRACTOR',
    delete: has(PERMISSIONS.DELETE_PROJECT),
    view_financials: true,
    post_update: !!auth.user && (has(PERMISSIONS.VIEW_POST_PROJECT_UPDATES) || contracted),
    manage_stakeholders: !!auth.user && has(PERMISSIONS.MANAGE_PROJECT_STAKEHOLDERS),
  };
}

/** Whether the caller's current organisation may add projects (a managing body whose role creates projects). */
export function canCreateProjects(auth: AuthContext): boolean {
  const organization = auth.organization;
  return (
    !!auth.user &&
    !!organization &&
    MANAGING_TYPES.has(organization.accountType) &&
    organization.permissions.has(PERMISSIONS.CREATE_EDIT_PROJECT)
  );
}
