import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /dashboards/visualizations/{id}/ */
export const deleteVisualization = (id: string) =>
  api.delete('DELETE /dashboards/visualizations/{id}/', { path: { id } });
import { dashboardKeys } from './keys';

/** Deletes a chart; its dashboard's charts are read again before the mutation settles. */
export function useDeleteVisualization(dashboardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVisualization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.visualizations(dashboardId) }),
  });
}
