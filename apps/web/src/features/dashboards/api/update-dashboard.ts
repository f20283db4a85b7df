import type { UpdateDashboardBody } from '@oversight/shared/dashboards/dashboards.schemas';
import { api } from '../../../lib/api-client';

/** PATCH /dashboards/{id}/ (silent: the form shows what was wrong). */
export const updateDashboard = (id: string, body: UpdateDashboardBody) =>
  api.patch('PATCH /dashboards/{id}/', body, { path: { id }, silent: true });
