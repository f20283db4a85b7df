import type { OrganizationContext } from '../../platform/access-control.js';
import { permissionsBeyond } from '../roles/roles.policy.js';

export const staffMembers = (count: number) => `${count} staff ${count === 1 ? 'member' : 'members'}`;

/**
 * The organisation's max_sub_users counts staff memberships (the owner's own account is not staff) and the
 * invitations that can still be accepted: an invitation holds its seat until it is answered, cancelled or expires.
 */
export function staffLimitRefusal(maxSubUsers: number, current: number, adding: number): string | null {
  if (current + adding <= maxSubUsers) return null;
  return `Your plan allows ${staffMembers(maxSubUsers)}, open invitations included. Remove someone, cancel an invitation or upgrade to add more.`;
}

/** At acceptance the seat must still be free (the plan may have shrunk since the invitation). */
export const noSeatLeft = (organization: string) =>
  `${organization} has no free staff seat on its plan right now: ask them to free one or upgrade, then accept again.`;

export const invitationExpiredMessage = (expiresAt: Date) =>
  `This invitation expired on ${expiresAt.toISOString().slice(0, 10)}: ask the organisation to send it again.`;

/** Someone who cannot sign in yet (invited, never chose a password nor linked Google) gets a set-password link. */
export const needsPasswordSetup = (user: { passwordHash: string | null; googleSub: string | null }) =>
  user.passwordHash === null && user.googleSub === null;

/** A member may change or remove only staff whose role they could have assigned themselves. */
export const canManageStaffWithRole = (actor: OrganizationContext, rolePermissions: readonly number[]) =>
  permissionsBeyond(actor, rolePermissions).length === 0;

export const STAFF_ABOVE_ACTOR =
  "This person's role holds permissions your own role lacks, so you cannot change or remove them.";
