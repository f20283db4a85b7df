import type { ProjectDetail } from '@oversight/shared/projects/projects.schemas';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { takeInitialData } from '../../../lib/initial-data';
import { projectKeys } from './keys';

/** GET /projects/{id}/ (the server counts a view). A 404 shows the screen's own message, not a toast. */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => api.get('GET /projects/{id}/', { path: { id }, signal, silent: true }),
    // A visitor's first screen comes with the page (the server wrote the public project into it); it is read again
    // at once in the background (stale from the start), which counts the view. Signed-in readers wait for their own
    // answer (what it says about them, eyemarked, would flicker otherwise).
    initialData: () =>
      useAuthStore.getState().user ? undefined : takeInitialData<ProjectDetail>(`project:${id}`),
    initialDataUpdatedAt: 0,
    // Each visit is a view, and what it says about the reader (eyemarked) may have changed: read it again.
    staleTime: 0,
    // With no network the request still goes out: the service worker answers from its copy (sw.ts, reading).
    networkMode: 'offlineFirst',
  });

/**
 * Reads a project again, for what changed it from elsewhere: a post or review sent (now or from the device's queue),
 * the reader signing in or out (what it says about them).
 */
export function useRefreshProject() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string) => queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) }),
    [queryClient],
  );
}
