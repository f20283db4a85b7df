import { beforeEach, describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX,
  DEFAULT_DISTANCE,
  FILTER_AREAS,
  addRecent,
  activeFilterCount,
  initialFilterState,
  setTimePeriod,
  statesOfZone,
} from './filter-state';
import { FILTER_STORAGE_KEY, selectArea, useFilterStore } from './filter-store';

const store = () => useFilterStore.getState();
const area = (name: Parameters<typeof selectArea>[0] = 'discover') =>
  selectArea(name)(useFilterStore.getState());

beforeEach(() => {
  localStorage.clear();
  useFilterStore.setState({ areas: {} });
});

describe('filter state defaults', () => {
  it('every area of the spec starts empty; only discover has "around you", 50 km from the browser position', () => {
    for (const name of FILTER_AREAS) {
      const state = initialFilterState(name);
      expect(state).toMatchObject({
        timePeriod: { selected: 'all', start_date: null, end_date: null },
        location: { selectedZone: null, selected: [] },
        status: [],
        mdaContractors: [],
        ministries: [],
        agencies: [],
        budget: { min_amt_budgeted: 0, max_amt_budgeted: 500_000_000 },
        cost: { min_total_cost: 0, max_total_cost: 500_000_000 },
        query: '',
        recent: [],
        activeTag: null,
        years: [],
      });
      expect(state.aroundMe === undefined).toBe(name !== 'discover');
    }
    expect(initialFilterState('discover').aroundMe).toEqual({
      source: 'location',
      dist: DEFAULT_DISTANCE,
      point: null,
      state: null,
    });
    expect(DEFAULT_DISTANCE).toBe(50_000);
  });
});

describe('location', () => {
  it('selecting a location value toggles it (stored upper-case)', () => {
    store().toggleLocation('discover', 'Lagos');
    store().toggleLocation('discover', 'KANO');
    expect(area().location.selected).toEqual(['LAGOS', 'KANO']);
    store().toggleLocation('discover', 'lagos');
    expect(area().location.selected).toEqual(['KANO']);
  });

  it('selecting a zone scopes to it; the same zone again clears it', () => {
    store().toggleLocation('discover', 'LAGOS');
    store().toggleLocation('discover', 'KANO');
    store().selectZone('discover', 'SW');
    expect(area().location).toEqual({ selectedZone: 'SW', selected: ['LAGOS'] });
    store().selectZone('discover', 'SW');
    expect(area().location).toEqual({ selectedZone: null, selected: ['LAGOS'] });
  });

  it('another zone replaces the first', () => {
    store().selectZone('discover', 'NC');
    store().selectZone('discover', 'NE');
    expect(area().location.selectedZone).toBe('NE');
  });

  it('zones group the states of the reference data', () => {
    expect(statesOfZone('SW')).toEqual(['EKITI', 'LAGOS', 'OGUN', 'ONDO', 'OSUN', 'OYO']);
    expect(statesOfZone('NC')).toContain('FCT');
  });
});

describe('status', () => {
  it('statuses toggle', () => {
    store().toggleStatus('search', 'ON_GOING');
    store().toggleStatus('search', 'COMPLETED');
    expect(area('search').status).toEqual(['ON_GOING', 'COMPLETED']);
    store().toggleStatus('search', 'ON_GOING');
    expect(area('search').status).toEqual(['COMPLETED']);
  });
});

describe('cost and budget', () => {
  it('keeps an ordered pair inside 0..500,000,000', () => {
    store().setCost('mda', [900_000_000, -5]);
    expect(area('mda').cost).toEqual({ min_total_cost: 0, max_total_cost: AMOUNT_MAX });
    store().setCost('mda', [300, 100]);
    expect(area('mda').cost).toEqual({ min_total_cost: 100, max_total_cost: 300 });
    store().setBudget('mda', [1_000_000, 2_000_000]);
    expect(area('mda').budget).toEqual({ min_amt_budgeted: 1_000_000, max_amt_budgeted: 2_000_000 });
  });
});

