import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDashboardBody,
  UpdateDashboardBody,
} from '@oversight/shared/dashboards/dashboards.schemas';
import { api } from '../../../lib/api-client';

/** PATCH /dashboards/{id}/ (silent: the form shows what was wrong). */
export const updateDashboard = (id: string, body: UpdateDashboardBody) =>
  api.patch('PATCH /dashboards/{id}/', body, { path: { id }, silent: true });
import { createDashboard } from './create-dashboard';
import { dashboardKeys } from './keys';

/** Creates a dashboard, or edits the one with `id`; the answer is its detail, and the lists are read again. */
export function useSaveDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: UpdateDashboardBody & CreateDashboardBody }) =>
      id ? updateDashboard(id, body) : createDashboard(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(dashboardKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
