import type {
  AddSubUsersBody,
  AssignMdasBody,
  RemoveSubUsersBody,
  StaffCandidate,
  SubUser,
  SubUserOrdering,
  UpdateSubUserBody,
} from '@oversight/shared/collaboration/staff.schemas';
import type { AppConfig } from '../../config.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { badRequest, fieldError, forbidden, nonFieldError, notFound, type FieldErrors } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { hashToken, newOpaqueToken } from '../../platform/tokens.js';
import { createAccount } from '../accounts/account-creation.js';
import { departmentsOfMembers, removeMembersFromDepartments, setMemberDepartments, unknownDepartmentIds } from '../departments/departments.service.js';
import type { OrganizationActor } from '../roles/actor.js';
import { checkAssignableRoles } from '../roles/roles.service.js';
import { upgradeRequired } from '../subscriptions/entitlements.js';
import { staffAddedEmail, staffInvitationEmail } from './staff-emails.js';
import { canManageStaffWithRole, INVITATION_TTL_DAYS, needsPasswordSetup, STAFF_ABOVE_ACTOR, staffLimitRefusal, staffMembers } from './staff.policy.js';
import { presentCandidate, presentSubUser } from './staff.presenter.js';
import * as repo from './staff.repository.js';

export type StaffDeps = { db: Database; config: AppConfig; mail: Mailer };

const STAFF_NOT_FOUND = 'Staff member not found in this organisation.';
const SEARCH_MIN_LENGTH = 2;

