import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { expectShape, isPage, isPoints } from '../../../lib/answer-shapes';
import { api, downloadFile, type ParamsOf } from '../../../lib/api-client';

type FacilityParams = ParamsOf<'GET /analytics/facilities/'>;
/** The screen's filters as GET /analytics/facilities/ reads them; each query sets its own format. */
type FacilityFilters = Omit<FacilityParams, 'limit' | 'offset' | 'format'>;

/** GET /analytics/facilities/: counts by type, state, sector and status, and a page of the table. */
export const facilityAnalyticsQuery = (params: Omit<FacilityParams, 'format'>) =>
  queryOptions({
    queryKey: ['analytics', 'facilities', params] as const,
    queryFn: async ({ signal }) =>
      expectShape(
        await api.get('GET /analytics/facilities/', { params, signal }),
        isPage,
        'GET /analytics/facilities/',
      ),
    placeholderData: keepPreviousData,
  });

/** format=map: the located facilities for the map (up to the server's cap). */
export const facilityPointsQuery = (params: FacilityFilters) =>
  queryOptions({
    queryKey: ['analytics', 'facility-points', params] as const,
    queryFn: async ({ signal }) =>
      expectShape(
        await api.get('GET /analytics/facilities/', { params: { ...params, format: 'map' }, signal }),
        isPoints,
        'GET /analytics/facilities/?format=map',
      ),
    placeholderData: keepPreviousData,
  });

export const downloadFacilities = (params: FacilityFilters) =>
  downloadFile('GET /analytics/facilities/', 'facilities.csv', {
    params: { ...params, format: 'csv' },
  });
