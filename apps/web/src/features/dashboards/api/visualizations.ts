import type { AvailableFields, VisualizationData, VisualizationPage } from '@oversight/shared/dashboards/visualizations.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /dashboards/visualizations/?dashboard_id= (a dashboard holds at most 50 charts: one page). */
export const visualizationsQuery = (dashboardId: string) =>
  queryOptions({
    queryKey: dashboardKeys.visualizations(dashboardId),
    queryFn: ({ signal }) => api.get<VisualizationPage>('/dashboards/visualizations/', { params: { dashboard_id: dashboardId, limit: 50 }, signal }),
  });

/** GET /dashboards/visualizations/{id}/data/ (silent: the chart shows its own error). */
export const visualizationDataQuery = (id: string) =>
  queryOptions({
    queryKey: dashboardKeys.visualizationData(id),
    queryFn: ({ signal }) => api.get<VisualizationData>(`/dashboards/visualizations/${encodeURIComponent(id)}/data/`, { signal, silent: true }),
  });

/** GET /dashboards/visualizations/available-fields/: the same for every dashboard. */
export const availableFieldsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.availableFields,
    queryFn: ({ signal }) => api.get<AvailableFields>('/dashboards/visualizations/available-fields/', { signal }),
    staleTime: Infinity,
  });
