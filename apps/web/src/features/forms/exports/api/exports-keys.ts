/** Under 'forms' so they are never kept on the device (features/forms/api/keys.ts). */
export const exportKeys = {
  list: (formId: string) => ['forms', 'exports', formId] as const,
  status: (taskId: string) => ['forms', 'export-status', taskId] as const,
};
