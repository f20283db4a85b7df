import type { QueryOf } from '@oversight/shared/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api, type ParamsOf } from '../../../lib/api-client';
import { formKeys } from './keys';

export const FORMS_PAGE_SIZE = 25;

/** The form list's query (surveyPageQuerySchema): its filters with the page. */
export type FormListParams = ParamsOf<'GET /surveys/organization-surveys/'>;

/** GET /surveys/organization-surveys/: the organisation's forms and those shared with the caller. */
export const formsQuery = (params: FormListParams) =>
  queryOptions({
    queryKey: formKeys.list(params),
    queryFn: ({ signal }) => api.get('GET /surveys/organization-surveys/', { params, signal }),
  });

/** GET /surveys/{id}/: the form with its sections and questions. */
export const formQuery = (id: string) =>
  queryOptions({
    queryKey: formKeys.detail(id),
    queryFn: ({ signal }) => api.get('GET /surveys/{id}/', { path: { id }, signal }),
  });

/** GET /surveys/groups/: the organisation's form groups and those shared with the caller. */
export const formGroupsQuery = (params: Pick<QueryOf<'GET /surveys/groups/'>, 'access_type'> = {}) =>
  queryOptions({
    queryKey: formKeys.groups(params),
    queryFn: ({ signal }) =>
      api.get('GET /surveys/groups/', { params: { ...params, ordering: 'name', limit: 100 }, signal }),
  });
