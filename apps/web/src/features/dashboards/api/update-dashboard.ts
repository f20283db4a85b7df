import type { Dashboard, UpdateDashboardBody } from '@oversight/shared/dashboards/dashboards.schemas';
import { api } from '../../../lib/api-client';

/** PATCH /dashboards/{id}/ (silent: the form shows what was wrong). */
export const updateDashboard = (id: string, body: UpdateDashboardBody) =>
  api.patch<Dashboard>(`/dashboards/${encodeURIComponent(id)}/`, body, { silent: true });
