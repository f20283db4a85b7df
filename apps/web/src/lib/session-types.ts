/** Shapes of the signed-in session, as the API answers them (contract-notes.md "Identity"). */

export type AccountType = 'CITIZEN' | 'CSO' | 'CONTRACTOR' | 'MINISTRY' | 'AGENCY' | 'DEPARTMENT' | 'ADMIN';

export type Mode = 'CITIZEN' | 'ORGANISATION';

export interface User {
  public_id: string;
  email: string;
  username: string;
  display_name: string;
  first_name: string;
  last_name: string;
  bio: string;
  avatar: string | null;
  account_type: AccountType;
  created: string;
  state_of_residence: string | null;
  /** Older sessions may lack it. */
  interests?: { locations: string[] };
  reviews_count: number;
  eyemarked_count: number;
  newly_registered: boolean;
  company_name?: string | null;
  rc_number?: string | null;
  contact_no?: string | null;
}

export interface OrganisationRole {
  public_id: string;
  name: string;
  /** Permission ids 0-38 (packages/shared access/permissions). */
  permissions: number[];
}

export interface Organisation {
  public_id: string;
  name: string;
  username: string;
  account_type: AccountType;
  avatar: string | null;
  is_personal: boolean;
  /** The user is staff (a sub-user) here rather than the organisation's own account; older sessions lack it. */
  is_staff?: boolean;
  role: OrganisationRole | null;
}

/** What login, Google login and register answer. `access_token` is the old name of `token`. */
export interface SessionResponse {
  token: string;
  access_token?: string;
  refresh_token: string;
  user: User;
  organisations: Organisation[];
  tenant?: string;
}
