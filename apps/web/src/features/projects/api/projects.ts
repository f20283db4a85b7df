import type { ProjectPage } from '@oversight/shared/projects/projects.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, buildUrl, type QueryParams } from '../../../lib/api-client';
import { expectShape, isPage } from '../../../lib/answer-shapes';
import { useAuthStore } from '../../../lib/auth-store';
import { takeInitialData } from '../../../lib/initial-data';
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
    queryFn: async ({ signal }) =>
      expectShape(
        await api.get('GET /projects/', { params: { ...filters, offset, limit }, signal }),
        isPage,
        'GET /projects/',
      ),
    placeholderData: keepPreviousData,
    // A visitor's first discover list comes with the page (the API's discoverPageMeta), keyed by the query's sorted
    // parameters; signed-in readers ask for their own.
    initialData: () =>
      useAuthStore.getState().user
        ? undefined
        : takeInitialData<ProjectPage>(initialDataKey({ ...filters, offset, limit })),
  });

/** `projects:` and the query's parameters as sent, sorted: `projects:limit=12&offset=0`. */
export function initialDataKey(params: QueryParams): string {
  const query = buildUrl('', params).split('?')[1] ?? '';
  return `projects:${query.split('&').sort().join('&')}`;
}
