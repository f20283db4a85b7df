import type {
  AddSubUsersBody,
  AssignMdasBody,
  RemoveSubUsersBody,
  RespondToStaffInvitationBody,
  StaffCandidate,
  StaffInvitation,
  SubUser,
  SubUserOrdering,
  UpdateSubUserBody,
} from '@oversight/shared/collaboration/staff.schemas';
import type { DbOrTx } from '../../db/client.js';
import {
  badRequest,
  fieldError,
  forbidden,
  HttpError,
  isUniqueViolation,
  nonFieldError,
  notFound,
  type FieldErrors,
} from '../../platform/errors.js';
import type { AppConfig } from '../../config.js';
import type { ContextOf } from '../../platform/request-context.js';
import { requireUser } from '../../platform/access-control.js';
import {
  departmentsOfMembers,
  departmentsOfOrganization,
  memberIdsAmong,
  placeInDepartments,
  removeMembersFromDepartments,
  setMemberDepartments,
  unknownDepartmentIds,
} from '../departments/departments.service.js';
import { organizationActor, type OrganizationActor } from '../roles/actor.js';
import { checkAssignableRoles } from '../roles/roles.service.js';
import { upgradeRequired } from '../subscriptions/entitlements.js';
import { staffInvitationEmail } from './staff-emails.js';
import {
  canManageStaffWithRole,
  invitationExpiredMessage,
  noSeatLeft,
  STAFF_ABOVE_ACTOR,
  staffLimitRefusal,
  staffMembers,
} from './staff.policy.js';
import { presentCandidate, presentInvitation, presentSubUser } from './staff.presenter.js';
import * as repo from './staff.repository.js';

/** What the staff services use of the request's context (a route passes `request.ctx`). */
export type StaffDeps = ContextOf<'db' | 'auth' | 'config' | 'mail'>;
type Page = { limit: number; offset: number };

const STAFF_NOT_FOUND = 'Staff member not found in this organisation.';
const INVITATION_NOT_FOUND = 'No staff invitation of this organisation has this id.';
const MY_INVITATION_NOT_FOUND = 'No staff invitation to you has this id.';
const SEARCH_MIN_LENGTH = 2;
const DAY_MS = 86_400_000;
/** A resend is refused within this long of the last sending, as for stakeholder invitations. */
const RESEND_AFTER_MS = 60 * 60 * 1000;

async function presentMany(db: DbOrTx, actor: OrganizationActor, rows: repo.StaffRow[]): Promise<SubUser[]> {
  const departments = await departmentsOfMembers(
    db,
    actor,
    rows.map((row) => row.user.id),
  );
  const mdaIds = [...new Set(rows.flatMap((row) => row.assignedMdaIds ?? []))];
  const mdas = new Map(
    (await repo.selectOrganizationNames(db, actor.tenantId, mdaIds)).map((mda) => [mda.id, mda]),
  );
  return rows.map((row) => presentSubUser(row, { departments, mdas }));
}

async function getSubUsers(db: DbOrTx, actor: OrganizationActor, userIds: string[]): Promise<SubUser[]> {
  return presentMany(db, actor, await repo.selectStaff(db, actor.tenantId, actor.organization.id, userIds));
}

/** The staff membership of one user, locked, that the actor may change: 404 if none, 403 if their role is above. */
async function lockManageableStaff(tx: DbOrTx, actor: OrganizationActor, userIds: string[]) {
  const unique = [...new Set(userIds)];
  const rows = await repo.lockStaff(tx, actor.tenantId, actor.organization.id, unique);
  if (rows.length !== unique.length) throw notFound(STAFF_NOT_FOUND);
  if (rows.some((row) => !canManageStaffWithRole(actor.organization, row.rolePermissions)))
    throw forbidden(STAFF_ABOVE_ACTOR);
  return rows;
}

/** Invitations with the names of their departments (of the inviting organisation) and MDAs. */
async function presentInvitations(
  db: DbOrTx,
  tenantId: string,
  rows: repo.StaffInvitationRow[],
): Promise<StaffInvitation[]> {
  const departments = new Map<string, { id: string; name: string }>();
  for (const organizationId of new Set(rows.map((row) => row.organizationId))) {
    const ids = [
      ...new Set(
        rows.filter((row) => row.organizationId === organizationId).flatMap((row) => row.departmentIds),
      ),
    ];
    for (const department of await departmentsOfOrganization(db, tenantId, organizationId, ids))
      departments.set(department.id, department);
  }
  const mdaIds = [...new Set(rows.flatMap((row) => row.assignedMdaIds ?? []))];
  const mdas = new Map(
    (await repo.selectOrganizationNames(db, tenantId, mdaIds)).map((mda) => [mda.id, mda]),
  );
  return rows.map((row) => presentInvitation(row, { departments, mdas }));
}

