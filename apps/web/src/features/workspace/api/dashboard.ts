import type { MdaDashboard, ProjectUpdateEntry } from '@oversight/shared/projects/organization-projects.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys, type Page } from './keys';

/** GET /users/mda-dashboard/?year */
export const mdaDashboardQuery = (year: number | null) =>
  queryOptions({
    queryKey: workspaceKeys.dashboard(year),
    queryFn: ({ signal }) => api.get<MdaDashboard>('/users/mda-dashboard/', { params: year ? { year } : {}, signal }),
  });

/** GET /users/organizations/dashboard-updates/: the change log. */
export const dashboardUpdatesQuery = (params: { project?: string; action?: string; limit?: number; offset?: number }) =>
  queryOptions({
    queryKey: workspaceKeys.updates(params),
    queryFn: ({ signal }) => api.get<Page<ProjectUpdateEntry>>('/users/organizations/dashboard-updates/', { params, signal }),
    placeholderData: keepPreviousData,
  });
