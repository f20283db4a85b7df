import type { ProjectDetail } from '@oversight/shared/projects/projects.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** GET /projects/{id}/ (the server counts a view). A 404 shows the screen's own message, not a toast. */
export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<ProjectDetail>(`/projects/${encodeURIComponent(id)}/`, { signal, silent: true }),
    // Each visit is a view, and what it says about the reader (eyemarked) may have changed: read it again.
    staleTime: 0,
  });
