import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateVisualizationBody,
  UpdateVisualizationBody,
} from '@oversight/shared/dashboards/visualizations.schemas';
import type { BulkCreateColumnMappingsBody } from '@oversight/shared/dashboards/data-sources.schemas';
import { api } from '../../../lib/api-client';
import { showError } from '../../../lib/toasts';
import { useWrite } from '../../../lib/use-write';

/** PATCH /dashboards/visualizations/{id}/ (silent: the form shows what was wrong). */
export const updateVisualization = (id: string, body: UpdateVisualizationBody) =>
  api.patch('PATCH /dashboards/visualizations/{id}/', body, { path: { id }, silent: true });
import { createVisualization } from './create-visualization';
import { bulkCreateColumnMappings } from './data-sources';
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

/**
 * The chart builder's save: the chart (created, or edited when `id` is given: its name and type), then its whole set
 * of mappings under the saved chart's id (replacing the old). The dashboard's charts, the chart's numbers and its
 * mappings are read again before the mutation settles.
 */
export const useSaveChartWithMappings = (dashboardId: string) =>
  useWrite(
    async ({
      id,
      chart,
      mappings,
    }: {
      id?: string;
      chart: CreateVisualizationBody;
      mappings: Omit<BulkCreateColumnMappingsBody['column_mappings'][number], 'visualization_id'>[];
    }) => {
      const saved = id
        ? await updateVisualization(id, { name: chart.name, visualization_type: chart.visualization_type })
        : await createVisualization(chart);
      await bulkCreateColumnMappings({
        replace: true,
        column_mappings: mappings.map((mapping) => ({ ...mapping, visualization_id: saved.id })),
      }).catch((error: unknown) => {
        showError('Error creating column mappings');
        throw error;
      });
      return saved;
    },
    (saved) => [
      dashboardKeys.visualizations(dashboardId),
      dashboardKeys.visualizationData(saved.id),
      dashboardKeys.mappings(saved.id),
    ],
  );
