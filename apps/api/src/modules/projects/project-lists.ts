import {
  projectSchema,
  type Project,
  type ProjectAbilities,
} from '@oversight/shared/projects/projects.schemas';
import type { Database } from '../../db/client.js';
import { NO_ACCESS, type ItemAccess } from '../../platform/item-access.js';
import type { JsonParts, PageParams } from '../../platform/pagination.js';
import { cachedPublicAnswer, publicAnswersShared } from '../../platform/public-cache.js';
import {
  projectAbilities,
  projectAccess,
  projectAccessAlongside,
  type ProjectOwnership,
} from './projects.policy.js';
import { presentProject } from './projects.presenter.js';
import { withSearchFallback, type Caller, type Listed, type SharedPage } from './project-filter.js';
import * as repo from './catalogue.repository.js';
import { viewerFlagsSql, type ViewerFlags } from './viewer-flags.repository.js';
import * as filterRepo from './project-filter.repository.js';
import type { ProjectFilter, ProjectOrder } from './project-filter.repository.js';

/**
 * Pages of projects: presented in one query, and (published lists) shared by every caller of a tenant with each
 * signed-in caller's own fields laid over them.
 */

// ---------------------------------------------------------------------------------------------------------------
// Lists

/** What the caller-specific parts of a presented project are computed from (see overlayCaller). */
export type ProjectRef = ProjectOwnership & { contractors: { id: string }[] };
type Presented = { projects: Project[]; refs: ProjectRef[] };

/**
 * Presents a page: the rows and their relations in one query, in the page's order. When the entries carry their
 * owners (findProjectPage), the caller's access is read at the same time as the rows.
 */
export async function presentEntries(
  caller: Caller,
  entries: (Pick<repo.PageEntry, 'id' | 'distance'> & Partial<ProjectOwnership>)[],
): Promise<Presented> {
  const ids = entries.map((entry) => entry.id);
  const owned = entries.every((entry) => entry.organization_id !== undefined);
  const [rows, earlyAccess] = await Promise.all([
    repo.findProjectsByIds(caller.db, ids, caller.auth.user?.id ?? null),
    owned ? projectAccess(caller.db, caller.auth, entries as ProjectOwnership[]) : null,
  ]);
  const access = earlyAccess ?? (await projectAccess(caller.db, caller.auth, [...rows.values()]));
  const projects: Project[] = [];
  const refs: ProjectRef[] = [];
  for (const entry of entries) {
    const found = rows.get(entry.id);
    if (!found) continue;
    const row = { ...found, distance: entry.distance };
    projects.push(
      presentProject(row, row, projectAbilities(caller.auth, access.get(row.id) ?? NO_ACCESS, row)),
    );
    refs.push({
      id: row.id,
      organization_id: row.organization_id,
      ministry_id: row.ministry_id,
      agency_id: row.agency_id,
      contractors: row.contractors.map((contractor) => ({ id: contractor.id })),
    });
  }
  return { projects, refs };
}

export async function presentPage(
  caller: Caller,
  entries: (Pick<repo.PageEntry, 'id' | 'distance'> & Partial<ProjectOwnership>)[],
): Promise<Project[]> {
  return (await presentEntries(caller, entries)).projects;
}

/** The count and the entries of one page (the search words corrected when they found nothing). */
export async function findEntries(
  db: Database,
  filter: ProjectFilter,
  order: ProjectOrder,
  page: PageParams,
): Promise<{ count: number; entries: repo.PageEntry[] }> {
  return withSearchFallback(db, filter, async () => {
    if (filterRepo.isNarrowFilter(filter)) {
      const entries = await repo.findProjectPage(db, filter, order, page, { withCount: true });
      const count = entries[0]?.total_count ?? (page.offset > 0 ? await repo.countProjects(db, filter) : 0);
      return { count, entries };
    }
    const [count, entries] = await Promise.all([
      repo.countProjects(db, filter),
      repo.findProjectPage(db, filter, order, page),
    ]);
    return { count, entries };
  });
}

