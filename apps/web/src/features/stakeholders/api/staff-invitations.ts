import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { applyOrganizations } from '../../../lib/workspace';
import { stakeholderKeys } from './keys';

/** Staff invitations: adding staff by e-mail sends one; the person joins by accepting it. */

/** GET /users/staff/invitations/: the current organisation's invitations waiting for an answer. */
export const staffInvitationsQuery = () =>
  queryOptions({
    queryKey: stakeholderKeys.staffInvitations,
    queryFn: ({ signal }) => api.get('GET /users/staff/invitations/', { signal, params: { limit: 100 } }),
  });
export const resendStaffInvitation = (id: string) =>
  api.post('POST /users/staff/invitations/{id}/resend/', undefined, { path: { id } });
export const cancelStaffInvitation = (id: string) =>
  api.delete('DELETE /users/staff/invitations/{id}/', { path: { id } });

/** GET /users/staff/my-invitations/: invitations to the signed-in person's verified address, whoever they act for. */
export const myStaffInvitationsQuery = () =>
  queryOptions({
    queryKey: stakeholderKeys.myStaffInvitations,
    queryFn: ({ signal }) =>
      api.get('GET /users/staff/my-invitations/', {
        signal,
        params: { limit: 100 },
        withoutOrganization: true,
      }),
    staleTime: 0,
  });
export const respondToStaffInvitation = (id: string, response: 'accept' | 'decline') =>
  api.post(
    'POST /users/staff/invitations/{id}/respond/',
    { response },
    { path: { id }, withoutOrganization: true },
  );

/** A write on the organisation's invitations: they are read again in the background. */
export const useResendStaffInvitation = () =>
  useWrite(resendStaffInvitation, [stakeholderKeys.staffInvitations], { wait: false });
export const useCancelStaffInvitation = () =>
  useWrite(cancelStaffInvitation, [stakeholderKeys.staffInvitations], { wait: false });

/** The account menu offers "Work as staff of …" from the session's organisations: read them again after joining. */
async function refreshOrganizations() {
  const fresh = await api.get('GET /users/profiles/my-organizations/', {
    silent: true,
    withoutOrganization: true,
  });
  if (Array.isArray(fresh)) applyOrganizations(fresh);
}

/** Accepts or declines an invitation to the signed-in person; accepting reads their organisations again first. */
export function useRespondToStaffInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: string; response: 'accept' | 'decline' }) =>
      respondToStaffInvitation(id, response),
    onSuccess: async (answered) => {
      if (answered.status === 'accepted') await refreshOrganizations().catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: stakeholderKeys.myStaffInvitations });
    },
  });
}
