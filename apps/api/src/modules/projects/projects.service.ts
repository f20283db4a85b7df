import {
  DEFAULT_AROUND_ME_DISTANCE,
  type Analysis,
  type Categories,
  type CategoryCard,
  type EyemarkResponse,
  type OrganizationCard,
  type Profile,
  type Project,
  type ProjectAbilities,
  type ProjectActivity,
  type ProjectBrief,
  type ProjectDetail,
  type ProjectFilterQuery,
  type ProjectClusters,
  type ProjectListQuery,
  type ProjectMapCluster,
  type ProjectMapPoint,
  type ProjectOrdering,
  type ProjectSearch,
  type ProjectTag,
  type PublicUser,
  type QuickSearch,
  MAP_CLUSTER_LIST_LIMIT,
  MAP_CLUSTER_LISTED,
  projectSchema,
  projectSearchSchema,
} from '@oversight/shared/projects/projects.schemas';
import { PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import { findSdg, SDGS } from '@oversight/shared/reference/sdgs';
import { findSector, SECTORS } from '@oversight/shared/reference/sectors';
import { lgasOfState, nearestLga } from '@oversight/shared/reference/lgas';
import { findStateById, findStateByName, NIGERIAN_STATES } from '@oversight/shared/reference/states';
import type { Database, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import { badRequest, fieldError, forbidden, notFound } from '../../platform/errors.js';
import type { PageParams } from '../../platform/pagination.js';
import type { PageMeta } from '../../platform/web-app.js';
import { getFollowFigures, NO_FOLLOWS } from '../people/people.service.js';
import { grantedItemIdsSql, NO_ACCESS } from '../../platform/item-access.js';
import { cachedPublicAnswer, publicAnswersShared } from '../../platform/public-cache.js';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { projectSentimentSummary } from '../posts/posts.service.js';
import { projectAbilities, projectAccess, projectAccessAlongside, unpublishedScope, type ProjectOwnership } from './projects.policy.js';
import {
  isoTimestamp,
  presentActivity,
  presentOrganizationCard,
  presentProject,
  presentProjectBrief,
  presentPublicUser,
  presentStatusCount,
  statusName,
} from './projects.presenter.js';
import type { LinkedProject } from '@oversight/shared/plans/activities.schemas';
import { countView, type Viewer } from './project-views.js';
import * as repo from './projects.repository.js';
import type {
  OrganizationCardRow,
  OrganizationScope,
  ProjectFilter,
  ProjectOrder,
  ProjectRow,
} from './projects.repository.js';

export type Caller = { db: Database; auth: AuthContext };
export type Listed<T> = { count: number; results: T[] };
/** A page shared by anonymous visitors: its results already serialised (see platform/public-cache.ts). */
// UTF-8 bytes, encoded once: names and descriptions with non-Latin letters made re-encoding each answer costly.
export type SharedPage = { count: number; resultsJson: Buffer };

export const DEFAULT_CATEGORY_YEAR = 2025;
const MDA_TYPES = ['MINISTRY', 'AGENCY'];

// ---------------------------------------------------------------------------------------------------------------
// Filters

/** Letters and digits only, accents dropped, lower-cased: safe to hand to to_tsquery as prefixes. */
export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, 50))
    .slice(0, 8);
}

const VIRTUAL_TAGS: Record<string, NonNullable<ProjectFilter['virtualTags']>[number]> = {
  mostdiscussed: 'most_discussed',
  newlyadded: 'newly_added',
  nearingcompletion: 'nearing_completion',
};

