import type {
  BulkCreateColumnMappingsBody,
  BulkUpdateDataSourcesBody,
  ColumnMapping,
  CreateDataSourceBody,
  DataSource,
} from '@oversight/shared/dashboards/data-sources.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /dashboards/data-sources/?dashboard_id= (silent: the panel says what went wrong). */
export const dataSourcesQuery = (dashboardId: string) =>
  queryOptions({
    queryKey: dashboardKeys.dataSources(dashboardId),
    queryFn: ({ signal }) =>
      api.get<{ results: DataSource[] }>('/dashboards/data-sources/', {
        params: { dashboard_id: dashboardId },
        signal,
        silent: true,
      }),
  });

/** POST /dashboards/data-sources/ (silent: the form shows what was wrong). */
export const createDataSource = (body: CreateDataSourceBody) =>
  api.post<DataSource>('/dashboards/data-sources/', body, { silent: true });

/** POST /dashboards/data-sources/{id}/dataset/: a CSV or XLSX replaces the dataset's rows. */
export function uploadDataset(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<DataSource>(`/dashboards/data-sources/${encodeURIComponent(id)}/dataset/`, form, {
    silent: true,
  });
}

/** POST /dashboards/data-sources/bulk_update_data_sources/ (names, dataset column types). */
export const bulkUpdateDataSources = (body: BulkUpdateDataSourcesBody) =>
  api.post<{ results: DataSource[] }>('/dashboards/data-sources/bulk_update_data_sources/', body, {
    silent: true,
  });

export const deleteDataSource = (id: string) =>
  api.delete<null>(`/dashboards/data-sources/${encodeURIComponent(id)}/`, { silent: true });

/** GET /dashboards/visualizations/{id}/visualization_data_column_mappings/ */
export const chartMappingsQuery = (visualizationId: string) =>
  queryOptions({
    queryKey: dashboardKeys.mappings(visualizationId),
    queryFn: ({ signal }) =>
      api.get<{ results: ColumnMapping[] }>(
        `/dashboards/visualizations/${encodeURIComponent(visualizationId)}/visualization_data_column_mappings/`,
        { signal, silent: true },
      ),
  });

/** POST /dashboards/column-mappings/bulk_create_column_mappings/ (replace: the chart's whole set). */
export const bulkCreateColumnMappings = (body: BulkCreateColumnMappingsBody) =>
  api.post<{ results: ColumnMapping[] }>('/dashboards/column-mappings/bulk_create_column_mappings/', body, {
    silent: true,
  });

/** Forms and plans a source can be made of (their own lists; features do not import each other). */
export const formChoicesQuery = () =>
  queryOptions({
    queryKey: ['dashboards', 'form-choices'],
    queryFn: ({ signal }) =>
      api.get<{ results: { id: string; name: string }[] }>('/surveys/organization-surveys/', {
        params: { limit: 100 },
        signal,
        silent: true,
      }),
  });
export const planChoicesQuery = () =>
  queryOptions({
    queryKey: ['dashboards', 'plan-choices'],
    queryFn: ({ signal }) =>
      api.get<{ results: { id: string; name: string }[] }>('/plans/', {
        params: { limit: 100 },
        signal,
        silent: true,
      }),
  });
