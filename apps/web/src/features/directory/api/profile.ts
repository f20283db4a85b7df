import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const PROFILE_PROJECTS_PAGE_SIZE = 24;

/** GET /users/profiles/{id}/: a person, or an organisation with its figures and a page of its projects. */
export const profileQuery = (id: string, offset = 0) =>
  queryOptions({
    queryKey: ['directory', 'profile', id, offset] as const,
    queryFn: ({ signal }) =>
      api.get('GET /users/profiles/{id}/', {
        path: { id },
        params: { offset, limit: PROFILE_PROJECTS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
