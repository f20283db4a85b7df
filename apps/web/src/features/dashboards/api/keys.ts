/** Query keys of the dashboards feature; answers depend on the current organisation (X-Organization-Id). */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  list: (params: object) => ['dashboards', 'list', params] as const,
  detail: (id: string) => ['dashboards', 'detail', id] as const,
  visualizations: (dashboardId: string) => ['dashboards', 'visualizations', dashboardId] as const,
  visualizationData: (id: string, filters?: object) =>
    filters
      ? (['dashboards', 'visualization-data', id, filters] as const)
      : (['dashboards', 'visualization-data', id] as const),
  availableFields: ['dashboards', 'available-fields'] as const,
  sourceFields: (dataSourceId: string) => ['dashboards', 'available-fields', dataSourceId] as const,
  dataSources: (dashboardId: string) => ['dashboards', 'data-sources', dashboardId] as const,
  mappings: (visualizationId: string) => ['dashboards', 'mappings', visualizationId] as const,
  publicLink: (dashboardId: string) => ['dashboards', 'public-link', dashboardId] as const,
};

export const DASHBOARDS_PAGE_SIZE = 12;