describe('time period', () => {
  const today = new Date(2025, 5, 15);
  it('presets fill the dates; "all" clears them; custom keeps what is given', () => {
    let state = setTimePeriod(initialFilterState('analytics'), 'this_year', undefined, today);
    expect(state.timePeriod).toEqual({
      selected: 'this_year',
      start_date: '2025-01-01',
      end_date: '2025-12-31',
    });
    state = setTimePeriod(state, 'last_year', undefined, today);
    expect(state.timePeriod).toEqual({
      selected: 'last_year',
      start_date: '2024-01-01',
      end_date: '2024-12-31',
    });
    state = setTimePeriod(state, 'last_30_days', undefined, today);
    expect(state.timePeriod).toEqual({
      selected: 'last_30_days',
      start_date: '2025-05-16',
      end_date: '2025-06-15',
    });
    state = setTimePeriod(state, 'custom', { start_date: '2023-02-01' }, today);
    expect(state.timePeriod).toEqual({
      selected: 'custom',
      start_date: '2023-02-01',
      end_date: '2025-06-15',
    });
    state = setTimePeriod(state, 'all', undefined, today);
    expect(state.timePeriod).toEqual({ selected: 'all', start_date: null, end_date: null });
  });
});

describe('recent searches', () => {
  it('newest first, de-duplicated ignoring case (the newest spelling wins), blanks ignored', () => {
    let recent = addRecent([], 'Lagos bridge');
    recent = addRecent(recent, 'hospital');
    recent = addRecent(recent, '  LAGOS   Bridge ');
    recent = addRecent(recent, '   ');
    expect(recent).toEqual(['LAGOS Bridge', 'hospital']);
  });

  it('keeps the ten newest', () => {
    let recent: string[] = [];
    for (let i = 1; i <= 12; i++) recent = addRecent(recent, `term ${i}`);
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('term 12');
    expect(recent.at(-1)).toBe('term 3');
  });

  it('submitting a search sets the text and records it; one can be removed or all cleared', () => {
    store().submitSearch('search', ' school ');
    store().submitSearch('search', 'Road');
    store().submitSearch('search', 'SCHOOL');
    expect(area('search')).toMatchObject({ query: 'SCHOOL', recent: ['SCHOOL', 'Road'] });
    store().removeRecent('search', 'road');
    expect(area('search').recent).toEqual(['SCHOOL']);
    store().clearRecent('search');
    expect(area('search').recent).toEqual([]);
  });
});

describe('reset', () => {
  it('clears every filter but keeps query, recent, activeTag and years', () => {
    store().submitSearch('discover', 'bridge');
    store().setActiveTag('discover', 'Railway');
    store().setYears('discover', ['2024']);
    store().toggleLocation('discover', 'LAGOS');
    store().selectZone('discover', 'SW');
    store().toggleStatus('discover', 'ON_HOLD');
    store().setCost('discover', [10, 20]);
    store().setBudget('discover', [10, 20]);
    store().setTimePeriod('discover', 'this_year');
    store().setList('discover', 'ministries', ['works']);
    store().setList('discover', 'agencies', ['ferma']);
    store().setList('discover', 'mdaContractors', ['julius-berger']);
    store().setAroundMe('discover', { dist: 10_000, point: { lat: 6.5, lng: 3.4 } });
    store().reset('discover');
    expect(area()).toEqual({
      ...initialFilterState('discover'),
      query: 'bridge',
      recent: ['bridge'],
      activeTag: 'Railway',
      years: ['2024'],
    });
    expect(activeFilterCount(area())).toBe(1); // the years
  });
});

describe('areas', () => {
  it('each area keeps its own state', () => {
    store().toggleStatus('ministries', 'COMPLETED');
    expect(area('ministries').status).toEqual(['COMPLETED']);
    expect(area('agencies').status).toEqual([]);
    expect(area('discover').status).toEqual([]);
  });

  it('"All" as a tag means no tag', () => {
    store().setActiveTag('discover', 'Bridges');
    store().setActiveTag('discover', 'All');
    expect(area().activeTag).toBeNull();
  });

  it('is kept on the device, without the browser position', () => {
    store().setAroundMe('discover', { point: { lat: 6.5, lng: 3.4 }, dist: 20_000 });
    store().toggleStatus('discover', 'COMPLETED');
    const saved = JSON.parse(localStorage.getItem(FILTER_STORAGE_KEY) ?? '{}') as {
      state: { areas: { discover: { aroundMe: unknown; status: string[] } } };
    };
    expect(saved.state.areas.discover.status).toEqual(['COMPLETED']);
    expect(saved.state.areas.discover.aroundMe).toEqual({
      source: 'location',
      dist: 20_000,
      point: null,
      state: null,
    });
  });

  it('counts the active filters', () => {
    expect(activeFilterCount(area())).toBe(0);
    store().toggleStatus('discover', 'COMPLETED');
    store().toggleStatus('discover', 'ON_GOING');
    store().setCost('discover', [0, 1000]);
    expect(activeFilterCount(area())).toBe(2);
  });
});
