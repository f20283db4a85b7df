import { randomBytes, randomInt } from 'node:crypto';
import type {
  CreateSubordinateBody,
  InviteContractorBody,
  Subordinate,
  SubordinateDetail,
  UpdateSubordinateBody,
} from '@oversight/shared/collaboration/subordinates.schemas';
import type { ContractorCard } from '@oversight/shared/projects/organization-projects.schemas';
import { ACCOUNT_TYPES } from '@oversight/shared/reference/enums';
import { fieldError, forbidden, nonFieldError, notFound } from '../../platform/errors.js';
import { forgetPublicAnswers } from '../../platform/public-cache.js';
import type { AuthContext } from '../../platform/access-control.js';
import type { ContextOf } from '../../platform/request-context.js';
import { hashToken, newOpaqueToken } from '../../platform/tokens.js';
import { createAccount, hashPassword } from '../accounts/account-creation.js';
import { summarizeOrganization } from '../projects/organization-projects.service.js';
import { isoTimestamp } from '../../platform/timestamps.js';
import {
  contractorInvitationEmail,
  passwordRegeneratedEmail,
  subordinateCreatedEmail,
} from './subordinates-emails.js';
import * as repo from './subordinates.repository.js';
import { staffSeatsOf } from '../subscriptions/entitlements.js';

/**
 * Ministries and agencies under a body, and contractors invited by an organisation. The supervising body (ADMIN)
 * creates ministries and agencies; a ministry creates its own agencies; an agency has no subordinates.
 */

/** What the subordinate services use of the request's context (a route passes `request.ctx`). */
export type SubordinatesDeps = ContextOf<'db' | 'auth' | 'config' | 'mail'>;

const INVITATION_TTL_DAYS = 7;
const BODY_TYPES = new Set(['ADMIN', 'MINISTRY']);
const INVITING_TYPES = new Set(['ADMIN', 'MINISTRY', 'AGENCY', 'DEPARTMENT']);

function requireBody(auth: AuthContext) {
  const organization = auth.organization;
  if (!auth.user || !organization)
    throw forbidden('Choose an organisation: the X-Organization-Id header is missing.');
  if (!BODY_TYPES.has(organization.accountType))
    throw forbidden('Only the supervising body and ministries have ministries or agencies under them.');
  return { user: auth.user, organization };
}

/**
 * The most staff accounts the caller may give an organisation under it: the seats its own plan pays for (a ministry
 * on Free cannot hand an agency 5000). The supervising body runs the platform and sets any number.
 */
async function allowedSeats(deps: SubordinatesDeps, organization: { id: string; accountType: string }) {
  return organization.accountType === 'ADMIN' ? null : staffSeatsOf(deps.db, organization.id);
}

function checkSeats(wanted: number | undefined, allowed: number | null) {
  if (wanted !== undefined && allowed !== null && wanted > allowed)
    throw fieldError(
      'max_sub_users',
      `Your plan allows at most ${allowed} staff accounts, so an organisation under you can have at most ${allowed}. Enter ${allowed} or less.`,
    );
}

/** A password people can type from an e-mail: 16 random characters with a digit and an upper-case letter. */
function newPassword(): string {
  return `${randomBytes(10).toString('base64url').slice(0, 12)}-${randomInt(10, 100)}K`;
}

function presentSubordinate(row: repo.SubordinateRow): Subordinate {
  return {
    public_id: row.id,
    display_name: row.name,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    account_type: row.account_type,
    account_type_code: ACCOUNT_TYPES[row.account_type].code,
    description: row.description,
    parent: row.parent_id && row.parent_name ? { public_id: row.parent_id, name: row.parent_name } : null,
    max_sub_users: row.max_sub_users,
    is_pro_user: row.is_pro_user,
    created: isoTimestamp(row.created_at),
    no_of_projects: row.no_of_projects,
    no_of_agencies: row.no_of_agencies,
    average_completion_rate:
      row.average_completion === null ? 0 : Math.round(Number(row.average_completion) * 100) / 100,
  };
}

