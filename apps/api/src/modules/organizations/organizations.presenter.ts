import type {
  OrganizationDetail,
  VisitorOrganization,
} from '@oversight/shared/organizations/organizations.schemas';
import type { OrganizationRow } from '../accounts/account-creation.js';
import { effectivePermissions, type RoleSummarySource } from '../accounts/accounts.presenter.js';
import type { ParentRow } from './organizations.repository.js';
import { organizationAbilities } from './organizations.policy.js';

type AccountTypeName = VisitorOrganization['account_type'];

export type DirectoryRow = {
  organization: OrganizationRow;
  parent: ParentRow | null;
  subordinatesCount: number;
  membersCount: number;
};

function presentParent(parent: ParentRow | null) {
  if (!parent || !parent.id) return null;
  return {
    public_id: parent.id,
    name: parent.name,
    username: parent.username,
    account_type: parent.accountType as AccountTypeName,
  };
}

export function presentVisitorOrganization(row: DirectoryRow): VisitorOrganization {
  const { organization } = row;
  return {
    public_id: organization.id,
    name: organization.name,
    username: organization.username,
    account_type: organization.accountType,
    avatar: organization.avatarUrl ?? null,
    description: organization.description,
    parent: presentParent(row.parent),
    created: organization.createdAt.toISOString(),
    subordinates_count: row.subordinatesCount,
    members_count: row.membersCount,
  };
}

export function presentOrganizationDetail(
  row: DirectoryRow & {
    viewerRole: (RoleSummarySource & { id: string }) | null;
    viewerIsStaff: boolean | null;
  },
): OrganizationDetail {
  const { organization, viewerRole } = row;
  const permissions = viewerRole ? effectivePermissions(viewerRole) : null;
  const member = viewerRole !== null;
  return {
    ...presentVisitorOrganization(row),
    is_personal: organization.isPersonal,
    is_visible: organization.isVisible,
    is_pro_user: organization.isProUser,
    max_sub_users: organization.maxSubUsers,
    website: organization.website ?? null,
    email: member ? (organization.email ?? null) : null,
    plan_levels: member ? organization.planLevels : null,
    kobotoolbox_token_set: member ? !!organization.koboToken : null,
    membership: viewerRole
      ? {
          role: { public_id: viewerRole.id, name: viewerRole.name, permissions: permissions! },
          is_owner: viewerRole.isOwner,
          is_staff: !!row.viewerIsStaff,
        }
      : null,
    abilities: organizationAbilities(permissions),
  };
}

/** Only the last four characters of a stored secret ever leave the server (the token itself is kept encrypted). */
export function presentKoboTokenStatus(row: {
  koboToken: string | null;
  koboTokenLast4: string | null;
  koboServerUrl: string | null;
}) {
  return {
    kobotoolbox_token_set: !!row.koboToken,
    last4: row.koboToken ? row.koboTokenLast4 : null,
    server_url: row.koboToken ? row.koboServerUrl : null,
  };
}
