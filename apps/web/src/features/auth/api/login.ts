import { api } from '../../../lib/api-client';
import type { SessionResponse } from '../../../lib/auth-store';

/** `identifier` is an e-mail address or a username; the API accepts either. */
export function login(identifier: string, password: string): Promise<SessionResponse> {
  const key = identifier.includes('@') ? 'email' : 'username';
  return api.post('POST /auth/login/', { [key]: identifier.trim(), password });
}
