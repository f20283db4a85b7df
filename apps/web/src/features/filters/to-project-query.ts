import type { GeopoliticalZoneCode } from '@oversight/shared/reference/zones';
import { ALL_YEARS, AMOUNT_MAX, AMOUNT_MIN, statesOfZone, type FilterState } from './filter-state';

/** Query parameters of a project list, as `GET /projects/` and `GET /projects/search/` read them. */
export type ProjectQuery = Record<string, string | number>;

export interface ProjectQueryOptions {
  /** Leave out the search text (screens whose search box is not a filter). */
  withoutText?: boolean;
  /** Leave out "around you" (the discover filters reused by a screen without a map). */
  withoutAroundMe?: boolean;
}

const list = (values: readonly string[]) => values.filter(Boolean).join(',');

/** The state names the location filter stands for: the chosen states, else every state of the chosen zone. */
export function locationStates(location: {
  selectedZone: GeopoliticalZoneCode | null;
  selected: readonly string[];
}): string[] {
  if (location.selected.length) return location.selected.map((s) => s.toUpperCase());
  return location.selectedZone ? statesOfZone(location.selectedZone) : [];
}

/**
 * docs/spec/product-spec.md section 7 "Filter query assembly": tags, year (comma list unless All), cost and budget bounds (only
 * those strictly inside 0..500,000,000), status (comma list), state (upper-case comma list), contractor, ministry,
 * agency (comma usernames), start and end dates (YYYY-MM-DD), name and username from the search text; discover adds
 * `dist` and `point=lng,lat`. Empty values are left out.
 */
export function toProjectQuery(state: FilterState, options: ProjectQueryOptions = {}): ProjectQuery {
  const query: ProjectQuery = {};

  if (state.activeTag && state.activeTag !== 'All') query.tags = state.activeTag;

  const years = state.years.filter(Boolean);
  if (years.length && !years.includes(ALL_YEARS)) query.year = list(years);

  const { min_total_cost, max_total_cost } = state.cost;
  if (max_total_cost < AMOUNT_MAX && max_total_cost >= AMOUNT_MIN) query.max_total_cost = max_total_cost;
  if (min_total_cost > AMOUNT_MIN && min_total_cost <= AMOUNT_MAX) query.min_total_cost = min_total_cost;
  const { min_amt_budgeted, max_amt_budgeted } = state.budget;
  if (max_amt_budgeted < AMOUNT_MAX && max_amt_budgeted >= AMOUNT_MIN)
    query.max_amt_budgeted = max_amt_budgeted;
  if (min_amt_budgeted > AMOUNT_MIN && min_amt_budgeted <= AMOUNT_MAX)
    query.min_amt_budgeted = min_amt_budgeted;

  if (state.status.length) query.status = list(state.status);
  if (state.citizensDisagree) query.progress_divergence = 'true';

  const states = new Set(locationStates(state.location));
  const around = options.withoutAroundMe ? undefined : state.aroundMe;
  if (around?.source === 'state' && around.state) states.add(around.state.toUpperCase());
  if (states.size) query.state = list([...states]);

  if (state.mdaContractors.length) query.contractor = list(state.mdaContractors);
  if (state.ministries.length) query.ministry = list(state.ministries);
  if (state.agencies.length) query.agency = list(state.agencies);
  if (state.mda) query.mda = state.mda;

  if (state.timePeriod.selected !== 'all') {
    if (state.timePeriod.start_date) query.start_date = state.timePeriod.start_date.slice(0, 10);
    if (state.timePeriod.end_date) query.end_date = state.timePeriod.end_date.slice(0, 10);
  }

  const text = state.query.trim();
  if (text && !options.withoutText) {
    query.name = text;
    query.username = text;
  }

  if (around?.source === 'location' && around.point) {
    query.dist = around.dist;
    query.point = `${around.point.lng},${around.point.lat}`;
  }

  return query;
}
