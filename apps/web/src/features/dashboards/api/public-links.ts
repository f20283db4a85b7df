import type { DashboardFilters } from '@oversight/shared/dashboards/data-sources.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filterParams } from '../hooks/use-dashboard-filters';
import { dashboardKeys } from './keys';

export const publicLinkQuery = (dashboardId: string) =>
  queryOptions({
    queryKey: dashboardKeys.publicLink(dashboardId),
    queryFn: ({ signal }) =>
      api.get('GET /dashboards/{id}/public-link/', {
        path: { id: dashboardId },
        signal,
        silent: true,
      }),
  });
export const createPublicLink = (dashboardId: string) =>
  api.post('POST /dashboards/{id}/public-link/', undefined, { path: { id: dashboardId } });
export const revokePublicLink = (dashboardId: string) =>
  api.delete('DELETE /dashboards/{id}/public-link/', { path: { id: dashboardId } });

/** GET /dashboards/public/{token}/: no sign-in. */
export const publicDashboardQuery = (token: string) =>
  queryOptions({
    queryKey: ['dashboards', 'public', token],
    queryFn: ({ signal }) =>
      api.get('GET /dashboards/public/{token}/', { path: { token }, signal, silent: true }),
    retry: false,
  });
export const publicChartDataQuery = (token: string, id: string, filters: DashboardFilters) =>
  queryOptions({
    queryKey: ['dashboards', 'public', token, id, filters],
    queryFn: ({ signal }) =>
      api.get('GET /dashboards/public/{token}/visualizations/{id}/data/', {
        path: { token, id },
        params: filterParams(filters),
        signal,
        silent: true,
      }),
  });

/** Makes (`make`) or revokes (`revoke`) the dashboard's public link; the link is read again after either. */
export function usePublicLinkWrites(dashboardId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.publicLink(dashboardId) });
  return {
    make: useMutation({ mutationFn: () => createPublicLink(dashboardId), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: () => revokePublicLink(dashboardId), onSuccess: refresh }),
  };
}
