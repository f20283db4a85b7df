/** Under 'forms' so they are never kept on the device (features/forms/api/keys.ts). */
export const reportKeys = {
  templates: (formId: string) => ['forms', 'report-templates', formId] as const,
  template: (id: string) => ['forms', 'report-template', id] as const,
  reports: (formId: string) => ['forms', 'reports', formId] as const,
  task: (taskId: string) => ['forms', 'report-task', taskId] as const,
  preview: (formId: string, body: unknown) => ['forms', 'report-preview', formId, body] as const,
};
