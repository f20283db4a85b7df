import type { CreateVisualizationBody } from '@oversight/shared/dashboards/visualizations.schemas';
import { api } from '../../../lib/api-client';

/** POST /dashboards/visualizations/ (silent: the form shows what was wrong). */
export const createVisualization = (body: CreateVisualizationBody) =>
  api.post('POST /dashboards/visualizations/', body, { silent: true });