export async function listPresented(
  caller: Caller,
  filter: ProjectFilter,
  order: ProjectOrder,
  page: PageParams,
): Promise<{ count: number } & Presented> {
  const { count, entries } = await findEntries(caller.db, filter, order, page);
  return { count, ...(await presentEntries(caller, entries)) };
}

export async function listFilteredProjects(
  caller: Caller,
  filter: ProjectFilter,
  order: ProjectOrder,
  page: PageParams,
): Promise<Listed<Project>> {
  const { count, projects } = await listPresented(caller, filter, order, page);
  return { count, results: projects };
}
const projectListSchema = projectSchema.array();

/**
 * Published lists and searches are the same for every caller of a tenant but for a few fields of each project:
 * the caller's eyemark, the counters their own actions move and their abilities. That shared part is built once per
 * few seconds (platform/public-cache.ts) as an anonymous visitor sees it: anonymous visitors get it as is, and a
 * signed-in caller gets it with their own fields laid over it (overlayCaller: two small queries, whatever the
 * filter). Drafts (is_published=false) are for their owners: never shared.
 */
export function sharesPublicAnswer(filter: ProjectFilter): boolean {
  return filter.published === true;
}

/** The caller as an anonymous visitor of the same tenant: who a shared answer is built for. */
export const asVisitor = (caller: Caller): Caller => ({
  db: caller.db,
  auth: { tenant: caller.auth.tenant, user: null, organization: null },
});

/** The fields of a shared project that are the caller's own (see overlayCaller). */
type CallerFields = Pick<Project, 'eyemarked_count' | 'reviews_count' | 'is_eyemarked' | 'abilities'>;

/**
 * The caller's own fields for each shared project: their eyemark, fresh eyemark and review counts, and their
 * abilities from the item access function. Null when a project of the page is no longer published (the caller then
 * gets an answer built afresh).
 */
export async function overlayCaller(caller: Caller, refs: ProjectRef[]): Promise<CallerFields[] | null> {
  if (!refs.length) return [];
  // One statement: the caller's flags ride along with the item access read.
  const { access, extra } = await projectAccessAlongside<ViewerFlags>(
    caller.db,
    caller.auth,
    refs,
    viewerFlagsSql(
      caller.auth.tenant.id,
      refs.map((ref) => ref.id),
      caller.auth.user!.id,
    ),
  );
  const flags = new Map(extra.map((row) => [row.id, row]));
  if (flags.size !== refs.length) return null;
  // Without an organisation a project's abilities follow from its access alone (the contractor rule needs one), so
  // projects with the same access (most often none) share one abilities object, serialised once (callerJson).
  const byAccess = caller.auth.organization ? null : new Map<ItemAccess, ProjectAbilities>();
  return refs.map((ref) => {
    const own = flags.get(ref.id)!;
    const projectAccess = access.get(ref.id) ?? NO_ACCESS;
    let abilities = byAccess?.get(projectAccess);
    if (!abilities) {
      abilities = projectAbilities(caller.auth, projectAccess, ref);
      byAccess?.set(projectAccess, abilities);
    }
    return {
      eyemarked_count: own.eyemarked_count,
      reviews_count: own.reviews_count,
      is_eyemarked: own.is_eyemarked,
      abilities,
    };
  });
}

/**
 * A shared project as JSON text cut around the caller's own fields, so a signed-in answer is the pieces joined with
 * that caller's values rather than every project serialised again. The schema's key order puts them at
 * `"eyemarked_count":..,"reviews_count":..,"is_eyemarked":..,` (after `views`) and `"abilities":{..}` (last); keys
 * inside string values are escaped (\"), so these markers occur once, at the top level.
 */
export type ProjectJson = { head: Buffer; middle: Buffer } | { project: Project };

const ownFieldsText = (fields: CallerFields) =>
  `"eyemarked_count":${fields.eyemarked_count},"reviews_count":${fields.reviews_count},"is_eyemarked":${fields.is_eyemarked},`;
