/** Query keys of the dashboards feature; answers depend on the current organisation (X-Organization-Id). */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  list: (params: object) => ['dashboards', 'list', params] as const,
  detail: (id: string) => ['dashboards', 'detail', id] as const,
  visualizations: (dashboardId: string) => ['dashboards', 'visualizations', dashboardId] as const,
  visualizationData: (id: string) => ['dashboards', 'visualization-data', id] as const,
  availableFields: ['dashboards', 'available-fields'] as const,
};

export const DASHBOARDS_PAGE_SIZE = 12;
