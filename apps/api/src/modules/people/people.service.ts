import type { FollowBody, FollowCounts, FollowResult } from '@oversight/shared/people/people.schemas';
import type { DbOrTx } from '../../db/client.js';
import { requireUser } from '../../platform/access-control.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import type { PageParams } from '../../platform/pagination.js';
import type { ContextOf } from '../../platform/request-context.js';
import { publishEvent } from '../notifications/notifications.service.js';
import { findUserMedia, findUserPosts, type PostsContext } from '../posts/posts.service.js';
import * as repo from './people.repository.js';

export type FollowFigures = FollowCounts & { is_following: boolean };

/**
 * Follower and following counts (and whether the viewer follows them) for a page of users, in two queries:
 * presenters of other modules call this once per response, never per user.
 */
export async function getFollowFigures(
  db: DbOrTx,
  tenantId: string,
  userIds: string[],
  viewerId?: string | null,
): Promise<Map<string, FollowFigures>> {
  const unique = [...new Set(userIds)];
  const [counts, followed] = await Promise.all([
    repo.selectFollowCounts(db, tenantId, unique),
    viewerId ? repo.selectFollowedAmong(db, viewerId, unique) : Promise.resolve(new Set<string>()),
  ]);
  const figures = new Map<string, FollowFigures>();
  for (const row of counts) {
    figures.set(row.user_id, {
      follower_count: row.follower_count,
      following_count: row.following_count,
      is_following: followed.has(row.user_id),
    });
  }
  return figures;
}

export const NO_FOLLOWS: FollowFigures = { follower_count: 0, following_count: 0, is_following: false };

/** POST /users/follow/: follows, or stops following when already following. */
export async function toggleFollow(
  deps: ContextOf<'db' | 'auth' | 'jobs'>,
  body: FollowBody,
): Promise<FollowResult> {
  const user = requireUser(deps);
  const followeeId = await repo.findFollowableUserId(deps.db, user.tenantId, body.user_id);
  if (!followeeId) throw notFound('No user or organisation has this id.');
  if (followeeId === user.id) throw fieldError('user_id', 'You cannot follow yourself.');
  const isFollowing = await deps.db.transaction(async (tx) => {
    if (await repo.insertFollow(tx, user.tenantId, user.id, followeeId)) return true;
    await repo.deleteFollow(tx, user.tenantId, user.id, followeeId);
    return false;
  });
  if (isFollowing) {
    // Keyed by the pair: following again after unfollowing does not notify twice.
    await publishEvent(deps.jobs, {
      tenantId: user.tenantId,
      kind: 'follow',
      actorId: user.id,
      key: `follow:${user.id}:${followeeId}`,
      to: { userIds: [followeeId] },
    });
  }
  const figures =
    (await getFollowFigures(deps.db, user.tenantId, [followeeId])).get(followeeId) ?? NO_FOLLOWS;
  return {
    public_id: followeeId,
    is_following: isFollowing,
    follower_count: figures.follower_count,
    following_count: figures.following_count,
    detail: isFollowing ? 'Following.' : 'No longer following.',
  };
}

/** The person behind a profile, if the caller may see their activity (their own, or shown by their privacy choice). */
async function activityOwner(caller: PostsContext, profileId: string): Promise<string> {
  const owner = await repo.findProfileOwner(caller.db, caller.auth.tenant.id, profileId);
  if (!owner) throw notFound('No user or organisation has this id.');
  if (!owner.privacy.showActivity && caller.auth.user?.id !== owner.id)
    throw forbidden('This person keeps their activity private.');
  return owner.id;
}

/** GET /users/profiles/{id}/feeds/: their posts on published projects, newest first. */
export async function findProfileFeed(caller: PostsContext, profileId: string, page: PageParams) {
  return findUserPosts(caller, await activityOwner(caller, profileId), page);
}

/** GET /users/profiles/{id}/media/: the photos of their posts, newest first. */
export async function findProfileMedia(caller: PostsContext, profileId: string, page: PageParams) {
  return findUserMedia(caller, await activityOwner(caller, profileId), page);
}

/** GET /users/me/media/ */
export async function findMyMedia(caller: PostsContext, page: PageParams) {
  return findUserMedia(caller, requireUser(caller).id, page);
}
