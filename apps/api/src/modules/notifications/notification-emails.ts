import type { AppConfig } from '../../config.js';
import type { MailMessage } from '../../platform/mail.js';
import { emailLayout, greeting, SIGNATURE } from '../../platform/mail-layout.js';
import { notificationLink, notificationVerb } from './notifications.presenter.js';
import type { NotificationListRow, RecipientRow } from './notifications.repository.js';

const FOOTER =
  'You get these e-mails because of your notification settings. Change them under Settings, Privacy.';

const absolute = (config: AppConfig, link: string | null) =>
  new URL(link ?? '/notifications', config.publicUrl).toString();

/** One notification, mailed as it happens. */
export function instantEmail(
  config: AppConfig,
  recipient: RecipientRow,
  row: NotificationListRow,
): MailMessage {
  const verb = notificationVerb(row);
  const url = absolute(config, notificationLink(row));
  const paragraphs = [greeting(recipient.display_name), `${verb}.`];
  if (row.excerpt) paragraphs.push(`“${row.excerpt}”`);
  return {
    to: recipient.email,
    subject: verb,
    text: `${paragraphs.join('\n\n')}\n\n${url}\n\n${FOOTER}\n\n${SIGNATURE}\n`,
    html: emailLayout({
      heading: verb,
      paragraphs,
      button: { label: 'Open in Oversight', url },
      footer: FOOTER,
    }),
  };
}

/** The rows of one digest, grouped by project (project-less ones, like follows, come last under "Other"). */
export function groupByProject(
  rows: NotificationListRow[],
): { title: string; rows: NotificationListRow[] }[] {
  const groups = new Map<string, { title: string; rows: NotificationListRow[] }>();
  for (const row of rows) {
    const key = row.project_public_id ?? '';
    const group = groups.get(key) ?? { title: row.project_name ?? 'Other', rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const other = groups.get('');
  groups.delete('');
  return [...groups.values(), ...(other ? [other] : [])];
}

export function digestEmail(
  config: AppConfig,
  recipient: RecipientRow,
  rows: NotificationListRow[],
): MailMessage {
  const groups = groupByProject(rows);
  const subject =
    rows.length === 1
      ? 'Your Oversight digest: 1 new notification'
      : `Your Oversight digest: ${rows.length} new notifications`;
  const paragraphs = [
    greeting(recipient.display_name),
    'Here is what happened on the projects and posts you follow since the last digest.',
  ];
  const textParts = [...paragraphs];
  for (const group of groups) {
    paragraphs.push(`${group.title} (${group.rows.length})`);
    const lines = group.rows.map(
      (row) => `• ${notificationVerb(row)}${row.excerpt ? `: “${row.excerpt}”` : ''}`,
    );
    paragraphs.push(...lines);
    textParts.push(`${group.title}\n${lines.join('\n')}`);
  }
  const url = absolute(config, '/notifications');
  return {
    to: recipient.email,
    subject,
    text: `${textParts.join('\n\n')}\n\n${url}\n\n${FOOTER}\n\n${SIGNATURE}\n`,
    html: emailLayout({
      heading: 'Your daily digest',
      paragraphs,
      button: { label: 'See all notifications', url },
      footer: FOOTER,
    }),
  };
}
