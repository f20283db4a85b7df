import type { StaffCandidate, SubUser } from '@oversight/shared/collaboration/staff.schemas';
import { needsPasswordSetup } from './staff.policy.js';
import type { StaffRow } from './staff.repository.js';

export type StaffExtras = {
  departments: Map<string, { id: string; name: string }[]>;
  mdas: Map<string, { id: string; name: string; accountType: string }>;
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
    departments: (extras.departments.get(user.id) ?? []).map((department) => ({ public_id: department.id, name: department.name })),
    // An MDA that no longer exists simply drops out of the list.
    assigned_mdas: (row.assignedMdaIds ?? []).flatMap((id) => {
      const mda = extras.mdas.get(id);
      return mda ? [{ public_id: mda.id, name: mda.name, account_type: mda.accountType }] : [];
    }),
    invitation_accepted: !needsPasswordSetup(user),
    joined: row.joinedAt.toISOString(),
  };
}

export function presentCandidate(row: { id: string; username: string; displayName: string; avatarUrl: string | null; accountType: string }): StaffCandidate {
  return { public_id: row.id, username: row.username, display_name: row.displayName, avatar: row.avatarUrl ?? null, account_type: row.accountType };
}
