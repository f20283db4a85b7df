import { endpoint, noContentSchema, type EndpointMap } from '../endpoint.js';
import {
  createDashboardBodySchema,
  dashboardIdParamsSchema,
  dashboardPageSchema,
  dashboardSchema,
  updateDashboardBodySchema,
} from './dashboards.schemas.js';
import {
  bulkCreateColumnMappingsBodySchema,
  bulkUpdateDataSourcesBodySchema,
  columnMappingListSchema,
  createDataSourceBodySchema,
  dashboardFiltersSchema,
  dataSourceIdParamsSchema,
  dataSourceListQuerySchema,
  dataSourceListSchema,
  dataSourceSchema,
  publicLinkSchema,
  publicLinkStateSchema,
  publicTokenParamsSchema,
  publicVisualizationParamsSchema,
} from './data-sources.schemas.js';
import {
  availableFieldsQuerySchema,
  availableFieldsSchema,
  createVisualizationBodySchema,
  publicDashboardSchema,
  updateVisualizationBodySchema,
  visualizationDataSchema,
  visualizationIdParamsSchema,
  visualizationPageSchema,
  visualizationSchema,
} from './visualizations.schemas.js';

/** Dashboards' endpoints (dashboards, visualizations, data sources, public links) in the typed route map. */
export const dashboardsEndpoints = {
  'GET /dashboards/': endpoint({ response: dashboardPageSchema }),
  'POST /dashboards/': endpoint({ body: createDashboardBodySchema, response: dashboardSchema }),
  'GET /dashboards/{id}/': endpoint({ params: dashboardIdParamsSchema, response: dashboardSchema }),
  'PATCH /dashboards/{id}/': endpoint({
    params: dashboardIdParamsSchema,
    body: updateDashboardBodySchema,
    response: dashboardSchema,
  }),
  'DELETE /dashboards/{id}/': endpoint({ params: dashboardIdParamsSchema, response: noContentSchema }),
  'GET /dashboards/visualizations/': endpoint({ response: visualizationPageSchema }),
  'POST /dashboards/visualizations/': endpoint({
    body: createVisualizationBodySchema,
    response: visualizationSchema,
  }),
  'GET /dashboards/visualizations/available-fields/': endpoint({
    query: availableFieldsQuerySchema,
    response: availableFieldsSchema,
  }),
  'GET /dashboards/visualizations/{id}/': endpoint({
    params: visualizationIdParamsSchema,
    response: visualizationSchema,
  }),
  'PATCH /dashboards/visualizations/{id}/': endpoint({
    params: visualizationIdParamsSchema,
    body: updateVisualizationBodySchema,
    response: visualizationSchema,
  }),
  'DELETE /dashboards/visualizations/{id}/': endpoint({
    params: visualizationIdParamsSchema,
    response: noContentSchema,
  }),
  'GET /dashboards/visualizations/{id}/data/': endpoint({
    params: visualizationIdParamsSchema,
    query: dashboardFiltersSchema,
    response: visualizationDataSchema,
  }),
  'GET /dashboards/visualizations/{id}/visualization_data_column_mappings/': endpoint({
    params: visualizationIdParamsSchema,
    response: columnMappingListSchema,
  }),
  'GET /dashboards/data-sources/': endpoint({
    query: dataSourceListQuerySchema,
    response: dataSourceListSchema,
  }),
  'POST /dashboards/data-sources/': endpoint({
    body: createDataSourceBodySchema,
    response: dataSourceSchema,
  }),
  'POST /dashboards/data-sources/bulk_update_data_sources/': endpoint({
    body: bulkUpdateDataSourcesBodySchema,
    response: dataSourceListSchema,
  }),
  'POST /dashboards/data-sources/{id}/dataset/': endpoint({ response: dataSourceSchema }),
  'DELETE /dashboards/data-sources/{id}/': endpoint({
    params: dataSourceIdParamsSchema,
    response: noContentSchema,
  }),
  'POST /dashboards/column-mappings/bulk_create_column_mappings/': endpoint({
    body: bulkCreateColumnMappingsBodySchema,
    response: columnMappingListSchema,
  }),
  'GET /dashboards/{id}/public-link/': endpoint({
    params: dashboardIdParamsSchema,
    response: publicLinkStateSchema,
  }),
  'POST /dashboards/{id}/public-link/': endpoint({
    params: dashboardIdParamsSchema,
    response: publicLinkSchema,
  }),
  'DELETE /dashboards/{id}/public-link/': endpoint({
    params: dashboardIdParamsSchema,
    response: noContentSchema,
  }),
  'GET /dashboards/public/{token}/': endpoint({
    params: publicTokenParamsSchema,
    response: publicDashboardSchema,
  }),
  'GET /dashboards/public/{token}/visualizations/{id}/data/': endpoint({
    params: publicVisualizationParamsSchema,
    query: dashboardFiltersSchema,
    response: visualizationDataSchema,
  }),
} as const satisfies EndpointMap;
