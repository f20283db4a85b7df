import { describe, expect, it } from 'vitest';
import { initialFilterState, setBudget, setCost, type FilterState } from './filter-state';
import { toProjectQuery } from './to-project-query';
import { filterStateFromParams, filterStateToEntries } from './url-state';

const state = (patch: Partial<FilterState> = {}, area: 'discover' | 'search' = 'search'): FilterState => ({
  ...initialFilterState(area),
  ...patch,
});

describe('toProjectQuery', () => {
  it('sends nothing for the defaults', () => {
    expect(toProjectQuery(state())).toEqual({});
    expect(toProjectQuery(state({}, 'discover'))).toEqual({});
  });

  it('assembles every parameter of docs/spec/product-spec.md section 7', () => {
    const query = toProjectQuery(
      state({
        activeTag: 'Major Roads',
        years: ['2024', '2025'],
        cost: { min_total_cost: 1_000_000, max_total_cost: 200_000_000 },
        budget: { min_amt_budgeted: 5, max_amt_budgeted: 400_000_000 },
        status: ['ON_GOING', 'COMPLETED'],
        location: { selectedZone: null, selected: ['lagos', 'FCT'] },
        mdaContractors: ['julius-berger', 'rccn'],
        ministries: ['works'],
        agencies: ['ferma', 'nihsa'],
        timePeriod: { selected: 'custom', start_date: '2024-01-01T00:00:00Z', end_date: '2024-12-31' },
        query: '  Second Niger Bridge ',
      }),
    );
    expect(query).toEqual({
      tags: 'Major Roads',
      year: '2024,2025',
      min_total_cost: 1_000_000,
      max_total_cost: 200_000_000,
      min_amt_budgeted: 5,
      max_amt_budgeted: 400_000_000,
      status: 'ON_GOING,COMPLETED',
      state: 'LAGOS,FCT',
      contractor: 'julius-berger,rccn',
      ministry: 'works',
      agency: 'ferma,nihsa',
      start_date: '2024-01-01',
      end_date: '2024-12-31',
      name: 'Second Niger Bridge',
      username: 'Second Niger Bridge',
    });
  });

  it('sends only the bounds strictly inside 0..500,000,000', () => {
    expect(toProjectQuery(setCost(state(), [0, 500_000_000]))).toEqual({});
    expect(toProjectQuery(setCost(state(), [0, 499_999_999]))).toEqual({ max_total_cost: 499_999_999 });
    expect(toProjectQuery(setCost(state(), [1, 500_000_000]))).toEqual({ min_total_cost: 1 });
    expect(toProjectQuery(setBudget(state(), [0, 500_000_000]))).toEqual({});
    expect(toProjectQuery(setBudget(state(), [250, 300]))).toEqual({
      min_amt_budgeted: 250,
      max_amt_budgeted: 300,
    });
  });

  it('years: a comma list unless All', () => {
    expect(toProjectQuery(state({ years: ['All'] }))).toEqual({});
    expect(toProjectQuery(state({ years: ['2023', 'All'] }))).toEqual({});
    expect(toProjectQuery(state({ years: ['2023'] }))).toEqual({ year: '2023' });
  });

  it('a zone with no state chosen sends the states of the zone', () => {
    expect(toProjectQuery(state({ location: { selectedZone: 'SE', selected: [] } }))).toEqual({
      state: 'ABIA,ANAMBRA,EBONYI,ENUGU,IMO',
    });
    expect(toProjectQuery(state({ location: { selectedZone: 'SE', selected: ['ENUGU'] } }))).toEqual({
      state: 'ENUGU',
    });
  });

  it('dates only when a time period is chosen', () => {
    expect(
      toProjectQuery(state({ timePeriod: { selected: 'all', start_date: '2024-01-01', end_date: null } })),
    ).toEqual({});
    expect(
      toProjectQuery(
        state({ timePeriod: { selected: 'this_year', start_date: '2025-01-01', end_date: '2025-12-31' } }),
      ),
    ).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-12-31',
    });
  });

  it('discover: dist and point=lng,lat from the browser position, or the chosen state', () => {
    const near = state(
      { aroundMe: { source: 'location', dist: 50_000, point: { lat: 6.45, lng: 3.39 }, state: null } },
      'discover',
    );
    expect(toProjectQuery(near)).toEqual({ dist: 50_000, point: '3.39,6.45' });
    expect(toProjectQuery(near, { withoutAroundMe: true })).toEqual({});
    const inState = state(
      { aroundMe: { source: 'state', dist: 50_000, point: { lat: 1, lng: 2 }, state: 'kano' } },
      'discover',
    );
    expect(toProjectQuery(inState)).toEqual({ state: 'KANO' });
    const waiting = state(
      { aroundMe: { source: 'location', dist: 10_000, point: null, state: null } },
      'discover',
    );
    expect(toProjectQuery(waiting)).toEqual({});
  });

  it('the search text can be left out', () => {
    expect(toProjectQuery(state({ query: 'road' }), { withoutText: true })).toEqual({});
    expect(toProjectQuery(state({ query: '   ' }))).toEqual({});
  });

  it('"citizens disagree" is sent as progress_divergence and kept in the URL as disagree=1', () => {
    const on = state({ citizensDisagree: true });
    expect(toProjectQuery(on)).toEqual({ progress_divergence: 'true' });
    expect(toProjectQuery(state({ citizensDisagree: false }))).toEqual({});
    const params = new URLSearchParams(filterStateToEntries(on));
    expect(params.get('disagree')).toBe('1');
    expect(filterStateFromParams(params, 'discover').citizensDisagree).toBe(true);
  });

  it('the tag "All" is no tag; a ministry or agency scope is sent as mda', () => {
    expect(toProjectQuery(state({ activeTag: 'All' }))).toEqual({});
    expect(toProjectQuery(state({ mda: 'works' }))).toEqual({ mda: 'works' });
  });
});

describe('filters in the URL', () => {
  it('round-trips every filter and keeps defaults out of the URL', () => {
    const full = state(
      {
        activeTag: 'Railway',
        years: ['2024'],
        status: ['ABANDONED'],
        location: { selectedZone: 'NW', selected: ['KANO'] },
        mdaContractors: ['rccn'],
        ministries: ['works'],
        agencies: ['ferma'],
        mda: 'health',
        cost: { min_total_cost: 10, max_total_cost: 20 },
        budget: { min_amt_budgeted: 0, max_amt_budgeted: 300 },
        timePeriod: { selected: 'custom', start_date: '2024-01-01', end_date: '2024-02-01' },
        query: 'rail',
        recent: ['rail'],
        aroundMe: { source: 'state', dist: 20_000, point: { lat: 1, lng: 2 }, state: 'KANO', picked: true },
      },
      'discover',
    );
    const params = new URLSearchParams(filterStateToEntries(full));
    expect(params.get('near')).toBe('state');
    expect(params.has('point')).toBe(false);
    expect(filterStateFromParams(params, 'discover', full)).toEqual(full);
    expect(filterStateToEntries(initialFilterState('discover'))).toEqual([]);
  });

  it('ignores malformed values', () => {
    const parsed = filterStateFromParams(
      new URLSearchParams('status=BOGUS,completed&zone=XX&cost=abc&dist=7&period=nope'),
      'discover',
    );
    expect(parsed.status).toEqual(['COMPLETED']);
    expect(parsed.location.selectedZone).toBeNull();
    expect(parsed.cost).toEqual(initialFilterState('discover').cost);
    expect(parsed.aroundMe?.dist).toBe(50_000);
    expect(parsed.timePeriod.selected).toBe('all');
  });
});
