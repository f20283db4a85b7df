import { api } from '../../../lib/api-client';

/** Always answers 200, whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ detail?: string }> {
  return api.post('POST /auth/password/reset/', { email: email.trim() });
}
