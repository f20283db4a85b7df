import type { RegisterBody } from '@oversight/shared/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';
import type { SessionResponse } from '../../../lib/auth-store';

export function register(body: RegisterBody): Promise<SessionResponse> {
  return api.post('POST /users/register/', body);
}
