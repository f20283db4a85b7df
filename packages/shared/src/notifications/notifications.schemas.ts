import { z } from 'zod';
import { pageOf } from '../pagination.js';
import { ACCOUNT_TYPE_NAMES } from '../reference/enums.js';

/** Notifications (docs/spec/endpoints.txt "Notifications"): what happened to your posts, projects and profile. */

export const NOTIFICATION_KINDS = [
  'reply',
  'comment',
  'upvote',
  'downvote',
  'review',
  'project_update',
  'milestone_update',
  'status_change',
  /** A project newly published in a place or subject the user follows. */
  'new_project',
  'follow',
  'stakeholder_invite',
  'invite_answer',
  'form_respondent',
  /** The project's organisation answered a review or comment officially. */
  'official_response',
  /** A review's state changed (acknowledged, in progress, resolved, not actionable). */
  'review_state',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds worth an e-mail (instant or in the daily digest); votes and follows only show in the app. */
export const EMAILED_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'reply',
  'comment',
  'review',
  'project_update',
  'milestone_update',
  'status_change',
  'new_project',
  'stakeholder_invite',
  'invite_answer',
  'form_respondent',
  'official_response',
  'review_state',
];

export const notificationIdParamsSchema = z.object({ id: z.uuid('A notification id is a UUID.') });

export const notificationFiltersSchema = z.object({
  unread: z
    .enum(['true', 'false'], { error: 'Use true (only unread) or false (all).' })
    .transform((value) => value === 'true')
    .optional(),
});

export const notificationActorSchema = z.object({
  public_id: z.string(),
  username: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPE_NAMES),
});

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** A sentence that reads on its own: "Amina replied to your review". */
  verb: z.string(),
  /** A short quote of the post or the change (may be empty). */
  excerpt: z.string(),
  actor: notificationActorSchema.nullable(),
  project: z.object({ public_id: z.string(), name: z.string() }).nullable(),
  post: z.object({ public_id: z.string() }).nullable(),
  /** Where the web app opens the notification: /post/{id}, /project/{id} or /profile/{id}. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /notifications/{id}/mark-as-read/: what is left unread after it. */
export const markReadSchema = z.object({ detail: z.string(), unread_count: z.number().int() });

export const markAllReadSchema = z.object({ detail: z.string(), marked: z.number().int() });
