import type { OrganizationContext } from '../../platform/access-control.js';
import { permissionsBeyond } from '../roles/roles.policy.js';

export const INVITATION_TTL_DAYS = 7;

export const staffMembers = (count: number) => `${count} staff ${count === 1 ? 'member' : 'members'}`;

/** The organisation's max_sub_users counts staff memberships only (the owner's own account is not staff). */
export function staffLimitRefusal(maxSubUsers: number, current: number, adding: number): string | null {
  if (current + adding <= maxSubUsers) return null;
  return `Your plan allows ${staffMembers(maxSubUsers)}. Remove one or upgrade to add more.`;
}

/** Someone who cannot sign in yet (invited, never chose a password nor linked Google) gets a set-password link. */
export const needsPasswordSetup = (user: { passwordHash: string | null; googleSub: string | null }) => user.passwordHash === null && user.googleSub === null;

/** A member may change or remove only staff whose role they could have assigned themselves. */
export const canManageStaffWithRole = (actor: OrganizationContext, rolePermissions: readonly number[]) =>
  permissionsBeyond(actor, rolePermissions).length === 0;

export const STAFF_ABOVE_ACTOR = "This person's role holds permissions your own role lacks, so you cannot change or remove them.";
