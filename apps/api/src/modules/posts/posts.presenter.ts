import {
  WORK_STATUSES,
  type Post,
  type PostMedia,
  type PostUser,
  type WorkStatus,
} from '@oversight/shared/posts/posts.schemas';
import { SENTIMENTS, type Sentiment } from '@oversight/shared/reference/enums';
import type { ProjectForPosts } from '../projects/projects.service.js';
import { isoTimestamp } from '../../platform/timestamps.js';
import { publicPosition } from './posts.policy.js';
import type { MediaRow, PostRow, UserJson, VoterRow } from './posts.repository.js';

const NAME_BY_CODE = new Map<number, Sentiment>(
  Object.entries(SENTIMENTS).map(([name, code]) => [code, name as Sentiment]),
);

export const sentimentName = (code: number | null): Sentiment | null =>
  code === null ? null : (NAME_BY_CODE.get(code) ?? null);

export function presentUser(user: UserJson): PostUser {
  return {
    public_id: user.id,
    username: user.username,
    display_name: user.display_name,
    avatar: user.avatar,
    account_type: user.account_type,
  };
}

export function presentMedia(row: MediaRow, exact: boolean): PostMedia {
  return {
    id: row.id,
    image: row.url ?? '',
    caption: row.caption,
    is_live_photo: row.is_live_photo,
    location_source: row.location_source,
    latitude: publicPosition(row.latitude, exact),
    longitude: publicPosition(row.longitude, exact),
    state: row.state,
    width: row.width,
    height: row.height,
    post_id: row.post_id,
    created: isoTimestamp(row.created_at),
  };
}

export type PostContext = {
  project: ProjectForPosts;
  media: MediaRow[];
  voters: VoterRow[];
  sentiments: Map<number, number>;
  exact: boolean;
  canAct: boolean;
};

/** A review is a review of the project or of an update; an answer to a review is a reply. */
export const isReview = (row: Pick<PostRow, 'type' | 'parent'>) =>
  row.type === 'REVIEW' && row.parent?.type !== 'REVIEW';

export function presentPost(row: PostRow, context: PostContext): Post {
  const votes = (value: number) => {
    const voters = context.voters.filter((voter) => voter.value === value);
    return {
      count: value === 1 ? row.upvotes_count : row.downvotes_count,
      votes: voters.map((voter) => ({ user: presentUser(voter.user) })),
    };
  };
  const sentiments: Record<string, number> = {};
  for (const [code, count] of context.sentiments) {
    const name = sentimentName(code);
    if (name) sentiments[name] = count;
  }
  return {
    public_id: row.id,
    created: isoTimestamp(row.created_at),
    modified: isoTimestamp(row.modified_at),
    project: context.project.brief,
    owner: presentUser(row.owner),
    parent: row.parent
      ? {
          public_id: row.parent.id,
          type_of_post: row.parent.type,
          title: row.parent.title,
          owner: presentUser(row.parent.owner),
        }
      : null,
    title: row.title,
    body: row.body,
    sentiment: sentimentName(row.sentiment),
    sentiments,
    reviews_count: row.children_count,
    images: context.media.map((media) => presentMedia(media, context.exact)),
    is_review: isReview(row),
    type_of_post: row.type,
    upvotes: votes(1),
    downvotes: votes(-1),
    latitude: publicPosition(row.latitude, context.exact),
    longitude: publicPosition(row.longitude, context.exact),
    work_happening: (WORK_STATUSES as readonly string[]).includes(row.work_status ?? '')
      ? (row.work_status as WorkStatus)
      : null,
    estimated_completion: row.estimated_completion,
    abilities: { reply: context.canAct, vote: context.canAct },
  };
}
