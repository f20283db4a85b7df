import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import { currentUserKey, currentUserQuery } from '../api/current-user';
import { toSessionUser, type AccountUser } from '../api/types';

/** The signed-in account, fresh from /auth/user/, shown from the stored user while it loads. */
export function useAccount() {
  const stored = useAuthStore((s) => s.user);
  return useQuery({
    ...currentUserQuery(),
    placeholderData: stored ? stored : undefined,
  });
}

/** After a change: the session store and the cached account both get the server's answer. */
export function useStoreAccount() {
  const queryClient = useQueryClient();
  const setUser = useAuthStore((s) => s.setUser);
  return (user: AccountUser) => {
    setUser(toSessionUser(user));
    queryClient.setQueryData(currentUserKey, user);
  };
}
