import type { CitizenTable } from '@oversight/shared/analytics/analytics.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';

/** GET /users/analysis/: the caller's organisation's citizen figures (protected counts), for a year or the last 12 months. */
export const citizenAnalyticsQuery = (organizationId: string | null, year: string | null) =>
  queryOptions({
    queryKey: ['analytics', 'citizens', organizationId, year] as const,
    queryFn: ({ signal }) =>
      api.get('GET /users/analysis/', {
        params: { year: year ?? undefined },
        signal,
        silent: true,
      }),
    retry: false,
  });

/** One table of the citizen figures as CSV, as the server makes it. */
export const downloadCitizenTable = (table: CitizenTable, year: string | null) =>
  downloadFile('GET /users/analysis/', `citizens-${table}.csv`, {
    params: { format: 'csv', table, year: year ?? undefined },
  });
