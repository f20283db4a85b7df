import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { CONTENT_TYPE_LABELS, type ContentType } from '@oversight/shared/collaboration/content';
import type {
  Invite,
  InviteResult,
  InviteStakeholdersBody,
  RespondToInviteBody,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import { requireUser } from '../../platform/access-control.js';
import {
  badRequest,
  fieldError,
  forbidden,
  HttpError,
  nonFieldError,
  notFound,
  type FieldErrors,
} from '../../platform/errors.js';
import type { AppConfig } from '../../config.js';
import type { ContextOf } from '../../platform/request-context.js';
import { pseudoUserId } from '../../platform/access-group-principals.js';
import { publishEvent } from '../notifications/notifications.service.js';
import { findContentItem, type ContentItem } from './content-items.js';
import { stakeholderSignupInvitationEmail } from './stakeholder-emails.js';
import { grantingOrganizationId, ITEM_NOT_FOUND, loadItem, roleProblem } from './stakeholders.policy.js';
import { presentAccessGroupGrant, presentInvite, presentItemStakeholder } from './stakeholders.presenter.js';
import * as repo from './stakeholders.repository.js';

/** What the stakeholder services use of the request's context (a route passes `request.ctx`). */
export type StakeholderDeps = ContextOf<'db' | 'auth' | 'config' | 'mail' | 'jobs' | 'log'>;
type Page = { limit: number; offset: number };

const INVITE_NOT_FOUND = 'No invitation of yours has this id.';

type Planned =
  | { kind: 'invite'; row: Parameters<typeof repo.insertInvitations>[1][number]; email?: string }
  | { kind: 'grant'; grant: repo.NewGrant; granteeId: string };

/**
 * Invites stakeholders onto one item, all or none: users and organisations get an invitation to answer, an address
 * with no account an e-mail with a sign-up link, departments of the organisation and the access groups a grant at once.
 */
export async function inviteStakeholders(
  deps: StakeholderDeps,
  type: ContentType,
  id: string,
  body: InviteStakeholdersBody,
): Promise<InviteResult> {
  const { auth } = deps;
  const user = requireUser(auth);
  const tenantId = auth.tenant.id;
  const { item, access } = await loadItem(deps.db, auth, type, id, 'manage');
  const organizationId = grantingOrganizationId(auth, item);
  const expiresAt = invitationExpiry(deps.config);

  const { invitationIds, grants } = await deps.db.transaction(async (tx) => {
    const roles = await repo.selectRoles(
      tx,
      tenantId,
      organizationId,
      body.stakeholders.map((entry) => entry.role_id),
    );
    const holders = await repo.selectItemHolders(tx, tenantId, type, item.id);
    const usersById = await repo.selectUsersByIds(
      tx,
      tenantId,
      body.stakeholders.flatMap((entry) => (entry.user_id ? [entry.user_id] : [])),
    );
    const usersByEmail = await repo.selectUsersByEmails(
      tx,
      tenantId,
      body.stakeholders.flatMap((entry) => (entry.email ? [entry.email] : [])),
    );
    const organizations = await repo.selectOrganizations(
      tx,
      tenantId,
      body.stakeholders.flatMap((entry) => (entry.organization_id ? [entry.organization_id] : [])),
    );
    const departments = await repo.selectDepartmentIds(
      tx,
      tenantId,
      organizationId,
      body.stakeholders.flatMap((entry) => (entry.department_id ? [entry.department_id] : [])),
    );

    const errors: FieldErrors = {};
    const planned: Planned[] = [];
    const seen = new Set<string>();
    for (const [index, entry] of body.stakeholders.entries()) {
      const problems: FieldErrors = {};
      const flag = (field: string, message: string) => (problems[field] = [message]);
      const problem = roleProblem(roles.get(entry.role_id), access.permissions, {
        publicGroup: entry.access_group === 'general_public',
      });
      if (problem) flag('role_id', problem);
      const common = {
        tenantId,
        organizationId,
        contentType: type,
        contentId: item.id,
        roleId: entry.role_id,
        stakeholderType: entry.stakeholder_type,
      };
      const invitation = { ...common, message: body.message, invitedBy: user.id, expiresAt };
      let key = '';

      const invitedUser = entry.user_id
        ? usersById.get(entry.user_id)
        : entry.email
          ? usersByEmail.get(entry.email)
          : undefined;
      const field = entry.user_id ? 'user_id' : 'email';
      if (entry.user_id && !invitedUser) flag('user_id', 'No user has this id.');
      else if (invitedUser && (invitedUser.is_pseudo || !invitedUser.usable))
        flag(field, 'This account cannot be invited.');
      else if (invitedUser?.id === user.id) flag(field, 'You cannot invite yourself.');
      else if (invitedUser) {
        key = invitedUser.id;
        planned.push({ kind: 'invite', row: { ...invitation, inviteeUserId: invitedUser.id } });
      } else if (entry.email) {
        key = entry.email;
        planned.push({
          kind: 'invite',
          row: { ...invitation, inviteeEmail: entry.email },
          email: entry.email,
        });
      } else if (entry.organization_id) {
        const organization = organizations.get(entry.organization_id);
        if (!organization) flag('organization_id', 'No organisation has this id.');
        else if (item.ownerOrganizationIds.includes(organization.id))
          flag('organization_id', 'This organisation owns the item already.');
        else {
          key = organization.id;
          planned.push({ kind: 'invite', row: { ...invitation, inviteeOrganizationId: organization.id } });
        }
      } else if (entry.department_id) {
        if (!departments.has(entry.department_id))
          flag('department_id', 'Choose a department of the organisation that owns this item.');
        else {
          key = entry.department_id;
          planned.push({
            kind: 'grant',
            granteeId: key,
            grant: { ...common, granteeDepartmentId: key, grantedBy: user.id },
          });
        }
      } else if (entry.access_group) {
        key = await pseudoUserId(tx, tenantId, entry.access_group, deps.log);
        planned.push({
          kind: 'grant',
          granteeId: key,
          grant: { ...common, granteeUserId: key, grantedBy: user.id },
        });
      }
      const grantee = Object.keys(problems).length ? null : key;
      if (grantee && seen.has(grantee)) flag('non_field_errors', 'This stakeholder is already in the list.');
      else if (
        grantee &&
        entry.access_group === undefined &&
        entry.department_id === undefined &&
        holders.granted.has(grantee)
      )
        flag('non_field_errors', 'Already a stakeholder of this item: change their role instead.');
      else if (grantee && holders.pending.has(grantee))
        flag('non_field_errors', 'Already invited to this item and not answered yet.');
      if (grantee) seen.add(grantee);
      if (Object.keys(problems).length) errors[String(index)] = problems;
    }
    if (Object.keys(errors).length) throw badRequest({ stakeholders: errors });

    const invitationIds = await repo.insertInvitations(
      tx,
      planned.flatMap((plan) => (plan.kind === 'invite' ? [plan.row] : [])),
    );
    const grants = planned.flatMap((plan) => (plan.kind === 'grant' ? [plan] : []));
    for (const plan of grants) await repo.upsertGrant(tx, plan.grant);
    const events: repo.NewEvent[] = [];
    const invites = planned.flatMap((plan) => (plan.kind === 'invite' ? [plan.row] : []));
    invites.forEach((row, index) => {
      const subject = row.inviteeUserId ?? row.inviteeOrganizationId;
      if (subject)
        events.push({
          tenantId,
          organizationId,
          stakeholderId: subject,
          actorId: user.id,
          action: 'invited',
          contentType: type,
          contentId: item.id,
          detail: invitationIds[index]!,
        });
    });
    for (const plan of grants)
      events.push({
        tenantId,
        organizationId,
        stakeholderId: plan.granteeId,
        actorId: user.id,
        action: 'granted',
        contentType: type,
        contentId: item.id,
      });
    await repo.insertEvents(tx, events);
    return { invitationIds, grants };
  });

  const invitations = (await repo.selectInvitesByIds(deps.db, tenantId, invitationIds)).map(presentInvite);
  await announceInvitations(deps, item, invitations);
  const listed = await repo.selectItemGrants(deps.db, tenantId, type, item.id, { limit: 100, offset: 0 });
  const grantedIds = new Set(grants.map((plan) => plan.granteeId));
  const granted = [
    ...listed.people.filter((row) => grantedIds.has(row.grantee_id)).map(presentItemStakeholder),
    ...listed.groups
      .filter((row) => grantedIds.has(row.grantee_id))
      .flatMap((row) => presentAccessGroupGrant(row) ?? []),
  ];
  const count = invitations.length + grants.length;
  return {
    detail: `${count} ${count === 1 ? 'stakeholder' : 'stakeholders'} invited.`,
    invitations,
    granted,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const invitationExpiry = (config: AppConfig) => new Date(Date.now() + config.invitationDays * DAY_MS);
/** A resend is refused within this long of the last sending (the invitee's inbox is not a megaphone). */
const RESEND_AFTER_MS = 60 * 60 * 1000;

/** Notifications to invited people and organisations (their managers); a sign-up e-mail to addresses with no account. */
async function announceInvitations(
  deps: StakeholderDeps,
  item: ContentItem,
  invitations: Invite[],
  sending = '',
) {
  const { auth } = deps;
  const tenantId = auth.tenant.id;
  const user = requireUser(auth);
  const organizationIds = invitations.flatMap((invite) =>
    invite.invitee.kind === 'organisation' && invite.invitee.public_id ? [invite.invitee.public_id] : [],
  );
  const answerers = await repo.selectOrganizationAnswerers(deps.db, tenantId, organizationIds);
  for (const invite of invitations) {
    const key = `stakeholder-invite:${invite.invite_public_id}${sending}`;
    const base = { tenantId, actorId: user.id, key, projectId: item.type === 'project' ? item.id : null };
    const data = { item_name: item.name, link: `/invites?invite=${invite.invite_public_id}` };
    if (invite.invitee.kind === 'user' && invite.invitee.public_id) {
      await publishEvent(deps.jobs, {
        ...base,
        kind: 'stakeholder_invite',
        to: { userIds: [invite.invitee.public_id] },
        excerpt: invite.message,
        data,
      });
    } else if (invite.invitee.kind === 'organisation' && invite.invitee.public_id) {
      await publishEvent(deps.jobs, {
        ...base,
        kind: 'stakeholder_invite',
        to: { userIds: answerers.get(invite.invitee.public_id) ?? [] },
        excerpt: invite.message,
        data,
      });
    } else if (invite.invitee.email) {
      const link = `${deps.config.publicUrl}/signup?invite=${encodeURIComponent(invite.invite_public_id)}&email=${encodeURIComponent(invite.invitee.email)}`;
      const message = stakeholderSignupInvitationEmail({
        to: invite.invitee.email,
        inviter: user.displayName || 'Someone',
        organization: invite.organization.name,
        item: item.name,
        itemKind: CONTENT_TYPE_LABELS[item.type],
        role: invite.role.name,
        message: invite.message,
        link,
      });
      await deps.mail.send(message, key);
    }
  }
}

/** Organisations the user answers invitations for: those they own or whose stakeholders they manage. */
async function answeredOrganizationIds(
  deps: StakeholderDeps,
  tenantId: string,
  userId: string,
): Promise<string[]> {
  return repo.selectAnsweredOrganizations(deps.db, tenantId, userId);
}

/** Accept ("accept") or decline ("decline") an invitation made to you, your verified address or your organisation. */
export async function respondToInvite(deps: StakeholderDeps, body: RespondToInviteBody): Promise<Invite> {
  const { auth } = deps;
  const user = requireUser(auth);
  const tenantId = auth.tenant.id;
  const [me] = [...(await repo.selectUsersByIds(deps.db, tenantId, [user.id])).values()];
  const organizations = await answeredOrganizationIds(deps, tenantId, user.id);
  const answered = await deps.db.transaction(async (tx) => {
    const invite = await repo.lockInvitation(tx, tenantId, body.invite_public_id);
    if (!invite) throw notFound(INVITE_NOT_FOUND);
    const byEmail = !!invite.invitee_email && invite.invitee_email === me?.email.toLowerCase();
    const mine =
      invite.invitee_user_id === user.id ||
      byEmail ||
      (!!invite.invitee_organization_id && organizations.includes(invite.invitee_organization_id));
    if (!mine) throw notFound(INVITE_NOT_FOUND);
    if (invite.status !== 'pending') throw nonFieldError(`This invitation was already ${invite.status}.`);
    if (invite.expired) {
      throw nonFieldError(
        `This invitation expired on ${new Date(invite.expires_at).toISOString().slice(0, 10)}: ask whoever invited you to send it again.`,
      );
    }
    if (byEmail && !me.email_verified)
      throw nonFieldError('Verify your e-mail address first: the invitation was sent to it.');
    const status = body.response === 'accept' ? 'accepted' : 'declined';
    const granteeUserId = invite.invitee_organization_id ? null : user.id;
    if (status === 'accepted') {
      await repo.upsertGrant(tx, {
        tenantId,
        organizationId: invite.organization_id,
        contentType: invite.content_type,
        contentId: invite.content_id,
        granteeUserId,
        granteeOrganizationId: invite.invitee_organization_id,
        roleId: invite.role_id,
        stakeholderType: invite.stakeholder_type,
        invitationId: invite.id,
        grantedBy: invite.invited_by,
      });
    }
    await repo.answerInvitation(tx, tenantId, invite.id, status, user.id, byEmail);
    await repo.insertEvents(tx, [
      {
        tenantId,
        organizationId: invite.organization_id,
        stakeholderId: granteeUserId ?? invite.invitee_organization_id!,
        actorId: user.id,
        action: status,
        contentType: invite.content_type,
        contentId: invite.content_id,
        detail: invite.id,
      },
    ]);
    return invite;
  });
  const [row] = await repo.selectInvitesByIds(deps.db, tenantId, [answered.id]);
  const presented = presentInvite(row!);
  if (answered.invited_by) {
    await publishEvent(deps.jobs, {
      tenantId,
      kind: 'invite_answer',
      actorId: user.id,
      key: `invite-answer:${answered.id}`,
      to: { userIds: [answered.invited_by] },
      projectId: answered.content_type === 'project' ? answered.content_id : null,
      data: { item_name: presented.content.name, answer: presented.status },
    });
  }
  return presented;
}

/** GET /users/profiles/my-invites/: pending invitations the caller can answer. */
export async function myInvites(
  deps: StakeholderDeps,
  page: Page,
): Promise<{ count: number; results: Invite[] }> {
  const { auth } = deps;
  const user = requireUser(auth);
  const tenantId = auth.tenant.id;
  const [me] = [...(await repo.selectUsersByIds(deps.db, tenantId, [user.id])).values()];
  const organizationIds = await answeredOrganizationIds(deps, tenantId, user.id);
  const rows = await repo.selectMyInvites(
    deps.db,
    tenantId,
    { userId: user.id, email: me?.email_verified ? me.email.toLowerCase() : null, organizationIds },
    page,
  );
  return { count: rows[0]?.total_count ?? 0, results: rows.map(presentInvite) };
}

/**
 * Pending invitations sent: of one item (its stakeholder managers), or of the whole current organisation (members who
 * manage system stakeholders).
 */
export async function sentInvites(
  deps: StakeholderDeps,
  filter: { content_type?: ContentType; content_id?: string },
  page: Page,
): Promise<{ count: number; results: Invite[] }> {
  const { auth } = deps;
  requireUser(auth);
  if ((filter.content_type === undefined) !== (filter.content_id === undefined))
    throw fieldError(
      filter.content_type ? 'content_id' : 'content_type',
      'Give content_type and content_id together.',
    );
  let rows: repo.InviteRow[];
  if (filter.content_type && filter.content_id) {
    const { item } = await loadItem(deps.db, auth, filter.content_type, filter.content_id, 'manage');
    rows = await repo.selectSentInvites(
      deps.db,
      auth.tenant.id,
      { contentType: item.type, contentId: item.id },
      page,
    );
  } else {
    const organization = auth.organization;
    if (!organization) throw forbidden('Choose an organisation: the X-Organization-Id header is missing.');
    if (!organization.permissions.has(PERMISSIONS.MANAGE_SYSTEM_STAKEHOLDERS))
      throw forbidden('You may not see the invitations of this organisation.');
    rows = await repo.selectSentInvites(deps.db, auth.tenant.id, { organizationId: organization.id }, page);
  }
  return { count: rows[0]?.total_count ?? 0, results: rows.map(presentInvite) };
}

/** Cancels a pending invitation (the item's stakeholder managers). */
export async function deletePendingInvite(deps: StakeholderDeps, inviteId: string): Promise<void> {
  const { auth } = deps;
  const user = requireUser(auth);
  const tenantId = auth.tenant.id;
  const [row] = await repo.selectInvitesByIds(deps.db, tenantId, [inviteId]);
  if (!row) throw notFound(INVITE_NOT_FOUND);
  const item = await findContentItem(deps.db, tenantId, row.content_type, row.content_id);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  await loadItem(deps.db, auth, row.content_type, row.content_id, 'manage');
  await deps.db.transaction(async (tx) => {
    const invite = await repo.lockInvitation(tx, tenantId, inviteId);
    if (!invite) throw notFound(INVITE_NOT_FOUND);
    if (invite.status !== 'pending')
      throw nonFieldError(`This invitation was already ${invite.status}; remove the stakeholder instead.`);
    await repo.deleteInvitation(tx, tenantId, invite.id);
    const subject = invite.invitee_user_id ?? invite.invitee_organization_id;
    if (subject) {
      await repo.insertEvents(tx, [
        {
          tenantId,
          organizationId: invite.organization_id,
          stakeholderId: subject,
          actorId: user.id,
          action: 'invite_cancelled',
          contentType: invite.content_type,
          contentId: invite.content_id,
          detail: invite.id,
        },
      ]);
    }
  });
}

/**
 * Sends a pending invitation again (the item's stakeholder managers): it can be accepted for another
 * STAKEHOLDER_INVITATION_DAYS, and the invitee hears of it again (notification or e-mail).
 */
export async function resendInvite(deps: StakeholderDeps, inviteId: string): Promise<Invite> {
  const { auth } = deps;
  requireUser(auth);
  const tenantId = auth.tenant.id;
  const [row] = await repo.selectInvitesByIds(deps.db, tenantId, [inviteId]);
  if (!row) throw notFound(INVITE_NOT_FOUND);
  const { item } = await loadItem(deps.db, auth, row.content_type, row.content_id, 'manage');
  const expiresAt = invitationExpiry(deps.config);
  await deps.db.transaction(async (tx) => {
    const invite = await repo.lockInvitation(tx, tenantId, inviteId);
    if (!invite) throw notFound(INVITE_NOT_FOUND);
    if (invite.status !== 'pending')
      throw nonFieldError(`This invitation was already ${invite.status}: there is nothing to resend.`);
    const lastSent = new Date(invite.expires_at).getTime() - deps.config.invitationDays * DAY_MS;
    const wait = lastSent + RESEND_AFTER_MS - Date.now();
    if (!invite.expired && wait > 0) {
      throw new HttpError(
        429,
        {
          detail: `This invitation was sent less than an hour ago. You can resend it in ${Math.ceil(wait / 60_000)} minutes.`,
        },
        {
          'retry-after': String(Math.ceil(wait / 1000)),
        },
      );
    }
    await repo.extendInvitation(tx, tenantId, invite.id, deps.config.invitationDays);
  });
  const [updated] = await repo.selectInvitesByIds(deps.db, tenantId, [inviteId]);
  const presented = presentInvite(updated!);
  await announceInvitations(deps, item, [presented], `:resent:${expiresAt.getTime()}`);
  return presented;
}
