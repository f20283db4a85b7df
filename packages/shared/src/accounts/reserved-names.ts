import { z } from 'zod';
import { ACCESS_GROUP_LABELS, ACCESS_GROUPS, PSEUDO_USER_EMAILS } from '../collaboration/content.js';

/**
 * Names that belong to the access-group principals of every tenant ("general public", "everyone in the
 * organisation", "all MDAs"): shares with those groups are granted to pseudo-users holding these e-mails and
 * usernames, so no person or organisation may take them (a squatter would break every such share in the tenant),
 * nor pass for one of the groups by name.
 */

/** The domain of the pseudo-users' addresses; nothing under it is a real mailbox (.invalid). */
export const RESERVED_EMAIL_DOMAIN = 'pseudo.oversight.invalid';

/** The pseudo-user's username for an access group. */
export const accessGroupUsername = (group: (typeof ACCESS_GROUPS)[number]) => `__${group}__`;

const RESERVED_EMAILS = new Set(Object.values(PSEUDO_USER_EMAILS));
const RESERVED_LABELS = new Set(
  [
    ...Object.values(ACCESS_GROUP_LABELS),
    'General public',
    'Public',
    'Public access',
    'Everyone',
    'All organisation',
    'All organization',
    'Everyone in the organization',
    'All MDAs',
  ].map((label) => comparable(label)),
);

function comparable(text: string) {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export const RESERVED_EMAIL_MESSAGE = 'This e-mail address is reserved by the system. Use your own address.';
export const RESERVED_USERNAME_MESSAGE =
  'This username is reserved by the system (names starting and ending with "__" are). Choose another.';
export const RESERVED_NAME_MESSAGE =
  'This name is reserved for a built-in audience (such as "General public"). Choose another.';

export function isReservedEmail(email: string): boolean {
  const address = email.trim().toLowerCase();
  if (RESERVED_EMAILS.has(address)) return true;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return domain === RESERVED_EMAIL_DOMAIN || domain.endsWith(`.${RESERVED_EMAIL_DOMAIN}`);
}

/** The pseudo-users' usernames, and any of their form (`__name__`), kept for the system. */
export const isReservedUsername = (username: string) => /^__.*__$/.test(username.trim());

/** A display or organisation name that reads as one of the access groups. */
export const isReservedName = (name: string) => RESERVED_LABELS.has(comparable(name));

/** Zod checks for the fields a person or organisation is named by (the API and the web forms share them). */
export const notReservedEmail = z.string().refine((value) => !isReservedEmail(value), RESERVED_EMAIL_MESSAGE);
export const notReservedUsername = z
  .string()
  .refine((value) => !isReservedUsername(value), RESERVED_USERNAME_MESSAGE);
export const notReservedName = z.string().refine((value) => !isReservedName(value), RESERVED_NAME_MESSAGE);
