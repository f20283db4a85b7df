import type { DashboardFilters, PublicLink } from '@oversight/shared/dashboards/data-sources.schemas';
import type { PublicDashboard, VisualizationData } from '@oversight/shared/dashboards/visualizations.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filterParams } from '../hooks/use-dashboard-filters';
import { dashboardKeys } from './keys';

export const publicLinkQuery = (dashboardId: string) =>
  queryOptions({
    queryKey: dashboardKeys.publicLink(dashboardId),
    queryFn: ({ signal }) =>
      api.get<{ link: PublicLink | null }>(`/dashboards/${encodeURIComponent(dashboardId)}/public-link/`, {
        signal,
        silent: true,
      }),
  });
export const createPublicLink = (dashboardId: string) =>
  api.post<PublicLink>(`/dashboards/${encodeURIComponent(dashboardId)}/public-link/`, {});
export const revokePublicLink = (dashboardId: string) =>
  api.delete<null>(`/dashboards/${encodeURIComponent(dashboardId)}/public-link/`);

/** GET /dashboards/public/{token}/: no sign-in. */
export const publicDashboardQuery = (token: string) =>
  queryOptions({
    queryKey: ['dashboards', 'public', token],
    queryFn: ({ signal }) =>
      api.get<PublicDashboard>(`/dashboards/public/${encodeURIComponent(token)}/`, { signal, silent: true }),
    retry: false,
  });
export const publicChartDataQuery = (token: string, id: string, filters: DashboardFilters) =>
  queryOptions({
    queryKey: ['dashboards', 'public', token, id, filters],
    queryFn: ({ signal }) =>
      api.get<VisualizationData>(
        `/dashboards/public/${encodeURIComponent(token)}/visualizations/${encodeURIComponent(id)}/data/`,
        { params: filterParams(filters), signal, silent: true },
      ),
  });
