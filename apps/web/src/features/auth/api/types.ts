import type { Interests, User as AccountUser } from '@oversight/shared/accounts/accounts.schemas';

export type { AccountUser, Interests };
export type InterestKey = keyof Interests;

/** The full account (from /auth/user/ or /users/me/update/) as the session store keeps it: the same shape. */
export function toSessionUser(user: AccountUser): AccountUser {
  return user;
}
