import type { Dashboard } from '@oversight/shared/dashboards/dashboards.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /dashboards/{id}/ (silent: the page says "not found" itself). */
export const dashboardQuery = (id: string) =>
  queryOptions({
    queryKey: dashboardKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<Dashboard>(`/dashboards/${encodeURIComponent(id)}/`, { signal, silent: true }),
  });
