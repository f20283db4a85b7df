import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type {
  AuthResponse,
  DeleteAccountBody,
  InterestOptions,
  Interests,
  RegisterBody,
  UpdateMeBody,
  User,
} from '@oversight/shared/accounts/accounts.schemas';
import { SDGS } from '@oversight/shared/reference/sdgs';
import { SECTORS } from '@oversight/shared/reference/sectors';
import { findStateByName, NIGERIAN_STATES } from '@oversight/shared/reference/states';
import type { DbOrTx } from '../../db/client.js';
import { requireUser, type AuthUser } from '../../platform/access-control.js';
import {
  badRequest,
  fieldError,
  nonFieldError,
  tokenInvalid,
  type FieldErrors,
} from '../../platform/errors.js';
import { createAccount, mapAccountClash, type UserRow } from './account-creation.js';
import { greetingName, verificationCodeEmail } from './account-emails.js';
import { hasCsoFields, selfDeletionRefusal } from './accounts.policy.js';
import { checkPassword as checkPasswordStrength } from '@oversight/shared/accounts/password-strength';
import * as repo from './accounts.repository.js';
import {
  buildAuthResponse,
  checkPassword,
  presentAccount,
  type AccountsContext,
  type AccountsDeps,
} from './auth.service.js';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
const REQUEST_NEW_CODE = 'Request a new code.';

// ---------------------------------------------------------------------------------------------------------------
// Sign-up and e-mail verification

// The code is short, so its hash is keyed with the server secret: a leaked table alone does not reveal codes.
const hashOtp = (deps: AccountsDeps, userId: string, code: string) =>
  createHmac('sha256', deps.config.jwtSecret).update(`${userId}:${code}`).digest('hex');

async function createVerificationCode(deps: AccountsDeps, tx: DbOrTx, user: UserRow) {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await repo.deleteOpenCodes(tx, user.id, 'verify_email');
  const row = await repo.insertCode(tx, {
    userId: user.id,
    purpose: 'verify_email',
    codeHash: hashOtp(deps, user.id, code),
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
  });
  return { id: row.id, code };
}

async function sendVerificationCode(deps: AccountsDeps, user: UserRow, otp: { id: string; code: string }) {
  await deps.mail.send(
    verificationCodeEmail({
      to: user.email,
      name: greetingName(user),
      code: otp.code,
      minutes: OTP_TTL_MINUTES,
    }),
    `verify-email:${otp.id}`,
  );
}

export async function register(deps: AccountsContext, body: RegisterBody): Promise<AuthResponse> {
  const tenantId = deps.auth.tenant.id;
  await deps.accountLimiter.hit('register', `${tenantId}:${body.email.toLowerCase()}`);
  const strength = checkPasswordStrength(body.password, {
    email: body.email,
    username: body.username,
    names: [body.display_name, body.first_name, body.last_name, body.company_name],
  });
  if (!strength.ok) throw fieldError('password', strength.problem!);
  const isCso = body.account_type === 'CSO';
  const personName = [body.first_name, body.last_name].filter(Boolean).join(' ');
  const displayName =
    body.display_name || (isCso ? body.company_name! : personName) || body.email.split('@')[0]!;
  const created = await deps.db.transaction(async (tx) => {
    const { user } = await createAccount(tx, {
      tenantId,
      accountType: body.account_type,
      email: body.email,
      username: body.username,
      password: body.password,
      displayName,
      firstName: body.first_name,
      lastName: body.last_name,
      companyName: isCso ? body.company_name : null,
      rcNumber: isCso ? body.rc_number : null,
      contactNo: isCso ? body.contact_no : null,
      newlyRegistered: true,
    });
    return { user, otp: await createVerificationCode(deps, tx, user) };
  });
  await sendVerificationCode(deps, created.user, created.otp);
  return buildAuthResponse(deps, created.user);
}

async function loadUser(deps: AccountsDeps, authUser: AuthUser): Promise<UserRow> {
  const user = await repo.findUserById(deps.db, authUser.tenantId, authUser.id);
  if (!user || user.deletedAt) throw tokenInvalid();
  return user;
}

/** The signed-in user with organisations, follow, eyemark and review counts (one query each). */
function presentMe(deps: AccountsDeps, user: UserRow): Promise<User> {
  return presentAccount(deps.db, user);
}

export async function getMe(deps: AccountsContext): Promise<User> {
  const authUser = requireUser(deps);
  return presentMe(deps, await loadUser(deps, authUser));
}

const otpMatches = (expectedHash: string, actualHash: string) =>
  expectedHash.length === actualHash.length &&
  timingSafeEqual(Buffer.from(expectedHash), Buffer.from(actualHash));