const invitationExpiry = (config: AppConfig) => new Date(Date.now() + config.invitationDays * DAY_MS);

// ---------------------------------------------------------------------------------------------------------------
// Inviting staff (nobody becomes staff without agreeing)

/**
 * Invites every listed address as staff, or none: the whole request is checked first (roles, departments, MDAs,
 * addresses, the plan's staff limit counting open invitations) inside one transaction that holds the organisation
 * row, so concurrent invitations queue. Nobody joins here: each address gets an e-mail, and the account with that
 * verified address joins when it accepts (respondToInvitation). No account is created for an unknown address.
 */
export async function addSubUsers(
  deps: StaffDeps,
  body: AddSubUsersBody,
): Promise<{ detail: string; results: SubUser[]; invitations: StaffInvitation[] }> {
  const actor = organizationActor(deps);
  const { tenantId } = actor;
  const organizationId = actor.organization.id;
  const expiresAt = invitationExpiry(deps.config);
  const invitationIds = await deps.db
    .transaction(async (tx) => {
      const organization = await repo.lockOrganization(tx, tenantId, organizationId);
      if (!organization) throw notFound();
      const roleChecks = await checkAssignableRoles(
        tx,
        actor,
        body.users.map((entry) => entry.role_id),
      );
      const unknownDepartments = new Set(
        await unknownDepartmentIds(
          tx,
          actor,
          body.users.flatMap((entry) => entry.department_ids),
        ),
      );
      const mdasUnder = new Set(
        await repo.selectMdasUnder(tx, tenantId, organizationId, [
          ...new Set(body.users.flatMap((entry) => entry.mda_ids)),
        ]),
      );
      const emails = body.users.map((entry) => entry.email);
      const existing = new Map(
        (await repo.selectUsersByEmails(tx, tenantId, emails)).map((user) => [
          user.email.toLowerCase(),
          user,
        ]),
      );
      const members = await memberIdsAmong(
        tx,
        tenantId,
        organizationId,
        [...existing.values()].map((user) => user.id),
      );
      const pending = await repo.selectPendingInvitationEmails(tx, tenantId, organizationId, emails);

      const errors: FieldErrors = {};
      body.users.forEach((entry, index) => {
        const entryErrors: FieldErrors = {};
        const user = existing.get(entry.email);
        if (user?.isPseudo) entryErrors.email = ['This address cannot be added.'];
        else if (user && (!user.isActive || user.deletedAt))
          entryErrors.email = ['This account is closed and cannot be added.'];
        else if (user && members.has(user.id))
          entryErrors.email = ['This person is already a member of this organisation.'];
        else if (pending.has(entry.email))
          entryErrors.email = [
            'This address already has an invitation waiting for an answer: send it again from the list instead.',
          ];
        const roleCheck = roleChecks.get(entry.role_id)!;
        if ('problem' in roleCheck) entryErrors.role_id = [roleCheck.problem];
        const badDepartments = entry.department_ids.filter((id) => unknownDepartments.has(id));
        if (badDepartments.length)
          entryErrors.department_ids = [
            `Not departments of this organisation: ${badDepartments.join(', ')}.`,
          ];
        const badMdas = entry.mda_ids.filter((id) => !mdasUnder.has(id));
        if (badMdas.length)
          entryErrors.mda_ids = [
            `Not ministries or agencies under this organisation: ${badMdas.join(', ')}.`,
          ];
        if (Object.keys(entryErrors).length) errors[String(index)] = entryErrors;
      });
      if (Object.keys(errors).length) throw badRequest({ users: errors });

      const seatsTaken =
        (await repo.countStaff(tx, tenantId, organizationId)) +
        (await repo.countOpenInvitations(tx, tenantId, organizationId));
      const refusal = staffLimitRefusal(organization.maxSubUsers, seatsTaken, body.users.length);
      if (refusal) throw upgradeRequired('staff', refusal);

      return repo.insertInvitations(
        tx,
        body.users.map((entry) => ({
          tenantId,
          organizationId,
          email: entry.email,
          firstName: entry.first_name ?? '',
          lastName: entry.last_name ?? '',
          roleId: entry.role_id,
          departmentIds: [...new Set(entry.department_ids)],
          assignedMdaIds: entry.mda_ids.length ? [...new Set(entry.mda_ids)] : null,
          invitedBy: actor.userId,
          expiresAt,
        })),
      );
    })
    .catch((error: unknown) => {
      // Someone else invited one of these addresses between our checks and our insert (Drizzle wraps the pg error).
      if (isUniqueViolation(error))
        throw nonFieldError(
          'Some of these people were invited by someone else at the same moment. Refresh the list and try again.',
        );
      throw error;
    });

  const rows = await repo.selectInvitationsByIds(deps.db, tenantId, invitationIds);
  rows.sort((a, b) => invitationIds.indexOf(a.id) - invitationIds.indexOf(b.id));
  const invitations = await presentInvitations(deps.db, tenantId, rows);
  await sendInvitations(deps, tenantId, actor.displayName, invitations, false);
  const sent = invitations.length;
  return { detail: `${sent} ${sent === 1 ? 'invitation' : 'invitations'} sent.`, results: [], invitations };
}

