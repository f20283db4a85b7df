import type { PasswordResetConfirmBody } from '@oversight/shared/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';

export function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<{ detail?: string }> {
  return api.post('POST /auth/password/reset/confirm/', body);
}
