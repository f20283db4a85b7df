import type {
  Project,
  ProjectAbilities,
  ProjectBrief,
  ProjectListQuery,
} from '@oversight/shared/projects/projects.schemas';
import type { LinkedProject } from '@oversight/shared/plans/activities.schemas';
import { PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import { notFound } from '../../platform/errors.js';
import { grantedItemIdsSql } from '../../platform/item-access.js';
import type { PageParams } from '../../platform/pagination.js';
import * as eyemarks from './eyemarks.repository.js';
import { resolveFilter, resolveOrder, withSearchFallback, type ProjectsContext } from './project-filter.js';
import { findEntries } from './project-lists.js';
import { projectAbilities, projectAccess, unpublishedScope } from './projects.policy.js';
import { presentProject, presentProjectBrief, statusName } from './projects.presenter.js';
import * as repo from './catalogue.repository.js';
import * as mapRepo from './map.repository.js';
import type { ProjectRow } from './catalogue.repository.js';

export type { Caller, ProjectsContext, Listed } from './project-filter.js';

/**
 * What other modules read of projects (posts, plans, open data, accounts), and who may see a draft. Nothing here
 * imports another module's service, so those modules can import this file without an import circle.
 */

/** Who sees a draft: members of the owning organisation (unpublishedScope) and the stakeholders it is shared with. */
export function projectVisibility(auth: AuthContext): repo.ProjectVisibility {
  // Anonymous callers too: a draft shared with the general public opens for anyone (grantedItemIdsSql).
  return { ownerIds: unpublishedScope(auth), granted: grantedItemIdsSql(auth, 'project') };
}

export async function requireVisibleProject(ctx: ProjectsContext, id: string): Promise<ProjectRow> {
  const row = await repo.findProject(ctx.db, ctx.auth.tenant.id, id, projectVisibility(ctx.auth));
  if (!row) throw notFound('No project has this id.');
  return row;
}

/** For the accounts presenter: a user's eyemarked_count (0 when they never eyemarked). */
export async function eyemarkedCounts(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  return eyemarks.userEyemarkCounts(db, userIds);
}

// ---------------------------------------------------------------------------------------------------------------
// For the posts module: projects as posts show them, with what the posts policy needs

export type ProjectForPosts = {
  id: string;
  public_id: string;
  is_published: boolean;
  brief: ProjectBrief;
  ownership: {
    organization_id: string | null;
    ministry_id: string | null;
    agency_id: string | null;
    contractors: { id: string }[];
  };
  locations: { state: string | null; latitude: number; longitude: number }[];
  /** The caller may see it: published, or a draft of the caller's organisation or shared with the caller. */
  visible: boolean;
  /** From the item access function (organisation role, contractor, stakeholder grants). */
  abilities: ProjectAbilities;
};

/** Projects by internal id (one query), briefed for posts. */
export async function projectsForPosts(
  ctx: ProjectsContext,
  projectIds: string[],
): Promise<Map<string, ProjectForPosts>> {
  const rows = await repo.findProjectsByIds(ctx.db, [...new Set(projectIds)], null);
  const scope = unpublishedScope(ctx.auth);
  const access = await projectAccess(ctx.db, ctx.auth, [...rows.values()]);
  const answer = new Map<string, ProjectForPosts>();
  for (const row of rows.values()) {
    if (row.tenant_id !== ctx.auth.tenant.id) continue;
    const held = access.get(row.id)!;
    answer.set(row.id, {
      id: row.id,
      public_id: row.public_id,
      is_published: row.is_published,
      brief: presentProjectBrief(row),
      ownership: {
        organization_id: row.organization_id,
        ministry_id: row.ministry_id,
        agency_id: row.agency_id,
        contractors: row.contractors,
      },
      locations: row.locations.map((location) => ({
        state: location.state,
        latitude: location.latitude,
        longitude: location.longitude,
      })),
      visible:
        row.is_published ||
        held.viaGrant ||
        [row.organization_id, row.ministry_id, row.agency_id].some((id) => !!id && scope.includes(id)),
      abilities: projectAbilities(ctx.auth, held, row),
    });
  }
  return answer;
}

/** A project the caller may see, by public id (or uuid), for posts; 404 otherwise. */
export async function getProjectForPosts(ctx: ProjectsContext, id: string): Promise<ProjectForPosts> {
  const row = await requireVisibleProject(ctx, id);
  const found = (await projectsForPosts(ctx, [row.id])).get(row.id);
  if (!found) throw notFound('No project has this id.');
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// For the plans module: catalogue projects plan activities point at

export type ProjectForPlans = { id: string; public_id: string; visible: boolean; linked: LinkedProject };

/** Projects by id or public id (one query, the tenant's only), with progress and money, and whether the caller may see each. */
export async function projectsForPlans(ctx: ProjectsContext, ids: string[]): Promise<ProjectForPlans[]> {
  const rows = await repo.findLinkedProjects(
    ctx.db,
    ctx.auth.tenant.id,
    [...new Set(ids)],
    projectVisibility(ctx.auth),
  );
  return rows.map((row) => {
    const status = statusName(row.status);
    return {
      id: row.id,
      public_id: row.public_id,
      visible: row.visible,
      linked: {
        public_id: row.public_id,
        name: row.name,
        status,
        status_label: PROJECT_STATUSES[status].label,
        percentage_completed: Number(row.percentage_completed),
        total_project_cost: row.total_project_cost,
        total_amount_released: row.total_amount_released,
        total_amount_spent: row.total_amount_spent,
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// For the open-data module: the published projects of a catalogue query, as exports read them

/** Most projects one export holds (the catalogue's whole-country answers stop at the same number). */
export const OPEN_DATA_MAX_PROJECTS = mapRepo.MAP_POINT_CAP;

const NO_ABILITIES: ProjectAbilities = {
  eyemark: false,
  review: false,
  edit: false,
  publish: false,
  delete: false,
  view_financials: false,
  post_update: false,
  manage_stakeholders: false,
};

/**
 * The ids of the published projects a catalogue query selects, in the catalogue's order (the same filters, search
 * fallback and ordering as GET /projects/): one page with its count, or (no page) all of them in one query. Drafts
 * are never selected, whoever asks.
 */
export async function selectPublishedProjects(
  ctx: ProjectsContext,
  query: ProjectListQuery,
  page?: PageParams,
): Promise<{ count: number; ids: string[] }> {
  const filter = await resolveFilter(ctx, { ...query, is_published: undefined });
  const order = resolveOrder(filter, query.ordering);
  const found = page
    ? await findEntries(ctx.db, filter, order, page)
    : await withSearchFallback(ctx.db, filter, async () => {
        const entries = await repo.findProjectPage(ctx.db, filter, order, {
          limit: OPEN_DATA_MAX_PROJECTS,
          offset: 0,
        });
        return { count: entries.length, entries };
      });
  return { count: found.count, ids: found.entries.map((entry) => entry.id) };
}

/**
 * Published projects by id (a batch of selectPublishedProjects), as an anonymous visitor sees them, in the given
 * order, with the database ids the open-data module batches its other reads by. One query per batch.
 */
export async function presentPublishedProjects(
  ctx: ProjectsContext,
  ids: string[],
): Promise<{ id: string; project: Project }[]> {
  const rows = await repo.findProjectsByIds(ctx.db, ids, null);
  const presented: { id: string; project: Project }[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    // Unpublished since it was selected, or (never) another tenant's: left out.
    if (!row || !row.is_published || row.tenant_id !== ctx.auth.tenant.id) continue;
    presented.push({ id, project: presentProject(row, row, NO_ABILITIES) });
  }
  return presented;
}

/** One published project's database id by its public id (null when missing or unpublished). */
export async function findPublishedProjectId(ctx: ProjectsContext, publicId: string): Promise<string | null> {
  const row = await repo.findProject(ctx.db, ctx.auth.tenant.id, publicId, {
    ownerIds: [],
    granted: null,
  });
  return row?.is_published ? row.id : null;
}
