/**
 * Shapes of the signed-in session. The API's answers come from the shared contract (docs/spec/contract-notes.md "Identity",
 * packages/shared accounts schemas); only what the web adds on top is declared here.
 */
import type {
  AuthResponse,
  OrganizationSummary,
  User as AccountUser,
} from '@oversight/shared/accounts/accounts.schemas';

export type { AccountType } from '@oversight/shared/reference/enums';

/** Which side of the app the person is on (client-side only). */
export type Mode = 'CITIZEN' | 'ORGANISATION';

/** The signed-in user as login, sign-up, GET /auth/user/ and PATCH /users/me/update/ answer it. */
export type User = AccountUser;

/** An organisation the user belongs to, with their role there (the role's permissions are ids 0-38). */
export type Organisation = OrganizationSummary;

export type OrganisationRole = Organisation['role'];

/**
 * What login, Google login and register answer (`access_token` is the old name of `token`), plus the tenant the
 * web may keep with the session (the API does not send it; the store falls back to the configured tenant).
 */
export type SessionResponse = AuthResponse & { tenant?: string };
