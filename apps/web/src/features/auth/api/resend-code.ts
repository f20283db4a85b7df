import { api } from '../../../lib/api-client';

/** GET /users/verify/ e-mails a new code. */
export function resendCode(): Promise<{ detail?: string }> {
  return api.get('GET /users/verify/');
}
