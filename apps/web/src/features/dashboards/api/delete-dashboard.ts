import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /dashboards/{id}/ */
export const deleteDashboard = (id: string) => api.delete('DELETE /dashboards/{id}/', { path: { id } });
import { dashboardKeys } from './keys';

/** Deletes a dashboard: its own answer is dropped and the lists are read again before the mutation settles. */
export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboard,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: dashboardKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
