/** Query keys of a form's results; under 'forms', so never kept on the device's disk (forms/api/keys.ts). */
export const resultsKeys = {
  all: (id: string) => ['forms', 'results', id] as const,
  fields: (id: string) => ['forms', 'results', id, 'fields'] as const,
  summary: (id: string) => ['forms', 'results', id, 'summary'] as const,
  summaryTask: (taskId: string) => ['forms', 'results', 'task', taskId] as const,
  crossTab: (id: string, params: object) => ['forms', 'results', id, 'cross-tab', params] as const,
  charts: (id: string) => ['forms', 'results', id, 'charts'] as const,
};
