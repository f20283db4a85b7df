import { api } from '../../../../lib/api-client';

/** DELETE /surveys/charts/{id}/ */
export const deleteChart = (chartId: string) =>
  api.delete('DELETE /surveys/charts/{id}/', { path: { id: chartId } });