async function requireSubordinate(deps: SubordinatesDeps, id: string) {
  const { organization } = requireBody(deps.auth);
  const row = await repo.findSubordinate(deps.db, deps.auth.tenant.id, organization.id, id);
  if (!row) throw notFound('No ministry or agency under your organisation has this id.');
  return row;
}

export async function findSubordinates(
  deps: SubordinatesDeps,
  filters: { query?: string; account_type?: string },
  page: { limit: number; offset: number },
): Promise<{ count: number; results: Subordinate[] }> {
  const { organization } = requireBody(deps.auth);
  const { count, rows } = await repo.findSubordinates(
    deps.db,
    deps.auth.tenant.id,
    organization.id,
    { query: filters.query, accountType: filters.account_type },
    page,
  );
  return { count, results: rows.map(presentSubordinate) };
}

/** POST /users/subordinate/: the account is created with a password that this answer and one e-mail carry. */
export async function createSubordinate(
  deps: SubordinatesDeps,
  body: CreateSubordinateBody,
): Promise<Subordinate & { password: string }> {
  const { organization } = requireBody(deps.auth);
  const tenantId = deps.auth.tenant.id;
  let parentId = organization.id;
  if (body.account_type === 'MINISTRY' && organization.accountType !== 'ADMIN')
    throw fieldError('account_type', 'Only the supervising body creates ministries.');
  if (body.account_type === 'AGENCY' && body.ministry) {
    const ministry = await repo.findOrganizationByRef(deps.db, tenantId, body.ministry);
    const mine =
      ministry &&
      ministry.account_type === 'MINISTRY' &&
      ministry.is_visible &&
      (ministry.id === organization.id || ministry.parent_id === organization.id);
    if (!mine) throw fieldError('ministry', 'Choose a ministry under your organisation.');
    parentId = ministry.id;
  } else if (body.account_type === 'AGENCY' && organization.accountType === 'ADMIN') {
    throw fieldError('ministry', 'Choose the ministry this agency belongs to.');
  }
  if (body.is_pro_user !== undefined && organization.accountType !== 'ADMIN')
    throw fieldError('is_pro_user', 'Only the supervising body sets the pro plan.');
  const seats = await allowedSeats(deps, organization);
  checkSeats(body.max_sub_users, seats);
  const password = newPassword();
  const created = await deps.db.transaction(async (tx) => {
    const account = await createAccount(tx, {
      tenantId,
      accountType: body.account_type,
      email: body.email,
      username: body.username,
      password,
      displayName: body.name,
      parentOrganizationId: parentId,
      emailVerified: true,
      newlyRegistered: true,
      // Without a number, the usual 5, but never more than the caller's own plan pays for.
      maxSubUsers: body.max_sub_users ?? (seats === null ? undefined : Math.min(5, seats)),
    });
    await repo.updateOrganization(tx, deps.auth.tenant.id, account.organization.id, {
      email: body.email,
      parentId,
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.is_pro_user !== undefined ? { isProUser: body.is_pro_user } : {}),
    });
    return account;
  });
  const row = (await repo.findSubordinate(deps.db, tenantId, organization.id, created.organization.id))!;
  await deps.mail.send(
    subordinateCreatedEmail({
      to: body.email,
      name: row.name,
      username: row.username,
      password,
      body: await bodyName(deps),
      loginUrl: `${deps.config.publicUrl}/login`,
    }),
    `subordinate-created:${row.id}`,
  );
  return { ...presentSubordinate(row), password };
}

async function bodyName(deps: SubordinatesDeps): Promise<string> {
  return (
    (await repo.findOrganizationName(deps.db, deps.auth.tenant.id, deps.auth.organization!.id)) ??
    'A government body'
  );
}

