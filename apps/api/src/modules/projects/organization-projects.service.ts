import type {
  MdaDashboard,
  MdaDashboardQuery,
  OrganizationProjectsQuery,
  ProjectGroup,
  ProjectGroupDetail,
  ProjectGroupOrdering,
  ProjectIds,
  ProjectSuggestion,
  ProjectSuggestionsBody,
  ProjectUpdateEntry,
} from '@oversight/shared/projects/organization-projects.schemas';
import type { Project } from '@oversight/shared/projects/projects.schemas';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import type { AuthContext } from '../../platform/access-control.js';
import { grantedItemIdsSql } from '../../platform/item-access.js';
import { badRequest, fieldError, forbidden, notFound } from '../../platform/errors.js';
import type { PageParams } from '../../platform/pagination.js';
import { findProjectRef } from './project-writes.repository.js';
import { MANAGING_TYPES, projectAccess } from './projects.policy.js';
import { isoTimestamp } from '../../platform/timestamps.js';
import {
  presentActivity,
  presentOrganizationCard,
  presentStatusCount,
  statusName,
} from './projects.presenter.js';
import * as reads from './catalogue.repository.js';
import * as mapRepo from './map.repository.js';
import type { OrganizationScope, ProjectFilter, ProjectOrder } from './project-filter.repository.js';
import * as repo from './organization-projects.repository.js';
import * as directory from './directories.repository.js';
import { resolveFilter, type ProjectsContext, type Listed } from './project-filter.js';
import { listFilteredProjects } from './project-lists.js';

/** The organisation's own view of its projects: lists with drafts, ids, look-alikes, groups, dashboard, change log. */

function requireManagingOrganization(auth: AuthContext) {
  const organization = auth.organization;
  if (!auth.user || !organization)
    throw forbidden('Choose an organisation: the X-Organization-Id header is missing.');
  if (!MANAGING_TYPES.has(organization.accountType))
    throw forbidden('Only ministries, agencies, contractors and their staff manage projects.');
  return { user: auth.user, organization };
}

/** What the current organisation's listing covers: a ministry's includes its agencies'. */
export async function currentScope(ctx: ProjectsContext): Promise<OrganizationScope> {
  const { organization } = requireManagingOrganization(ctx.auth);
  const children =
    organization.accountType === 'MINISTRY'
      ? await directory.findChildOrganizationIds(ctx.db, ctx.auth.tenant.id, organization.id)
      : [];
  return {
    id: organization.id,
    accountType: organization.accountType,
    childIds: children.map((child) => child.id),
  };
}

async function organizationFilter(
  ctx: ProjectsContext,
  query: OrganizationProjectsQuery,
): Promise<ProjectFilter> {
  const { is_published, groups, access_type, parent, ...rest } = query;
  const filter = await resolveFilter(ctx, rest);
  const scope = await currentScope(ctx);
  filter.published = 'any';
  filter.isPublished = is_published;
  if (query.organization) {
    // Narrowing to the organisation itself or one of its agencies.
    const inside = filter.organization && [scope.id, ...scope.childIds].includes(filter.organization.id);
    if (!inside) throw fieldError('organization', 'Choose your organisation or one of its agencies.');
    filter.linkedOrganizationIds = [filter.organization!.id];
  }
  filter.organization = scope;
  // Projects shared with the caller by stakeholder grants come with the organisation's own, unless owned only.
  if (access_type !== 'owned')
    filter.sharedWith = {
      granted: grantedItemIdsSql(ctx.auth, 'project'),
      sharedOnly: access_type === 'shared',
    };
  if (groups?.length) filter.groupIds = groups;
  if (parent) {
    // The parent must be a project the caller sees (its own, or shared with it); the list keeps to the same scope.
    const row = await findProjectRef(ctx.db, ctx.auth.tenant.id, parent);
    const access = row ? (await projectAccess(ctx.db, ctx.auth, [row])).get(row.id)! : null;
    if (!row || !access || (!access.viaOrganization && !access.viaGrant))
      throw fieldError('parent', 'No project of yours has this id.');
    filter.parentProjectId = row.id;
  }
  return filter;
}

