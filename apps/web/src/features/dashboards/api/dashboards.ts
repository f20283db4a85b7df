import type { DashboardOrdering } from '@oversight/shared/dashboards/dashboards.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys, DASHBOARDS_PAGE_SIZE } from './keys';

/** GET /dashboards/: the organisation's dashboards and those shared with the caller, one page. */
export const dashboardsQuery = (params: { page: number; search: string; ordering: DashboardOrdering }) =>
  queryOptions({
    queryKey: dashboardKeys.list(params),
    queryFn: ({ signal }) =>
      api.get('GET /dashboards/', {
        params: {
          search: params.search,
          ordering: params.ordering,
          limit: DASHBOARDS_PAGE_SIZE,
          offset: (params.page - 1) * DASHBOARDS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
