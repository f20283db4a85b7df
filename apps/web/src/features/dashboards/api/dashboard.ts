import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /dashboards/{id}/ (silent: the page says "not found" itself). */
export const dashboardQuery = (id: string) =>
  queryOptions({
    queryKey: dashboardKeys.detail(id),
    queryFn: ({ signal }) => api.get('GET /dashboards/{id}/', { path: { id }, signal, silent: true }),
  });