const abilitiesText = (fields: CallerFields) => `"abilities":${JSON.stringify(fields.abilities)}}`;

export function projectJson(project: Project): ProjectJson {
  const text = JSON.stringify(project);
  const counts = text.indexOf(',"eyemarked_count":');
  const published = text.indexOf(',"is_published":');
  const abilities = text.lastIndexOf(',"abilities":');
  if (counts < 0 || published < counts || abilities < published) return { project };
  const head = text.slice(0, counts + 1);
  const middle = text.slice(published + 1, abilities + 1);
  // Joined with the project's own values the pieces must give the text back, or the project is serialised whole.
  if (head + ownFieldsText(project) + middle + abilitiesText(project) !== text) return { project };
  return { head: Buffer.from(head), middle: Buffer.from(middle) };
}

/**
 * The caller's projects as JSON parts: the shared pieces and the caller's few values between them as short strings,
 * for one joinJson with the text around them (no page-sized string or Buffer is built per project or per level).
 * Abilities shared by several projects (overlayCaller) are serialised once.
 */
export function callerJson(pieces: ProjectJson[], own: CallerFields[]): (Buffer | string)[] {
  const parts: (Buffer | string)[] = [];
  const abilitiesTexts = new Map<CallerFields['abilities'], string>();
  pieces.forEach((piece, index) => {
    const comma = index > 0 ? ',' : '';
    const fields = own[index]!;
    if ('project' in piece) {
      parts.push(comma + JSON.stringify({ ...piece.project, ...fields }));
      return;
    }
    let abilities = abilitiesTexts.get(fields.abilities);
    if (abilities === undefined) {
      abilities = abilitiesText(fields);
      abilitiesTexts.set(fields.abilities, abilities);
    }
    // The previous project's closing text and this one's comma go with the caller's strings: fewer parts to join.
    if (comma) {
      const last = parts.at(-1);
      if (typeof last === 'string') parts[parts.length - 1] = last + comma;
      else parts.push(comma);
    }
    parts.push(piece.head, ownFieldsText(fields), piece.middle, abilities);
  });
  return parts;
}

/**
 * A shared page: its projects checked through the route's schema once, as JSON text, and cut in pieces (projectJson)
 * for signed-in callers. All of it is done by the build (in the background once the answer is kept), so no request
 * pays for it.
 */
type SharedList = {
  count: number;
  refs: ProjectRef[];
  json: Buffer;
  pieces: ProjectJson[];
};

export async function listProjectsShared(
  caller: Caller,
  filter: ProjectFilter,
  order: ProjectOrder,
  page: PageParams,
): Promise<Listed<Project> | SharedPage> {
  // Without shared answers (benchmarks), a signed-in caller's page is built for them directly.
  if (!sharesPublicAnswer(filter) || (caller.auth.user && !publicAnswersShared()))
    return listFilteredProjects(caller, filter, order, page);
  const key = `list:${JSON.stringify([filter, order, page])}`;
  const shared = await cachedPublicAnswer<SharedList>(
    caller.db,
    caller.auth.tenant.id,
    key,
    async () => {
      const listed = await listPresented(asVisitor(caller), { ...filter }, order, page);
      // Through the route's schema once, as the response serializer would do on every request.
      const projects = projectListSchema.parse(listed.projects);
      return {
        count: listed.count,
        refs: listed.refs,
        pieces: projects.map(projectJson),
        json: Buffer.from(JSON.stringify(projects)),
      };
    },
    // The objects and the pieces are kept too: about twice the text again.
    (answer) => answer.json.length * 3,
  );
  if (!caller.auth.user) return { count: shared.count, resultsJson: shared.json };
  const own = await overlayCaller(caller, shared.refs);
  if (!own) return listFilteredProjects(caller, filter, order, page);
  return {
    count: shared.count,
    resultsJson: ['[', ...callerJson(shared.pieces, own), ']'] satisfies JsonParts,
  };
}
