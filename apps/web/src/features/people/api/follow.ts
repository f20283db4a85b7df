import type { FollowResult } from '@oversight/shared/people/people.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /users/follow/: follows the account, or stops following it. */
export function toggleFollow(userId: string): Promise<FollowResult> {
  return api.post('POST /users/follow/', { user_id: userId });
}

/** Follows the account or stops; whatever the answer, the profiles (counts, is_following) are read again. */
export function useToggleFollow(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleFollow(userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['directory', 'profile'] }),
  });
}
