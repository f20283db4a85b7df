import type {
  BulkCreateColumnMappingsBody,
  BulkUpdateDataSourcesBody,
  CreateDataSourceBody,
} from '@oversight/shared/dashboards/data-sources.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { dashboardKeys } from './keys';

/** GET /dashboards/data-sources/?dashboard_id= (silent: the panel says what went wrong). */
export const dataSourcesQuery = (dashboardId: string) =>
  queryOptions({
    queryKey: dashboardKeys.dataSources(dashboardId),
    queryFn: ({ signal }) =>
      api.get('GET /dashboards/data-sources/', {
        params: { dashboard_id: dashboardId },
        signal,
        silent: true,
      }),
  });

/** POST /dashboards/data-sources/ (silent: the form shows what was wrong). */
export const createDataSource = (body: CreateDataSourceBody) =>
  api.post('POST /dashboards/data-sources/', body, { silent: true });

/** POST /dashboards/data-sources/{id}/dataset/: a CSV or XLSX replaces the dataset's rows. */
export function uploadDataset(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post('POST /dashboards/data-sources/{id}/dataset/', form, {
    path: { id },
    silent: true,
  });
}

/** POST /dashboards/data-sources/bulk_update_data_sources/ (names, dataset column types). */
export const bulkUpdateDataSources = (body: BulkUpdateDataSourcesBody) =>
  api.post('POST /dashboards/data-sources/bulk_update_data_sources/', body, {
    silent: true,
  });

export const deleteDataSource = (id: string) =>
  api.delete('DELETE /dashboards/data-sources/{id}/', { path: { id }, silent: true });

/**
 * Adds a source to the dashboard; a dataset's file is uploaded with it, and a source whose file is refused goes again
 * (a source without rows is of no use) before the file's problem is thrown. The dashboard's sources are read again.
 */
export const useCreateDataSource = (dashboardId: string) =>
  useWrite(
    async ({ body, file }: { body: CreateDataSourceBody; file?: File | null }) => {
      const created = await createDataSource(body);
      if (body.kind === 'dataset' && file) {
        try {
          await uploadDataset(created.id, file);
        } catch (error) {
          await deleteDataSource(created.id).catch(() => undefined);
          throw error;
        }
      }
      return created;
    },
    [dashboardKeys.dataSources(dashboardId)],
  );

/** A change to a dataset source (its columns, its rows): the sources, the charts' numbers and its fields are read again. */
const sourceStale = (source: { id: string; dashboard_id: string }) => [
  dashboardKeys.dataSources(source.dashboard_id),
  ['dashboards', 'visualization-data'],
  dashboardKeys.sourceFields(source.id),
];
export const useBulkUpdateDataSources = (source: { id: string; dashboard_id: string }) =>
  useWrite(bulkUpdateDataSources, sourceStale(source));
export const useUploadDataset = (source: { id: string; dashboard_id: string }) =>
  useWrite((file: File) => uploadDataset(source.id, file), sourceStale(source));

/** Removes a source; the dashboard's sources and charts are read again. */
export const useDeleteDataSource = (dashboardId: string) =>
  useWrite(deleteDataSource, [
    dashboardKeys.dataSources(dashboardId),
    dashboardKeys.visualizations(dashboardId),
  ]);

/** GET /dashboards/visualizations/{id}/visualization_data_column_mappings/ */
export const chartMappingsQuery = (visualizationId: string) =>
  queryOptions({
    queryKey: dashboardKeys.mappings(visualizationId),
    queryFn: ({ signal }) =>
      api.get('GET /dashboards/visualizations/{id}/visualization_data_column_mappings/', {
        path: { id: visualizationId },
        signal,
        silent: true,
      }),
  });

/** POST /dashboards/column-mappings/bulk_create_column_mappings/ (replace: the chart's whole set). */
export const bulkCreateColumnMappings = (body: BulkCreateColumnMappingsBody) =>
  api.post('POST /dashboards/column-mappings/bulk_create_column_mappings/', body, {
    silent: true,
  });

/** Forms and plans a source can be made of (their own lists; features do not import each other). */
export const formChoicesQuery = () =>
  queryOptions({
    queryKey: ['dashboards', 'form-choices'],
    queryFn: ({ signal }) =>
      api.get('GET /surveys/organization-surveys/', {
        params: { limit: 100 },
        signal,
        silent: true,
      }),
  });
export const planChoicesQuery = () =>
  queryOptions({
    queryKey: ['dashboards', 'plan-choices'],
    queryFn: ({ signal }) =>
      api.get('GET /plans/', {
        params: { limit: 100 },
        signal,
        silent: true,
      }),
  });
