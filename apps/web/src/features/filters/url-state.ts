import { PROJECT_STATUS_NAMES, type ProjectStatus } from '@oversight/shared/reference/enums';
import { isGeopoliticalZoneCode } from '@oversight/shared/reference/zones';
import {
  AROUND_SOURCES,
  AMOUNT_MAX,
  AMOUNT_MIN,
  DISTANCES,
  TIME_PERIODS,
  initialAroundMe,
  initialFilterState,
  setBudget,
  setCost,
  type FilterArea,
  type FilterState,
  type TimePeriodKey,
} from './filter-state';

/** The query-string keys the filters own; any other key of the page's URL is left alone. */
export const FILTER_URL_KEYS = [
  'q',
  'tag',
  'years',
  'status',
  'zone',
  'state',
  'contractor',
  'ministry',
  'agency',
  'mda',
  'cost',
  'budget',
  'period',
  'from',
  'to',
  'near',
  'dist',
  'near_state',
] as const;

const csv = (values: readonly string[]) => values.join(',');
const splitCsv = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
const range = (min: number, max: number) => `${min}-${max}`;

/** The filter state as query-string entries (defaults left out, so a clean screen has a clean URL). */
export function filterStateToEntries(state: FilterState): [string, string][] {
  const entries: [string, string][] = [];
  const add = (key: string, value: string | null | undefined) => {
    if (value) entries.push([key, value]);
  };
  add('q', state.query.trim());
  add('tag', state.activeTag);
  add('years', csv(state.years));
  add('status', csv(state.status));
  add('disagree', state.citizensDisagree ? '1' : null);
  add('zone', state.location.selectedZone);
  add('state', csv(state.location.selected));
  add('contractor', csv(state.mdaContractors));
  add('ministry', csv(state.ministries));
  add('agency', csv(state.agencies));
  add('mda', state.mda);
  const { min_total_cost, max_total_cost } = state.cost;
  if (min_total_cost > AMOUNT_MIN || max_total_cost < AMOUNT_MAX)
    add('cost', range(min_total_cost, max_total_cost));
  const { min_amt_budgeted, max_amt_budgeted } = state.budget;
  if (min_amt_budgeted > AMOUNT_MIN || max_amt_budgeted < AMOUNT_MAX)
    add('budget', range(min_amt_budgeted, max_amt_budgeted));
  if (state.timePeriod.selected !== 'all') {
    add('period', state.timePeriod.selected);
    add('from', state.timePeriod.start_date);
    add('to', state.timePeriod.end_date);
  }
  const around = state.aroundMe;
  if (around) {
    // The position itself stays out of links people share.
    if (around.source !== 'location') add('near', around.source);
    if (around.dist !== initialAroundMe().dist) add('dist', String(around.dist));
    add('near_state', around.state);
  }
  return entries;
}

/** A canonical string of the filter entries, to compare a URL with a state. */
export function serializeFilters(entries: [string, string][]): string {
  return new URLSearchParams([...entries].sort(([a], [b]) => a.localeCompare(b))).toString();
}

export function filterEntriesOf(params: URLSearchParams): [string, string][] {
  const keys = new Set<string>(FILTER_URL_KEYS);
  return [...params.entries()].filter(([key, value]) => keys.has(key) && value !== '');
}

function parseRange(value: string | null): [number, number] | null {
  const match = value ? /^(\d+)-(\d+)$/.exec(value) : null;
  return match ? [Number(match[1]), Number(match[2])] : null;
}

const isStatus = (value: string): value is ProjectStatus =>
  (PROJECT_STATUS_NAMES as string[]).includes(value);
const isPeriod = (value: string | null): value is TimePeriodKey =>
  (TIME_PERIODS as readonly string[]).includes(value ?? '');
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/**
 * The filter state a URL describes. Unknown or malformed values are ignored; what a URL cannot carry (recent searches,
 * the browser's position) is taken from `current`.
 */
export function filterStateFromParams(
  params: URLSearchParams,
  area: FilterArea,
  current?: FilterState,
): FilterState {
  let state = initialFilterState(area);
  state.query = params.get('q') ?? '';
  state.activeTag = params.get('tag') || null;
  state.years = splitCsv(params.get('years'));
  state.status = splitCsv(params.get('status'))
    .map((s) => s.toUpperCase())
    .filter(isStatus);
  const zone = params.get('zone');
  state.location = {
    selectedZone: isGeopoliticalZoneCode(zone) ? zone : null,
    selected: splitCsv(params.get('state')).map((s) => s.toUpperCase()),
  };
  state.citizensDisagree = params.get('disagree') === '1' || undefined;
  state.mdaContractors = splitCsv(params.get('contractor'));
  state.ministries = splitCsv(params.get('ministry'));
  state.agencies = splitCsv(params.get('agency'));
  state.mda = params.get('mda') || null;
  const cost = parseRange(params.get('cost'));
  if (cost) state = setCost(state, cost);
  const budget = parseRange(params.get('budget'));
  if (budget) state = setBudget(state, budget);
  const period = params.get('period');
  if (isPeriod(period) && period !== 'all') {
    state.timePeriod = {
      selected: period,
      start_date: isDay(params.get('from')),
      end_date: isDay(params.get('to')),
    };
  }
  if (state.aroundMe) {
    const dist = Number(params.get('dist'));
    state.aroundMe = {
      source: AROUND_SOURCES.find((source) => source === params.get('near')) ?? 'location',
      dist: (DISTANCES as readonly number[]).includes(dist) ? dist : state.aroundMe.dist,
      point: current?.aroundMe?.point ?? null,
      state: params.get('near_state')?.toUpperCase() || null,
      picked: params.has('near') || current?.aroundMe?.picked,
    };
  }
  state.recent = current?.recent ?? [];
  return state;
}