/**
 * The invitation e-mail (real mail through platform/mail.ts; the outbox by default). Someone with an account is sent
 * to "My invites"; an address with no account to sign-up with the address filled in, which ends on the invitation.
 * Keyed by invitation (and sending), so a retried job sends once.
 */
async function sendInvitations(
  deps: StaffDeps,
  tenantId: string,
  inviter: string,
  invitations: StaffInvitation[],
  resent: boolean,
) {
  for (const invitation of invitations) {
    const hasAccount = (await repo.selectAccountIdByEmail(deps.db, tenantId, invitation.email)) !== null;
    const id = encodeURIComponent(invitation.public_id);
    const link = hasAccount
      ? `${deps.config.publicUrl}/invites?invite=${id}`
      : `${deps.config.publicUrl}/signup?invite=${id}&email=${encodeURIComponent(invitation.email)}`;
    const message = staffInvitationEmail({
      to: invitation.email,
      organization: invitation.organization.name,
      role: invitation.role.name,
      inviter: inviter || invitation.organization.name,
      link,
      hasAccount,
      days: deps.config.invitationDays,
      resent,
    });
    await deps.mail.send(
      message,
      `staff-invite:${invitation.public_id}${resent ? `:resent:${invitation.last_sent_at}` : ''}`,
    );
  }
}

/** GET /users/staff/invitations/: the organisation's invitations waiting for an answer (expired ones flagged). */
export async function findInvitations(
  deps: StaffDeps,
  page: Page,
): Promise<{ count: number; results: StaffInvitation[] }> {
  const actor = organizationActor(deps);
  const found = await repo.selectPendingInvitationPage(deps.db, actor.tenantId, actor.organization.id, page);
  return { count: found.count, results: await presentInvitations(deps.db, actor.tenantId, found.rows) };
}

/** One invitation of the actor's organisation whose role the actor could assign: 404 if not theirs, 403 if above. */
async function manageableInvitation(deps: StaffDeps, id: string) {
  const actor = organizationActor(deps);
  const [row] = await repo.selectInvitationsByIds(deps.db, actor.tenantId, [id]);
  if (!row || row.organizationId !== actor.organization.id) throw notFound(INVITATION_NOT_FOUND);
  if (!canManageStaffWithRole(actor.organization, row.rolePermissions)) throw forbidden(STAFF_ABOVE_ACTOR);
  return row;
}

/**
 * Sends a pending invitation again: it can be accepted for another STAKEHOLDER_INVITATION_DAYS from now (the same
 * setting as stakeholder invitations), at most once an hour unless it had expired. An expired one takes a seat again.
 */
