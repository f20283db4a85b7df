import { randomUUID } from 'node:crypto';
import {
  EMAILED_NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
} from '@oversight/shared/notifications/notifications.schemas';
import { requireUser } from '../../platform/access-control.js';
import { notFound } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs.js';
import type { PageParams } from '../../platform/pagination.js';
import type { ContextOf } from '../../platform/request-context.js';
import { digestEmail, instantEmail } from './notification-emails.js';
import { presentNotification } from './notifications.presenter.js';
import * as repo from './notifications.repository.js';

export const NOTIFICATION_EVENT_JOB = 'notifications.event';
export const NOTIFICATION_DIGEST_JOB = 'notifications.digest';
/** Every morning at 07:00 Lagos time. */
export const DIGEST_CRON = '0 7 * * *';

/**
 * Something that happened, as another module reports it. Internal ids (users.id, projects.id, the post's id).
 * The actor never hears of their own event.
 */
export type NotificationEvent = {
  tenantId: string;
  kind: NotificationKind;
  actorId: string | null;
  /** Unique per event (for example the new post's id): the same key never notifies anyone twice. Random if absent. */
  key?: string;
  /** Who hears of it: these users, the project's eyemarkers, the members of the organisation that owns the project. */
  to: {
    userIds?: string[];
    eyemarkersOf?: string;
    projectOrganizationOf?: string;
    placeFollowersOf?: string;
  };
  projectId?: string | null;
  postId?: string | null;
  /** A short quote of the post or the change. */
  excerpt?: string;
  /** Extra words for the sentence: status (code or name), item_name, answer ('accepted' | 'declined'), link. */
  data?: Record<string, string>;
};

type QueuedEvent = NotificationEvent & { key: string };

/**
 * THE way other modules notify people: queues the event; a job works out the recipients, stores their
 * notifications and mails those who want it. Call it after the write's transaction committed (the job reads
 * committed rows when it runs).
 *
 * It never throws: the user's write has already happened, and a notification that could not be queued must not turn
 * it into an error answer. A failure is logged with the whole event (so it can be re-sent by hand) and answers null.
 */
export async function publishEvent(jobs: Jobs, event: NotificationEvent): Promise<string | null> {
  const queued: QueuedEvent = { ...event, key: event.key ?? randomUUID() };
  try {
    return await jobs.send(NOTIFICATION_EVENT_JOB, queued);
  } catch (error) {
    jobs.log.error(
      { err: error, event: queued },
      'notification event could not be queued; the write it follows stands',
    );
    return null;
  }
}

/** What the notification jobs use: a RequestContext's parts, or the app itself (it carries the same). */
export type NotificationsDeps = ContextOf<'db' | 'jobs' | 'mail' | 'config'>;

const EXCERPT_MAX = 200;
const clip = (text: string | undefined) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
};

/**
 * The recipients, and for those who hear of it only through a followed place, the delivery that place asks for
 * (instant or daily) in place of their general e-mail setting.
 */
async function resolveRecipients(
  deps: NotificationsDeps,
  event: QueuedEvent,
): Promise<{ ids: string[]; placeDelivery: Map<string, 'instant' | 'daily'> }> {
  const ids = await resolveRecipientIds(deps, event);
  const placeDelivery = new Map<string, 'instant' | 'daily'>();
  if (event.to.placeFollowersOf) {
    const direct = new Set(ids);
    for (const row of await repo.selectPlaceFollowers(deps.db, event.tenantId, event.to.placeFollowersOf)) {
      if (direct.has(row.user_id) || row.user_id === event.actorId) continue;
      placeDelivery.set(row.user_id, row.delivery);
      ids.push(row.user_id);
    }
  }
  return { ids, placeDelivery };
}

async function resolveRecipientIds(deps: NotificationsDeps, event: QueuedEvent): Promise<string[]> {
  const ids = new Set(event.to.userIds ?? []);
  if (event.to.eyemarkersOf)
    for (const id of await repo.selectEyemarkerIds(deps.db, event.tenantId, event.to.eyemarkersOf))
      ids.add(id);
  if (event.to.projectOrganizationOf) {
    for (const id of await repo.selectProjectOrganizationMemberIds(
      deps.db,
      event.tenantId,
      event.to.projectOrganizationOf,
    ))
      ids.add(id);
  }
  if (event.actorId) ids.delete(event.actorId);
  return [...ids];
}