function listOrder(filter: ProjectFilter, ordering: OrganizationProjectsQuery['ordering']): ProjectOrder {
  if (ordering?.length)
    return ordering.map((item) => {
      const key = item.replace(/^-/, '') as ProjectOrder[number]['key'];
      if (key === 'distance' && !filter.around)
        throw fieldError('ordering', 'Order by distance needs point=longitude,latitude.');
      return { key, descending: item.startsWith('-') };
    });
  if (filter.search) return [{ key: 'rank', descending: true }];
  return [{ key: 'modified', descending: true }];
}

/** GET /projects/organization-projects/: the organisation's projects, drafts included; format=map|geojson too. */
export async function findOrganizationProjects(
  ctx: ProjectsContext,
  query: OrganizationProjectsQuery,
  page: PageParams,
): Promise<Listed<Project> | { json: string }> {
  const filter = await organizationFilter(ctx, query);
  if (query.format === 'map' || query.format === 'geojson')
    return { json: await mapRepo.projectMapJson(ctx.db, filter, query.format) };
  return listFilteredProjects(ctx, filter, listOrder(filter, query.ordering), page);
}

export const PROJECT_IDS_CAP = 10_000;

/** GET /projects/project-ids/: every matching project's public id, for "select all" in the table. */
export async function findOrganizationProjectIds(
  ctx: ProjectsContext,
  query: OrganizationProjectsQuery,
): Promise<ProjectIds> {
  const filter = await organizationFilter(ctx, query);
  const { count, ids } = await repo.findProjectPublicIds(ctx.db, filter, PROJECT_IDS_CAP);
  return { count, results: ids };
}

