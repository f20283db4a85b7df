import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshProjectLists } from './keys';

export const DELETED_PAGE_SIZE = 25;

/** GET /projects/deleted/: the organisation's deleted projects it may still restore (under 'workspace': writes refresh it). */
export const deletedProjectsQuery = (page: number) =>
  queryOptions({
    queryKey: ['workspace', 'deleted-projects', page] as const,
    queryFn: ({ signal }) =>
      api.get('GET /projects/deleted/', {
        params: { limit: DELETED_PAGE_SIZE, offset: (page - 1) * DELETED_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** DELETE /projects/{id}/: hidden at once, restorable by the organisation for 30 days. */
export const deleteProject = (id: string) => api.delete('DELETE /projects/{id}/', { path: { id } });

/** POST /projects/{id}/restore/: back as it was (published or a draft). */
export const restoreProject = (id: string) =>
  api.post('POST /projects/{id}/restore/', undefined, { path: { id } });

/** Deletes a project; the lists are read again before the mutation settles. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProject, onSuccess: () => refreshProjectLists(queryClient) });
}

/** Restores a deleted project; the lists are read again before the mutation settles. */
export function useRestoreProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreProject, onSuccess: () => refreshProjectLists(queryClient) });
}
