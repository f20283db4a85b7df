import type { PasswordChangeBody, PasswordChangeResponse } from '@oversight/shared/accounts/accounts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { currentUserKey } from './current-user';

/** The API ends the other sessions and answers fresh tokens for this one. */
export function changePassword(body: PasswordChangeBody): Promise<Partial<PasswordChangeResponse>> {
  return api.post('POST /auth/password/change/', body);
}

/**
 * Changes (or, for an account made with Google sign-in, sets) the password. The API ends every other session; this
 * one continues with the tokens it sends back. An account that had no password is read again (it has one now).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer, body) => {
      const token = answer.token ?? answer.access_token;
      if (token) useAuthStore.getState().setTokens(token, answer.refresh_token);
      if (body.old_password === undefined) void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