/** POST /projects/suggestions/: projects like the one being entered (same code, or a name that reads alike). */
export async function suggestSimilarProjects(
  ctx: ProjectsContext,
  body: ProjectSuggestionsBody,
): Promise<{ results: ProjectSuggestion[] }> {
  const { organization } = requireManagingOrganization(ctx.auth);
  const rows = await repo.findSimilarProjects(
    ctx.db,
    ctx.auth.tenant.id,
    { name: body.name, code: body.code, excludeId: body.exclude },
    [organization.id],
    8,
  );
  return {
    results: rows.map((row) => {
      const status = statusName(row.status);
      return {
        public_id: row.public_id,
        name: row.name,
        code: row.code,
        status,
        status_label: PROJECT_STATUSES[status].label,
        states: row.states,
        organization: row.organization,
        is_published: row.is_published,
        similarity: Math.round(row.similarity * 100) / 100,
        matched_on: row.same_code ? 'code' : 'name',
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Groups

const presentGroup = (row: repo.GroupRow): ProjectGroup => ({
  id: row.id,
  name: row.name,
  projects_count: row.projects_count,
  created: isoTimestamp(row.created_at),
  modified: isoTimestamp(row.modified_at),
});

function requireGroupManager(auth: AuthContext) {
  const actor = requireManagingOrganization(auth);
  if (!actor.organization.permissions.has(PERMISSIONS.MANAGE_PROJECT_GROUPS))
    throw forbidden('You may not manage project groups.');
  return actor;
}

async function requireGroup(ctx: ProjectsContext, id: string) {
  const { organization } = requireManagingOrganization(ctx.auth);
  const group = await repo.findGroup(ctx.db, ctx.auth.tenant.id, organization.id, id);
  if (!group) throw notFound('No project group has this id.');
  return group;
}

/** Resolves project refs to the organisation's own projects; any other is a 400 naming it. */
async function scopedProjectIds(ctx: ProjectsContext, refs: string[]): Promise<string[]> {
  const found = await repo.findScopedProjects(ctx.db, ctx.auth.tenant.id, await currentScope(ctx), refs);
  const known = new Set(found.flatMap((row) => [row.id, row.public_id]));
  const unknown = refs.filter((ref) => !known.has(ref));
  if (unknown.length)
    throw badRequest({
      projects: unknown.slice(0, 20).map((ref) => `"${ref}" is not one of your projects.`),
    });
  return [...new Set(found.map((row) => row.id))];
}

async function checkNameFree(ctx: ProjectsContext, name: string, exceptId?: string) {
  if (await repo.groupNameTaken(ctx.db, ctx.auth.organization!.id, name, exceptId))
    throw fieldError('name', 'You already have a group with this name.');
}

export async function createGroup(
  ctx: ProjectsContext,
  body: { name: string; projects?: string[] },
): Promise<ProjectGroup> {
  const { user, organization } = requireGroupManager(ctx.auth);
  await checkNameFree(ctx, body.name);
  const projectIds = body.projects ? await scopedProjectIds(ctx, body.projects) : [];
  const tenantId = ctx.auth.tenant.id;
  const id = await ctx.db.transaction(async (tx) => {
    const group = await repo.insertGroup(tx, {
      tenantId,
      organizationId: organization.id,
      name: body.name,
      createdBy: user.id,
    });
    if (projectIds.length) await repo.addGroupMembers(tx, tenantId, group.id, projectIds);
    return group.id;
  });
  return presentGroup((await repo.findGroup(ctx.db, tenantId, organization.id, id))!);
}

export async function getGroup(ctx: ProjectsContext, id: string): Promise<ProjectGroupDetail> {
  const group = await requireGroup(ctx, id);
  const filter: ProjectFilter = {
    tenantId: ctx.auth.tenant.id,
    published: 'any',
    organization: await currentScope(ctx),
    groupIds: [group.id],
  };
  const projects = await listFilteredProjects(ctx, filter, [{ key: 'name', descending: false }], {
    limit: 100,
    offset: 0,
  });
  return { ...presentGroup(group), projects: projects.results };
}

export async function deleteGroup(ctx: ProjectsContext, id: string): Promise<void> {
  const { organization } = requireGroupManager(ctx.auth);
  const group = await requireGroup(ctx, id);
  await repo.deleteGroup(ctx.db, ctx.auth.tenant.id, organization.id, group.id);
}

export async function renameGroup(
  ctx: ProjectsContext,
  body: { group_id: string; name: string },
): Promise<ProjectGroup> {
  const { organization } = requireGroupManager(ctx.auth);
  const group = await requireGroup(ctx, body.group_id);
  await checkNameFree(ctx, body.name, group.id);
  await repo.renameGroup(ctx.db, ctx.auth.tenant.id, organization.id, group.id, body.name);
  return presentGroup(await requireGroup(ctx, group.id));
}

export async function groupProjects(
  ctx: ProjectsContext,
  body: { group_id: string; projects: string[] },
  add: boolean,
): Promise<ProjectGroup> {
  requireGroupManager(ctx.auth);
  const group = await requireGroup(ctx, body.group_id);
  const projectIds = await scopedProjectIds(ctx, body.projects);
  await ctx.db.transaction(async (tx) => {
    if (add) await repo.addGroupMembers(tx, ctx.auth.tenant.id, group.id, projectIds);
    else await repo.removeGroupMembers(tx, ctx.auth.tenant.id, group.id, projectIds);
  });
  return presentGroup(await requireGroup(ctx, group.id));
}

export async function findGroups(
  ctx: ProjectsContext,
  query: { name?: string; ordering?: readonly ProjectGroupOrdering[] },
  page: PageParams,
): Promise<Listed<ProjectGroup>> {
  const { organization } = requireManagingOrganization(ctx.auth);
  const { count, rows } = await repo.findGroups(ctx.db, ctx.auth.tenant.id, organization.id, query, page);
  return { count, results: rows.map(presentGroup) };
}

// ---------------------------------------------------------------------------------------------------------------
// Government dashboard, MDA projects and the change log

/** GET /users/mda-dashboard/?year: status counts (projects active in the year), recent projects, contractors. */
export async function getMdaDashboard(ctx: ProjectsContext, query: MdaDashboardQuery): Promise<MdaDashboard> {
  const { year } = query;
  const scope = await currentScope(ctx);
  const filter: ProjectFilter = {
    tenantId: ctx.auth.tenant.id,
    published: 'any',
    organization: scope,
    ...(year ? { years: [year] } : {}),
  };
  const [byStatus, recent, contractors] = await Promise.all([
    reads.countProjectsByStatus(ctx.db, filter),
    listFilteredProjects(ctx, { ...filter }, [{ key: 'modified', descending: true }], {
      limit: 10,
      offset: 0,
    }),
    repo.findScopeContractors(ctx.db, ctx.auth.tenant.id, scope, {
      limit: query.contractors_limit,
      offset: query.contractors_offset,
      query: query.contractors_query || undefined,
    }),
  ]);
  return {
    year: year ?? null,
    projects: {
      count: [...byStatus.values()].reduce((sum, n) => sum + n, 0),
      status_count: presentStatusCount(byStatus),
      data: recent.results,
    },
    contractors: {
      count: contractors.count,
      data: contractors.rows.map((row) => ({
        ...presentOrganizationCard(row),
        email: row.email,
        status: row.status,
      })),
    },
  };
}

/**
 * GET /users/mda-projects/: projects of the ministries and agencies under the caller. The supervising body (ADMIN)
 * sees every published project of the tenant; a ministry its own and its agencies' (drafts too).
 */
export async function findMdaProjects(
  ctx: ProjectsContext,
  query: { ministry?: string[]; agency?: string[] },
  page: PageParams,
): Promise<Listed<Project>> {
  const { organization } = requireManagingOrganization(ctx.auth);
  const tenantId = ctx.auth.tenant.id;
  const filter: ProjectFilter =
    organization.accountType === 'ADMIN'
      ? { tenantId, published: true }
      : { tenantId, published: 'any', organization: await currentScope(ctx) };
  if (query.ministry?.length)
    filter.ministryIds = await directory.findOrganizationsByUsernames(ctx.db, tenantId, query.ministry, [
      'MINISTRY',
    ]);
  if (query.agency?.length)
    filter.agencyIds = await directory.findOrganizationsByUsernames(ctx.db, tenantId, query.agency, [
      'AGENCY',
    ]);
  return listFilteredProjects(ctx, filter, [{ key: 'modified', descending: true }], page);
}

/**
 * GET /users/organizations/dashboard-updates/: the newest changes of the organisation's projects (the change log).
 * Each field's before and after is shown to holders of "view change logs"; others see who changed what, when.
 */
export async function findDashboardUpdates(
  ctx: ProjectsContext,
  filters: { project?: string; action?: string },
  page: PageParams,
): Promise<Listed<ProjectUpdateEntry>> {
  const { organization } = requireManagingOrganization(ctx.auth);
  const scope = await currentScope(ctx);
  const { count, rows } = await repo.findScopeUpdates(
    ctx.db,
    ctx.auth.tenant.id,
    scope,
    { projectRef: filters.project, action: filters.action },
    page,
  );
  const detailed = organization.permissions.has(PERMISSIONS.VIEW_CHANGE_LOGS);
  return {
    count,
    results: rows.map((row) => {
      const entry = presentActivity(row);
      const changes = detailed
        ? entry.changes
        : Object.fromEntries(
            Object.keys(entry.changes).map((field) => [field, { before: null, after: null }]),
          );
      return {
        ...entry,
        changes,
        project: { public_id: row.project_public_id, name: row.project_name, code: row.project_code },
      };
    }),
  };
}

export type OrganizationSummary = {
  count: number;
  status_count: MdaDashboard['projects']['status_count'];
  appropriated: string;
  average_completion_rate: number;
  projects: Project[];
};

/**
 * Project figures of one organisation (a ministry's include its agencies'), drafts included, for the body above it
 * (GET /users/subordinate/{id}/ministry-detail/). The caller checked that the organisation is under theirs.
 */
export async function summarizeOrganization(
  ctx: ProjectsContext,
  organization: { id: string; accountType: string },
  year: number | undefined,
): Promise<OrganizationSummary> {
  const tenantId = ctx.auth.tenant.id;
  const children =
    organization.accountType === 'MINISTRY'
      ? await directory.findChildOrganizationIds(ctx.db, tenantId, organization.id)
      : [];
  const scope: OrganizationScope = {
    id: organization.id,
    accountType: organization.accountType,
    childIds: children.map((child) => child.id),
  };
  const filter: ProjectFilter = {
    tenantId,
    published: 'any',
    organization: scope,
    ...(year ? { years: [year] } : {}),
  };
  const [byStatus, figures, recent] = await Promise.all([
    reads.countProjectsByStatus(ctx.db, filter),
    repo.scopeFigures(ctx.db, filter, year),
    listFilteredProjects(ctx, { ...filter }, [{ key: 'modified', descending: true }], {
      limit: 10,
      offset: 0,
    }),
  ]);
  return {
    count: [...byStatus.values()].reduce((sum, n) => sum + n, 0),
    status_count: presentStatusCount(byStatus),
    appropriated: figures.appropriated,
    average_completion_rate:
      figures.average_completion === null ? 0 : Math.round(Number(figures.average_completion) * 100) / 100,
    projects: recent.results,
  };
}
