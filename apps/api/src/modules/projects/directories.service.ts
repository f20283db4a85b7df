import type { OrganizationCard, Project, PublicUser } from '@oversight/shared/projects/projects.schemas';
import type { PageParams } from '../../platform/pagination.js';
import * as repo from './directories.repository.js';
import type { OrganizationCardRow, PublicUserRow } from './directories.repository.js';
import { MDA_TYPES, organizationScope, type ProjectsContext, type Listed } from './project-filter.js';
import { listFilteredProjects } from './project-lists.js';
import type { ProjectFilter } from './project-filter.repository.js';
import { presentOrganizationCard, presentPublicUser } from './projects.presenter.js';

/** The directories: people and ministries or agencies by name; and who a profile is about. */

export async function searchPeople(
  ctx: ProjectsContext,
  query: string | undefined,
  page: PageParams,
): Promise<Listed<PublicUser>> {
  const { count, rows } = await repo.searchPeople(ctx.db, ctx.auth.tenant.id, query || undefined, page);
  return { count, results: rows.map(presentPublicUser) };
}

export async function searchMdas(
  ctx: ProjectsContext,
  query: string | undefined,
  accountType: 'MINISTRY' | 'AGENCY' | undefined,
  page: PageParams,
): Promise<Listed<OrganizationCard>> {
  const { count, rows } = await repo.searchOrganizations(
    ctx.db,
    ctx.auth.tenant.id,
    accountType ? [accountType] : MDA_TYPES,
    query || undefined,
    page,
  );
  return { count, results: rows.map(presentOrganizationCard) };
}

// ---------------------------------------------------------------------------------------------------------------
// For the profiles (people and organizations modules): who a profile is about, and an organisation's projects

export type { OrganizationCardRow, PublicUserRow } from './directories.repository.js';

/** A listed person of the caller's tenant by public id (or username). */
export async function findPublicUser(ctx: ProjectsContext, id: string): Promise<PublicUserRow | undefined> {
  return repo.findPublicUser(ctx.db, ctx.auth.tenant.id, id);
}

/** An organisation of the caller's tenant by id (or username), as a card. */
export async function findOrganizationCard(
  ctx: ProjectsContext,
  id: string,
): Promise<OrganizationCardRow | undefined> {
  return repo.findOrganizationCard(ctx.db, ctx.auth.tenant.id, id);
}

/** The (non-personal) organisation of this account type a user owns. */
export async function findOrganizationOwnedBy(
  ctx: ProjectsContext,
  userId: string,
  accountType: string,
): Promise<OrganizationCardRow | undefined> {
  return repo.findOrganizationOwnedBy(ctx.db, ctx.auth.tenant.id, userId, accountType);
}

export type OrganizationProjects = {
  figures: repo.ProfileFigures;
  /** How many agencies a ministry has (0 for others). */
  agencyCount: number;
  /** The first page of its published projects, newest first. */
  projects: Listed<Project>;
};

/** An organisation's published projects as its profile shows them (see organizationScope for which they are). */
export async function organizationProjects(
  ctx: ProjectsContext,
  card: OrganizationCardRow,
  page: PageParams,
): Promise<OrganizationProjects> {
  const { db, auth } = ctx;
  const scope = await organizationScope(db, auth.tenant.id, card);
  const filter: ProjectFilter = { tenantId: auth.tenant.id, published: true, organization: scope };
  const [figures, agencies, projects] = await Promise.all([
    repo.organizationFigures(db, auth.tenant.id, scope),
    card.account_type === 'MINISTRY' ? repo.findChildOrganizationIds(db, auth.tenant.id, card.id) : [],
    listFilteredProjects(ctx, filter, [{ key: 'created', descending: true }], page),
  ]);
  return {
    figures,
    agencyCount: agencies.filter((agency) => agency.account_type === 'AGENCY').length,
    projects,
  };
}
