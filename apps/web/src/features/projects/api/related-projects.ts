import type { Project, ProjectPage } from '@oversight/shared/projects/projects.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** GET /projects/{id}/related-projects/ (a page or a plain list, read both). */
export const relatedProjectsQuery = (id: string) =>
  queryOptions({
    queryKey: projectKeys.related(id),
    queryFn: async ({ signal }) => {
      const data = await api.get<ProjectPage | Project[]>(
        `/projects/${encodeURIComponent(id)}/related-projects/`,
        {
          signal,
          silent: true,
        },
      );
      return Array.isArray(data) ? data : data.results;
    },
  });
