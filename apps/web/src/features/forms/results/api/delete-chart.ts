import { api } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/use-write';
import { resultsKeys } from './keys';

/** DELETE /surveys/charts/{id}/ */
export const deleteChart = (chartId: string) =>
  api.delete('DELETE /surveys/charts/{id}/', { path: { id: chartId } });

/** Deletes a saved chart of the form's results; its saved charts are read again. */
export const useDeleteChart = (formId: string) => useWrite(deleteChart, [resultsKeys.charts(formId)]);
