import {
  DEFAULT_AROUND_ME_DISTANCE,
  type ProjectFilterQuery,
  type ProjectOrdering,
} from '@oversight/shared/projects/projects.schemas';
import { PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import type { Database } from '../../db/client.js';
import { fieldError } from '../../platform/errors.js';
import type { JsonParts } from '../../platform/pagination.js';
import type { ContextOf } from '../../platform/request-context.js';
import { unpublishedScope } from './projects.policy.js';
import * as directory from './directories.repository.js';
import type { OrganizationCardRow } from './directories.repository.js';
import * as repo from './catalogue.repository.js';
import * as searchRepo from './search.repository.js';
import type { OrganizationScope, ProjectFilter, ProjectOrder } from './project-filter.repository.js';

/** The catalogue's query: a request's filters and ordering checked and resolved, and the search words' fallback. */

/** What the projects services use of the request's context (routes pass `request.ctx`). */
export type ProjectsContext = ContextOf<'db' | 'auth'>;
/**
 * The same under its old name, which the catalogue, search and map services and the people and organisations
 * profiles still import; goes when they take ProjectsContext.
 */
export type Caller = ProjectsContext;
export type Listed<T> = { count: number; results: T[] };
/**
 * A page over a shared answer: its results already serialised (see platform/public-cache.ts), as bytes for anonymous
 * visitors or as parts (the shared bytes and a signed-in caller's own fields) joined once with the page around them.
 */
// UTF-8 bytes, encoded once: names and descriptions with non-Latin letters made re-encoding each answer costly.
export type SharedPage = { count: number; resultsJson: Buffer | JsonParts };

export const MDA_TYPES = ['MINISTRY', 'AGENCY'];

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
export async function organizationScope(
  db: Database,
  tenantId: string,
  card: OrganizationCardRow,
): Promise<OrganizationScope> {
  const children =
    card.account_type === 'MINISTRY' ? await directory.findChildOrganizationIds(db, tenantId, card.id) : [];
  return { id: card.id, accountType: card.account_type, childIds: children.map((child) => child.id) };
}

/** Checks the query as a whole and resolves usernames; every problem is a 400 naming its parameter. */
export async function resolveFilter(ctx: ProjectsContext, query: ProjectFilterQuery): Promise<ProjectFilter> {
  const { db, auth } = ctx;
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
    filter.linkedOrganizationIds = await directory.findOrganizationsMatching(db, tenantId, query.username);
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
  if (query.progress_divergence) filter.progressDivergence = true;
  const byUsernames = (usernames: string[] | undefined, types: string[]) =>
    usernames ? directory.findOrganizationsByUsernames(db, tenantId, usernames, types) : undefined;
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
    const card = await directory.findOrganizationCard(db, tenantId, query.organization);
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

export function resolveOrder(filter: ProjectFilter, ordering: ProjectOrdering[] | undefined): ProjectOrder {
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
export async function chooseSearchMode(db: Database, filter: ProjectFilter): Promise<void> {
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
  const corrections = await searchRepo.findWordCorrections(db, words);
  filter.search = {
    words,
    mode: 'corrected',
    alternatives: words.map((word) => corrections.get(word) ?? []),
  };
  return corrections.size > 0;
}

/**
 * Runs a full-text page query as is; only when it found nothing are the words corrected (chooseSearchMode's rule)
 * and the query run again: a search that finds something costs one query, not an existence check first.
 */
export async function withSearchFallback<T extends { count: number }>(
  db: Database,
  filter: ProjectFilter,
  run: () => Promise<T>,
): Promise<T> {
  if (filter.search) filter.search = { words: filter.search.words, mode: 'fts' };
  const found = await run();
  if (!filter.search || found.count > 0 || !(await correctSearch(db, filter))) return found;
  return run();
}
