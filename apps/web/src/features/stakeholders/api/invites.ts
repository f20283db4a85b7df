import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { stakeholderKeys } from './keys';

/** GET /users/profiles/my-invites/ */
export const myInvitesQuery = () =>
  queryOptions({
    queryKey: stakeholderKeys.myInvites,
    queryFn: ({ signal }) => api.get('GET /users/profiles/my-invites/', { signal, params: { limit: 100 } }),
    staleTime: 0,
  });

/** POST /users/stakeholders/respond-to-invite/ with "accept" or "decline". */
export const respondToInvite = (inviteId: string, response: 'accept' | 'decline') =>
  api.post('POST /users/stakeholders/respond-to-invite/', { invite_public_id: inviteId, response });

/** Accepts or declines an invitation; a new role changes what every screen shows, so every answer is read again. */
export function useRespondToInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: string; response: 'accept' | 'decline' }) =>
      respondToInvite(id, response),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
