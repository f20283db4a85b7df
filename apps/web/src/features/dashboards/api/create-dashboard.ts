import type { CreateDashboardBody } from '@oversight/shared/dashboards/dashboards.schemas';
import { api } from '../../../lib/api-client';

/** POST /dashboards/ (silent: the form shows what was wrong). */
export const createDashboard = (body: CreateDashboardBody) =>
  api.post('POST /dashboards/', body, { silent: true });
