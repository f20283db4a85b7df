import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../lib/api-client';
import { expectShape, isClusters, isList } from '../../../lib/answer-shapes';
import { mapViewParams, type MapView } from '../components/map-view';
import { projectKeys } from './keys';

/** GET /projects/?format=map: every matching published project as a compact point (a project's own places). */
export const projectMapPointsQuery = (filters: QueryParams) =>
  queryOptions({
    queryKey: projectKeys.map(filters),
    queryFn: async ({ signal }) =>
      expectShape(
        await api.get('GET /projects/', { params: { ...filters, format: 'map' }, signal }),
        isList,
        'GET /projects/?format=map',
      ),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60 * 1000,
  });

/**
 * GET /projects/?format=clusters: the clusters and single projects of one map view, clustered on the server (a few
 * KB per view instead of every point of the country). The previous view's markers stay while the next one loads.
 */
export const projectClustersQuery = (filters: QueryParams, view: MapView | null) =>
  queryOptions({
    queryKey: projectKeys.clusters(filters, view),
    queryFn: async ({ signal }) =>
      expectShape(
        await api.get('GET /projects/', {
          params: { ...filters, format: 'clusters', ...mapViewParams(view!) },
          signal,
          silent: true,
        }),
        isClusters,
        'GET /projects/?format=clusters',
      ),
    enabled: view !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
  });
