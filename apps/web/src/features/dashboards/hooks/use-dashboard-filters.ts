import type { DashboardFilters } from '@oversight/shared/dashboards/data-sources.schemas';
import { useCallback, useMemo } from 'react';
import type { QueryParams } from '../../../lib/api-client';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';

const LISTS = ['state', 'status', 'sector'] as const;

/** The dashboard filters as query parameters (lists comma-joined, column filters repeated). */
export function filterParams(filters: DashboardFilters): QueryParams {
  return {
    date_from: filters.date_from,
    date_to: filters.date_to,
    state: filters.state?.join(','),
    status: filters.status?.join(','),
    sector: filters.sector?.join(','),
    col: filters.col === undefined ? undefined : Array.isArray(filters.col) ? filters.col : [filters.col],
  };
}

/** Dashboard filters kept in the URL (?date_from=&state=LAGOS,KANO&col=...), so a link or a reload keeps them. */
export function useDashboardFilters() {
  const [params, update] = useSearchParamUpdater();
  const filters = useMemo<DashboardFilters>(() => {
    const list = (key: string) => params.get(key)?.split(',').filter(Boolean);
    const value: DashboardFilters = {};
    if (params.get('date_from')) value.date_from = params.get('date_from')!;
    if (params.get('date_to')) value.date_to = params.get('date_to')!;
    for (const key of LISTS) {
      const entries = list(key);
      if (entries?.length) value[key] = entries;
    }
    const col = params.getAll('col').filter(Boolean);
    if (col.length) value.col = col;
    return value;
  }, [params]);
  const setFilters = useCallback(
    (next: DashboardFilters) =>
      update({
        date_from: next.date_from,
        date_to: next.date_to,
        ...Object.fromEntries(LISTS.map((key) => [key, next[key]?.join(',')])),
        col: next.col === undefined ? undefined : [next.col].flat(),
      }),
    [update],
  );
  return { filters, setFilters };
}
