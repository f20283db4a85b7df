import type { ContentType, AccessGroup } from '@oversight/shared/collaboration/content';
import type { StakeholderInvitee } from '@oversight/shared/collaboration/stakeholders.schemas';
import { queryOptions } from '@tanstack/react-query';
import type { KeyOf } from '@oversight/shared/endpoints';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { stakeholderKeys } from './keys';

/** Where each kind of item keeps its stakeholders (the kinds whose modules exist). */
const ITEM_ENDPOINTS = {
  project: { list: 'GET /projects/{id}/stakeholders/', invite: 'POST /projects/{id}/invite-stakeholders/' },
  project_group: {
    list: 'GET /projects/groups/{id}/stakeholders/',
    invite: 'POST /projects/groups/{id}/invite-stakeholders/',
  },
  form: { list: 'GET /surveys/{id}/stakeholders/', invite: 'POST /surveys/{id}/invite-stakeholders/' },
  form_group: {
    list: 'GET /surveys/groups/{id}/stakeholders/',
    invite: 'POST /surveys/groups/{id}/invite-stakeholders/',
  },
  dashboard: {
    list: 'GET /dashboards/{id}/stakeholders/',
    invite: 'POST /dashboards/{id}/invite-stakeholders/',
  },
  plan: { list: 'GET /plans/{id}/stakeholders/', invite: 'POST /plans/{id}/invite-stakeholders/' },
  outcome: {
    list: 'GET /plans/outcomes/{id}/stakeholders/',
    invite: 'POST /plans/outcomes/{id}/invite-stakeholders/',
  },
  indicator: {
    list: 'GET /plans/indicators/{id}/stakeholders/',
    invite: 'POST /plans/indicators/{id}/invite-stakeholders/',
  },
} as const satisfies Partial<Record<ContentType, { list: KeyOf<'GET'>; invite: KeyOf<'POST'> }>>;
const endpointsOf = (type: ContentType) => {
  if (!(type in ITEM_ENDPOINTS)) throw new Error(`Sharing ${type} items is not available`);
  return ITEM_ENDPOINTS[type];
};

export const itemStakeholdersQuery = (type: ContentType, id: string) =>
  queryOptions({
    queryKey: stakeholderKeys.item(type, id),
    queryFn: ({ signal }) =>
      api.get(endpointsOf(type).list, { path: { id }, signal, params: { limit: 100 } }),
  });

export const pendingInvitesQuery = (type: ContentType, id: string) =>
  queryOptions({
    queryKey: stakeholderKeys.pending(type, id),
    queryFn: ({ signal }) =>
      api.get('GET /users/stakeholders/pending-sent-invites/', {
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
) => api.post(endpointsOf(type).invite, { stakeholders, message }, { path: { id } });

export const removeStakeholder = (
  type: ContentType,
  id: string,
  who: { stakeholder_id: string } | { access_group: AccessGroup },
) =>
  api.post('POST /users/stakeholders/remove-stakeholder/', {
    content_type: type,
    content_id: id,
    ...who,
  });

export const resendInvite = (inviteId: string) =>
  api.post('POST /users/stakeholders/resend-invite/', { invite_public_id: inviteId });

export const cancelInvite = (inviteId: string) =>
  api.delete('DELETE /users/stakeholders/delete-pending-invite/', {
    params: { invite_public_id: inviteId },
  });

export const editRoleOnContent = (stakeholderId: string, type: ContentType, id: string, roleId: string) =>
  api.patch(
    'PATCH /users/stakeholders/{id}/edit-role-on-content/',
    {
      content_type: type,
      content_id: id,
      role_id: roleId,
    },
    { path: { id: stakeholderId } },
  );

/** A write on one item's sharing: its stakeholders and pending invitations are read again in the background. */
const useItemWrite = <TVariables, TData>(
  type: ContentType,
  id: string,
  mutationFn: (variables: TVariables) => Promise<TData>,
) =>
  useWrite(mutationFn, [stakeholderKeys.item(type, id), stakeholderKeys.pending(type, id)], { wait: false });

export const useInviteStakeholders = (type: ContentType, id: string) =>
  useItemWrite(type, id, ({ stakeholders, message }: { stakeholders: NewStakeholder[]; message: string }) =>
    inviteStakeholders(type, id, stakeholders, message),
  );
export const useRemoveStakeholder = (type: ContentType, id: string) =>
  useItemWrite(type, id, (who: { stakeholder_id: string } | { access_group: AccessGroup }) =>
    removeStakeholder(type, id, who),
  );
export const useCancelInvite = (type: ContentType, id: string) => useItemWrite(type, id, cancelInvite);
export const useResendInvite = (type: ContentType, id: string) => useItemWrite(type, id, resendInvite);
export const useEditRoleOnContent = (type: ContentType, id: string) =>
  useItemWrite(type, id, ({ stakeholder, role }: { stakeholder: string; role: string }) =>
    editRoleOnContent(stakeholder, type, id, role),
  );