/** GET /users/subordinate/{id}/ministry-detail/ and agency-detail/ (?year). */
export async function getSubordinateDetail(
  deps: SubordinatesDeps,
  id: string,
  expected: 'MINISTRY' | 'AGENCY',
  year: number | undefined,
): Promise<SubordinateDetail> {
  const row = await requireSubordinate(deps, id);
  if (row.account_type !== expected)
    throw notFound(
      `No ${expected === 'MINISTRY' ? 'ministry' : 'agency'} under your organisation has this id.`,
    );
  const [summary, agencies] = await Promise.all([
    summarizeOrganization(
      { db: deps.db, auth: deps.auth },
      { id: row.id, accountType: row.account_type },
      year,
    ),
    expected === 'MINISTRY' ? repo.findAgenciesOf(deps.db, deps.auth.tenant.id, row.id) : Promise.resolve([]),
  ]);
  return {
    ...presentSubordinate(row),
    year: year ?? null,
    status_count: summary.status_count,
    total_appropriated_amount: summary.appropriated,
    agencies: agencies.map(presentSubordinate),
    projects: summary.projects,
  };
}

export async function updateSubordinate(
  deps: SubordinatesDeps,
  id: string,
  body: UpdateSubordinateBody,
): Promise<Subordinate> {
  const { organization } = requireBody(deps.auth);
  const row = await requireSubordinate(deps, id);
  if (body.is_pro_user !== undefined && organization.accountType !== 'ADMIN')
    throw fieldError('is_pro_user', 'Only the supervising body sets the pro plan.');
  checkSeats(body.max_sub_users, await allowedSeats(deps, organization));
  if (body.email && (await repo.emailInUse(deps.db, deps.auth.tenant.id, body.email, row.owner_id)))
    throw fieldError('email', 'An account with this e-mail address already exists.');
  await deps.db.transaction(async (tx) => {
    await repo.updateOrganization(tx, deps.auth.tenant.id, row.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.max_sub_users !== undefined ? { maxSubUsers: body.max_sub_users } : {}),
      ...(body.is_pro_user !== undefined ? { isProUser: body.is_pro_user } : {}),
    });
    if (row.owner_id && (body.name !== undefined || body.email !== undefined))
      await repo.updateOwner(tx, deps.auth.tenant.id, row.owner_id, {
        ...(body.name !== undefined ? { displayName: body.name } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
      });
  });
  // Project lists and searches show the organisation's name: shared catalogue answers are built again.
  if (body.name !== undefined) forgetPublicAnswers(deps.db, deps.auth.tenant.id);
  return presentSubordinate(
    (await repo.findSubordinate(deps.db, deps.auth.tenant.id, organization.id, row.id))!,
  );
}

/**
 * DELETE: the organisation leaves the directory and its account can no longer sign in; its projects keep their
 * history. A ministry with agencies is refused until they are moved or removed.
 */
export async function deleteSubordinate(deps: SubordinatesDeps, id: string): Promise<void> {
  const row = await requireSubordinate(deps, id);
  if (row.no_of_agencies > 0)
    throw nonFieldError(`Remove this ministry's ${row.no_of_agencies} agencies first.`);
  await deps.db.transaction(async (tx) => {
    await repo.updateOrganization(tx, deps.auth.tenant.id, row.id, { isVisible: false });
    if (row.owner_id) {
      await repo.updateOwner(tx, deps.auth.tenant.id, row.owner_id, { isActive: false });
      await repo.revokeSessions(tx, deps.auth.tenant.id, row.owner_id);
    }
  });
  forgetPublicAnswers(deps.db, deps.auth.tenant.id);
}

