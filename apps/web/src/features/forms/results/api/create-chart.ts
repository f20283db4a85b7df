import type { CreateChartBody } from '@oversight/shared/surveys/results.schemas';
import { api } from '../../../../lib/api-client';

/** POST /surveys/{id}/visualizations/ */
export const createChart = (id: string, body: CreateChartBody) =>
  api.post('POST /surveys/{id}/visualizations/', body, { path: { id } });
