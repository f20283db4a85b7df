import {
  projectListQuerySchema,
  type Project,
  type ProjectActivity,
  type ProjectDetail,
  type ProjectListQuery,
  type ProjectTag,
} from '@oversight/shared/projects/projects.schemas';
import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { joinJson, type PageParams } from '../../platform/pagination.js';
import type { PageMeta } from '../../platform/web-app.js';
import * as categories from './categories.repository.js';
import { projectSentimentSummary } from './review-sentiments.js';
import { discoverFirstScreen, projectFirstScreen } from './first-screen.js';
import { cachedMapJson, clustersJson } from './map.service.js';
import { countView, type Viewer } from './project-views.js';
import {
  resolveFilter,
  resolveOrder,
  type ProjectsContext,
  type Listed,
  type SharedPage,
} from './project-filter.js';
import { listFilteredProjects, listProjectsShared, presentPage } from './project-lists.js';
import { presentActivity, presentProjectBrief } from './projects.presenter.js';
import * as repo from './catalogue.repository.js';
import * as activitiesRepo from './project-activities.repository.js';
import type { ProjectFilter } from './project-filter.repository.js';
import { projectVisibility, requireVisibleProject } from './projects.service.js';

/** The catalogue: GET /projects/ and its lists, a project's page, and the page's share preview. */

/**
 * GET /projects/: a page of projects, or (format=map|geojson) every matching point as JSON text, or
 * (format=clusters) the clusters and points of one map view.
 */
export async function findProjects(
  ctx: ProjectsContext,
  query: ProjectListQuery,
  page: PageParams,
): Promise<Listed<Project> | SharedPage | { json: string }> {
  if (query.format === 'clusters') {
    const missing: [field: string, message: string][] = [];
    if (!query.bbox) missing.push(['bbox', 'Give the view as west,south,east,north.']);
    if (query.zoom === undefined) missing.push(['zoom', 'Give the map zoom.']);
    if (query.is_published === false)
      missing.push(['is_published', 'The clustered map shows published projects only.']);
    if (missing.length)
      throw badRequest(
        Object.fromEntries(missing.map(([field, message]): [string, string[]] => [field, [message]])),
      );
  }
  const filter = await resolveFilter(ctx, query);
  const order = resolveOrder(filter, query.ordering);
  if (query.format === 'clusters') return { json: await clustersJson(ctx, filter, query.bbox!, query.zoom!) };
  if (query.format === 'map' || query.format === 'geojson')
    return { json: await cachedMapJson(ctx, filter, query.format) };
  return listProjectsShared(ctx, filter, order, page);
}
/** A project's page; with `viewer`, the view is counted (once a day per viewer: project-views.ts). */
export async function getProject(ctx: ProjectsContext, id: string, viewer?: Viewer): Promise<ProjectDetail> {
  const { db, auth } = ctx;
  const row = await repo.findProject(db, auth.tenant.id, id, projectVisibility(auth));
  if (!row) throw notFound('No project has this id.');
  if (viewer) await countView(db, row.id, viewer);
  const [presented, children, affiliations, sentimentSummary] = await Promise.all([
    presentPage(ctx, [{ id: row.id, distance: null }]),
    repo.findChildProjects(db, auth.tenant.id, row.id),
    repo.findAffiliations(db, row.id),
    projectSentimentSummary(db, auth.tenant.id, row.id),
  ]);
  return {
    ...presented[0]!,
    child_projects: children.map(presentProjectBrief),
    affiliated_organizations: affiliations.map((organization) => ({
      public_id: organization.id,
      name: organization.name,
      username: organization.username,
      account_type: organization.account_type,
      avatar: organization.avatar,
    })),
    sentiment_summary: sentimentSummary,
  };
}
/** Published projects sharing a sector or a state, closest matches first. */
export async function findRelatedProjects(
  ctx: ProjectsContext,
  id: string,
  page: PageParams,
): Promise<Listed<Project>> {
  const project = await requireVisibleProject(ctx, id);
  const filter: ProjectFilter = {
    tenantId: ctx.auth.tenant.id,
    published: true,
    excludeProjectId: project.id,
    interests: { states: project.states, sectors: project.sectors, sdgs: [], ministryIds: [] },
  };
  return listFilteredProjects(
    ctx,
    filter,
    [
      { key: 'interest', descending: true },
      { key: 'created', descending: true },
    ],
    page,
  );
}

export async function findProjectActivities(
  ctx: ProjectsContext,
  id: string,
  page: PageParams,
): Promise<Listed<ProjectActivity>> {
  const project = await requireVisibleProject(ctx, id);
  const { count, rows } = await activitiesRepo.findActivities(ctx.db, project.id, page);
  return { count, results: rows.map(presentActivity) };
}

