import type { Notification } from '@oversight/shared/notifications/notifications.schemas';
import { PROJECT_STATUSES, type ProjectStatus } from '@oversight/shared/reference/enums';
import { currentLanguage, t } from '../../i18n';

/** The API's English words for a review's state (notifications.presenter.ts), to the catalogue's keys. */
const REVIEW_STATE_KEYS: Record<
  string,
  'stateReceived' | 'stateAcknowledged' | 'stateInProgress' | 'stateResolved' | 'stateNotActionable'
> = {
  received: 'stateReceived',
  acknowledged: 'stateAcknowledged',
  'in progress': 'stateInProgress',
  resolved: 'stateResolved',
  'not actionable': 'stateNotActionable',
};

/**
 * The sentence of a notification in the active language. The API writes it in English (`verb`, also the e-mail's
 * subject; notifications.presenter.ts): English shows it as it came, another language builds it again from the kind,
 * the actor and the project. The few words only the sentence carries (a status, an invitation's item) are read back
 * from it; a sentence that does not have the expected shape shows as it came.
 */
export function notificationText(notification: Notification): string {
  const { verb, kind, actor: who, project: about } = notification;
  if (currentLanguage() === 'en') return verb;
  // The API's own words for the actor and the project, to find the rest of its sentence.
  const serverActor = who
    ? who.username === 'deleted'
      ? 'A former user'
      : who.display_name || 'Someone'
    : 'Someone';
  const actor = who
    ? who.username === 'deleted'
      ? t('notifications.formerUser')
      : who.display_name || t('notifications.someone')
    : t('notifications.someone');
  const serverProject = about?.name || 'a project';
  const project = about?.name || t('notifications.aProject');
  const rest = (prefix: string) => (verb.startsWith(prefix) ? verb.slice(prefix.length) : null);

  switch (kind) {
    case 'reply':
      return t('notifications.reply', { actor });
    case 'comment':
      return t('notifications.comment', { actor });
    case 'upvote':
      return t('notifications.upvote', { actor });
    case 'downvote':
      return t('notifications.downvote', { actor });
    case 'review':
      return t('notifications.review', { actor, project });
    case 'project_update':
      return t('notifications.projectUpdate', { project });
    case 'milestone_update':
      return t('notifications.milestoneUpdate', { project });
    case 'status_change': {
      const label = rest(`${serverProject} is now `);
      const code = (Object.keys(PROJECT_STATUSES) as ProjectStatus[]).find(
        (status) => PROJECT_STATUSES[status].label.toLowerCase() === label,
      );
      return code
        ? t('notifications.statusNow', { project, status: t(`status.${code}`) })
        : t('notifications.statusChanged', { project });
    }
    case 'new_project': {
      const place = rest('New project in ')?.split(`: ${serverProject}`)[0];
      return place
        ? t('notifications.newProjectIn', { project, place })
        : t('notifications.newProject', { project });
    }
    case 'follow':
      return t('notifications.follow', { actor });
    case 'stakeholder_invite': {
      const item = rest(`${serverActor} invited you to `);
      return item ? t('notifications.invited', { actor, item }) : verb;
    }
    case 'invite_answer': {
      const declined = rest(`${serverActor} declined your invitation to `);
      const accepted = rest(`${serverActor} accepted your invitation to `);
      if (declined) return t('notifications.declined', { actor, item: declined });
      return accepted ? t('notifications.accepted', { actor, item: accepted }) : verb;
    }
    case 'form_respondent': {
      const item = rest(`${serverActor} asked you to answer `);
      return item ? t('notifications.askedToAnswer', { actor, item }) : verb;
    }
    case 'official_response': {
      const suffix = ' responded officially to your post';
      const organization = verb.endsWith(suffix) ? verb.slice(0, -suffix.length) : '';
      return organization && !organization.startsWith('The organisation of ')
        ? t('notifications.officialResponse', { organization })
        : verb;
    }
    case 'review_state': {
      const word = rest(`A review of ${serverProject} is now `);
      const key = word ? REVIEW_STATE_KEYS[word] : undefined;
      return key
        ? t('notifications.reviewStateNow', { project, state: t(`notifications.${key}`) })
        : t('notifications.reviewStateChanged', { project });
    }
    default:
      return t('notifications.other', { actor });
  }
}
