import type { StaffCandidate, StaffInvitation, SubUser } from '@oversight/shared/collaboration/staff.schemas';
import { needsPasswordSetup } from './staff.policy.js';
import type { StaffInvitationRow, StaffRow } from './staff.repository.js';
import type { AccountType } from '@oversight/shared/reference/enums';

export type StaffExtras = {
  departments: Map<string, { id: string; name: string }[]>;
  mdas: Map<string, { id: string; name: string; accountType: AccountType }>;
};

export function presentSubUser(row: StaffRow, extras: StaffExtras): SubUser {
  const { user } = row;
  return {
    public_id: user.id,
    email: user.email,
    username: user.username,
    display_name: user.displayName,
    first_name: user.firstName,
    last_name: user.lastName,
    avatar: user.avatarUrl ?? null,
    account_type: user.accountType,
    role: { public_id: row.roleId, name: row.roleName },
    departments: (extras.departments.get(user.id) ?? []).map((department) => ({
      public_id: department.id,
      name: department.name,
    })),
    // An MDA that no longer exists simply drops out of the list.
    assigned_mdas: (row.assignedMdaIds ?? []).flatMap((id) => {
      const mda = extras.mdas.get(id);
      return mda ? [{ public_id: mda.id, name: mda.name, account_type: mda.accountType }] : [];
    }),
    invitation_accepted: !needsPasswordSetup(user),
    joined: row.joinedAt.toISOString(),
  };
}

export function presentCandidate(row: {
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  accountType: AccountType;
}): StaffCandidate {
  return {
    public_id: row.id,
    username: row.username,
    display_name: row.displayName,
    avatar: row.avatarUrl ?? null,
    account_type: row.accountType,
  };
}

/** Departments by their own id here (not by member), and the MDAs by id. */
export type InvitationExtras = {
  departments: Map<string, { id: string; name: string }>;
  mdas: StaffExtras['mdas'];
};

export function presentInvitation(row: StaffInvitationRow, extras: InvitationExtras): StaffInvitation {
  return {
    public_id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    organization: { public_id: row.organizationId, name: row.organizationName },
    role: { public_id: row.roleId, name: row.roleName },
    // A department or MDA deleted since the invitation drops out, here and at acceptance.
    departments: row.departmentIds.flatMap((id) => {
      const department = extras.departments.get(id);
      return department ? [{ public_id: department.id, name: department.name }] : [];
    }),
    assigned_mdas: (row.assignedMdaIds ?? []).flatMap((id) => {
      const mda = extras.mdas.get(id);
      return mda ? [{ public_id: mda.id, name: mda.name, account_type: mda.accountType }] : [];
    }),
    status: row.status as StaffInvitation['status'],
    invited_by: row.invitedById
      ? { public_id: row.invitedById, display_name: row.invitedByName ?? '' }
      : null,
    expired: row.expired,
    expires_at: row.expiresAt.toISOString(),
    last_sent_at: row.lastSentAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
