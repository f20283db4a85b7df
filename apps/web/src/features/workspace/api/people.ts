import type { BodyOf } from '@oversight/shared/endpoints';
import type { OrganizationCard } from '@oversight/shared/projects/projects.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ParamsOf } from '../../../lib/api-client';
import { useWorkspaceWrite, workspaceKeys } from './keys';

/** GET /users/subordinate/: ministries and agencies under the organisation. */
export const subordinatesQuery = (params: ParamsOf<'GET /users/subordinate/'>) =>
  queryOptions({
    queryKey: workspaceKeys.subordinates(params),
    queryFn: ({ signal }) => api.get('GET /users/subordinate/', { params, signal }),
    placeholderData: keepPreviousData,
  });

export const subordinateDetailQuery = (id: string, type: 'MINISTRY' | 'AGENCY', year: number | null) =>
  queryOptions({
    queryKey: workspaceKeys.subordinate(id, type, year),
    queryFn: ({ signal }) =>
      api.get(
        type === 'MINISTRY'
          ? 'GET /users/subordinate/{id}/ministry-detail/'
          : 'GET /users/subordinate/{id}/agency-detail/',
        { path: { id }, params: year ? { year: String(year) } : {}, signal },
      ),
  });

export const createSubordinate = (body: BodyOf<'POST /users/subordinate/'>) =>
  api.post('POST /users/subordinate/', body);
export const updateSubordinate = (id: string, body: BodyOf<'PATCH /users/subordinate/{id}/'>) =>
  api.patch('PATCH /users/subordinate/{id}/', body, { path: { id } });
export const deleteSubordinate = (id: string) =>
  api.delete('DELETE /users/subordinate/{id}/', { path: { id } });
export const regeneratePassword = (id: string) =>
  api.post('POST /users/subordinate/{id}/regen_password/', undefined, { path: { id } });

export const inviteContractor = (body: BodyOf<'POST /users/contractor/'>) =>
  api.post('POST /users/contractor/', body);

/** Contractors by name: the contractors bucket of GET /projects/search/. */
export const contractorSearchQuery = (text: string) =>
  queryOptions({
    queryKey: workspaceKeys.contractorSearch(text),
    queryFn: async ({ signal }): Promise<OrganizationCard[]> =>
      (await api.get('GET /projects/search/', { params: { query: text, limit: 10 }, signal })).contractors
        .data,
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

/** Creates a ministry or agency; the workspace is read again in the background. */
export const useCreateSubordinate = () => useWorkspaceWrite(createSubordinate, { wait: false });
/** Edits a ministry or agency; the workspace is read again in the background. */
export const useUpdateSubordinate = () =>
  useWorkspaceWrite(
    ({ id, body }: { id: string; body: BodyOf<'PATCH /users/subordinate/{id}/'> }) =>
      updateSubordinate(id, body),
    { wait: false },
  );
export const useDeleteSubordinate = () => useWorkspaceWrite(deleteSubordinate);
export const useInviteContractor = () => useWorkspaceWrite(inviteContractor);