export async function verifyEmail(deps: AccountsContext, otp: string) {
  const authUser = requireUser(deps);
  const user = await loadUser(deps, authUser);
  if (user.emailVerifiedAt) throw nonFieldError('Your e-mail address is already verified.');
  await deps.accountLimiter.hit('otpVerify', user.id);
  const code = await repo.findLatestOpenCode(deps.db, user.id, 'verify_email');
  if (!code) throw fieldError('otp', `There is no active code for your account. ${REQUEST_NEW_CODE}`);
  if (code.expiresAt.getTime() <= Date.now())
    throw fieldError('otp', `This code has expired. ${REQUEST_NEW_CODE}`);
  const attempts = await repo.reserveCodeAttempt(deps.db, user.id, code.id, OTP_MAX_ATTEMPTS);
  if (attempts === null)
    throw fieldError('otp', `Too many wrong attempts: this code no longer works. ${REQUEST_NEW_CODE}`);
  if (!otpMatches(code.codeHash, hashOtp(deps, user.id, otp))) {
    const left = OTP_MAX_ATTEMPTS - attempts;
    throw fieldError(
      'otp',
      left > 0
        ? `The code is incorrect. ${left} attempt${left === 1 ? '' : 's'} left.`
        : `The code is incorrect and no longer works. ${REQUEST_NEW_CODE}`,
    );
  }
  const verified = await deps.db.transaction(async (tx) => {
    if (!(await repo.consumeCode(tx, user.id, code.id)))
      throw fieldError('otp', `This code was already used. ${REQUEST_NEW_CODE}`);
    return repo.updateUser(tx, user.tenantId, user.id, { emailVerifiedAt: new Date() });
  });
  return { detail: 'Your e-mail address is verified.', user: await presentMe(deps, verified) };
}

export async function resendVerificationCode(deps: AccountsContext) {
  const authUser = requireUser(deps);
  const user = await loadUser(deps, authUser);
  if (user.emailVerifiedAt) throw nonFieldError('Your e-mail address is already verified.');
  await deps.accountLimiter.hit('otpResend', user.id);
  const otp = await deps.db.transaction((tx) => createVerificationCode(deps, tx, user));
  await sendVerificationCode(deps, user, otp);
  return { detail: `We have sent a new code to ${user.email}.` };
}

// ---------------------------------------------------------------------------------------------------------------
// Profile

/** The storage key of an avatar this module stored, read back from its public URL (other URLs are left alone). */
const avatarKey = (url: string | null | undefined) =>
  url ? (/(avatars\/[0-9a-f-]{36}\.webp)$/.exec(url)?.[1] ?? null) : null;

export async function updateMe(deps: AccountsContext, body: UpdateMeBody, avatar?: Buffer): Promise<User> {
  const authUser = requireUser(deps);
  const user = await loadUser(deps, authUser);
  const personal = await repo.findPersonalOrganization(deps.db, user.tenantId, user.id);
  const errors: FieldErrors = {};
  const patch: repo.UserPatch = {};

  if (body.display_name !== undefined) patch.displayName = body.display_name;
  if (body.first_name !== undefined) patch.firstName = body.first_name;
  if (body.last_name !== undefined) patch.lastName = body.last_name;
  if (body.bio !== undefined) patch.bio = body.bio;
  if (body.gender !== undefined) patch.gender = body.gender;
  if (body.date_of_birth !== undefined) patch.dateOfBirth = body.date_of_birth;
  if (body.newly_registered === false) patch.newlyRegistered = false;
  if (body.email_notifications !== undefined) patch.emailNotifications = body.email_notifications;
  if (body.privacy !== undefined) patch.privacy = { ...user.privacy, ...body.privacy };
  if (body.state_of_residence !== undefined) {
    if (body.state_of_residence === null || body.state_of_residence === '') patch.stateOfResidence = null;
    else {
      const state = findStateByName(body.state_of_residence);
      if (state) patch.stateOfResidence = state.name;
      else errors.state_of_residence = [`"${body.state_of_residence}" is not a Nigerian state (or the FCT).`];
    }
  }
  if (body.username !== undefined && body.username.toLowerCase() !== user.username.toLowerCase()) {
    if (
      await repo.isUsernameTaken(deps.db, user.tenantId, body.username, {
        userId: user.id,
        organizationId: personal?.id,
      })
    ) {
      errors.username = ['This username is taken.'];
    } else patch.username = body.username;
  } else if (body.username !== undefined) patch.username = body.username;
  for (const field of ['company_name', 'rc_number', 'contact_no'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (!hasCsoFields(user)) {
      // Forms may send the field empty; only a real value for a non-CSO account is a mistake worth reporting.
      if (value) errors[field] = ['Only civil-society organisation accounts have this field.'];
      continue;
    }
    if (!value) errors[field] = ['A civil-society organisation must keep this field filled in.'];
    else if (field === 'company_name') patch.companyName = value;
    else if (field === 'rc_number') patch.rcNumber = value;
    else patch.contactNo = value;
  }
  if (Object.keys(errors).length) throw badRequest(errors);

  const stored = avatar
    ? await deps.storage.saveImage(avatar, { folder: 'avatars', field: 'avatar', maxSide: 512, square: true })
    : null;
  if (stored) patch.avatarUrl = stored.url;
  let updated: UserRow;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const row = await repo.updateUser(tx, user.tenantId, user.id, patch);
      // The personal organisation is the user's public face: keep its name, username, avatar and CSO details in step.
      if (personal) {
        await repo.updateOrganization(tx, user.tenantId, personal.id, {
          name: row.accountType === 'CSO' && row.companyName ? row.companyName : row.displayName,
          username: row.username,
          avatarUrl: row.avatarUrl,
          rcNumber: row.rcNumber,
          contactNo: row.contactNo,
        });
      }
      return row;
    });
  } catch (error) {
    if (stored) await deps.storage.remove(stored.key);
    mapAccountClash(error);
  }
  const oldKey = stored ? avatarKey(user.avatarUrl) : null;
  if (oldKey) await deps.storage.remove(oldKey);
  return presentMe(deps, updated);
}

