import { api } from '../../../lib/api-client';

/** DELETE /dashboards/visualizations/{id}/ */
export const deleteVisualization = (id: string) =>
  api.delete('DELETE /dashboards/visualizations/{id}/', { path: { id } });
