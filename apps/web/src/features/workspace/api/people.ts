import type { Subordinate, SubordinateDetail } from '@oversight/shared/collaboration/subordinates.schemas';
import type { ContractorCard } from '@oversight/shared/projects/organization-projects.schemas';
import type { OrganizationCard, ProjectSearch } from '@oversight/shared/projects/projects.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceKeys, type Page } from './keys';

/** GET /users/subordinate/: ministries and agencies under the organisation. */
export const subordinatesQuery = (params: { query?: string; account_type?: string; offset?: number }) =>
  queryOptions({
    queryKey: workspaceKeys.subordinates(params),
    queryFn: ({ signal }) => api.get<Page<Subordinate>>('/users/subordinate/', { params, signal }),
    placeholderData: keepPreviousData,
  });

export const subordinateDetailQuery = (id: string, type: 'MINISTRY' | 'AGENCY', year: number | null) =>
  queryOptions({
    queryKey: workspaceKeys.subordinate(id, type, year),
    queryFn: ({ signal }) =>
      api.get<SubordinateDetail>(
        `/users/subordinate/${id}/${type === 'MINISTRY' ? 'ministry' : 'agency'}-detail/`,
        {
          params: year ? { year } : {},
          signal,
        },
      ),
  });

export const createSubordinate = (body: Record<string, unknown>) =>
  api.post<Subordinate & { password: string }>('/users/subordinate/', body);
export const updateSubordinate = (id: string, body: Record<string, unknown>) =>
  api.patch<Subordinate>(`/users/subordinate/${id}/`, body);
export const deleteSubordinate = (id: string) => api.delete<undefined>(`/users/subordinate/${id}/`);
export const regeneratePassword = (id: string) =>
  api.post<{ detail: string; password: string }>(`/users/subordinate/${id}/regen_password/`);

export const inviteContractor = (body: { name: string; email: string; rc_number?: string }) =>
  api.post<ContractorCard>('/users/contractor/', body);

/** Contractors by name: the contractors bucket of GET /projects/search/. */
export const contractorSearchQuery = (text: string) =>
  queryOptions({
    queryKey: workspaceKeys.contractorSearch(text),
    queryFn: async ({ signal }): Promise<OrganizationCard[]> =>
      (await api.get<ProjectSearch>('/projects/search/', { params: { query: text, limit: 10 }, signal }))
        .contractors.data,
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