function emailStateFor(kind: NotificationKind, preference: string): 'none' | 'instant' | 'digest' {
  if (!EMAILED_NOTIFICATION_KINDS.includes(kind)) return 'none';
  if (preference === 'instant') return 'instant';
  if (preference === 'daily') return 'digest';
  return 'none';
}

/** The event job: idempotent, so a retried or doubled job stores and mails nothing twice. */
export async function handleEvent(deps: NotificationsDeps, event: QueuedEvent) {
  const { ids, placeDelivery } = await resolveRecipients(deps, event);
  const recipients = await repo.selectRecipients(deps.db, event.tenantId, ids);
  await repo.insertNotifications(
    deps.db,
    recipients.map((recipient) => ({
      tenantId: event.tenantId,
      recipientId: recipient.id,
      actorId: event.actorId,
      kind: event.kind,
      eventKey: event.key,
      projectId: event.projectId ?? null,
      postId: event.postId ?? null,
      excerpt: clip(event.excerpt),
      data: event.data ?? {},
      // E-mail off stays off; otherwise a followed place's own choice wins for those who hear of it only that way.
      emailState: emailStateFor(
        event.kind,
        recipient.email_notifications === 'off'
          ? 'off'
          : (placeDelivery.get(recipient.id) ?? recipient.email_notifications),
      ),
    })),
  );
  const pending = await repo.selectInstantPending(deps.db, event.tenantId, event.key);
  if (pending.length === 0) return;
  const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
  const extra = pending.filter((row) => !byId.has(row.recipient_id)).map((row) => row.recipient_id);
  for (const recipient of await repo.selectRecipients(deps.db, event.tenantId, extra))
    byId.set(recipient.id, recipient);
  for (const row of pending) {
    const recipient = byId.get(row.recipient_id);
    if (!recipient) continue;
    // The key is the notification: a job that stops between queueing and marking re-queues the same mail, sent once.
    await deps.mail.send(instantEmail(deps.config, recipient, row), `notification:${row.id}`);
  }
  await repo.setEmailState(
    deps.db,
    event.tenantId,
    pending.map((row) => row.id),
    'sent',
  );
}

function lagosDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** The daily digest job: one e-mail per user with waiting notifications, grouped by project. */
export async function sendDigests(deps: NotificationsDeps, now = new Date()): Promise<number> {
  let sent = 0;
  for (const recipient of await repo.selectDigestRecipients(deps.db)) {
    const rows = await repo.selectDigestPending(deps.db, recipient.tenant_id, recipient.id);
    if (rows.length === 0) continue;
    // A user who switched e-mail off since then gets nothing; the rows stop waiting.
    if (recipient.email_notifications !== 'off') {
      await deps.mail.send(
        digestEmail(deps.config, recipient, rows),
        `digest:${recipient.id}:${lagosDate(now)}`,
      );
      sent += 1;
    }
    await repo.setEmailState(
      deps.db,
      recipient.tenant_id,
      rows.map((row) => row.id),
      recipient.email_notifications === 'off' ? 'none' : 'sent',
    );
  }
  return sent;
}

// ---------------------------------------------------------------------------------------------------------------
// The recipient's own list

export async function findNotifications(
  ctx: ContextOf<'db' | 'auth'>,
  options: PageParams & { unreadOnly: boolean },
): Promise<{ count: number; results: Notification[] }> {
  const user = requireUser(ctx);
  const page = await repo.selectNotificationPage(ctx.db, user.tenantId, user.id, options);
  return { count: page.count, results: page.rows.map(presentNotification) };
}

export async function getUnreadCount(deps: ContextOf<'db' | 'auth'>) {
  const user = requireUser(deps);
  return { unread_count: await repo.countUnread(deps.db, user.tenantId, user.id) };
}

/** Another user's notification answers 404, as if it did not exist. */
export async function markAsRead(deps: ContextOf<'db' | 'auth'>, id: string) {
  const user = requireUser(deps);
  if (!(await repo.markRead(deps.db, user.tenantId, user.id, id))) throw notFound('Notification not found.');
  return { detail: 'Marked as read.', unread_count: await repo.countUnread(deps.db, user.tenantId, user.id) };
}

export async function markAllAsRead(deps: ContextOf<'db' | 'auth'>) {
  const user = requireUser(deps);
  const marked = await repo.markAllRead(deps.db, user.tenantId, user.id);
  return {
    detail: marked === 1 ? '1 notification marked as read.' : `${marked} notifications marked as read.`,
    marked,
  };
}
