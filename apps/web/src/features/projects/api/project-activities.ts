import type { ProjectActivity } from '@oversight/shared/projects/projects.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page } from './page';
import { projectKeys } from './keys';

export const ACTIVITY_PAGE_SIZE = 25;

/** GET /projects/{id}/activities/: the project's history of changes, newest first. */
export const projectActivitiesQuery = (id: string, offset = 0) =>
  queryOptions({
    queryKey: projectKeys.activities(id, offset),
    queryFn: ({ signal }) =>
      api.get<Page<ProjectActivity>>(`/projects/${encodeURIComponent(id)}/activities/`, {
        params: { limit: ACTIVITY_PAGE_SIZE, offset },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
