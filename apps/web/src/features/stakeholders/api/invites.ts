import { queryOptions } from '@tanstack/react-query';
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
