import { queryOptions } from '@tanstack/react-query';
import type { DashboardFilters } from '@oversight/shared/dashboards/data-sources.schemas';
import { api } from '../../../lib/api-client';
import { filterParams } from '../hooks/use-dashboard-filters';
import { dashboardKeys } from './keys';

/** GET /dashboards/visualizations/?dashboard_id= (a dashboard holds at most 50 charts: one page). */
export const visualizationsQuery = (dashboardId: string) =>
  queryOptions({
    queryKey: dashboardKeys.visualizations(dashboardId),
    queryFn: ({ signal }) =>
      api.get('GET /dashboards/visualizations/', {
        params: { dashboard_id: dashboardId, limit: 50 },
        signal,
      }),
  });

/** GET /dashboards/visualizations/{id}/data/ with the dashboard's filters (silent: the chart shows its own error). */
export const visualizationDataQuery = (id: string, filters: DashboardFilters = {}) =>
  queryOptions({
    queryKey: dashboardKeys.visualizationData(id, filters),
    queryFn: ({ signal }) =>
      api.get('GET /dashboards/visualizations/{id}/data/', {
        path: { id },
        params: filterParams(filters),
        signal,
        silent: true,
      }),
  });

/** GET available-fields/?data_source_id=: one source's fields. */
export const sourceFieldsQuery = (dataSourceId: string) =>
  queryOptions({
    queryKey: dashboardKeys.sourceFields(dataSourceId),
    queryFn: ({ signal }) =>
      api.get('GET /dashboards/visualizations/available-fields/', {
        params: { data_source_id: dataSourceId },
        signal,
        silent: true,
      }),
  });

/** GET /dashboards/visualizations/available-fields/: the same for every dashboard. */
export const availableFieldsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.availableFields,
    queryFn: ({ signal }) => api.get('GET /dashboards/visualizations/available-fields/', { signal }),
    staleTime: Infinity,
  });
