import type {
  CreateVisualizationBody,
  Visualization,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { api } from '../../../lib/api-client';

/** POST /dashboards/visualizations/ (silent: the form shows what was wrong). */
export const createVisualization = (body: CreateVisualizationBody) =>
  api.post<Visualization>('/dashboards/visualizations/', body, { silent: true });
