import type { Page } from '@oversight/shared/pagination';
import type {
  OwnershipFilter,
  StakeholderOrdering,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { stakeholderKeys } from './keys';

/** A list page of the API (docs/design.md section 4), from the shared contract. */
export type { Page };
export type StakeholderListParams = {
  query: string;
  ownership: OwnershipFilter;
  ordering: StakeholderOrdering;
  stakeholder_type?: 0 | 1;
  offset: number;
};

/** GET /users/stakeholders/ */
export const stakeholdersQuery = (params: StakeholderListParams) =>
  queryOptions({
    queryKey: stakeholderKeys.list(params),
    queryFn: ({ signal }) =>
      api.get('GET /users/stakeholders/', { signal, params: { ...params, limit: 25 } }),
    placeholderData: keepPreviousData,
  });

/** GET /users/stakeholders/{id}/assigned-objects/ */
export const assignedObjectsQuery = (id: string) =>
  queryOptions({
    queryKey: stakeholderKeys.assigned(id),
    queryFn: ({ signal }) =>
      api.get('GET /users/stakeholders/{id}/assigned-objects/', {
        path: { id },
        signal,
        params: { limit: 100 },
      }),
  });

/** POST /users/stakeholders/remove-stakeholder-from-org/ */
export const removeFromOrganization = (stakeholderId: string) =>
  api.post('POST /users/stakeholders/remove-stakeholder-from-org/', {
    stakeholder_id: stakeholderId,
  });

/** Removes a stakeholder (given whole, so the list can show which one is going) from every item of the organisation. */
export function useRemoveFromOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stakeholder: { public_id: string }) => removeFromOrganization(stakeholder.public_id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: stakeholderKeys.all }),
  });
}
