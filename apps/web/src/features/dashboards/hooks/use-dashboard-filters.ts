import type { DashboardFilters } from '@oversight/shared/dashboards/data-sources.schemas';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { QueryParams } from '../../../lib/api-client';

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
  const [params, setParams] = useSearchParams();
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
    (next: DashboardFilters) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const key of ['date_from', 'date_to', ...LISTS, 'col']) out.delete(key);
          for (const [key, value] of Object.entries(filterParams(next))) {
            if (Array.isArray(value)) value.forEach((entry) => out.append(key, String(entry)));
            else if (value !== undefined && value !== null && value !== '') out.set(key, String(value));
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { filters, setFilters };
}
