import { api } from '../../../../lib/api-client';

/** DELETE /surveys/report-templates/{id}/ (reports made from it stay). */
export const deleteTemplate = (id: string) =>
  api.delete('DELETE /surveys/report-templates/{id}/', { path: { id } });
