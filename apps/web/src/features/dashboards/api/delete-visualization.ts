import { api } from '../../../lib/api-client';

/** DELETE /dashboards/visualizations/{id}/ */
export const deleteVisualization = (id: string) =>
  api.delete<null>(`/dashboards/visualizations/${encodeURIComponent(id)}/`);
