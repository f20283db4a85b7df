import type {
  UpdateVisualizationBody,
  Visualization,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { api } from '../../../lib/api-client';

/** PATCH /dashboards/visualizations/{id}/ (silent: the form shows what was wrong). */
export const updateVisualization = (id: string, body: UpdateVisualizationBody) =>
  api.patch<Visualization>(`/dashboards/visualizations/${encodeURIComponent(id)}/`, body, { silent: true });
