import {
  projectSearchSchema,
  type ProjectFilterQuery,
  type ProjectSearch,
  type QuickSearch,
} from '@oversight/shared/projects/projects.schemas';
import { joinJson, type PageParams } from '../../platform/pagination.js';
import { cachedPublicAnswer, publicAnswersShared } from '../../platform/public-cache.js';
import * as directory from './directories.repository.js';
import {
  MDA_TYPES,
  resolveFilter,
  resolveOrder,
  searchWords,
  withSearchFallback,
  type ProjectsContext,
} from './project-filter.js';
import {
  asVisitor,
  callerJson,
  overlayCaller,
  presentEntries,
  projectJson,
  sharesPublicAnswer,
  type ProjectJson,
  type ProjectRef,
} from './project-lists.js';
import { presentOrganizationCard, presentProjectBrief, presentStatusCount } from './projects.presenter.js';
import * as repo from './catalogue.repository.js';
import * as filterRepo from './project-filter.repository.js';
import type { ProjectFilter, ProjectOrder } from './project-filter.repository.js';

/** GET /projects/search/ (projects, contractors and organisations of a query) and the quick search. */

/** The projects bucket: a narrow set is counted, by status, while its page is sorted; a broad one from its indexes. */
async function searchBucket(
  ctx: ProjectsContext,
  filter: ProjectFilter,
  order: ProjectOrder,
  page: PageParams,
) {
  const { db } = ctx;
  const found = await withSearchFallback(db, filter, async () => {
    let entries: repo.PageEntry[] = [];
    let byStatus: Map<number, number> | undefined;
    if (filterRepo.isNarrowFilter(filter)) {
      entries = await repo.findProjectPage(db, filter, order, page, {
        withCount: true,
        withStatusCounts: true,
      });
      if (entries[0]?.status_counts)
        byStatus = new Map(entries[0].status_counts.map((count, code) => [code, count]));
    }
    if (!byStatus) {
      [byStatus, entries] = await Promise.all([
        repo.countProjectsByStatus(db, filter),
        repo.findProjectPage(db, filter, order, page),
      ]);
    }
    const count = [...byStatus.values()].reduce((sum, value) => sum + value, 0);
    return { count, byStatus, entries };
  });
  return { count: found.count, byStatus: found.byStatus, ...(await presentEntries(ctx, found.entries)) };
}

/**
 * A shared search answer, checked through the route's schema once: as JSON text for anonymous visitors, and as the
 * text around its projects (`before` + projects + `after`) with the projects cut in pieces (projectJson) for
 * signed-in callers, all by the build (no request pays for it).
 */
type SharedSearch = {
  json: Buffer;
  refs: ProjectRef[];
  before: Buffer;
  after: Buffer;
  pieces: ProjectJson[];
};

/**
 * GET /projects/search/: the shared answer (see sharesPublicAnswer) as JSON text, with a signed-in caller's own
 * fields laid over its projects.
 */
export async function searchProjects(
  ctx: ProjectsContext,
  query: ProjectFilterQuery,
  page: PageParams,
): Promise<ProjectSearch | { json: Buffer }> {
  const filter = await resolveFilter(ctx, query);
  if (!sharesPublicAnswer(filter) || (ctx.auth.user && !publicAnswersShared()))
    return (await searchAll(ctx, query, filter, page)).search;
  const key = `search:${JSON.stringify([filter, query.query ?? null, page])}`;
  const shared = await cachedPublicAnswer<SharedSearch>(
    ctx.db,
    ctx.auth.tenant.id,
    key,
    async () => {
      const built = await searchAll(asVisitor(ctx), query, { ...filter }, page);
      const search = projectSearchSchema.parse(built.search);
      // `projects` is the first key and `data` its last: the empty array marks where the projects go.
      const frame = JSON.stringify({ ...search, projects: { ...search.projects, data: [] } });
      const at = frame.indexOf('"data":[]') + '"data":['.length;
      return {
        json: Buffer.from(JSON.stringify(search)),
        refs: built.refs,
        before: Buffer.from(frame.slice(0, at)),
        after: Buffer.from(frame.slice(at)),
        pieces: search.projects.data.map(projectJson),
      };
    },
    (answer) => answer.json.length * 3,
  );
  if (!ctx.auth.user) return { json: shared.json };
  const own = await overlayCaller(ctx, shared.refs);
  if (!own) return (await searchAll(ctx, query, filter, page)).search;
  return { json: joinJson([shared.before, ...callerJson(shared.pieces, own), shared.after]) };
}

async function searchAll(
  ctx: ProjectsContext,
  query: ProjectFilterQuery,
  filter: ProjectFilter,
  page: PageParams,
): Promise<{ search: ProjectSearch; refs: ProjectRef[] }> {
  const { db } = ctx;
  const order = resolveOrder(filter, undefined);
  const [projects, contractors, organizations] = await Promise.all([
    searchBucket(ctx, filter, order, page),
    directory.searchOrganizations(db, ctx.auth.tenant.id, ['CONTRACTOR'], query.query, page),
    directory.searchOrganizations(db, ctx.auth.tenant.id, MDA_TYPES, query.query, page),
  ]);
  return {
    search: {
      projects: {
        count: projects.count,
        status_count: presentStatusCount(projects.byStatus),
        data: projects.projects,
      },
      contractors: { count: contractors.count, data: contractors.rows.map(presentOrganizationCard) },
      organizations: { count: organizations.count, data: organizations.rows.map(presentOrganizationCard) },
    },
    refs: projects.refs,
  };
}
export async function quickSearch(ctx: ProjectsContext, query: string | undefined): Promise<QuickSearch> {
  const words = searchWords(query);
  if (!words.length) return { projects: [], mdas: [], contractors: [] };
  const filter: ProjectFilter = {
    tenantId: ctx.auth.tenant.id,
    published: true,
    search: { words, mode: 'fts' },
  };
  const top = { limit: 5, offset: 0 };
  const [rows, mdas, contractors] = await Promise.all([
    withSearchFallback(ctx.db, filter, async () => {
      const found = await repo.findProjectRows(ctx.db, filter, resolveOrder(filter, undefined), top);
      return { count: found.length, found };
    }).then((result) => result.found),
    directory.searchOrganizations(ctx.db, ctx.auth.tenant.id, MDA_TYPES, query, top),
    directory.searchOrganizations(ctx.db, ctx.auth.tenant.id, ['CONTRACTOR'], query, top),
  ]);
  return {
    projects: rows.map(presentProjectBrief),
    mdas: mdas.rows.map(presentOrganizationCard),
    contractors: contractors.rows.map(presentOrganizationCard),
  };
}
