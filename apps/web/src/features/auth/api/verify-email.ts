import { api } from '../../../lib/api-client';
import type { AccountUser } from './types';

/** Answers the account with `email_verified` now true. */
export function verifyEmail(otp: string): Promise<{ detail?: string; user?: AccountUser }> {
  return api.post('POST /users/verify/', { otp });
}
