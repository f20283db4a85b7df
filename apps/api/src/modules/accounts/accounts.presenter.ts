import { ALWAYS_INCLUDED_PERMISSIONS, PERMISSION_LIST } from '@oversight/shared/access/permissions';
import type { OrganizationSummary, User } from '@oversight/shared/accounts/accounts.schemas';
import type { OrganizationRow, UserRow } from './account-creation.js';

const ALL_PERMISSIONS = PERMISSION_LIST.map((permission) => permission.id as number);

/** The role fields the organisation summary needs; a full roles row satisfies it. */
export type RoleSummarySource = { id: string; name: string; permissions: number[]; isOwner: boolean };

/** The organisation fields the summary needs; a full organizations row satisfies it. */
export type OrganizationSummarySource = Pick<
  OrganizationRow,
  'id' | 'name' | 'username' | 'accountType' | 'avatarUrl' | 'isPersonal' | 'parentId'
>;

/**
 * The permissions a role actually grants, as the access-control plugin computes them:
 * an owner role holds every permission; any other role also holds the always-included view permissions.
 */
export function effectivePermissions(role: Pick<RoleSummarySource, 'permissions' | 'isOwner'>): number[] {
  const granted = role.isOwner ? ALL_PERMISSIONS : [...role.permissions, ...ALWAYS_INCLUDED_PERMISSIONS];
  return [...new Set(granted)].sort((a, b) => a - b);
}

/** An organisation the user belongs to, with the user's role there (login, register, /auth/user/). */
export function presentOrganizationSummary(
  organization: OrganizationSummarySource,
  role: RoleSummarySource,
  membership: { isStaff: boolean },
): OrganizationSummary {
  return {
    public_id: organization.id,
    name: organization.name,
    username: organization.username,
    account_type: organization.accountType,
    avatar: organization.avatarUrl ?? null,
    is_personal: organization.isPersonal,
    is_staff: membership.isStaff,
    parent: organization.parentId ?? null,
    role: { public_id: role.id, name: role.name, permissions: effectivePermissions(role) },
  };
}

export type UserCounts = {
  reviewsCount?: number;
  eyemarkedCount?: number;
  followerCount?: number;
  followingCount?: number;
};

/**
 * The signed-in user's own view of their account (docs/spec/contract-notes.md "Identity").
 * Counts stay 0 until the posts and eyemark modules supply them.
 */
export function presentUser(
  user: UserRow,
  options: { counts?: UserCounts; organisations?: OrganizationSummary[] } = {},
): User {
  const presented: User = {
    public_id: user.id,
    email: user.email,
    username: user.username,
    display_name: user.displayName,
    first_name: user.firstName,
    last_name: user.lastName,
    bio: user.bio,
    avatar: user.avatarUrl ?? null,
    account_type: user.accountType,
    created: user.createdAt.toISOString(),
    state_of_residence: user.stateOfResidence ?? null,
    gender: user.gender ?? null,
    date_of_birth: user.dateOfBirth ?? null,
    reviews_count: options.counts?.reviewsCount ?? 0,
    eyemarked_count: options.counts?.eyemarkedCount ?? 0,
    follower_count: options.counts?.followerCount ?? 0,
    following_count: options.counts?.followingCount ?? 0,
    newly_registered: user.newlyRegistered,
    email_verified: user.emailVerifiedAt !== null,
    has_password: user.passwordHash !== null,
    google_linked: user.googleSub !== null,
    privacy: user.privacy,
    email_notifications: user.emailNotifications,
    interests: user.interests,
  };
  if (user.accountType === 'CSO') {
    presented.company_name = user.companyName ?? null;
    presented.rc_number = user.rcNumber ?? null;
    presented.contact_no = user.contactNo ?? null;
  }
  if (options.organisations) presented.organisations = options.organisations;
  return presented;
}

/** The abbreviated user shown inside posts and votes; a deleted account reads as "Deleted user". */
export function presentUserBrief(
  user: Pick<UserRow, 'id' | 'username' | 'displayName' | 'avatarUrl' | 'accountType' | 'deletedAt'>,
) {
  if (user.deletedAt) {
    return {
      public_id: user.id,
      username: 'deleted',
      display_name: 'Deleted user',
      avatar: null,
      account_type: user.accountType,
    };
  }
  return {
    public_id: user.id,
    username: user.username,
    display_name: user.displayName,
    avatar: user.avatarUrl ?? null,
    account_type: user.accountType,
  };
}
