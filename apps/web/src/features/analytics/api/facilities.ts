import type { FacilityAnalytics, FacilityPoints } from '@oversight/shared/analytics/analytics.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, downloadFile, type QueryParams } from '../../../lib/api-client';

/** GET /analytics/facilities/: counts by type, state, sector and status, and a page of the table. */
export const facilityAnalyticsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: ['analytics', 'facilities', params] as const,
    queryFn: ({ signal }) => api.get<FacilityAnalytics>('/analytics/facilities/', { params, signal }),
    placeholderData: keepPreviousData,
  });

/** format=map: the located facilities for the map (up to the server's cap). */
export const facilityPointsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: ['analytics', 'facility-points', params] as const,
    queryFn: ({ signal }) =>
      api.get<FacilityPoints>('/analytics/facilities/', { params: { ...params, format: 'map' }, signal }),
    placeholderData: keepPreviousData,
  });

export const downloadFacilities = (params: QueryParams) =>
  downloadFile('/analytics/facilities/', 'facilities.csv', {
    params: { ...params, format: 'csv', limit: undefined, offset: undefined },
  });
