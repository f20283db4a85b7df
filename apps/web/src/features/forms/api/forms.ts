import type { Survey, SurveyDetail, SurveyGroup } from '@oversight/shared/surveys/surveys.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formKeys, type Page } from './keys';

export const FORMS_PAGE_SIZE = 25;

export type FormListParams = {
  filter_type?: 'all' | 'published' | 'unpublished' | 'archived';
  access_type?: 'all' | 'owned' | 'shared';
  name?: string;
  groups?: string;
  ordering?: string;
  limit?: number;
  offset?: number;
};

/** GET /surveys/organization-surveys/: the organisation's forms and those shared with the caller. */
export const formsQuery = (params: FormListParams) =>
  queryOptions({
    queryKey: formKeys.list(params),
    queryFn: ({ signal }) => api.get<Page<Survey>>('/surveys/organization-surveys/', { params, signal }),
  });

/** GET /surveys/{id}/: the form with its sections and questions. */
export const formQuery = (id: string) =>
  queryOptions({
    queryKey: formKeys.detail(id),
    queryFn: ({ signal }) => api.get<SurveyDetail>(`/surveys/${encodeURIComponent(id)}/`, { signal }),
  });

/** GET /surveys/groups/: the organisation's form groups and those shared with the caller. */
export const formGroupsQuery = (params: { access_type?: 'all' | 'owned' | 'shared' } = {}) =>
  queryOptions({
    queryKey: formKeys.groups(params),
    queryFn: ({ signal }) =>
      api.get<Page<SurveyGroup>>('/surveys/groups/', {
        params: { ...params, ordering: 'name', limit: 100 },
        signal,
      }),
  });
