import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

export const ACTIVITY_PAGE_SIZE = 25;

/** GET /projects/{id}/activities/: the project's history of changes, newest first. */
export const projectActivitiesQuery = (id: string, offset = 0) =>
  queryOptions({
    queryKey: projectKeys.activities(id, offset),
    queryFn: ({ signal }) =>
      api.get('GET /projects/{id}/activities/', {
        path: { id },
        params: { limit: ACTIVITY_PAGE_SIZE, offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
