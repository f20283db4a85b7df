import { NIGERIAN_STATES } from '@oversight/shared/reference/states';
import type { GeopoliticalZoneCode } from '@oversight/shared/reference/zones';
import type { ProjectStatus } from '@oversight/shared/reference/enums';

/** The screens that keep their own filters (docs/spec/product-spec.md section 3 "Filter state"). */
export const FILTER_AREAS = [
  'discover',
  'mda',
  'ministries',
  'agencies',
  'search',
  'analytics',
  'dashboard',
  'categories',
] as const;
export type FilterArea = (typeof FILTER_AREAS)[number];

/** Cost and budget sliders run over this range; a bound at either end means "no bound" (docs/spec/product-spec.md sections 5 and 9). */
export const AMOUNT_MIN = 0;
export const AMOUNT_MAX = 500_000_000;

/** Discover's default "around you" radius, in metres, and the radii it offers (docs/spec/contract-notes.md "Projects"). */
export const DEFAULT_DISTANCE = 50_000;
export const DISTANCES = [10_000, 20_000, 50_000] as const;

export const RECENT_SEARCHES_LIMIT = 10;

/** "All" in the years list means no year filter (docs/spec/product-spec.md section 7). */
export const ALL_YEARS = 'All';

export const TIME_PERIODS = ['all', 'last_30_days', 'this_year', 'last_year', 'custom'] as const;
export type TimePeriodKey = (typeof TIME_PERIODS)[number];

export interface TimePeriod {
  selected: TimePeriodKey;
  /** YYYY-MM-DD or null. */
  start_date: string | null;
  end_date: string | null;
}

export const AROUND_SOURCES = ['location', 'state', 'all'] as const;

export interface AroundMe {
  /** Projects near the browser's location, in one chosen state, or all of Nigeria. */
  source: (typeof AROUND_SOURCES)[number];
  /** Metres. */
  dist: number;
  point: { lat: number; lng: number } | null;
  /** Upper-case state name when `source` is 'state'. */
  state: string | null;
  /** Chosen by the visitor or a link: a signed-in citizen's home state no longer stands in for it. */
  picked?: boolean;
}

export interface FilterState {
  timePeriod: TimePeriod;
  location: { selectedZone: GeopoliticalZoneCode | null; selected: string[] };
  status: ProjectStatus[];
  /** Contractor usernames. */
  mdaContractors: string[];
  /** A ministry or agency username the list is scoped to (sent as `mda`). */
  mda: string | null;
  ministries: string[];
  agencies: string[];
  budget: { min_amt_budgeted: number; max_amt_budgeted: number };
  cost: { min_total_cost: number; max_total_cost: number };
  query: string;
  recent: string[];
  activeTag: string | null;
  years: string[];
  /** Only projects whose citizens' reports diverge from the official progress (`progress_divergence`). */
  citizensDisagree?: boolean;
  /** Discover only. Search results themselves live in the query cache, not here. */
  aroundMe?: AroundMe;
}

export const initialAroundMe = (): AroundMe => ({
  source: 'location',
  dist: DEFAULT_DISTANCE,
  point: null,
  state: null,
});

/**
 * Discover for a signed-in citizen opens on their home state (residence, else the first state among their interests)
 * until they pick a place themselves; null when the current choice stays.
 */
export function homeAroundMe(current: AroundMe | undefined, home: string | null): Partial<AroundMe> | null {
  if (!home || !current || current.picked || current.source !== 'location' || current.point) return null;
  return { source: 'state', state: home };
}

export function initialFilterState(area: FilterArea): FilterState {
  const state: FilterState = {
    timePeriod: { selected: 'all', start_date: null, end_date: null },
    location: { selectedZone: null, selected: [] },
    status: [],
    mdaContractors: [],
    mda: null,
    ministries: [],
    agencies: [],
    budget: { min_amt_budgeted: AMOUNT_MIN, max_amt_budgeted: AMOUNT_MAX },
    cost: { min_total_cost: AMOUNT_MIN, max_total_cost: AMOUNT_MAX },
    query: '',
    recent: [],
    activeTag: null,
    years: [],
  };
  if (area === 'discover') state.aroundMe = initialAroundMe();
  return state;
}

const toggle = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

const clampAmount = (value: number) => Math.min(AMOUNT_MAX, Math.max(AMOUNT_MIN, Math.round(value)));

/** Two slider values as an ordered [min, max] pair inside the range. */
function amountRange(min: number, max: number): [number, number] {
  const low = clampAmount(Math.min(min, max));
  const high = clampAmount(Math.max(min, max));
  return [low, high];
}

