import {
  NOT_ACTIONABLE_REASONS,
  REVIEW_STATES,
  WORK_STATUSES,
  type NotActionableReason,
  type OfficialResponse,
  type Post,
  type PostStateChange,
  type RespondingOrganization,
  type ReviewState,
  type PostMedia,
  type PostUser,
  type WorkStatus,
} from '@oversight/shared/posts/posts.schemas';
import { SENTIMENTS, type Sentiment } from '@oversight/shared/reference/enums';
import type { ProjectForPosts } from '../projects/projects.service.js';
import { isoTimestamp } from '../../platform/timestamps.js';
import { publicPosition } from './posts.policy.js';
import type {
  MediaRow,
  OfficialResponseRow,
  OrganizationJson,
  PostRow,
  StateChangeRow,
  UserJson,
  VoterRow,
} from './posts.repository.js';

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

export function presentOrganization(organization: OrganizationJson): RespondingOrganization {
  return {
    public_id: organization.id,
    name: organization.name,
    username: organization.username,
    avatar: organization.avatar,
    account_type: organization.account_type,
  };
}

export function presentOfficialResponse(row: OfficialResponseRow): OfficialResponse {
  return {
    id: row.id,
    body: row.body,
    created: isoTimestamp(row.created_at),
    organization: presentOrganization(row.organization),
    responder_role: row.responder_role,
  };
}

const reviewState = (value: string): ReviewState =>
  (REVIEW_STATES as readonly string[]).includes(value) ? (value as ReviewState) : 'received';

/** One state change; the person who made it only for the owning organisation's members (`showPerson`). */
export function presentStateChange(row: StateChangeRow, showPerson: boolean): PostStateChange {
  return {
    id: row.id,
    from_state: reviewState(row.from_state),
    state: reviewState(row.state),
    reason: (NOT_ACTIONABLE_REASONS as readonly string[]).includes(row.reason ?? '')
      ? (row.reason as NotActionableReason)
      : null,
    note: row.note,
    created: isoTimestamp(row.created_at),
    organization: row.organization ? presentOrganization(row.organization) : null,
    changed_by:
      showPerson && row.changed_by
        ? {
            public_id: row.changed_by.id,
            username: row.changed_by.username,
            display_name: row.changed_by.display_name,
          }
        : null,
  };
}

export type PostContext = {
  project: ProjectForPosts;
  media: MediaRow[];
  officialResponses: OfficialResponseRow[];
  canRespond: boolean;
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
    state: isReview(row) ? reviewState(row.state) : null,
    official_responses: context.officialResponses.map(presentOfficialResponse),
    abilities: {
      reply: context.canAct,
      vote: context.canAct,
      respond:
        context.canRespond &&
        context.project.is_published &&
        row.type !== 'UPDATE' &&
        row.type !== 'MILESTONE_UPDATE',
    },
  };
}
