import type { PasswordChangeBody, PasswordChangeResponse } from '@oversight/shared/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';

/** The API ends the other sessions and answers fresh tokens for this one. */
export function changePassword(body: PasswordChangeBody): Promise<Partial<PasswordChangeResponse>> {
  return api.post('POST /auth/password/change/', body);
}
