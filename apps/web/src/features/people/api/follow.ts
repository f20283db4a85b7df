import type { FollowResult } from '@oversight/shared/people/people.schemas';
import { api } from '../../../lib/api-client';

/** POST /users/follow/: follows the account, or stops following it. */
export function toggleFollow(userId: string): Promise<FollowResult> {
  return api.post('POST /users/follow/', { user_id: userId });
}