export async function resendInvitation(deps: StaffDeps, id: string): Promise<StaffInvitation> {
  const actor = organizationActor(deps);
  const { tenantId } = actor;
  await manageableInvitation(deps, id);
  await deps.db.transaction(async (tx) => {
    const organization = await repo.lockOrganization(tx, tenantId, actor.organization.id);
    if (!organization) throw notFound();
    const invitation = await repo.lockInvitation(tx, tenantId, id);
    if (!invitation || invitation.organizationId !== actor.organization.id)
      throw notFound(INVITATION_NOT_FOUND);
    if (invitation.status !== 'pending')
      throw nonFieldError(`This invitation was already ${invitation.status}: there is nothing to resend.`);
    const wait = invitation.lastSentAt.getTime() + RESEND_AFTER_MS - Date.now();
    if (!invitation.expired && wait > 0) {
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
    if (invitation.expired) {
      const seatsTaken =
        (await repo.countStaff(tx, tenantId, organization.id)) +
        (await repo.countOpenInvitations(tx, tenantId, organization.id));
      const refusal = staffLimitRefusal(organization.maxSubUsers, seatsTaken, 1);
      if (refusal) throw upgradeRequired('staff', refusal);
    }
    await repo.extendInvitation(tx, tenantId, id, deps.config.invitationDays);
  });
  const [presented] = await presentInvitations(
    deps.db,
    tenantId,
    await repo.selectInvitationsByIds(deps.db, tenantId, [id]),
  );
  await sendInvitations(deps, tenantId, actor.displayName, [presented!], true);
  return presented!;
}

/** Withdraws a pending invitation (it is deleted; the e-mailed link then finds nothing). */
export async function cancelInvitation(deps: StaffDeps, id: string): Promise<void> {
  const actor = organizationActor(deps);
  await manageableInvitation(deps, id);
  await deps.db.transaction(async (tx) => {
    const invitation = await repo.lockInvitation(tx, actor.tenantId, id);
    if (!invitation || invitation.organizationId !== actor.organization.id)
      throw notFound(INVITATION_NOT_FOUND);
    if (invitation.status !== 'pending') {
      throw nonFieldError(
        `This invitation was already ${invitation.status}${invitation.status === 'accepted' ? ': remove the staff member instead' : ''}.`,
      );
    }
    await repo.deleteInvitation(tx, actor.tenantId, id);
  });
}

/** GET /users/staff/my-invitations/: invitations to the caller's address, once it is verified. */
export async function myInvitations(
  deps: StaffDeps,
  page: Page,
): Promise<{ count: number; results: StaffInvitation[] }> {
  const userId = requireUser(deps).id;
  const tenantId = deps.auth.tenant.id;
  const own = await repo.selectOwnEmail(deps.db, tenantId, userId);
  if (!own?.verified) return { count: 0, results: [] };
  const found = await repo.selectInvitationsToEmail(deps.db, tenantId, own.email, page);
  return { count: found.count, results: await presentInvitations(deps.db, tenantId, found.rows) };
}

/**
 * Accept or decline an invitation to the caller's verified address. Accepting makes them staff with the role,
 * departments and MDAs the organisation chose (those deleted since drop out), if a staff seat is still free.
 */
export async function respondToInvitation(
  deps: StaffDeps,
  id: string,
  body: RespondToStaffInvitationBody,
): Promise<StaffInvitation> {
  const userId = requireUser(deps).id;
  const tenantId = deps.auth.tenant.id;
  const own = await repo.selectOwnEmail(deps.db, tenantId, userId);
  await deps.db
    .transaction(async (tx) => {
      const invitation = await repo.lockInvitation(tx, tenantId, id);
      // Another account's invitation is "not found": its existence is not the caller's business.
      if (!invitation || !own || invitation.email !== own.email) throw notFound(MY_INVITATION_NOT_FOUND);
      if (!own.verified)
        throw nonFieldError('Verify your e-mail address first: the invitation was sent to it.');
      if (invitation.status !== 'pending')
        throw nonFieldError(`This invitation was already ${invitation.status}.`);
      if (body.response === 'accept') {
        if (invitation.expired) throw nonFieldError(invitationExpiredMessage(invitation.expiresAt));
        const organization = await repo.lockOrganization(tx, tenantId, invitation.organizationId);
        if (!organization) throw notFound(MY_INVITATION_NOT_FOUND);
        if ((await memberIdsAmong(tx, tenantId, organization.id, [userId])).size) {
          throw nonFieldError(`You are already a member of ${organization.name}.`);
        }
        if (
          staffLimitRefusal(organization.maxSubUsers, await repo.countStaff(tx, tenantId, organization.id), 1)
        ) {
          throw nonFieldError(noSeatLeft(organization.name));
        }
        const departments = await departmentsOfOrganization(
          tx,
          tenantId,
          organization.id,
          invitation.departmentIds,
        );
        const mdas = await repo.selectMdasUnder(
          tx,
          tenantId,
          organization.id,
          invitation.assignedMdaIds ?? [],
        );
        await repo.insertStaffMembership(tx, {
          tenantId,
          organizationId: organization.id,
          userId,
          roleId: invitation.roleId,
          assignedMdaIds: mdas.length ? mdas : null,
        });
        await placeInDepartments(
          tx,
          tenantId,
          organization.id,
          userId,
          departments.map((department) => department.id),
        );
      }
      await repo.answerInvitation(
        tx,
        tenantId,
        id,
        body.response === 'accept' ? 'accepted' : 'declined',
        userId,
      );
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw nonFieldError(
          'You joined this organisation at the same moment from elsewhere. Refresh the page.',
        );
      throw error;
    });
  const [presented] = await presentInvitations(
    deps.db,
    tenantId,
    await repo.selectInvitationsByIds(deps.db, tenantId, [id]),
  );
  return presented!;
}

// ---------------------------------------------------------------------------------------------------------------
// Changing and removing staff

export async function removeSubUsers(deps: StaffDeps, body: RemoveSubUsersBody): Promise<{ detail: string }> {
  const actor = organizationActor(deps);
  const userIds = [...new Set(body.user_ids)];
  await deps.db.transaction(async (tx) => {
    await lockManageableStaff(tx, actor, userIds);
    await removeMembersFromDepartments(tx, actor, userIds);
    await repo.deleteStaffMemberships(tx, actor.tenantId, actor.organization.id, userIds);
  });
  // Access is read from the membership on every request, so the removed lose it with their next call.
  return { detail: `${staffMembers(userIds.length)} removed.` };
}

export async function updateSubUser(deps: StaffDeps, body: UpdateSubUserBody): Promise<SubUser> {
  const actor = organizationActor(deps);
  await deps.db.transaction(async (tx) => {
    await lockManageableStaff(tx, actor, [body.user_id]);
    const errors: FieldErrors = {};
    if (body.role_id !== undefined) {
      const check = (await checkAssignableRoles(tx, actor, [body.role_id])).get(body.role_id)!;
      if ('problem' in check) errors.role_id = [check.problem];
    }
    if (body.department_ids !== undefined) {
      const unknown = await unknownDepartmentIds(tx, actor, body.department_ids);
      if (unknown.length)
        errors.department_ids = [`Not departments of this organisation: ${unknown.join(', ')}.`];
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    if (body.role_id !== undefined)
      await repo.updateStaffMembership(tx, actor.tenantId, actor.organization.id, body.user_id, {
        roleId: body.role_id,
      });
    if (body.department_ids !== undefined)
      await setMemberDepartments(tx, actor, body.user_id, body.department_ids);
  });
  const [subUser] = await getSubUsers(deps.db, actor, [body.user_id]);
  return subUser!;
}

/** Limits a sub-user to ministries and agencies under the organisation; an empty list lifts the limit. */
export async function assignMdas(deps: StaffDeps, userId: string, body: AssignMdasBody): Promise<SubUser> {
  const actor = organizationActor(deps);
  const mdaIds = [...new Set(body.mda_ids)];
  await deps.db.transaction(async (tx) => {
    await lockManageableStaff(tx, actor, [userId]);
    const valid = new Set(await repo.selectMdasUnder(tx, actor.tenantId, actor.organization.id, mdaIds));
    const invalid = mdaIds.filter((id) => !valid.has(id));
    if (invalid.length)
      throw fieldError(
        'mda_ids',
        `Not ministries or agencies under this organisation: ${invalid.join(', ')}.`,
      );
    await repo.updateStaffMembership(tx, actor.tenantId, actor.organization.id, userId, {
      assignedMdaIds: mdaIds.length ? mdaIds : null,
    });
  });
  const [subUser] = await getSubUsers(deps.db, actor, [userId]);
  return subUser!;
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

export async function findSubUsers(
  deps: StaffDeps,
  filters: { query?: string; ordering: readonly SubUserOrdering[]; limit: number; offset: number },
): Promise<{ count: number; results: SubUser[] }> {
  const actor = organizationActor(deps);
  const page = await repo.selectStaffPage(deps.db, actor.tenantId, actor.organization.id, filters);
  return { count: page.count, results: await presentMany(deps.db, actor, page.rows) };
}

/** People of the tenant to add, by name, username or whole e-mail address; a query under two characters finds none. */
export async function searchCandidates(
  deps: StaffDeps,
  filters: { query?: string; limit: number; offset: number },
): Promise<{ count: number; results: StaffCandidate[] }> {
  const actor = organizationActor(deps);
  const query = filters.query?.trim() ?? '';
  if (query.length < SEARCH_MIN_LENGTH) return { count: 0, results: [] };
  const page = await repo.selectCandidatePage(deps.db, actor.tenantId, actor.organization.id, {
    query,
    limit: filters.limit,
    offset: filters.offset,
  });
  return { count: page.count, results: page.rows.map(presentCandidate) };
}
