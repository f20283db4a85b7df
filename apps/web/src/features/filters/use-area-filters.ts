import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamUpdater } from '../../lib/use-search-param-updater';
import { homeAroundMe, type FilterArea, type FilterState } from './filter-state';
import { selectArea, useFilterStore } from './filter-store';
import { toProjectQuery, type ProjectQuery, type ProjectQueryOptions } from './to-project-query';
import {
  filterEntriesOf,
  filterStateFromParams,
  filterStateToEntries,
  serializeFilters,
  FILTER_URL_KEYS,
} from './url-state';

/** The filter state of an area, read from the store. */
export function useFilterState(area: FilterArea): FilterState {
  return useFilterStore(selectArea(area));
}

/** The API query of an area's filters (stable between renders while the filters do not change). */
export function useProjectQuery(area: FilterArea, options: ProjectQueryOptions = {}): ProjectQuery {
  const state = useFilterState(area);
  const { withoutText, withoutAroundMe } = options;
  return useMemo(
    () => toProjectQuery(state, { withoutText, withoutAroundMe }),
    [state, withoutText, withoutAroundMe],
  );
}

/**
 * Mirrors an area's filters in the page URL, both ways: a link with filters opens with them, and each change is
 * written back (replacing the history entry, so Back leaves the screen rather than undoing filters one by one).
 * A URL without filter keys keeps what the area had, so coming back to a screen finds its filters.
 */
export function useFilterUrlSync(area: FilterArea): void {
  const [params, updateParams] = useSearchParamUpdater({ replace: true, preventScrollReset: true });
  const state = useFilterState(area);
  const replace = useFilterStore((s) => s.replace);
  // The URL seen last time, and the URLs we asked for that may not have arrived yet (navigation is asynchronous):
  // only a URL that changed and is not one of ours came from outside (a link, Back).
  const seenUrl = useRef<string | null>(null);
  const written = useRef(new Set<string>());

  const urlEntries = filterEntriesOf(params);
  const fromUrl = serializeFilters(urlEntries);
  const fromState = serializeFilters(filterStateToEntries(state));

  useEffect(() => {
    // Read the store afresh: an effect run twice (StrictMode) must not write back a state it already replaced.
    const current = selectArea(area)(useFilterStore.getState());
    const currentKey = serializeFilters(filterStateToEntries(current));
    const firstRun = seenUrl.current === null;
    const urlChanged = !firstRun && fromUrl !== seenUrl.current;
    seenUrl.current = fromUrl;
    if (fromUrl === currentKey) {
      written.current.clear();
      return;
    }
    const fromOutside = firstRun ? urlEntries.length > 0 : urlChanged && !written.current.has(fromUrl);
    if (fromOutside) {
      written.current.clear();
      replace(area, filterStateFromParams(params, area, current));
      return;
    }
    written.current.add(currentKey);
    updateParams(Object.fromEntries(filterStateToEntries(current)), FILTER_URL_KEYS);
    // `params` and `urlEntries` are described by `fromUrl`; the state is read from the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromUrl, fromState, area]);
}

/**
 * Discover opens on a signed-in citizen's home state (upper-case state name) while they have not picked a place
 * and the link carries no filters. Call it before useFilterUrlSync: the URL then shows the state. A layout effect, so
 * the first lists asked for are the state's rather than the whole country's.
 */
export function useHomeState(area: FilterArea, home: string | null): void {
  const [params] = useSearchParams();
  const fromLink = filterEntriesOf(params).length > 0;
  useLayoutEffect(() => {
    if (fromLink) return;
    const patch = homeAroundMe(selectArea(area)(useFilterStore.getState()).aroundMe, home);
    if (patch) useFilterStore.getState().setAroundMe(area, patch);
    // Once per arrival and home: later choices are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [area, home]);
}
