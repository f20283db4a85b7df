import type { ContentType, AccessGroup } from '@oversight/shared/collaboration/content';
import type {
  Invite,
  InviteResult,
  ItemStakeholderPage,
  StakeholderInvitee,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { stakeholderKeys } from './keys';
import type { Page } from './stakeholders';

/** Where each kind of item keeps its stakeholders (the kinds whose modules exist). */
const ITEM_BASE: Partial<Record<ContentType, (id: string) => string>> = {
  project: (id) => `/projects/${encodeURIComponent(id)}/`,
  project_group: (id) => `/projects/groups/${encodeURIComponent(id)}/`,
  form: (id) => `/surveys/${encodeURIComponent(id)}/`,
  form_group: (id) => `/surveys/groups/${encodeURIComponent(id)}/`,
  dashboard: (id) => `/dashboards/${encodeURIComponent(id)}/`,
  plan: (id) => `/plans/${encodeURIComponent(id)}/`,
  outcome: (id) => `/plans/outcomes/${encodeURIComponent(id)}/`,
  indicator: (id) => `/plans/indicators/${encodeURIComponent(id)}/`,
};
const base = (type: ContentType, id: string) => {
  const path = ITEM_BASE[type];
  if (!path) throw new Error(`Sharing ${type} items is not available`);
  return path(id);
};

export const itemStakeholdersQuery = (type: ContentType, id: string) =>
  queryOptions({
    queryKey: stakeholderKeys.item(type, id),
    queryFn: ({ signal }) =>
      api.get<ItemStakeholderPage>(`${base(type, id)}stakeholders/`, { signal, params: { limit: 100 } }),
  });

export const pendingInvitesQuery = (type: ContentType, id: string) =>
  queryOptions({
    queryKey: stakeholderKeys.pending(type, id),
    queryFn: ({ signal }) =>
      api.get<Page<Invite>>('/users/stakeholders/pending-sent-invites/', {
        signal,
        params: { content_type: type, content_id: id, limit: 100 },
      }),
  });

export type NewStakeholder = Omit<StakeholderInvitee, 'stakeholder_type'> & { stakeholder_type?: 0 | 1 };

export const inviteStakeholders = (
  type: ContentType,
  id: string,
  stakeholders: NewStakeholder[],
  message: string,
) => api.post<InviteResult>(`${base(type, id)}invite-stakeholders/`, { stakeholders, message });

export const removeStakeholder = (
  type: ContentType,
  id: string,
  who: { stakeholder_id: string } | { access_group: AccessGroup },
) =>
  api.post<{ detail: string }>('/users/stakeholders/remove-stakeholder/', {
    content_type: type,
    content_id: id,
    ...who,
  });

export const resendInvite = (inviteId: string) =>
  api.post<Invite>('/users/stakeholders/resend-invite/', { invite_public_id: inviteId });

export const cancelInvite = (inviteId: string) =>
  api.delete<undefined>('/users/stakeholders/delete-pending-invite/', {
    params: { invite_public_id: inviteId },
  });

export const editRoleOnContent = (stakeholderId: string, type: ContentType, id: string, roleId: string) =>
  api.patch(`/users/stakeholders/${stakeholderId}/edit-role-on-content/`, {
    content_type: type,
    content_id: id,
    role_id: roleId,
  });
