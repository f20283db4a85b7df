import type { Notification, NotificationKind } from '@oversight/shared/notifications/notifications.schemas';
import { parseProjectStatus, PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import { isoTimestamp } from '../../platform/timestamps.js';
import type { NotificationListRow } from './notifications.repository.js';

function statusLabel(value: string | undefined): string {
  const status = value ? parseProjectStatus(value) : null;
  return status ? PROJECT_STATUSES[status].label.toLowerCase() : '';
}

const REVIEW_STATE_WORDS: Record<string, string> = {
  received: 'received',
  acknowledged: 'acknowledged',
  in_progress: 'in progress',
  resolved: 'resolved',
  not_actionable: 'not actionable',
};

/** The sentence a notification reads as, in the app and in e-mails. */
export function notificationVerb(
  row: Pick<
    NotificationListRow,
    'kind' | 'data' | 'actor_display_name' | 'actor_deleted_at' | 'project_name'
  >,
): string {
  const actor = row.actor_deleted_at ? 'A former user' : row.actor_display_name || 'Someone';
  const project = row.project_name ?? 'a project';
  const item = row.data.item_name || project;
  switch (row.kind as NotificationKind) {
    case 'reply':
      return `${actor} replied to your post`;
    case 'comment':
      return `${actor} commented on your review`;
    case 'upvote':
      return `${actor} upvoted your post`;
    case 'downvote':
      return `${actor} downvoted your post`;
    case 'review':
      return `${actor} reviewed ${project}`;
    case 'project_update':
      return `${project} has a new update`;
    case 'milestone_update':
      return `${project} has a new milestone update`;
    case 'status_change': {
      const status = statusLabel(row.data.status);
      return status ? `${project} is now ${status}` : `The status of ${project} changed`;
    }
    case 'new_project':
      return row.data.place ? `New project in ${row.data.place}: ${project}` : `New project: ${project}`;
    case 'follow':
      return `${actor} started following you`;
    case 'stakeholder_invite':
      return `${actor} invited you to ${item}`;
    case 'invite_answer':
      return row.data.answer === 'declined'
        ? `${actor} declined your invitation to ${item}`
        : `${actor} accepted your invitation to ${item}`;
    case 'form_respondent':
      return `${actor} asked you to answer ${item}`;
    case 'official_response':
      return `${row.data.organization || `The organisation of ${project}`} responded officially to your post`;
    case 'review_state': {
      const state = REVIEW_STATE_WORDS[row.data.status ?? ''];
      return state ? `A review of ${project} is now ${state}` : `The state of a review of ${project} changed`;
    }
    default:
      return `${actor} did something on Oversight`;
  }
}

/** Where the web app opens it: the post, else the project, else the actor's profile. */
export function notificationLink(
  row: Pick<NotificationListRow, 'kind' | 'post_id' | 'project_public_id' | 'actor_id' | 'data'>,
): string | null {
  if (row.data.link) return row.data.link;
  if (row.post_id) return `/post/${row.post_id}`;
  if (row.project_public_id) return `/project/${row.project_public_id}`;
  if (row.actor_id) return `/profile/${row.actor_id}`;
  return null;
}

export function presentNotification(row: NotificationListRow): Notification {
  // The actor columns come from one LEFT JOIN on users: with an id, the (NOT NULL) account type is there too.
  const actor =
    row.actor_id && row.actor_account_type
      ? row.actor_deleted_at
        ? {
            public_id: row.actor_id,
            username: 'deleted',
            display_name: 'Deleted user',
            avatar: null,
            account_type: row.actor_account_type,
          }
        : {
            public_id: row.actor_id,
            username: row.actor_username ?? '',
            display_name: row.actor_display_name ?? '',
            avatar: row.actor_avatar,
            account_type: row.actor_account_type,
          }
      : null;
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    verb: notificationVerb(row),
    excerpt: row.excerpt,
    actor,
    project: row.project_public_id
      ? { public_id: row.project_public_id, name: row.project_name ?? '' }
      : null,
    post: row.post_id ? { public_id: row.post_id } : null,
    link: notificationLink(row),
    is_read: row.read_at !== null,
    read_at: row.read_at === null ? null : isoTimestamp(row.read_at),
    created: isoTimestamp(row.created_at),
  };
}
