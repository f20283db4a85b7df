import { api } from '../../../lib/api-client';

/** POST /users/contractor/: creates the contractor's account (or links an existing contractor) and e-mails an invitation. */
export const inviteContractor = (body: { name: string; email: string; rc_number?: string }) =>
  api.post('POST /users/contractor/', body, { silent: true });
