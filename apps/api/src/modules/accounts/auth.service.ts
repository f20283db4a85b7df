import { randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type {
  AuthResponse,
  GoogleLoginBody,
  LoginBody,
  OrganizationSummary,
  PasswordChangeBody,
  PasswordChangeResponse,
  PasswordResetConfirmBody,
  RefreshResponse,
  User,
} from '@oversight/shared/accounts/accounts.schemas';
import { PASSWORD_SAME_AS_EMAIL, passwordEqualsEmail } from '@oversight/shared/accounts/accounts.schemas';
import type { AppConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import {
  createGoogleClient,
  GoogleUnavailableError,
  type GoogleClient,
} from '../../integrations/google/google-client.js';
import { requireUser } from '../../platform/access-control.js';
import { fieldError, HttpError, nonFieldError, tokenInvalid } from '../../platform/errors.js';
import type { ContextOf } from '../../platform/request-context.js';
import {
  hashToken,
  newOpaqueToken,
  REFRESH_TOKEN_TTL_SECONDS,
  ACCESS_TOKEN_TTL_SECONDS,
  signAccessToken,
} from '../../platform/tokens.js';
import { createAccount, hashPassword, type UserRow } from './account-creation.js';
import { greetingName, passwordChangedEmail, passwordResetEmail } from './account-emails.js';
import { getFollowFigures } from '../people/people.service.js';
import { reviewsCounts } from '../posts/posts.service.js';
import { eyemarkedCounts } from '../projects/projects.service.js';
import { presentOrganizationSummary, presentUser } from './accounts.presenter.js';
import { checkPassword as checkPasswordStrength } from '@oversight/shared/accounts/password-strength';
import * as repo from './accounts.repository.js';
import { isUuid } from '../../platform/ids.js';

/** What the account services use: a RequestContext's parts, or the app itself (the password-reset job). */
export type AccountsDeps = ContextOf<
  'db' | 'config' | 'mail' | 'storage' | 'jobs' | 'accountLimiter' | 'sessionRevocations'
>;
/** The same for a request's caller (a route passes `request.ctx`). */
export type AccountsContext = AccountsDeps & ContextOf<'auth'>;

const googleClients = new WeakMap<AppConfig, GoogleClient>();
/** The Google userinfo client, one per app configuration. */
function googleClientOf(config: AppConfig): GoogleClient {
  let client = googleClients.get(config);
  if (!client) googleClients.set(config, (client = createGoogleClient(config.google)));
  return client;
}

export const PASSWORD_RESET_TTL_MINUTES = 60;
const BAD_CREDENTIALS = 'Unable to log in with provided credentials.';
const BAD_RESET_LINK =
  'This password-reset link is invalid, has expired or was already used. Ask for a new one.';

// A real argon2id hash of a random password: unknown accounts cost a verify too, so timing does not reveal them.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(newOpaqueToken()));

/** Checks a password against a stored hash; with no hash (unknown user, Google-only account) still spends a verify. */
export async function checkPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const hash = passwordHash ?? (await getDummyHash());
  let ok = false;
  try {
    ok = await verify(hash, password);
  } catch {
    ok = false;
  }
  return ok && !!passwordHash;
}

/** A new access token and a refresh token starting a new family (one family = one signed-in device). */
export async function issueSession(deps: AccountsDeps, db: DbOrTx, user: Pick<UserRow, 'id' | 'tenantId'>) {
  const refresh = newOpaqueToken();
  const familyId = randomUUID();
  await repo.insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  const access = await signAccessToken(deps.config.jwtSecret, user.id, user.tenantId, Date.now(), familyId);
  return { access, refresh };
}

export async function listOrganizationSummaries(db: DbOrTx, user: Pick<UserRow, 'id' | 'tenantId'>) {
  const rows = await repo.listMemberships(db, user.tenantId, user.id);
  return rows.map((row) => presentOrganizationSummary(row.organization, row.role, row));
}

/**
 * The user's own account with organisations and every count read from the data (follows, eyemarks, reviews):
 * /auth/user/, the login and sign-up answers and the account updates all answer this one shape.
 */
export async function presentAccount(
  db: DbOrTx,
  user: UserRow,
): Promise<User & { organisations: OrganizationSummary[] }> {
  const [organizations, follows, eyemarks, reviews] = await Promise.all([
    listOrganizationSummaries(db, user),
    getFollowFigures(db, user.tenantId, [user.id]),
    eyemarkedCounts(db, [user.id]),
    reviewsCounts(db, [user.id]),
  ]);
  const figures = follows.get(user.id);
  const presented = presentUser(user, {
    organisations: organizations,
    counts: {
      followerCount: figures?.follower_count,
      followingCount: figures?.following_count,
      eyemarkedCount: eyemarks.get(user.id) ?? 0,
      reviewsCount: reviews.get(user.id) ?? 0,
    },
  });
  return { ...presented, organisations: organizations };
}

/** The body of login, Google sign-in and sign-up: both token names, the user and their organisations. */
export async function buildAuthResponse(deps: AccountsDeps, user: UserRow): Promise<AuthResponse> {
  const session = await issueSession(deps, deps.db, user);
  const { organisations: organizations, ...presented } = await presentAccount(deps.db, user);
  return {
    token: session.access,
    access_token: session.access,
    refresh_token: session.refresh,
    user: presented,
    organisations: organizations,
  };
}

export async function login(deps: AccountsContext, body: LoginBody): Promise<AuthResponse> {
  const tenantId = deps.auth.tenant.id;
  const identifier = (body.username || body.email || '').trim().toLowerCase();
  const user = await repo.findUserByLogin(deps.db, tenantId, identifier);
  // Counted per account, so guesses by e-mail and by username share one allowance; unknown names count on their own.
  const limitKey = user ? `${tenantId}:user:${user.id}` : `${tenantId}:${identifier}`;
  await deps.accountLimiter.hit('login', limitKey);
  const ok = await checkPassword(user?.passwordHash, body.password);
  if (!user || !ok || !user.isActive) throw nonFieldError(BAD_CREDENTIALS);
  await deps.accountLimiter.reset('login', limitKey);
  return buildAuthResponse(deps, user);
}

export async function googleLogin(deps: AccountsContext, body: GoogleLoginBody): Promise<AuthResponse> {
  const tenantId = deps.auth.tenant.id;
  if (!deps.config.google.clientId) throw nonFieldError('Google sign-in is not configured on this server.');
  let info;
  try {
    info = await googleClientOf(deps.config).getUserInfo(body.access_token);
  } catch (error) {
    if (error instanceof GoogleUnavailableError) {
      throw new HttpError(503, {
        detail: 'Google sign-in is unavailable right now. Please try again in a minute.',
      });
    }
    throw error;
  }
  if (!info) throw nonFieldError('Google did not accept this sign-in. Please try again.');

  const bySub = await repo.findUserByGoogleSub(deps.db, tenantId, info.sub);
  if (bySub) {
    if (!bySub.isActive) throw nonFieldError(BAD_CREDENTIALS);
    return buildAuthResponse(deps, bySub);
  }
  if (!info.email || !info.emailVerified) {
    throw nonFieldError(
      'Your Google account has no verified e-mail address. Verify it with Google, or sign up with e-mail and password.',
    );
  }
  const byEmail = await repo.findUserByEmail(deps.db, tenantId, info.email);
  if (byEmail) {
    if (!byEmail.isActive) throw nonFieldError(BAD_CREDENTIALS);
    if (byEmail.googleSub && byEmail.googleSub !== info.sub) {
      throw nonFieldError(
        'This e-mail address is linked to a different Google account. Sign in with that one, or with your password.',
      );
    }
    // Google vouches for the address: link the account and count the address as verified.
    const linked = await repo.updateUser(deps.db, tenantId, byEmail.id, {
      googleSub: info.sub,
      emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
    });
    return buildAuthResponse(deps, linked);
  }
  const displayName =
    info.name || [info.givenName, info.familyName].filter(Boolean).join(' ') || info.email.split('@')[0]!;
  const { user } = await deps.db.transaction((tx) =>
    createAccount(tx, {
      tenantId,
      accountType: 'CITIZEN',
      email: info.email!,
      password: null,
      displayName,
      firstName: info.givenName,
      lastName: info.familyName,
      googleSub: info.sub,
      emailVerified: true,
    }),
  );
  return buildAuthResponse(deps, user);
}

/**
 * Rotation: each refresh token works once and is replaced by a new one of the same family. Presenting a used
 * token means it was copied: the whole family (that device's session) is revoked, for the thief and the owner alike.
 */
export async function refreshSession(deps: AccountsContext, refresh: string): Promise<RefreshResponse> {
  const tenantId = deps.auth.tenant.id;
  const token = await repo.findRefreshToken(deps.db, hashToken(refresh));
  if (!token || token.revokedAt || token.expiresAt.getTime() <= Date.now()) throw tokenInvalid();
  const user = await repo.findUserById(deps.db, tenantId, token.userId);
  if (!user || !user.isActive || user.deletedAt) throw tokenInvalid();
  const rotated = await deps.db.transaction(async (tx) => {
    if (token.usedAt || !(await repo.markRefreshTokenUsed(tx, user.id, token.id))) return null;
    const next = newOpaqueToken();
    await repo.insertRefreshToken(tx, {
      userId: user.id,
      familyId: token.familyId,
      tokenHash: hashToken(next),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    return next;
  });
  if (!rotated) {
    await endSession(deps, user.id, token.familyId);
    throw tokenInvalid();
  }
  return {
    access: await signAccessToken(deps.config.jwtSecret, user.id, user.tenantId, Date.now(), token.familyId),
    refresh: rotated,
  };
}

/** Ends one device's session: its refresh tokens, and at once the access tokens already handed out for it. */
async function endSession(deps: ContextOf<'db' | 'sessionRevocations'>, userId: string, familyId: string) {
  await repo.revokeRefreshFamily(deps.db, userId, familyId);
  await deps.sessionRevocations.revoke(familyId, ACCESS_TOKEN_TTL_SECONDS);
}

/**
 * Sign-out: revokes the refresh token's family (that device's session) and, at once, the access tokens issued for it.
 * With `all`, every session of the account ends at once, access tokens included: the token must then be valid, as it
 * is the proof of who asks. Signing out with an unknown or spent token is already done: 200 all the same.
 */
export async function logout(deps: AccountsContext, body: { refresh: string; all?: boolean }) {
  const tenantId = deps.auth.tenant.id;
  const token = await repo.findRefreshToken(deps.db, hashToken(body.refresh));
  const user = token ? await repo.findUserById(deps.db, tenantId, token.userId) : undefined;
  if (!body.all) {
    if (token && user) await endSession(deps, user.id, token.familyId);
    return { detail: 'Signed out.' };
  }
  if (!token || !user || token.revokedAt || token.usedAt || token.expiresAt.getTime() <= Date.now())
    throw tokenInvalid();
  await deps.db.transaction(async (tx) => {
    await repo.revokeUserRefreshTokens(tx, user.id);
    // password_changed_at is the sessions' cut-off: access tokens issued before it are refused (access-control).
    await repo.updateUser(tx, user.tenantId, user.id, { passwordChangedAt: new Date() });
  });
  return { detail: 'Signed out on every device.' };
}

export const PASSWORD_RESET_JOB = 'accounts.password-reset';

/**
 * POST /auth/password/reset/: the same work whatever the address (one queued job), so the answer's timing does not
 * tell whether an account exists; the job looks the address up and e-mails the link.
 */
export async function requestPasswordReset(deps: AccountsContext, email: string) {
  const tenantId = deps.auth.tenant.id;
  await deps.accountLimiter.hit('passwordReset', `${tenantId}:${email}`);
  await deps.jobs.send(PASSWORD_RESET_JOB, { tenantId, email });
  return { detail: 'If an account exists for this address, we have sent a reset link.' };
}

/** The password-reset job: a single-use link for an active account of the address, nothing otherwise. */
export async function sendPasswordReset(deps: AccountsDeps, tenantId: string, email: string) {
  const user = await repo.findUserByEmail(deps.db, tenantId, email);
  if (user && user.isActive) {
    const token = newOpaqueToken();
    const code = await deps.db.transaction(async (tx) => {
      await repo.deleteOpenCodes(tx, user.id, 'password_reset');
      return repo.insertCode(tx, {
        userId: user.id,
        purpose: 'password_reset',
        codeHash: hashToken(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      });
    });
    const link = `${deps.config.publicUrl}/password-reset/confirm?uid=${encodeURIComponent(user.id)}&token=${encodeURIComponent(token)}`;
    await deps.mail.send(
      passwordResetEmail({
        to: user.email,
        name: greetingName(user),
        link,
        minutes: PASSWORD_RESET_TTL_MINUTES,
      }),
      `password-reset:${code.id}`,
    );
  }
}

async function finishPasswordChange(
  tx: DbOrTx,
  user: UserRow,
  newPassword: string,
  extra: repo.UserPatch = {},
) {
  if (passwordEqualsEmail(newPassword, user.email)) throw fieldError('new_password1', PASSWORD_SAME_AS_EMAIL);
  const strength = checkPasswordStrength(newPassword, {
    email: user.email,
    username: user.username,
    names: [user.displayName, user.firstName, user.lastName, user.companyName],
  });
  if (!strength.ok) throw fieldError('new_password1', strength.problem!);
  // Every access token issued before this instant stops working (the access-control plugin compares to the ms).
  const updated = await repo.updateUser(tx, user.tenantId, user.id, {
    ...extra,
    passwordHash: await hashPassword(newPassword),
    passwordChangedAt: new Date(),
  });
  await repo.revokeUserRefreshTokens(tx, user.id);
  await repo.deleteOpenCodes(tx, user.id, 'password_reset');
  return updated;
}

async function notifyPasswordChanged(deps: AccountsDeps, user: UserRow) {
  await deps.mail.send(
    passwordChangedEmail({
      to: user.email,
      name: greetingName(user),
      resetUrl: `${deps.config.publicUrl}/password-reset`,
    }),
    `password-changed:${user.id}:${user.passwordChangedAt?.getTime() ?? Date.now()}`,
  );
}

export async function confirmPasswordReset(deps: AccountsContext, body: PasswordResetConfirmBody) {
  const tenantId = deps.auth.tenant.id;
  const user = isUuid(body.uid) ? await repo.findUserById(deps.db, tenantId, body.uid) : undefined;
  if (!user || user.deletedAt || !user.isActive) throw fieldError('token', BAD_RESET_LINK);
  const updated = await deps.db.transaction(async (tx) => {
    const code = await repo.findCodeByHash(tx, user.id, 'password_reset', hashToken(body.token));
    if (!code || code.consumedAt || code.expiresAt.getTime() <= Date.now())
      throw fieldError('token', BAD_RESET_LINK);
    // A refused new password throws inside the transaction, so the link is not spent.
    if (!(await repo.consumeCode(tx, user.id, code.id))) throw fieldError('token', BAD_RESET_LINK);
    // Opening the e-mailed link proves the address, as the verification code would.
    return finishPasswordChange(tx, user, body.new_password1, {
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
    });
  });
  await notifyPasswordChanged(deps, updated);
  return { detail: 'Your password has been reset. You can now sign in with the new password.' };
}

export async function changePassword(
  deps: AccountsContext,
  body: PasswordChangeBody,
): Promise<PasswordChangeResponse> {
  const authUser = requireUser(deps);
  const user = await repo.findUserById(deps.db, authUser.tenantId, authUser.id);
  if (!user) throw tokenInvalid();
  if (user.passwordHash) {
    if (!body.old_password) throw fieldError('old_password', 'This field is required.');
    await deps.accountLimiter.hit('login', `password-change:${user.id}`);
    if (!(await checkPassword(user.passwordHash, body.old_password))) {
      throw fieldError('old_password', 'Your old password was entered incorrectly. Please enter it again.');
    }
  }
  const { updated, session } = await deps.db.transaction(async (tx) => {
    const changed = await finishPasswordChange(tx, user, body.new_password1);
    // Issued after password_changed_at, so this session survives while all earlier ones end.
    return { updated: changed, session: await issueSession(deps, tx, changed) };
  });
  await notifyPasswordChanged(deps, updated);
  return {
    detail: 'New password has been saved.',
    token: session.access,
    access_token: session.access,
    refresh_token: session.refresh,
  };
}