/** POST {id}/regen_password/: a new password, e-mailed and answered once; every session of the account ends. */
export async function regeneratePassword(
  deps: SubordinatesDeps,
  id: string,
): Promise<{ detail: string; password: string }> {
  const row = await requireSubordinate(deps, id);
  if (!row.owner_id) throw nonFieldError('This organisation has no account to sign in with.');
  const password = newPassword();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await repo.updateOwner(tx, deps.auth.tenant.id, row.owner_id!, {
      passwordHash,
      passwordChangedAt: new Date(),
    });
    await repo.revokeSessions(tx, deps.auth.tenant.id, row.owner_id!);
  });
  if (row.email)
    await deps.mail.send(
      passwordRegeneratedEmail({
        to: row.email,
        name: row.name,
        username: row.username,
        password,
        body: await bodyName(deps),
        loginUrl: `${deps.config.publicUrl}/login`,
      }),
      `subordinate-password:${row.id}:${Date.now()}`,
    );
  return {
    detail: row.email ? `A new password was sent to ${row.email}.` : 'A new password was set.',
    password,
  };
}

/**
 * POST /users/contractor/: a contractor account (no password yet) and an e-mailed link to choose one. An address that
 * already belongs to a contractor adds that contractor to the organisation's list instead.
 */
export async function inviteContractor(
  deps: SubordinatesDeps,
  body: InviteContractorBody,
): Promise<{ card: ContractorCard; created: boolean }> {
  const { user, organization } = (() => {
    const auth = deps.auth;
    if (!auth.user || !auth.organization)
      throw forbidden('Choose an organisation: the X-Organization-Id header is missing.');
    if (!INVITING_TYPES.has(auth.organization.accountType))
      throw forbidden('Only government bodies invite contractors.');
    return { user: auth.user, organization: auth.organization };
  })();
  const tenantId = deps.auth.tenant.id;
  const existing = await repo.findUserByEmail(deps.db, tenantId, body.email);
  let contractorId: string;
  let setupToken: string | null = null;
  let created = false;
  if (existing) {
    const contractor = await repo.findOwnedContractor(deps.db, tenantId, existing.id);
    if (!contractor)
      throw fieldError('email', 'This address belongs to an account that is not a contractor.');
    contractorId = contractor.id;
    await repo.insertContractorInvitation(deps.db, {
      tenantId,
      organizationId: organization.id,
      contractorId,
      invitedBy: user.id,
    });
  } else {
    created = true;
    setupToken = newOpaqueToken();
    const token = setupToken;
    contractorId = await deps.db.transaction(async (tx) => {
      const account = await createAccount(tx, {
        tenantId,
        accountType: 'CONTRACTOR',
        email: body.email,
        password: null,
        displayName: body.name,
        rcNumber: body.rc_number ?? null,
        newlyRegistered: true,
      });
      await repo.updateOrganization(tx, deps.auth.tenant.id, account.organization.id, {
        email: body.email,
        ...(body.rc_number ? { rcNumber: body.rc_number } : {}),
      });
      await repo.replacePasswordSetupCode(tx, deps.auth.tenant.id, {
        userId: account.user.id,
        codeHash: hashToken(token),
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
      });
      await repo.insertContractorInvitation(tx, {
        tenantId,
        organizationId: organization.id,
        contractorId: account.organization.id,
        invitedBy: user.id,
      });
      return account.organization.id;
    });
    const owner = (await repo.findUserByEmail(deps.db, tenantId, body.email))!;
    await deps.mail.send(
      contractorInvitationEmail({
        to: body.email,
        name: body.name,
        organization: await bodyName(deps),
        link: `${deps.config.publicUrl}/password-reset/confirm?uid=${encodeURIComponent(owner.id)}&token=${encodeURIComponent(token)}`,
        days: INVITATION_TTL_DAYS,
      }),
      `contractor-invited:${contractorId}`,
    );
  }
  const card = (await repo.findContractorCard(deps.db, tenantId, contractorId))!;
  return {
    created,
    card: {
      public_id: card.id,
      name: card.name,
      username: card.username,
      account_type: card.account_type,
      avatar: card.avatar,
      description: card.description,
      parent: card.parent_id,
      no_of_projects: card.no_of_projects,
      email: card.email,
      status: card.status,
    },
  };
}
