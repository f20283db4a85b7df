import type { CreateDashboardBody, Dashboard } from '@oversight/shared/dashboards/dashboards.schemas';
import { api } from '../../../lib/api-client';

/** POST /dashboards/ (silent: the form shows what was wrong). */
export const createDashboard = (body: CreateDashboardBody) =>
  api.post<Dashboard>('/dashboards/', body, { silent: true });
