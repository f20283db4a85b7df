import type { ProjectStatus } from '@oversight/shared/reference/enums';
import type { GeopoliticalZoneCode } from '@oversight/shared/reference/zones';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  addRecent,
  initialAroundMe,
  initialFilterState,
  resetFilters,
  selectZone,
  setBudget,
  setCost,
  setTimePeriod,
  toggleLocation,
  toggleStatus,
  type AroundMe,
  type FilterArea,
  type FilterState,
  type TimePeriodKey,
} from './filter-state';

export const FILTER_STORAGE_KEY = 'oversight-filters';
const FILTER_STORE_VERSION = 1;

export interface FilterActions {
  toggleLocation: (area: FilterArea, value: string) => void;
  selectZone: (area: FilterArea, zone: GeopoliticalZoneCode) => void;
  toggleStatus: (area: FilterArea, status: ProjectStatus) => void;
  setCost: (area: FilterArea, range: [number, number]) => void;
  setBudget: (area: FilterArea, range: [number, number]) => void;
  setTimePeriod: (
    area: FilterArea,
    selected: TimePeriodKey,
    custom?: { start_date?: string | null; end_date?: string | null },
  ) => void;
  setList: (area: FilterArea, key: 'mdaContractors' | 'ministries' | 'agencies', values: string[]) => void;
  setMda: (area: FilterArea, username: string | null) => void;
  setQuery: (area: FilterArea, query: string) => void;
  /** Runs a search: sets the text and records it among the recent searches. */
  submitSearch: (area: FilterArea, query: string) => void;
  removeRecent: (area: FilterArea, text: string) => void;
  clearRecent: (area: FilterArea) => void;
  setActiveTag: (area: FilterArea, tag: string | null) => void;
  setYears: (area: FilterArea, years: string[]) => void;
  setCitizensDisagree: (area: FilterArea, on: boolean) => void;
  setAroundMe: (area: FilterArea, patch: Partial<AroundMe>) => void;
  reset: (area: FilterArea) => void;
  /** Replaces an area's state (from the URL). */
  replace: (area: FilterArea, state: FilterState) => void;
}

export interface FilterStore extends FilterActions {
  areas: Partial<Record<FilterArea, FilterState>>;
}

/** The state of an area, its defaults until something was chosen there. */
export const selectArea = (area: FilterArea) => (store: FilterStore) => store.areas[area] ?? defaults(area);

// One frozen default per area, so selectors return a stable object and components do not re-render for nothing.
const defaultsByArea = new Map<FilterArea, FilterState>();
function defaults(area: FilterArea): FilterState {
  let state = defaultsByArea.get(area);
  if (!state) {
    state = initialFilterState(area);
    defaultsByArea.set(area, state);
  }
  return state;
}

function withoutPositions(areas: FilterStore['areas']): FilterStore['areas'] {
  const kept: FilterStore['areas'] = {};
  for (const [area, state] of Object.entries(areas) as [FilterArea, FilterState][]) {
    kept[area] = state.aroundMe?.point ? { ...state, aroundMe: { ...state.aroundMe, point: null } } : state;
  }
  return kept;
}

export const useFilterStore = create<FilterStore>()(
  persist(
    (set, get) => {
      const update = (area: FilterArea, change: (state: FilterState) => FilterState) => {
        const current = get().areas[area] ?? defaults(area);
        const next = change(current);
        if (next !== current) set({ areas: { ...get().areas, [area]: next } });
      };
      return {
        areas: {},
        toggleLocation: (area, value) => update(area, (s) => toggleLocation(s, value)),
        selectZone: (area, zone) => update(area, (s) => selectZone(s, zone)),
        toggleStatus: (area, status) => update(area, (s) => toggleStatus(s, status)),
        setCost: (area, range) => update(area, (s) => setCost(s, range)),
        setBudget: (area, range) => update(area, (s) => setBudget(s, range)),
        setTimePeriod: (area, selected, custom) => update(area, (s) => setTimePeriod(s, selected, custom)),
        setList: (area, key, values) =>
          update(area, (s) => ({ ...s, [key]: [...new Set(values.filter(Boolean))] })),
        setMda: (area, username) => update(area, (s) => ({ ...s, mda: username || null })),
        setQuery: (area, query) => update(area, (s) => (s.query === query ? s : { ...s, query })),
        submitSearch: (area, query) =>
          update(area, (s) => ({ ...s, query: query.trim(), recent: addRecent(s.recent, query) })),
        removeRecent: (area, text) =>
          update(area, (s) => ({
            ...s,
            recent: s.recent.filter((item) => item.toLowerCase() !== text.toLowerCase()),
          })),
        clearRecent: (area) => update(area, (s) => ({ ...s, recent: [] })),
        setActiveTag: (area, tag) =>
          update(area, (s) => ({ ...s, activeTag: tag && tag !== 'All' ? tag : null })),
        setCitizensDisagree: (area, on) => update(area, (s) => ({ ...s, citizensDisagree: on || undefined })),
        setYears: (area, years) => update(area, (s) => ({ ...s, years: [...new Set(years)] })),
        setAroundMe: (area, patch) =>
          update(area, (s) => ({ ...s, aroundMe: { ...(s.aroundMe ?? initialAroundMe()), ...patch } })),
        reset: (area) => update(area, (s) => resetFilters(s, area)),
        replace: (area, state) => set({ areas: { ...get().areas, [area]: state } }),
      };
    },
    {
      name: FILTER_STORAGE_KEY,
      version: FILTER_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      // The browser's position is asked for again on each visit rather than kept on the device.
      partialize: ({ areas }) => ({ areas: withoutPositions(areas) }),
      // Older shapes are dropped rather than guessed at: filters are cheap to choose again.
      migrate: () => ({ areas: {} }),
    },
  ),
);