async function presentMany(db: DbOrTx, actor: OrganizationActor, rows: repo.StaffRow[]): Promise<SubUser[]> {
  const departments = await departmentsOfMembers(db, actor, rows.map((row) => row.user.id));
  const mdaIds = [...new Set(rows.flatMap((row) => row.assignedMdaIds ?? []))];
  const mdas = new Map((await repo.selectOrganizationNames(db, actor.tenantId, mdaIds)).map((mda) => [mda.id, mda]));
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
  if (rows.some((row) => !canManageStaffWithRole(actor.organization, row.rolePermissions))) throw forbidden(STAFF_ABOVE_ACTOR);
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Adding staff

type Invitation = { membershipId: string; userId: string; email: string; name: string; role: string; setupToken: string | null };

/**
 * Adds every listed person as staff, or none: the whole request is checked first (roles, departments, addresses,
 * the plan's staff limit) inside one transaction that holds the organisation row, so concurrent additions queue.
 * An unknown address gets a new citizen account with no password and a set-password link by e-mail.
 */
export async function addSubUsers(deps: StaffDeps, actor: OrganizationActor, body: AddSubUsersBody): Promise<{ detail: string; results: SubUser[] }> {
  const { tenantId } = actor;
  const organizationId = actor.organization.id;
  const { organizationName, invitations, userIds } = await deps.db
    .transaction(async (tx) => {
      const organization = await repo.lockOrganization(tx, tenantId, organizationId);
      if (!organization) throw notFound();
      const roleChecks = await checkAssignableRoles(tx, actor, body.users.map((entry) => entry.role_id));
      const unknownDepartments = new Set(await unknownDepartmentIds(tx, actor, body.users.flatMap((entry) => entry.department_ids)));
      const existing = new Map((await repo.selectUsersByEmails(tx, tenantId, body.users.map((entry) => entry.email))).map((user) => [user.email.toLowerCase(), user]));
      const members = await repo.selectMemberUserIds(tx, tenantId, organizationId, [...existing.values()].map((user) => user.id));

      const errors: FieldErrors = {};
      body.users.forEach((entry, index) => {
        const entryErrors: FieldErrors = {};
        const user = existing.get(entry.email);
        if (user?.isPseudo) entryErrors.email = ['This address cannot be added.'];
        else if (user && (!user.isActive || user.deletedAt)) entryErrors.email = ['This account is closed and cannot be added.'];
        else if (user && members.has(user.id)) entryErrors.email = ['This person is already a member of this organisation.'];
        const roleCheck = roleChecks.get(entry.role_id)!;
        if ('problem' in roleCheck) entryErrors.role_id = [roleCheck.problem];
        const badDepartments = entry.department_ids.filter((id) => unknownDepartments.has(id));
        if (badDepartments.length) entryErrors.department_ids = [`Not departments of this organisation: ${badDepartments.join(', ')}.`];
        if (Object.keys(entryErrors).length) errors[String(index)] = entryErrors;
      });
      if (Object.keys(errors).length) throw badRequest({ users: errors });

      const refusal = staffLimitRefusal(organization.maxSubUsers, await repo.countStaff(tx, tenantId, organizationId), body.users.length);
      if (refusal) throw upgradeRequired('staff', refusal);

      const added: Invitation[] = [];
      const ids: string[] = [];
      for (const entry of body.users) {
        let user = existing.get(entry.email);
        if (!user) {
          const name = [entry.first_name, entry.last_name].filter(Boolean).join(' ');
          const created = await createAccount(tx, {
            tenantId,
            accountType: 'CITIZEN',
            email: entry.email,
            password: null,
            displayName: name || entry.email.split('@')[0]!,
            firstName: entry.first_name,
            lastName: entry.last_name,
            newlyRegistered: true,
          });
          user = { ...created.user };
        }
        const membershipId = await repo.insertStaffMembership(tx, { tenantId, organizationId, userId: user.id, roleId: entry.role_id });
        await setMemberDepartments(tx, actor, user.id, entry.department_ids);
        let setupToken: string | null = null;
        if (needsPasswordSetup(user)) {
          setupToken = newOpaqueToken();
          await repo.replacePasswordSetupCode(tx, {
            userId: user.id,
            codeHash: hashToken(setupToken),
            expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
          });
        }
        const role = roleChecks.get(entry.role_id)!;
        added.push({ membershipId, userId: user.id, email: user.email, name: user.displayName, role: 'role' in role ? role.role.name : '', setupToken });
        ids.push(user.id);
      }
      return { organizationName: organization.name, invitations: added, userIds: ids };
    })
    .catch((error: { code?: string }) => {
      // Someone else added one of these people (or made the account) between our checks and our insert.
      if (error?.code === '23505') throw nonFieldError('Some of these people were added by someone else at the same moment. Refresh the list and try again.');
      throw error;
    });

  await notifyStaffAdded(deps, actor, organizationName, invitations);
  const results = await getSubUsers(deps.db, actor, userIds);
  return { detail: `${staffMembers(results.length)} added.`, results };
}

/**
 * The "staff.added" hook: for now an e-mail to each person (a set-password link for those who cannot sign in yet);
 * in-app notifications join here when they exist. Keyed by membership, so a retried job sends once.
 */
async function notifyStaffAdded(deps: StaffDeps, actor: OrganizationActor, organization: string, invitations: Invitation[]) {
  for (const invitation of invitations) {
    const common = { to: invitation.email, name: invitation.name, organization, role: invitation.role, inviter: actor.displayName };
    const message = invitation.setupToken
      ? staffInvitationEmail({
          ...common,
          days: INVITATION_TTL_DAYS,
          link: `${deps.config.publicUrl}/password-reset/confirm?uid=${encodeURIComponent(invitation.userId)}&token=${encodeURIComponent(invitation.setupToken)}`,
        })
      : staffAddedEmail({ ...common, loginUrl: `${deps.config.publicUrl}/login` });
    await deps.mail.send(message, `staff-added:${invitation.membershipId}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Changing and removing staff

export async function removeSubUsers(deps: StaffDeps, actor: OrganizationActor, body: RemoveSubUsersBody): Promise<{ detail: string }> {
  const userIds = [...new Set(body.user_ids)];
  await deps.db.transaction(async (tx) => {
    await lockManageableStaff(tx, actor, userIds);
    await removeMembersFromDepartments(tx, actor, userIds);
    await repo.deleteStaffMemberships(tx, actor.tenantId, actor.organization.id, userIds);
  });
  // Access is read from the membership on every request, so the removed lose it with their next call.
  return { detail: `${staffMembers(userIds.length)} removed.` };
}

export async function updateSubUser(deps: StaffDeps, actor: OrganizationActor, body: UpdateSubUserBody): Promise<SubUser> {
  await deps.db.transaction(async (tx) => {
    await lockManageableStaff(tx, actor, [body.user_id]);
    const errors: FieldErrors = {};
    if (body.role_id !== undefined) {
      const check = (await checkAssignableRoles(tx, actor, [body.role_id])).get(body.role_id)!;
      if ('problem' in check) errors.role_id = [check.problem];
    }
    if (body.department_ids !== undefined) {
      const unknown = await unknownDepartmentIds(tx, actor, body.department_ids);
      if (unknown.length) errors.department_ids = [`Not departments of this organisation: ${unknown.join(', ')}.`];
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    if (body.role_id !== undefined) await repo.updateStaffMembership(tx, actor.tenantId, actor.organization.id, body.user_id, { roleId: body.role_id });
    if (body.department_ids !== undefined) await setMemberDepartments(tx, actor, body.user_id, body.department_ids);
  });
  const [subUser] = await getSubUsers(deps.db, actor, [body.user_id]);
  return subUser!;
}

/** Limits a sub-user to ministries and agencies under the organisation; an empty list lifts the limit. */
export async function assignMdas(deps: StaffDeps, actor: OrganizationActor, userId: string, body: AssignMdasBody): Promise<SubUser> {
  const mdaIds = [...new Set(body.mda_ids)];
  await deps.db.transaction(async (tx) => {
    await lockManageableStaff(tx, actor, [userId]);
    const valid = new Set(await repo.selectMdasUnder(tx, actor.tenantId, actor.organization.id, mdaIds));
    const invalid = mdaIds.filter((id) => !valid.has(id));
    if (invalid.length) throw fieldError('mda_ids', `Not ministries or agencies under this organisation: ${invalid.join(', ')}.`);
    await repo.updateStaffMembership(tx, actor.tenantId, actor.organization.id, userId, { assignedMdaIds: mdaIds.length ? mdaIds : null });
  });
  const [subUser] = await getSubUsers(deps.db, actor, [userId]);
  return subUser!;
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

export async function findSubUsers(
  deps: StaffDeps,
  actor: OrganizationActor,
  filters: { query?: string; ordering: SubUserOrdering; limit: number; offset: number },
): Promise<{ count: number; results: SubUser[] }> {
  const page = await repo.selectStaffPage(deps.db, actor.tenantId, actor.organization.id, filters);
  return { count: page.count, results: await presentMany(deps.db, actor, page.rows) };
}

/** People of the tenant to add, by name, username or whole e-mail address; a query under two characters finds none. */
export async function searchCandidates(
  deps: StaffDeps,
  actor: OrganizationActor,
  filters: { query?: string; limit: number; offset: number },
): Promise<{ count: number; results: StaffCandidate[] }> {
  const query = filters.query?.trim() ?? '';
  if (query.length < SEARCH_MIN_LENGTH) return { count: 0, results: [] };
  const page = await repo.selectCandidatePage(deps.db, actor.tenantId, actor.organization.id, { query, limit: filters.limit, offset: filters.offset });
  return { count: page.count, results: page.rows.map(presentCandidate) };
}
