import type { ProjectMapPoint } from '@oversight/shared/projects/projects.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** GET /projects/?format=map: every matching published project as a compact point, for the clustered map. */
export const projectMapPointsQuery = (filters: QueryParams) =>
  queryOptions({
    queryKey: projectKeys.map(filters),
    queryFn: ({ signal }) =>
      api.get<ProjectMapPoint[]>('/projects/', { params: { ...filters, format: 'map' }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60 * 1000,
  });