const titleCase = (value: string) =>
  value
    .toLowerCase()
    .replace(/(^|[\s&/-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/** Tags are stored as written ("Major Roads"); any case of a tag finds it through the array index. */
function tagFilters(tags: string[]): Pick<ProjectFilter, 'tags' | 'virtualTags'> {
  const stored = new Set<string>();
  const virtual = new Set<NonNullable<ProjectFilter['virtualTags']>[number]>();
  for (const tag of tags) {
    const key = tag.toLowerCase().replace(/[^a-z]/g, '');
    const derived = VIRTUAL_TAGS[key];
    if (derived) virtual.add(derived);
    else
      for (const variant of [tag, tag.toLowerCase(), tag.toUpperCase(), titleCase(tag)]) stored.add(variant);
  }
  return { tags: [...stored], virtualTags: [...virtual] };
}

function checkRange(min: string | undefined, max: string | undefined, maxField: string) {
  if (min !== undefined && max !== undefined && Number(min) > Number(max)) {
    throw fieldError(maxField, 'The maximum must not be below the minimum.');
  }
}

/** Which organisation a listing is about: contractors by contract, agencies by ownership, ministries with their agencies. */
async function organizationScope(
  db: Database,
  tenantId: string,
  card: OrganizationCardRow,
): Promise<OrganizationScope> {
  const children =
    card.account_type === 'MINISTRY' ? await repo.findChildOrganizationIds(db, tenantId, card.id) : [];
  return { id: card.id, accountType: card.account_type, childIds: children.map((child) => child.id) };
}

/** Checks the query as a whole and resolves usernames; every problem is a 400 naming its parameter. */
export async function resolveFilter(caller: Caller, query: ProjectFilterQuery): Promise<ProjectFilter> {
  const { db, auth } = caller;
  const tenantId = auth.tenant.id;
  checkRange(query.min_total_cost, query.max_total_cost, 'max_total_cost');
  checkRange(query.min_amt_budgeted, query.max_amt_budgeted, 'max_amt_budgeted');
  if (query.start_date && query.end_date && query.start_date > query.end_date)
    throw fieldError('end_date', 'The end date must not be before the start date.');
  if (query.dist !== undefined && !query.point)
    throw fieldError('point', 'Give point=longitude,latitude with dist.');

  const filter: ProjectFilter = { tenantId, published: true };
  if (query.is_published === false) {
    const owners = unpublishedScope(auth);
    if (!owners.length)
      throw fieldError(
        'is_published',
        'Only members of the owning organisation can list unpublished projects.',
      );
    filter.published = false;
    filter.ownerOrganizationIds = owners;
  }
  const words = searchWords(query.query);
  if (words.length) filter.search = { words, mode: 'fts' };
  if (query.name) filter.nameContains = query.name;
  if (query.username)
    filter.linkedOrganizationIds = await repo.findOrganizationsMatching(db, tenantId, query.username);
  if (query.tags?.length) Object.assign(filter, tagFilters(query.tags));
  if (query.year?.length) filter.years = query.year;
  filter.minTotalCost = query.min_total_cost;
  filter.maxTotalCost = query.max_total_cost;
  filter.minAmountBudgeted = query.min_amt_budgeted;
  filter.maxAmountBudgeted = query.max_amt_budgeted;
  if (query.status?.length) filter.statuses = query.status.map((status) => PROJECT_STATUSES[status].code);
  if (query.state?.length) filter.states = query.state;
  if (query.sector?.length) filter.sectors = query.sector;
  if (query.sdg?.length) filter.sdgs = query.sdg;
  const byUsernames = (usernames: string[] | undefined, types: string[]) =>
    usernames ? repo.findOrganizationsByUsernames(db, tenantId, usernames, types) : undefined;
  const [ministries, agencies, contractors, mdas] = await Promise.all([
    byUsernames(query.ministry, ['MINISTRY']),
    byUsernames(query.agency, ['AGENCY']),
    byUsernames(query.contractor, ['CONTRACTOR']),
    byUsernames(query.mda, MDA_TYPES),
  ]);
  filter.ministryIds = ministries;
  filter.agencyIds = agencies;
  filter.contractorIds = contractors;
  filter.mdaIds = mdas;
  if (query.organization) {
    const card = await repo.findOrganizationCard(db, tenantId, query.organization);
    // An unknown organisation lists nothing rather than everything.
    filter.organization = card
      ? await organizationScope(db, tenantId, card)
      : { id: '00000000-0000-0000-0000-000000000000', accountType: 'NONE', childIds: [] };
  }
  filter.startDateFrom = query.start_date;
  filter.endDateTo = query.end_date;
  if (query.point)
    filter.around = {
      lat: query.point.lat,
      lng: query.point.lng,
      distance: query.dist ?? DEFAULT_AROUND_ME_DISTANCE,
    };
  return filter;
}

function resolveOrder(filter: ProjectFilter, ordering: ProjectOrdering[] | undefined): ProjectOrder {
  if (ordering?.length) {
    return ordering.map((item) => {
      const descending = item.startsWith('-');
      const key = item.replace(/^-/, '') as ProjectOrder[number]['key'];
      if (key === 'distance' && !filter.around)
        throw fieldError('ordering', 'Order by distance needs point=longitude,latitude.');
      return { key, descending };
    });
  }
  if (filter.search)
    return [
      { key: 'rank', descending: true },
      { key: 'views', descending: true },
    ];
  if (filter.around) return [{ key: 'distance', descending: false }];
  return [{ key: 'created', descending: true }];
}

/**
 * Full text first; when it finds nothing (with the other filters), each word may also be one of its closest
 * known words, so "hospitl" finds hospitals and the search stays on the full-text index.
 */
async function chooseSearchMode(db: Database, filter: ProjectFilter): Promise<void> {
  if (!filter.search) return;
  const fts: ProjectFilter = { ...filter, search: { words: filter.search.words, mode: 'fts' } };
  if (await repo.anyProjects(db, fts)) {
    filter.search = fts.search;
    return;
  }
  await correctSearch(db, filter);
}

/** Switches the filter's search to corrected words; false when no word has a correction (nothing would change). */
async function correctSearch(db: Database, filter: ProjectFilter): Promise<boolean> {
  const words = filter.search!.words;
  const corrections = await repo.findWordCorrections(db, words);
  filter.search = { words, mode: 'corrected', alternatives: words.map((word) => corrections.get(word) ?? []) };
  return corrections.size > 0;
}

/**
 * Runs a full-text page query as is; only when it found nothing are the words corrected (chooseSearchMode's rule)
 * and the query run again: a search that finds something costs one query, not an existence check first.
 */
async function withSearchFallback<T extends { count: number }>(
  db: Database,
  filter: ProjectFilter,
  run: () => Promise<T>,
): Promise<T> {
  if (filter.search) filter.search = { words: filter.search.words, mode: 'fts' };
  const found = await run();
  if (!filter.search || found.count > 0 || !(await correctSearch(db, filter))) return found;
  return run();
}

// ---------------------------------------------------------------------------------------------------------------
// Lists

/** What the caller-specific parts of a presented project are computed from (see overlayCaller). */
type ProjectRef = ProjectOwnership & { contractors: { id: string }[] };
type Presented = { projects: Project[]; refs: ProjectRef[] };

/**
 * Presents a page: the rows and their relations in one query, in the page's order. When the entries carry their
 * owners (findProjectPage), the caller's access is read at the same time as the rows.
 */
async function presentEntries(
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
    projects.push(presentProject(row, row, projectAbilities(caller.auth, access.get(row.id) ?? NO_ACCESS, row)));
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

async function presentPage(
  caller: Caller,
  entries: (Pick<repo.PageEntry, 'id' | 'distance'> & Partial<ProjectOwnership>)[],
): Promise<Project[]> {
  return (await presentEntries(caller, entries)).projects;
}

/** The count and the entries of one page (the search words corrected when they found nothing). */
async function findEntries(
  db: Database,
  filter: ProjectFilter,
  order: ProjectOrder,
  page: PageParams,
): Promise<{ count: number; entries: repo.PageEntry[] }> {
  return withSearchFallback(db, filter, async () => {
    if (repo.isNarrowFilter(filter)) {
      const entries = await repo.findProjectPage(db, filter, order, page, { withCount: true });
      const count =
        entries[0]?.total_count ?? (page.offset > 0 ? await repo.countProjects(db, filter) : 0);
      return { count, entries };
    }
    const [count, entries] = await Promise.all([
      repo.countProjects(db, filter),
      repo.findProjectPage(db, filter, order, page),
    ]);
    return { count, entries };
  });
}

async function listPresented(
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

/**
 * The map answers (every published point of the country, ~20 MB of JSON at 100,000 projects, ~1 s to build) are
 * the same for everyone: a shared public answer (platform/public-cache.ts) kept MAP_CACHE_MS, so a burst of visitors
 * costs one query and a write drops it. Drafts (is_published=false) are never shared.
 */
const MAP_CACHE_MS = 15_000;

async function mapJson(caller: Caller, filter: ProjectFilter, shape: 'map' | 'geojson'): Promise<string> {
  const found = await withSearchFallback(caller.db, filter, async () => {
    const json = await repo.projectMapJson(caller.db, filter, shape);
    return { json, count: json === '[]' || json.endsWith('"features":[]}') ? 0 : 1 };
  });
  return found.json;
}

async function cachedMapJson(
  caller: Caller,
  filter: ProjectFilter,
  shape: 'map' | 'geojson',
): Promise<string> {
  const build = () => mapJson(caller, filter, shape);
  if (filter.published !== true) return build();
  return cachedPublicAnswer(
    caller.db,
    caller.auth.tenant.id,
    `${shape}:${JSON.stringify(filter)}`,
    build,
    (json) => json.length,
    Date.now,
    MAP_CACHE_MS,
  );
}

/**
 * format=clusters: the map's view clustered here, so a phone downloads what it shows (a few KB) instead of every
 * point (~20 MB at 100,000 projects). The index (supercluster over the tenant and filter's published points, ~1 s
 * and ~40 MB to build at that scale) is a shared public answer: built once per CLUSTER_INDEX_TTL_MS, not per view,
 * and dropped by forgetPublicAnswers after a write. Its points are published only whatever the caller asked.
 */
const CLUSTER_INDEX_TTL_MS = 30_000;
// Above CLUSTER_MAX_ZOOM every project is a point of its own; the same settings the browser clustered with before.
const CLUSTER_MAX_ZOOM = 14;
/** Per cluster, how many of its projects lie in each state (by state id): it is named after the state most are in. */
type StateCounts = { states: Record<number, number> };
type ClusterIndex = { count: number; index: Supercluster<ProjectMapPoint, StateCounts> };

// The state a position lies in, as the nearest LGA headquarters' state, remembered per 0.1° square (~11 km): an index
// of 100,000 projects looks up a few thousand squares, not 774 LGAs per project.
const stateBySquare = new Map<string, number>();
function stateIdAt(lat: number, lng: number): number {
  const key = `${Math.round(lat * 10)},${Math.round(lng * 10)}`;
  let stateId = stateBySquare.get(key);
  if (stateId === undefined) {
    stateId = nearestLga(Math.round(lat * 10) / 10, Math.round(lng * 10) / 10).stateId;
    stateBySquare.set(key, stateId);
  }
  return stateId;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

async function clusterIndex(caller: Caller, filter: ProjectFilter): Promise<ClusterIndex> {
  const published: ProjectFilter = { ...filter, published: true };
  return cachedPublicAnswer<ClusterIndex>(
    caller.db,
    caller.auth.tenant.id,
    `clusters:${JSON.stringify(published)}`,
    async () => {
      const points = JSON.parse(await mapJson(caller, published, 'map')) as ProjectMapPoint[];
      // extent 256: radius in the screen pixels of Leaflet's 256 px tiles (at the default 512, clusters 28 px apart overlapped).
      const index = new Supercluster<ProjectMapPoint, StateCounts>({
        radius: 56,
        extent: 256,
        maxZoom: CLUSTER_MAX_ZOOM,
        minPoints: 3,
        map: (point) => ({ states: { [stateIdAt(point.lat, point.lng)]: 1 } }),
        // A new object each time: supercluster's copies are shallow, so changing `states` in place would change a child's.
        reduce: (total, child) => {
          const states = { ...total.states };
          for (const [id, count] of Object.entries(child.states)) states[Number(id)] = (states[Number(id)] ?? 0) + count;
          total.states = states;
        },
      });
      index.load(
        points.map((point) => ({
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
          properties: point,
        })),
      );
      return { count: points.length, index };
    },
    // The points (~200 bytes each with their feature) and the index's arrays (~120 bytes a point).
    (built) => 200 + built.count * 400,
    Date.now,
    CLUSTER_INDEX_TTL_MS,
  );
}

const byName = (a: ProjectMapPoint, b: ProjectMapPoint) => a.name.localeCompare(b.name);

/**
 * Where a cluster is, in words: "LGA, State" when (nearly) all its projects are in one state, the LGA headquarters of
 * that state nearest its centre; otherwise the states most of them are in ("Jigawa, Kano and Bauchi").
 */
function placeOf(lat: number, lng: number, states?: Record<number, number>): string {
  const ranked = states
    ? Object.entries(states)
        .map(([id, count]) => ({ id: Number(id), count }))
        .sort((a, b) => b.count - a.count || a.id - b.id)
    : [{ id: stateIdAt(lat, lng), count: 1 }];
  const total = ranked.reduce((sum, state) => sum + state.count, 0);
  if (ranked.length > 1 && ranked[0]!.count < total * 0.8) {
    const names = ranked.slice(0, 3).map((state) => findStateById(state.id)?.name ?? '');
    return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  }
  const lgas = lgasOfState(ranked[0]!.id);
  const lga = lgas.length
    ? lgas.reduce((best, l) => (squaredDistance(l, lat, lng) < squaredDistance(best, lat, lng) ? l : best))
    : nearestLga(lat, lng);
  return `${lga.name}, ${findStateById(lga.stateId)?.name ?? ''}`.replace(/, $/, '');
}

const squaredDistance = (lga: { latitude: number; longitude: number }, lat: number, lng: number) =>
  (lga.latitude - lat) ** 2 + ((lga.longitude - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;

/**
 * The clusters and single points of one view, as JSON text (ProjectClusters). Small clusters, and those that can
 * split no more, list their projects; projects at one position (minPoints leaves pairs apart, and past the last zoom
 * nothing clusters) become one listed cluster rather than dots drawn on top of each other.
 */
async function clustersJson(
  caller: Caller,
  filter: ProjectFilter,
  bbox: [number, number, number, number],
  zoom: number,
): Promise<string> {
  const { count, index } = await clusterIndex(caller, filter);
  const clusters: ProjectMapCluster[] = [];
  const atPosition = new Map<string, ProjectMapPoint[]>();
  for (const feature of index.getClusters(bbox, zoom)) {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties as ProjectMapPoint | ClusterProperties;
    if ('cluster' in props && props.cluster) {
      const expansionZoom = Math.min(index.getClusterExpansionZoom(props.cluster_id), CLUSTER_MAX_ZOOM + 1);
      const listed = props.point_count <= MAP_CLUSTER_LISTED || expansionZoom > CLUSTER_MAX_ZOOM;
      clusters.push({
        lat: round6(lat),
        lng: round6(lng),
        count: props.point_count,
        expansion_zoom: expansionZoom,
        place: placeOf(lat, lng, (props as ClusterProperties & StateCounts).states),
        ...(listed
          ? {
              projects: index
                .getLeaves(props.cluster_id, MAP_CLUSTER_LIST_LIMIT)
                .map((leaf) => leaf.properties)
                .sort(byName),
            }
          : {}),
      });
    } else {
      const point = props as ProjectMapPoint;
      const key = `${point.lat},${point.lng}`;
      atPosition.set(key, [...(atPosition.get(key) ?? []), point]);
    }
  }
  const points: ProjectMapPoint[] = [];
  for (const group of atPosition.values()) {
    if (group.length === 1) points.push(group[0]!);
    else
      clusters.push({
        lat: group[0]!.lat,
        lng: group[0]!.lng,
        count: group.length,
        expansion_zoom: zoom,
        place: placeOf(group[0]!.lat, group[0]!.lng),
        projects: group.sort(byName).slice(0, MAP_CLUSTER_LIST_LIMIT),
      });
  }
  return JSON.stringify({ count, clusters, points } satisfies ProjectClusters);
}

const projectListSchema = projectSchema.array();

/**
 * Published lists and searches are the same for every caller of a tenant but for a few fields of each project:
 * the caller's eyemark, the counters their own actions move and their abilities. That shared part is built once per
 * few seconds (platform/public-cache.ts) as an anonymous visitor sees it: anonymous visitors get it as is, and a
 * signed-in caller gets it with their own fields laid over it (overlayCaller: two small queries, whatever the
 * filter). Drafts (is_published=false) are for their owners: never shared.
 */
function sharesPublicAnswer(filter: ProjectFilter): boolean {
  return filter.published === true;
}

/** The caller as an anonymous visitor of the same tenant: who a shared answer is built for. */
const asVisitor = (caller: Caller): Caller => ({
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
async function overlayCaller(caller: Caller, refs: ProjectRef[]): Promise<CallerFields[] | null> {
  if (!refs.length) return [];
  // One statement: the caller's flags ride along with the item access read.
  const { access, extra } = await projectAccessAlongside<repo.ViewerFlags>(
    caller.db,
    caller.auth,
    refs,
    repo.viewerFlagsSql(
      caller.auth.tenant.id,
      refs.map((ref) => ref.id),
      caller.auth.user!.id,
    ),
  );
  const flags = new Map(extra.map((row) => [row.id, row]));
  if (flags.size !== refs.length) return null;
  return refs.map((ref) => {
    const own = flags.get(ref.id)!;
    return {
      eyemarked_count: own.eyemarked_count,
      reviews_count: own.reviews_count,
      is_eyemarked: own.is_eyemarked,
      abilities: projectAbilities(caller.auth, access.get(ref.id) ?? NO_ACCESS, ref),
    };
  });
}

/**
 * A shared project as JSON text cut around the caller's own fields, so a signed-in answer is the pieces joined with
 * that caller's values rather than every project serialised again. The schema's key order puts them at
 * `"eyemarked_count":..,"reviews_count":..,"is_eyemarked":..,` (after `views`) and `"abilities":{..}` (last); keys
 * inside string values are escaped (\"), so these markers occur once, at the top level.
 */
type ProjectJson = { head: Buffer; middle: Buffer } | { project: Project };

const ownFieldsText = (fields: CallerFields) =>
  `"eyemarked_count":${fields.eyemarked_count},"reviews_count":${fields.reviews_count},"is_eyemarked":${fields.is_eyemarked},`;
const abilitiesText = (fields: CallerFields) => `"abilities":${JSON.stringify(fields.abilities)}}`;

function projectJson(project: Project): ProjectJson {
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

const COMMA = Buffer.from(',');

/**
 * The caller's projects as byte chunks (the shared pieces and the caller's few values between them) for one
 * Buffer.concat: no page-sized string is built per request.
 */
function callerJson(pieces: ProjectJson[], own: CallerFields[]): Buffer[] {
  const chunks: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) chunks.push(COMMA);
    const fields = own[index]!;
    if ('project' in piece) chunks.push(Buffer.from(JSON.stringify({ ...piece.project, ...fields })));
    else chunks.push(piece.head, Buffer.from(ownFieldsText(fields)), piece.middle, Buffer.from(abilitiesText(fields)));
  });
  return chunks;
}

const OPEN_BRACKET = Buffer.from('[');
const CLOSE_BRACKET = Buffer.from(']');

/**
 * A shared page: its projects checked through the route's schema once, as JSON text, and cut in pieces (projectJson)
 * when a signed-in caller first asks.
 */
type SharedList = { count: number; refs: ProjectRef[]; json: Buffer; projects: Project[]; pieces?: ProjectJson[] };

async function listProjectsShared(
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
      return { count: listed.count, refs: listed.refs, projects, json: Buffer.from(JSON.stringify(projects)) };
    },
    // The objects and the pieces are kept too: about twice the text again.
    (answer) => answer.json.length * 3,
  );
  if (!caller.auth.user) return { count: shared.count, resultsJson: shared.json };
  const own = await overlayCaller(caller, shared.refs);
  if (!own) return listFilteredProjects(caller, filter, order, page);
  shared.pieces ??= shared.projects.map(projectJson);
  return { count: shared.count, resultsJson: Buffer.concat([OPEN_BRACKET, ...callerJson(shared.pieces, own), CLOSE_BRACKET]) };
}

/**
 * GET /projects/: a page of projects, or (format=map|geojson) every matching point as JSON text, or
 * (format=clusters) the clusters and points of one map view.
 */
export async function findProjects(
  caller: Caller,
  query: ProjectListQuery,
  page: PageParams,
): Promise<Listed<Project> | SharedPage | { json: string }> {
  if (query.format === 'clusters') {
    const missing = [
      ...(query.bbox ? [] : [['bbox', 'Give the view as west,south,east,north.']]),
      ...(query.zoom === undefined ? [['zoom', 'Give the map zoom.']] : []),
      ...(query.is_published === false ? [['is_published', 'The clustered map shows published projects only.']] : []),
    ];
    if (missing.length) throw badRequest(Object.fromEntries(missing.map(([field, message]) => [field, [message!]])));
  }
  const filter = await resolveFilter(caller, query);
  const order = resolveOrder(filter, query.ordering);
  if (query.format === 'clusters') return { json: await clustersJson(caller, filter, query.bbox!, query.zoom!) };
  if (query.format === 'map' || query.format === 'geojson')
    return { json: await cachedMapJson(caller, filter, query.format) };
  return listProjectsShared(caller, filter, order, page);
}

/** Who sees a draft: members of the owning organisation (unpublishedScope) and the stakeholders it is shared with. */
export function projectVisibility(auth: AuthContext): repo.ProjectVisibility {
  // Anonymous callers too: a draft shared with the general public opens for anyone (grantedItemIdsSql).
  return { ownerIds: unpublishedScope(auth), granted: grantedItemIdsSql(auth, 'project') };
}

/** A project's page; with `viewer`, the view is counted (once a day per viewer: project-views.ts). */
export async function getProject(caller: Caller, id: string, viewer?: Viewer): Promise<ProjectDetail> {
  const { db, auth } = caller;
  const row = await repo.findProject(db, auth.tenant.id, id, projectVisibility(auth));
  if (!row) throw notFound('No project has this id.');
  if (viewer) await countView(db, row.id, viewer);
  const [presented, children, affiliations, sentimentSummary] = await Promise.all([
    presentPage(caller, [{ id: row.id, distance: null }]),
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

async function requireVisibleProject(caller: Caller, id: string): Promise<ProjectRow> {
  const row = await repo.findProject(caller.db, caller.auth.tenant.id, id, projectVisibility(caller.auth));
  if (!row) throw notFound('No project has this id.');
  return row;
}

/** Published projects sharing a sector or a state, closest matches first. */
export async function findRelatedProjects(
  caller: Caller,
  id: string,
  page: PageParams,
): Promise<Listed<Project>> {
  const project = await requireVisibleProject(caller, id);
  const filter: ProjectFilter = {
    tenantId: caller.auth.tenant.id,
    published: true,
    excludeProjectId: project.id,
    interests: { states: project.states, sectors: project.sectors, sdgs: [], ministryIds: [] },
  };
  return listFilteredProjects(
    caller,
    filter,
    [
      { key: 'interest', descending: true },
      { key: 'created', descending: true },
    ],
    page,
  );
}

export async function findProjectActivities(
  caller: Caller,
  id: string,
  page: PageParams,
): Promise<Listed<ProjectActivity>> {
  const project = await requireVisibleProject(caller, id);
  const { count, rows } = await repo.findActivities(caller.db, project.id, page);
  return { count, results: rows.map(presentActivity) };
}

export async function listMostDiscussed(
  caller: Caller,
  page: PageParams,
): Promise<Listed<Project> | SharedPage> {
  const filter: ProjectFilter = { tenantId: caller.auth.tenant.id, published: true };
  return listProjectsShared(caller, filter, [{ key: 'discussed', descending: true }], page);
}

export async function listNearingCompletion(
  caller: Caller,
  page: PageParams,
): Promise<Listed<Project> | SharedPage> {
  const filter: ProjectFilter = {
    tenantId: caller.auth.tenant.id,
    published: true,
    virtualTags: ['nearing_completion'],
  };
  return listProjectsShared(caller, filter, [{ key: 'percentage_completed', descending: true }], page);
}

export async function listProjectTags(caller: Caller): Promise<ProjectTag[]> {
  return repo.countTags(caller.db, caller.auth.tenant.id);
}

/** Every year some published project ran in, newest first. */
export async function listProjectYears(caller: Caller): Promise<number[]> {
  const { first, last } = await repo.projectYearRange(caller.db, caller.auth.tenant.id);
  if (first === null || last === null) return [];
  const years: number[] = [];
  for (let year = last; year >= first; year -= 1) years.push(year);
  return years;
}

// ---------------------------------------------------------------------------------------------------------------
// Categories and analysis

function card(
  title: string,
  aggregate: repo.CategoryAggregate | undefined,
  extra: Partial<CategoryCard>,
): CategoryCard {
  return {
    title,
    image: null,
    allocated_budget: aggregate?.budget ?? '0',
    active_projects: aggregate?.active ?? 0,
    username: null,
    description: '',
    ...extra,
  };
}

export async function getCategories(caller: Caller, year = DEFAULT_CATEGORY_YEAR): Promise<Categories> {
  const { db, auth } = caller;
  const tenantId = auth.tenant.id;
  const [bySector, byState, byMinistry, ministries] = await Promise.all([
    repo.categoryAggregates(db, tenantId, year, 'sector'),
    repo.categoryAggregates(db, tenantId, year, 'state'),
    repo.categoryAggregates(db, tenantId, year, 'ministry'),
    repo.findMinistries(db, tenantId),
  ]);
  const index = (rows: repo.CategoryAggregate[]) => new Map(rows.map((row) => [row.key, row]));
  const sectors = index(bySector);
  const states = index(byState);
  const ministryTotals = index(byMinistry);
  return {
    year,
    sectors: Object.fromEntries(
      SECTORS.map((sector) => [
        sector.key,
        card(sector.name, sectors.get(sector.key), {
          description: `Public projects in ${sector.name.toLowerCase()}.`,
        }),
      ]),
    ),
    states: Object.fromEntries(
      NIGERIAN_STATES.map((state) => [
        state.filterName,
        card(state.name, states.get(state.filterName), {
          description:
            state.filterName === 'FCT'
              ? 'Public projects in the Federal Capital Territory.'
              : `Public projects in ${state.name} State.`,
        }),
      ]),
    ),
    ministries: Object.fromEntries(
      ministries.map((ministry) => [
        ministry.username,
        card(ministry.name, ministryTotals.get(ministry.id), {
          username: ministry.username,
          description: ministry.description,
          image: ministry.avatar,
        }),
      ]),
    ),
  };
}

export async function getAnalysis(caller: Caller, query: ProjectFilterQuery): Promise<Analysis> {
  const filter = await resolveFilter(caller, query);
  await chooseSearchMode(caller.db, filter);
  const year = filter.years?.length === 1 ? filter.years[0] : undefined;
  const [byState, bySdg, byMinistry] = await Promise.all([
    repo.analysisAggregates(caller.db, filter, 'state', year),
    repo.analysisAggregates(caller.db, filter, 'sdg', year),
    repo.analysisAggregates(caller.db, filter, 'ministry', year),
  ]);
  const ministryNames = await repo.findOrganizationNames(
    caller.db,
    byMinistry.map((row) => row.key),
  );
  const row = (name: string, aggregate: repo.AnalysisAggregate | undefined) => ({
    name,
    Abandoned: aggregate?.abandoned ?? 0,
    Completed: aggregate?.completed ?? 0,
    Ongoing: aggregate?.ongoing ?? 0,
    Onhold: aggregate?.on_hold ?? 0,
    Budget: aggregate?.budget ?? '0',
  });
  const states = new Map(byState.map((aggregate) => [aggregate.key, aggregate]));
  const sdgs = new Map(bySdg.map((aggregate) => [aggregate.key, aggregate]));
  return {
    Projects: {
      States: NIGERIAN_STATES.map((state) => row(state.name, states.get(state.filterName))),
      SDGs: SDGS.map((sdg) => row(sdg.name, sdgs.get(String(sdg.id)))),
      Ministries: byMinistry
        .map((aggregate) => row(ministryNames.get(aggregate.key)?.name ?? 'Unknown', aggregate))
        .sort((a, b) => a.name.localeCompare(b.name)),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Search

/** The projects bucket: a narrow set is counted, by status, while its page is sorted; a broad one from its indexes. */
async function searchBucket(caller: Caller, filter: ProjectFilter, order: ProjectOrder, page: PageParams) {
  const { db } = caller;
  const found = await withSearchFallback(db, filter, async () => {
    let entries: repo.PageEntry[] = [];
    let byStatus: Map<number, number> | undefined;
    if (repo.isNarrowFilter(filter)) {
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
  return { count: found.count, byStatus: found.byStatus, ...(await presentEntries(caller, found.entries)) };
}

/**
 * A shared search answer, checked through the route's schema once: as JSON text for anonymous visitors, and as the
 * text around its projects (`before` + projects + `after`) with the projects cut in pieces (projectJson) when a
 * signed-in caller first asks.
 */
type SharedSearch = {
  json: Buffer;
  refs: ProjectRef[];
  before: Buffer;
  after: Buffer;
  projects: Project[];
  pieces?: ProjectJson[];
};

/**
 * GET /projects/search/: the shared answer (see sharesPublicAnswer) as JSON text, with a signed-in caller's own
 * fields laid over its projects.
 */
export async function searchProjects(
  caller: Caller,
  query: ProjectFilterQuery,
  page: PageParams,
): Promise<ProjectSearch | { json: Buffer }> {
  const filter = await resolveFilter(caller, query);
  if (!sharesPublicAnswer(filter) || (caller.auth.user && !publicAnswersShared()))
    return (await searchAll(caller, query, filter, page)).search;
  const key = `search:${JSON.stringify([filter, query.query ?? null, page])}`;
  const shared = await cachedPublicAnswer<SharedSearch>(
    caller.db,
    caller.auth.tenant.id,
    key,
    async () => {
      const built = await searchAll(asVisitor(caller), query, { ...filter }, page);
      const search = projectSearchSchema.parse(built.search);
      // `projects` is the first key and `data` its last: the empty array marks where the projects go.
      const frame = JSON.stringify({ ...search, projects: { ...search.projects, data: [] } });
      const at = frame.indexOf('"data":[]') + '"data":['.length;
      return {
        json: Buffer.from(JSON.stringify(search)),
        refs: built.refs,
        before: Buffer.from(frame.slice(0, at)),
        after: Buffer.from(frame.slice(at)),
        projects: search.projects.data,
      };
    },
    (answer) => answer.json.length * 3,
  );
  if (!caller.auth.user) return { json: shared.json };
  const own = await overlayCaller(caller, shared.refs);
  if (!own) return (await searchAll(caller, query, filter, page)).search;
  shared.pieces ??= shared.projects.map(projectJson);
  return { json: Buffer.concat([shared.before, ...callerJson(shared.pieces, own), shared.after]) };
}

async function searchAll(
  caller: Caller,
  query: ProjectFilterQuery,
  filter: ProjectFilter,
  page: PageParams,
): Promise<{ search: ProjectSearch; refs: ProjectRef[] }> {
  const { db } = caller;
  const order = resolveOrder(filter, undefined);
  const [projects, contractors, organizations] = await Promise.all([
    searchBucket(caller, filter, order, page),
    repo.searchOrganizations(db, caller.auth.tenant.id, ['CONTRACTOR'], query.query, page),
    repo.searchOrganizations(db, caller.auth.tenant.id, MDA_TYPES, query.query, page),
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

export async function searchPeople(
  caller: Caller,
  query: string | undefined,
  page: PageParams,
): Promise<Listed<PublicUser>> {
  const { count, rows } = await repo.searchPeople(caller.db, caller.auth.tenant.id, query || undefined, page);
  return { count, results: rows.map(presentPublicUser) };
}

export async function searchMdas(
  caller: Caller,
  query: string | undefined,
  accountType: 'MINISTRY' | 'AGENCY' | undefined,
  page: PageParams,
): Promise<Listed<OrganizationCard>> {
  const { count, rows } = await repo.searchOrganizations(
    caller.db,
    caller.auth.tenant.id,
    accountType ? [accountType] : MDA_TYPES,
    query || undefined,
    page,
  );
  return { count, results: rows.map(presentOrganizationCard) };
}

export async function quickSearch(caller: Caller, query: string | undefined): Promise<QuickSearch> {
  const words = searchWords(query);
  if (!words.length) return { projects: [], mdas: [], contractors: [] };
  const filter: ProjectFilter = {
    tenantId: caller.auth.tenant.id,
    published: true,
    search: { words, mode: 'fts' },
  };
  const top = { limit: 5, offset: 0 };
  const [rows, mdas, contractors] = await Promise.all([
    withSearchFallback(caller.db, filter, async () => {
      const found = await repo.findProjectRows(caller.db, filter, resolveOrder(filter, undefined), top);
      return { count: found.length, found };
    }).then((result) => result.found),
    repo.searchOrganizations(caller.db, caller.auth.tenant.id, MDA_TYPES, query, top),
    repo.searchOrganizations(caller.db, caller.auth.tenant.id, ['CONTRACTOR'], query, top),
  ]);
  return {
    projects: rows.map(presentProjectBrief),
    mdas: mdas.rows.map(presentOrganizationCard),
    contractors: contractors.rows.map(presentOrganizationCard),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Eyemarks

/**
 * Toggles each project for the signed-in user. The eyemark rows decide: INSERT ... ON CONFLICT DO NOTHING and
 * DELETE ... RETURNING report what this call changed, and the counters move by exactly that, in one transaction,
 * so concurrent toggles cannot drift the counts. Projects are locked in id order to avoid deadlocks.
 */
export async function toggleEyemarks(caller: Caller, publicIds: string[]): Promise<EyemarkResponse> {
  const user = caller.auth.user;
  if (!user) throw forbidden();
  const tenantId = caller.auth.tenant.id;
  const wanted = [...new Set(publicIds)];
  return caller.db.transaction(async (tx) => {
    const projects = await repo.findProjectsForEyemark(tx, tenantId, wanted, user.id);
    // A draft can be un-eyemarked (if it was unpublished after) but never newly eyemarked.
    const usable = projects.filter((project) => project.is_published || project.is_eyemarked);
    const found = new Set(usable.map((project) => project.public_id));
    const unknown = wanted.filter((id) => !found.has(id));
    if (unknown.length) throw badRequest({ projects: unknown.map((id) => `No project has the id "${id}".`) });
    const answer: EyemarkResponse = {};
    let userDelta = 0;
    for (const project of usable) {
      let delta = 0;
      if (await repo.deleteEyemark(tx, tenantId, user.id, project.id)) {
        delta = -1;
        answer[project.public_id] = 'removed';
      } else if (project.is_published && (await repo.insertEyemark(tx, tenantId, user.id, project.id))) {
        delta = 1;
        answer[project.public_id] = 'eyemarked';
      } else {
        // Another request changed it first: report what is now stored.
        answer[project.public_id] = project.is_published ? 'eyemarked' : 'removed';
      }
      if (delta) await repo.addToProjectEyemarkCount(tx, tenantId, project.id, delta);
      userDelta += delta;
    }
    if (userDelta) await repo.addToUserEyemarkCount(tx, tenantId, user.id, userDelta);
    return answer;
  });
}

/** For the accounts presenter: a user's eyemarked_count (0 when they never eyemarked). */
export async function eyemarkedCounts(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  return repo.userEyemarkCounts(db, userIds);
}

export async function findMyEyemarks(caller: Caller, page: PageParams): Promise<Listed<Project>> {
  const user = caller.auth.user;
  if (!user) throw forbidden();
  const filter: ProjectFilter = { tenantId: caller.auth.tenant.id, published: true, eyemarkedBy: user.id };
  return listFilteredProjects(caller, filter, [{ key: 'eyemarked_at', descending: true }], page);
}

export async function findUserEyemarks(
  caller: Caller,
  id: string,
  page: PageParams,
): Promise<Listed<Project>> {
  const person = await repo.findPublicUser(caller.db, caller.auth.tenant.id, id);
  if (!person) throw notFound('No user has this id.');
  if (!person.privacy.showEyemarks && caller.auth.user?.id !== person.id)
    throw forbidden('This user keeps their eyemarks private.');
  const filter: ProjectFilter = { tenantId: caller.auth.tenant.id, published: true, eyemarkedBy: person.id };
  return listFilteredProjects(caller, filter, [{ key: 'eyemarked_at', descending: true }], page);
}

/** Published projects matching the user's interests or state of residence that they have not eyemarked yet. */
export async function findSuggestions(caller: Caller, page: PageParams): Promise<Listed<Project>> {
  const user = caller.auth.user;
  if (!user) throw forbidden();
  const tenantId = caller.auth.tenant.id;
  const person = await repo.findPublicUser(caller.db, tenantId, user.id);
  if (!person) throw notFound('No user has this id.');
  const interests = person.interests;
  const states = [...interests.locations, ...(person.state_of_residence ? [person.state_of_residence] : [])]
    .map((name) => findStateByName(name)?.filterName)
    .filter((name): name is string => !!name);
  const resolved: repo.Interests = {
    states: [...new Set(states)],
    sectors: [
      ...new Set(
        interests.sectors.map((name) => findSector(name)?.key).filter((key): key is string => !!key),
      ),
    ],
    sdgs: [
      ...new Set(
        interests.sdgs
          .map((name) => findSdg(/^\d+$/.test(name) ? Number(name) : name)?.id)
          .filter((id): id is number => !!id),
      ),
    ],
    ministryIds: await repo.findMinistryIdsByInterest(caller.db, tenantId, interests.ministries),
  };
  const filter: ProjectFilter = { tenantId, published: true, notEyemarkedBy: user.id, interests: resolved };
  return listFilteredProjects(
    caller,
    filter,
    [
      { key: 'interest', descending: true },
      { key: 'eyemarked', descending: true },
      { key: 'views', descending: true },
    ],
    page,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Profiles

const PERSONAL_TYPES = new Set(['CITIZEN', 'CSO']);

async function organizationProfile(
  caller: Caller,
  card: OrganizationCardRow,
  page: PageParams,
): Promise<Profile> {
  const { db, auth } = caller;
  const scope = await organizationScope(db, auth.tenant.id, card);
  const filter: ProjectFilter = { tenantId: auth.tenant.id, published: true, organization: scope };
  const [figures, agencies, projects, follows] = await Promise.all([
    repo.organizationFigures(db, auth.tenant.id, scope),
    card.account_type === 'MINISTRY' ? repo.findChildOrganizationIds(db, auth.tenant.id, card.id) : [],
    listFilteredProjects(caller, filter, [{ key: 'created', descending: true }], page),
    // An organisation is followed through the account that owns it.
    card.owner_id ? getFollowFigures(db, auth.tenant.id, [card.owner_id], auth.user?.id) : new Map(),
  ]);
  return {
    kind: 'organization',
    ...presentOrganizationCard(card),
    created: isoTimestamp(card.created_at),
    website: card.website,
    no_of_agencies: agencies.filter((agency) => agency.account_type === 'AGENCY').length,
    average_completion_rate:
      figures.average_completion === null ? 0 : Math.round(Number(figures.average_completion) * 100) / 100,
    total_no_of_projects: figures.total,
    total_appropriated_amount: figures.appropriated,
    status_count: {
      not_started: figures.not_started,
      ongoing: figures.ongoing,
      completed: figures.completed,
      on_hold: figures.on_hold,
      canceled: figures.canceled,
      abandoned: figures.abandoned,
    },
    // The listing is paged separately by the route (profiles carry the first page).
    projects: { count: projects.count, next: null, previous: null, results: projects.results },
    ...((card.owner_id && follows.get(card.owner_id)) || NO_FOLLOWS),
  };
}

async function userProfile(caller: Caller, person: repo.PublicUserRow): Promise<Profile> {
  const follows = await getFollowFigures(caller.db, caller.auth.tenant.id, [person.id], caller.auth.user?.id);
  return {
    kind: 'user',
    ...presentPublicUser(person),
    created: isoTimestamp(person.created_at),
    eyemarked_count: person.eyemarked_count,
    eyemarks_visible: person.privacy.showEyemarks || caller.auth.user?.id === person.id,
    ...(follows.get(person.id) ?? NO_FOLLOWS),
  };
}

/**
 * A person or an organisation by public id (or username). The account of a ministry, agency or contractor shows
 * as its organisation; a citizen's personal organisation shows as the citizen.
 */
export async function getProfile(caller: Caller, id: string, page: PageParams): Promise<Profile> {
  const { db, auth } = caller;
  const tenantId = auth.tenant.id;
  const person = await repo.findPublicUser(db, tenantId, id);
  if (person) {
    if (PERSONAL_TYPES.has(person.account_type)) return userProfile(caller, person);
    const owned = await repo.findOrganizationOwnedBy(db, tenantId, person.id, person.account_type);
    return owned ? organizationProfile(caller, owned, page) : userProfile(caller, person);
  }
  const card = await repo.findOrganizationCard(db, tenantId, id);
  if (card?.is_personal && card.owner_id) {
    const owner = await repo.findPublicUser(db, tenantId, card.owner_id);
    if (owner) return userProfile(caller, owner);
  }
  if (!card || card.is_personal) throw notFound('No user or organisation has this id.');
  return organizationProfile(caller, card, page);
}

// ---------------------------------------------------------------------------------------------------------------
// Share previews

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
  const detail = await getProject({ db, auth: { tenant: { id: tenantId, name: '' }, user: null, organization: null } }, id);
  return {
    title: row.name,
    description: description || row.name,
    ...(row.image_url ? { image: row.image_url } : {}),
    initialData: { key: `project:${id}`, data: detail },
    preload: [PROJECT_PAGE_MODULE],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// For the posts module: projects as posts show them, with what the posts policy needs

export type ProjectForPosts = {
  id: string;
  public_id: string;
  is_published: boolean;
  brief: ProjectBrief;
  ownership: { organization_id: string | null; ministry_id: string | null; agency_id: string | null; contractors: { id: string }[] };
  locations: { state: string | null; latitude: number; longitude: number }[];
  /** The caller may see it: published, or a draft of the caller's organisation or shared with the caller. */
  visible: boolean;
  /** From the item access function (organisation role, contractor, stakeholder grants). */
  abilities: ProjectAbilities;
};

/** Projects by internal id (one query), briefed for posts. */
export async function projectsForPosts(caller: Caller, projectIds: string[]): Promise<Map<string, ProjectForPosts>> {
  const rows = await repo.findProjectsByIds(caller.db, [...new Set(projectIds)], null);
  const scope = unpublishedScope(caller.auth);
  const access = await projectAccess(caller.db, caller.auth, [...rows.values()]);
  const answer = new Map<string, ProjectForPosts>();
  for (const row of rows.values()) {
    if (row.tenant_id !== caller.auth.tenant.id) continue;
    const held = access.get(row.id)!;
    answer.set(row.id, {
      id: row.id,
      public_id: row.public_id,
      is_published: row.is_published,
      brief: presentProjectBrief(row),
      ownership: { organization_id: row.organization_id, ministry_id: row.ministry_id, agency_id: row.agency_id, contractors: row.contractors },
      locations: row.locations.map((location) => ({ state: location.state, latitude: location.latitude, longitude: location.longitude })),
      visible:
        row.is_published || held.viaGrant || [row.organization_id, row.ministry_id, row.agency_id].some((id) => !!id && scope.includes(id)),
      abilities: projectAbilities(caller.auth, held, row),
    });
  }
  return answer;
}

/** A project the caller may see, by public id (or uuid), for posts; 404 otherwise. */
export async function getProjectForPosts(caller: Caller, id: string): Promise<ProjectForPosts> {
  const row = await requireVisibleProject(caller, id);
  const found = (await projectsForPosts(caller, [row.id])).get(row.id);
  if (!found) throw notFound('No project has this id.');
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// For the plans module: catalogue projects plan activities point at

export type ProjectForPlans = { id: string; public_id: string; visible: boolean; linked: LinkedProject };

/** Projects by id or public id (one query, the tenant's only), with progress and money, and whether the caller may see each. */
export async function projectsForPlans(caller: Caller, ids: string[]): Promise<ProjectForPlans[]> {
  const rows = await repo.findLinkedProjects(caller.db, caller.auth.tenant.id, [...new Set(ids)], projectVisibility(caller.auth));
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
export const OPEN_DATA_MAX_PROJECTS = repo.MAP_POINT_CAP;

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
  caller: Caller,
  query: ProjectListQuery,
  page?: PageParams,
): Promise<{ count: number; ids: string[] }> {
  const filter = await resolveFilter(caller, { ...query, is_published: undefined });
  const order = resolveOrder(filter, query.ordering);
  const found = page
    ? await findEntries(caller.db, filter, order, page)
    : await withSearchFallback(caller.db, filter, async () => {
        const entries = await repo.findProjectPage(caller.db, filter, order, { limit: OPEN_DATA_MAX_PROJECTS, offset: 0 });
        return { count: entries.length, entries };
      });
  return { count: found.count, ids: found.entries.map((entry) => entry.id) };
}

/**
 * Published projects by id (a batch of selectPublishedProjects), as an anonymous visitor sees them, in the given
 * order, with the database ids the open-data module batches its other reads by. One query per batch.
 */
export async function presentPublishedProjects(
  caller: Caller,
  ids: string[],
): Promise<{ id: string; project: Project }[]> {
  const rows = await repo.findProjectsByIds(caller.db, ids, null);
  const presented: { id: string; project: Project }[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    // Unpublished since it was selected, or (never) another tenant's: left out.
    if (!row || !row.is_published || row.tenant_id !== caller.auth.tenant.id) continue;
    presented.push({ id, project: presentProject(row, row, NO_ABILITIES) });
  }
  return presented;
}

/** One published project's database id by its public id (null when missing or unpublished). */
export async function findPublishedProjectId(caller: Caller, publicId: string): Promise<string | null> {
  const row = await repo.findProject(caller.db, caller.auth.tenant.id, publicId, { ownerIds: [], granted: null });
  return row?.is_published ? row.id : null;
}
