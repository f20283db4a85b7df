import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateVisualizationBody,
  UpdateVisualizationBody,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { api } from '../../../lib/api-client';

/** PATCH /dashboards/visualizations/{id}/ (silent: the form shows what was wrong). */
export const updateVisualization = (id: string, body: UpdateVisualizationBody) =>
  api.patch('PATCH /dashboards/visualizations/{id}/', body, { path: { id }, silent: true });
import { createVisualization } from './create-visualization';
import { dashboardKeys } from './keys';

/**
 * Creates a chart on `dashboardId`, or edits the one with `id`; the dashboard, its charts and the chart's numbers are
 * read again before the mutation settles.
 */
export function useSaveVisualization(dashboardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: { id: string; body: UpdateVisualizationBody } | { body: CreateVisualizationBody }) =>
      'id' in write ? updateVisualization(write.id, write.body) : createVisualization(write.body),
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.visualizations(dashboardId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.visualizationData(saved.id) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.detail(dashboardId) }),
      ]),
  });
}
