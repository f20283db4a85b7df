import { ALWAYS_INCLUDED_PERMISSIONS } from '@oversight/shared/access/permissions';
import { ACCESS_GROUPS, PSEUDO_USER_EMAILS, type AccessGroup } from '@oversight/shared/collaboration/content';
import type {
  AccessGroupGrant,
  AssignedObject,
  Invite,
  ItemStakeholder,
  Stakeholder,
  StakeholderActivity,
  StakeholderKind,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import { isoTimestamp } from '../../platform/timestamps.js';
import type {
  AssignedObjectRow,
  EventRow,
  GrantRow,
  InviteRow,
  StakeholderRow,
} from './stakeholders.repository.js';

const role = (id: string, name: string, permissions: number[]) => ({
  public_id: id,
  name,
  permissions: [...new Set([...permissions, ...ALWAYS_INCLUDED_PERMISSIONS])].sort((a, b) => a - b),
});
const stakeholderType = (value: number) => (value === 0 ? 0 : 1);
const NOT_AVAILABLE = '(no longer available)';

export function granteeKind(
  kind: 'user' | 'organisation' | 'department',
  isMember: boolean,
): StakeholderKind {
  if (kind === 'user') return isMember ? 'team_member' : 'visitor';
  return kind;
}

export function presentInvite(row: InviteRow): Invite {
  const invitee = row.invitee_user_id
    ? {
        kind: 'user' as const,
        public_id: row.invitee_user_id,
        name: row.invitee_name ?? '',
        email: row.invitee_user_email,
      }
    : row.invitee_organization_id
      ? {
          kind: 'organisation' as const,
          public_id: row.invitee_organization_id,
          name: row.invitee_name ?? '',
          email: null,
        }
      : { kind: 'email' as const, public_id: null, name: row.invitee_email ?? '', email: row.invitee_email };
  return {
    invite_public_id: row.id,
    content: {
      content_type: row.content_type,
      public_id: row.content_public_id ?? row.content_id,
      name: row.content_name ?? NOT_AVAILABLE,
      page_public_id: row.content_page_public_id,
    },
    organization: {
      public_id: row.organization_id,
      name: row.organization_name,
      avatar: row.organization_avatar,
    },
    invitee,
    role: role(row.role_id, row.role_name, row.role_permissions),
    stakeholder_type: stakeholderType(row.stakeholder_type),
    status: row.status,
    message: row.message,
    invited_by: row.invited_by
      ? { public_id: row.invited_by, display_name: row.invited_by_name ?? '' }
      : null,
    created: isoTimestamp(row.created_at),
    expires: isoTimestamp(row.expires_at),
    is_expired: new Date(row.expires_at).getTime() <= Date.now(),
  };
}

export function presentItemStakeholder(row: GrantRow): ItemStakeholder {
  return {
    stakeholder: {
      public_id: row.grantee_id,
      kind: granteeKind(row.grantee_kind, row.is_member),
      name: row.name ?? '',
      username: row.username,
      email: row.email,
      avatar: row.avatar,
      account_type: row.account_type,
    },
    role: role(row.role_id, row.role_name, row.role_permissions),
    stakeholder_type: stakeholderType(row.stakeholder_type),
    created: isoTimestamp(row.created_at),
  };
}

export function accessGroupOf(email: string): AccessGroup | undefined {
  return ACCESS_GROUPS.find((group) => PSEUDO_USER_EMAILS[group] === email.toLowerCase());
}

export function presentAccessGroupGrant(row: {
  email: string;
  role_id: string;
  role_name: string;
  role_permissions: number[];
  created_at: Date;
}): AccessGroupGrant | null {
  const group = accessGroupOf(row.email);
  return group
    ? {
        access_group: group,
        role: role(row.role_id, row.role_name, row.role_permissions),
        created: isoTimestamp(row.created_at),
      }
    : null;
}

export function presentStakeholder(row: StakeholderRow): Stakeholder {
  return {
    public_id: row.id,
    kind: granteeKind(row.grantee_kind, row.is_member),
    name: row.name,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    account_type: row.account_type,
    stakeholder_type: stakeholderType(row.stakeholder_type),
    is_sub_user: row.is_sub_user,
    items_count: row.items_count,
    created: isoTimestamp(row.created_at),
  };
}

export function presentAssignedObject(row: AssignedObjectRow): AssignedObject {
  return {
    content: {
      content_type: row.content_type,
      public_id: row.content_public_id ?? '',
      name: row.content_name ?? NOT_AVAILABLE,
      page_public_id: row.content_page_public_id,
    },
    role: role(row.role_id, row.role_name, row.role_permissions),
    stakeholder_type: stakeholderType(row.stakeholder_type),
    created: isoTimestamp(row.created_at),
  };
}

export function presentActivity(row: EventRow): StakeholderActivity {
  return {
    id: row.id,
    action: row.action as StakeholderActivity['action'],
    content: {
      content_type: row.content_type,
      public_id: row.content_public_id ?? '',
      name: row.content_name ?? NOT_AVAILABLE,
      page_public_id: row.content_page_public_id,
    },
    actor: row.actor_id ? { public_id: row.actor_id, display_name: row.actor_name ?? '' } : null,
    detail: row.detail,
    created: isoTimestamp(row.created_at),
  };
}
