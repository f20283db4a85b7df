import type { CreateChartBody } from '@oversight/shared/surveys/results.schemas';
import { api } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/use-write';
import { resultsKeys } from './keys';

/** POST /surveys/{id}/visualizations/ */
export const createChart = (id: string, body: CreateChartBody) =>
  api.post('POST /surveys/{id}/visualizations/', body, { path: { id } });

/** Saves a chart of the form's results; its saved charts are read again. */
export const useCreateChart = (formId: string) =>
  useWrite((body: CreateChartBody) => createChart(formId, body), [resultsKeys.charts(formId)]);