export const statesOfZone = (zone: GeopoliticalZoneCode): string[] =>
  NIGERIAN_STATES.filter((s) => s.zone === zone).map((s) => s.filterName);

// The transitions of docs/spec/product-spec.md section 4 "Filters", as pure functions of the state.

/** Selecting a location value (an upper-case state name) toggles it. */
export function toggleLocation(state: FilterState, value: string): FilterState {
  const name = value.trim().toUpperCase();
  if (!name) return state;
  return { ...state, location: { ...state.location, selected: toggle(state.location.selected, name) } };
}

/**
 * Selecting a zone scopes the location to it (chosen states outside it are dropped); selecting the same zone again
 * clears the zone and keeps the states chosen inside it.
 */
export function selectZone(state: FilterState, zone: GeopoliticalZoneCode): FilterState {
  if (state.location.selectedZone === zone)
    return { ...state, location: { ...state.location, selectedZone: null } };
  const inZone = new Set(statesOfZone(zone));
  return {
    ...state,
    location: { selectedZone: zone, selected: state.location.selected.filter((s) => inZone.has(s)) },
  };
}

export function toggleStatus(state: FilterState, status: ProjectStatus): FilterState {
  return { ...state, status: toggle(state.status, status) };
}

export function setCost(state: FilterState, [min, max]: [number, number]): FilterState {
  const [low, high] = amountRange(min, max);
  return { ...state, cost: { min_total_cost: low, max_total_cost: high } };
}

export function setBudget(state: FilterState, [min, max]: [number, number]): FilterState {
  const [low, high] = amountRange(min, max);
  return { ...state, budget: { min_amt_budgeted: low, max_amt_budgeted: high } };
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The dates a preset stands for, as of `today`. 'custom' keeps the dates given. */
export function timePeriodDates(
  selected: TimePeriodKey,
  today = new Date(),
): Pick<TimePeriod, 'start_date' | 'end_date'> {
  const year = today.getFullYear();
  switch (selected) {
    case 'last_30_days':
      return {
        start_date: isoDay(new Date(year, today.getMonth(), today.getDate() - 30)),
        end_date: isoDay(today),
      };
    case 'this_year':
      return { start_date: `${year}-01-01`, end_date: `${year}-12-31` };
    case 'last_year':
      return { start_date: `${year - 1}-01-01`, end_date: `${year - 1}-12-31` };
    default:
      return { start_date: null, end_date: null };
  }
}

export function setTimePeriod(
  state: FilterState,
  selected: TimePeriodKey,
  custom?: { start_date?: string | null; end_date?: string | null },
  today = new Date(),
): FilterState {
  const dates =
    selected === 'custom'
      ? {
          start_date: custom?.start_date ?? state.timePeriod.start_date,
          end_date: custom?.end_date ?? state.timePeriod.end_date,
        }
      : timePeriodDates(selected, today);
  return { ...state, timePeriod: { selected, ...dates } };
}

/** Recent searches: the newest first, one entry per text ignoring case, at most RECENT_SEARCHES_LIMIT. */
export function addRecent(recent: readonly string[], text: string): string[] {
  const term = text.trim().replace(/\s+/g, ' ');
  if (!term) return [...recent];
  const key = term.toLowerCase();
  return [term, ...recent.filter((item) => item.toLowerCase() !== key)].slice(0, RECENT_SEARCHES_LIMIT);
}

/** Reset clears every filter but keeps the search text, the recent searches, the active tag and the years. */
export function resetFilters(state: FilterState, area: FilterArea): FilterState {
  const { query, recent, activeTag, years } = state;
  return { ...initialFilterState(area), query, recent, activeTag, years };
}

/** How many filters differ from the defaults (the badge on the filter button). */
export function activeFilterCount(state: FilterState): number {
  let count = 0;
  if (state.location.selectedZone || state.location.selected.length) count++;
  if (state.status.length) count++;
  if (state.mdaContractors.length) count++;
  if (state.ministries.length) count++;
  if (state.agencies.length) count++;
  if (state.cost.min_total_cost > AMOUNT_MIN || state.cost.max_total_cost < AMOUNT_MAX) count++;
  if (state.budget.min_amt_budgeted > AMOUNT_MIN || state.budget.max_amt_budgeted < AMOUNT_MAX) count++;
  if (state.timePeriod.selected !== 'all') count++;
  if (state.years.length && !state.years.includes(ALL_YEARS)) count++;
  return count;
}
