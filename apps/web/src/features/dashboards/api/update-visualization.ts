import type { UpdateVisualizationBody } from '@oversight/shared/dashboards/visualizations.schemas';
import { api } from '../../../lib/api-client';

/** PATCH /dashboards/visualizations/{id}/ (silent: the form shows what was wrong). */
export const updateVisualization = (id: string, body: UpdateVisualizationBody) =>
  api.patch('PATCH /dashboards/visualizations/{id}/', body, { path: { id }, silent: true });
