import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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