/**
 * Deletion anonymises (docs/decisions/0001-account-deletion-anonymises.md): personal data is erased and the row
 * stays, so the account's public reviews and comments keep their place in threads as "Deleted user".
 */
export async function deleteAccount(deps: AccountsContext, body: DeleteAccountBody) {
  const authUser = requireUser(deps);
  const user = await loadUser(deps, authUser);
  const refusal = selfDeletionRefusal(user);
  if (refusal) throw nonFieldError(refusal);
  if (user.passwordHash) {
    if (!body.password) throw fieldError('password', 'Enter your password to confirm.');
    await deps.accountLimiter.hit('login', `delete:${user.id}`);
    if (!(await checkPassword(user.passwordHash, body.password)))
      throw fieldError('password', 'The password is incorrect.');
  }
  const personal = await repo.findPersonalOrganization(deps.db, user.tenantId, user.id);
  const placeholder = `deleted-${user.id}`;
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.tenantId, user.id, {
      email: `${placeholder}@invalid`,
      username: placeholder,
      passwordHash: null,
      displayName: 'Deleted user',
      firstName: '',
      lastName: '',
      bio: '',
      avatarUrl: null,
      stateOfResidence: null,
      gender: null,
      dateOfBirth: null,
      companyName: null,
      rcNumber: null,
      contactNo: null,
      googleSub: null,
      emailVerifiedAt: null,
      newlyRegistered: false,
      interests: { locations: [], ministries: [], sdgs: [], sectors: [] },
      privacy: { showEyemarks: false, showActivity: false },
      emailNotifications: 'off',
      isActive: false,
      passwordChangedAt: now,
      deletedAt: now,
    });
    await repo.deleteMemberships(tx, user.tenantId, user.id);
    if (personal) {
      await repo.updateOrganization(tx, user.tenantId, personal.id, {
        name: 'Deleted user',
        username: placeholder,
        email: null,
        avatarUrl: null,
        description: '',
        rcNumber: null,
        contactNo: null,
        website: null,
        isVisible: false,
      });
    }
    await repo.revokeUserRefreshTokens(tx, user.id);
    await repo.deleteAllCodes(tx, user.id);
  });
  for (const key of new Set([avatarKey(user.avatarUrl), avatarKey(personal?.avatarUrl)])) {
    if (key) await deps.storage.remove(key);
  }
  return { detail: 'Your account has been deleted.' };
}

// ---------------------------------------------------------------------------------------------------------------
// Interests

export async function getInterestOptions(deps: AccountsContext): Promise<InterestOptions> {
  const tenantId = deps.auth.tenant.id;
  return {
    locations: NIGERIAN_STATES.map((state) => state.name),
    ministries: await repo.listMinistryNames(deps.db, tenantId),
    sdgs: SDGS.map((sdg) => sdg.name),
    sectors: SECTORS.map((sector) => sector.name),
  };
}

export async function getInterests(deps: AccountsContext): Promise<Interests> {
  const authUser = requireUser(deps);
  return (await loadUser(deps, authUser)).interests;
}

/** Each value must be one of the options (matched without regard to case); stored as the option's own spelling. */
export async function setInterests(deps: AccountsContext, body: Interests): Promise<Interests> {
  const authUser = requireUser(deps);
  const user = await loadUser(deps, authUser);
  const options = await getInterestOptions(deps);
  const errors: FieldErrors = {};
  const chosen = {} as Interests;
  for (const key of ['locations', 'ministries', 'sdgs', 'sectors'] as const) {
    const byKey = new Map(options[key].map((name) => [name.toLowerCase(), name]));
    const picked: string[] = [];
    for (const value of body[key]) {
      const match =
        key === 'locations' ? findStateByName(value)?.name : byKey.get(value.trim().toLowerCase());
      if (!match) {
        const messages = (errors[key] as string[] | undefined) ?? [];
        messages.push(`"${value}" is not one of the ${key} options.`);
        errors[key] = messages;
      } else if (!picked.includes(match)) picked.push(match);
    }
    chosen[key] = picked;
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  const updated = await repo.updateUser(deps.db, user.tenantId, user.id, { interests: chosen });
  return updated.interests;
}
