import type { ProjectPage } from '@oversight/shared/projects/projects.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../lib/api-client';
import { PROJECT_PAGE_SIZE, projectKeys } from './keys';

export interface ProjectListParams {
  /** Filter parameters (toProjectQuery) plus anything the screen adds (sector, ordering...). */
  filters: QueryParams;
  offset?: number;
  limit?: number;
}

/** GET /projects/: one page of published projects matching the filters. */
export const projectsQuery = ({ filters, offset = 0, limit = PROJECT_PAGE_SIZE }: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list({ ...filters, offset, limit }),
    queryFn: ({ signal }) =>
      api.get<ProjectPage>('/projects/', { params: { ...filters, offset, limit }, signal }),
    placeholderData: keepPreviousData,
  });
