import { api } from '../../../../lib/api-client';

/** DELETE /surveys/charts/{id}/ */
export const deleteChart = (chartId: string) =>
  api.delete<null>(`/surveys/charts/${encodeURIComponent(chartId)}/`);
