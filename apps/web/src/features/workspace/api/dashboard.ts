import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ParamsOf } from '../../../lib/api-client';
import { workspaceKeys } from './keys';

/** GET /users/mda-dashboard/?year */
export const mdaDashboardQuery = (year: number | null) =>
  queryOptions({
    queryKey: workspaceKeys.dashboard(year),
    // The dashboard shows the six busiest contractors (the count is of all); /mda/contractors pages through them.
    queryFn: ({ signal }) =>
      api.get('GET /users/mda-dashboard/', {
        params: { ...(year ? { year: String(year) } : {}), contractors_limit: 6 },
        signal,
      }),
  });

export const CONTRACTORS_PAGE_SIZE = 24;

/** GET /users/mda-dashboard/ for one page of the organisation's contractors (busiest first), by name. */
export const scopeContractorsQuery = (page: number, name: string) =>
  queryOptions({
    queryKey: workspaceKeys.contractors({ page, name }),
    queryFn: ({ signal }) =>
      api.get('GET /users/mda-dashboard/', {
        params: {
          contractors_limit: CONTRACTORS_PAGE_SIZE,
          contractors_offset: (page - 1) * CONTRACTORS_PAGE_SIZE,
          ...(name ? { contractors_query: name } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /users/organizations/dashboard-updates/: the change log. */
export const dashboardUpdatesQuery = (params: ParamsOf<'GET /users/organizations/dashboard-updates/'>) =>
  queryOptions({
    queryKey: workspaceKeys.updates(params),
    queryFn: ({ signal }) => api.get('GET /users/organizations/dashboard-updates/', { params, signal }),
    placeholderData: keepPreviousData,
  });
