import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The bulk change takes at most this many ids at a time. */
const CHUNK = 1000;

/**
 * Publishes projects an import created, through PATCH /projects/bulk_update/ (the server checks the caller may
 * change each one, as for "Publish" on the projects list), at most 1000 at a time.
 */
export async function publishProjects(publicIds: string[]) {
  for (let start = 0; start < publicIds.length; start += CHUNK)
    await api.patch('PATCH /projects/bulk_update/', {
      project_ids: publicIds.slice(start, start + CHUNK),
      data: { is_published: true },
    });
}

/**
 * Publishes an import's drafts; afterwards (published or not, a chunk may have gone through) the workspace's and the
 * public project lists are read again.
 */
export function usePublishProjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishProjects,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['workspace'] }),
        queryClient.invalidateQueries({ queryKey: ['projects'] }),
      ]),
  });
}