export async function listMostDiscussed(
  ctx: ProjectsContext,
  page: PageParams,
): Promise<Listed<Project> | SharedPage> {
  const filter: ProjectFilter = { tenantId: ctx.auth.tenant.id, published: true };
  return listProjectsShared(ctx, filter, [{ key: 'discussed', descending: true }], page);
}

export async function listNearingCompletion(
  ctx: ProjectsContext,
  page: PageParams,
): Promise<Listed<Project> | SharedPage> {
  const filter: ProjectFilter = {
    tenantId: ctx.auth.tenant.id,
    published: true,
    virtualTags: ['nearing_completion'],
  };
  return listProjectsShared(ctx, filter, [{ key: 'percentage_completed', descending: true }], page);
}

export async function listProjectTags(ctx: ProjectsContext): Promise<ProjectTag[]> {
  return categories.countTags(ctx.db, ctx.auth.tenant.id);
}

/** Every year some published project ran in, newest first. */
export async function listProjectYears(ctx: ProjectsContext): Promise<number[]> {
  const { first, last } = await categories.projectYearRange(ctx.db, ctx.auth.tenant.id);
  if (first === null || last === null) return [];
  const years: number[] = [];
  for (let year = last; year >= first; year -= 1) years.push(year);
  return years;
}
// ---------------------------------------------------------------------------------------------------------------
// Share previews

/** Discover's first list as a visitor asks it (apps/web discover.route.tsx: no filter, 12 a page). */
const DISCOVER_FIRST_PAGE = { limit: 12, offset: 0 };

/**
 * Discover as the server writes it for a visitor: the first page of its list (what GET /projects/?limit=12 answers
 * anonymously) written in, so the cards show without waiting for the app's code to ask. The key is the query the web
 * will make (sorted parameters); a visitor with filters asks anew, as the keys differ.
 */
export async function discoverPageMeta(db: Database, publicUrl: string): Promise<PageMeta | null> {
  const tenantId = await repo.defaultTenantId(db);
  if (!tenantId) return null;
  const ctx: ProjectsContext = {
    db,
    auth: { tenant: { id: tenantId, name: '' }, user: null, organization: null },
  };
  const found = await findProjects(ctx, projectListQuerySchema.parse({}), DISCOVER_FIRST_PAGE);
  if ('json' in found) return null;
  const { limit, offset } = DISCOVER_FIRST_PAGE;
  const results: unknown[] =
    'resultsJson' in found
      ? (JSON.parse(
          (Buffer.isBuffer(found.resultsJson) ? found.resultsJson : joinJson(found.resultsJson)).toString(
            'utf8',
          ),
        ) as unknown[])
      : found.results;
  const next =
    offset + limit < found.count
      ? `${publicUrl}/api/v1/projects/?limit=${limit}&offset=${offset + limit}`
      : null;
  return {
    initialData: {
      key: `projects:limit=${limit}&offset=${offset}`,
      data: { count: found.count, next, previous: null, results },
    },
    firstScreen: (words) => discoverFirstScreen(words, results as Project[], found.count),
  };
}

/** Title, description and image of a published project, for the meta tags of /project/{id} (default tenant). */
/** The project page's route module (a Vite manifest key): its chunks are preloaded with the page. */
const PROJECT_PAGE_MODULE = 'src/app/routes/project/project-detail.route.tsx';

/**
 * A published project's page as the server writes it: share-preview tags, its chunks preloaded, and its public
 * detail (what GET /projects/{id}/ answers a visitor) written in, so a first visit shows it without another round
 * trip. No view is counted here: the web reads the project again in the background, and that read counts it.
 */
export async function projectPageMeta(db: Database, url: string): Promise<PageMeta | null> {
  const match = /^\/project\/([^/?#]+)/.exec(url);
  if (!match) return null;
  const tenantId = await repo.defaultTenantId(db);
  if (!tenantId) return null;
  const id = decodeURIComponent(match[1]!);
  const row = await repo.findProject(db, tenantId, id, { ownerIds: [], granted: null });
  if (!row) return null;
  const description = row.description.length > 200 ? `${row.description.slice(0, 197)}...` : row.description;
  const detail = await getProject(
    { db, auth: { tenant: { id: tenantId, name: '' }, user: null, organization: null } },
    id,
  );
  return {
    title: row.name,
    description: description || row.name,
    // The project's display photo, else its generated card (modules/site project-card.ts) for link previews.
    image: row.image_url ?? `/cards/projects/${encodeURIComponent(row.public_id)}.png`,
    initialData: { key: `project:${id}`, data: detail },
    preload: [PROJECT_PAGE_MODULE],
    firstScreen: (words) => projectFirstScreen(words, detail),
  };
}
