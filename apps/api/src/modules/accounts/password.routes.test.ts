import type { LightMyRequestResponse } from 'fastify';
import { PASSWORD_RESET_JOB } from './auth.service.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordChangeResponseSchema } from '@oversight/shared/accounts/accounts.schemas';
import { oneTimeCodes, refreshTokens, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { signAccessToken } from '../../platform/tokens.js';
import { createTestUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, latestMail, nextIp, readResetLink } from './test-helpers.js';

const NEW_PASSWORD = 'Abuja-Kaduna-Rail-7';
const RESET_DETAIL = 'If an account exists for this address, we have sent a reset link.';

describe('password reset and change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function signIn(emailAddress: string, password = TEST_PASSWORD) {
    const response = await call(t, { url: '/auth/login/', body: { email: emailAddress, password } });
    return {
      status: response.statusCode,
      token: response.json<{ token: string }>().token,
      refresh: response.json<{ refresh_token: string }>().refresh_token,
    };
  }

  describe('POST /auth/password/reset/', () => {
    it('answers 200 and e-mails a single-use link for a known address', async () => {
      const { user } = await createTestUser(t);
      const response = await call(t, { url: '/auth/password/reset/', body: { email: user.email } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: RESET_DETAIL });
      const link = await readResetLink(t, user.email);
      expect(link.uid).toBe(user.id);
      const [code] = await t.app.db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'password_reset')));
      expect(code!.codeHash).not.toBe(link.token);
      expect(code!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    });

    it('answers the same 200 for an unknown address and sends nothing', async () => {
      const before = t.outbox().length;
      const response = await call(t, {
        url: '/auth/password/reset/',
        body: { email: 'nobody-here@example.test' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: RESET_DETAIL });
      await t.runJobs();
      expect(t.outbox().length).toBe(before);
    });

    it('does the same work for a known address as for an unknown one: the lookup and e-mail happen in a job', async () => {
      const { user } = await createTestUser(t);
      const before = t.outbox().length;
      const response = await call(t, { url: '/auth/password/reset/', body: { email: user.email } });
      expect(response.json()).toEqual({ detail: RESET_DETAIL });
      // Answered before anything about the account was read or written.
      const codes = () =>
        t.app.db
          .select()
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'password_reset')));
      expect(await codes()).toHaveLength(0);
      expect(t.outbox().length).toBe(before);
      await t.runJobs([PASSWORD_RESET_JOB]);
      await t.runJobs();
      expect(await codes()).toHaveLength(1);
      expect(t.outbox().length).toBe(before + 1);
    });

    it('names a malformed e-mail address', async () => {
      const response = await call(t, { url: '/auth/password/reset/', body: { email: 'nope' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: ['Enter a valid e-mail address.'] });
    });

    it('limits requests per address and per account', async () => {
      const ip = nextIp();
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 6; i += 1)
        last = await call(t, { url: '/auth/password/reset/', body: { email: `x${i}@example.test` }, ip });
      expect(last!.statusCode).toBe(429);
      expect(last!.headers['retry-after']).toBeDefined();

      const { user } = await createTestUser(t);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push(
          (await call(t, { url: '/auth/password/reset/', body: { email: user.email } })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  describe('POST /auth/password/reset/confirm/', () => {
    it('sets the new password, ends every session, and the link works once', async () => {
      const { user } = await createTestUser(t);
      const session = await signIn(user.email);
      await call(t, { url: '/auth/password/reset/', body: { email: user.email } });
      const { uid, token } = await readResetLink(t, user.email);

      const confirm = await call(t, {
        url: '/auth/password/reset/confirm/',
        body: { uid, token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json<{ detail: string }>().detail).toMatch(/password has been reset/);

      // Old password out, new one in; the earlier access and refresh tokens are dead.
      expect((await signIn(user.email)).status).toBe(400);
      expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
      expect((await call(t, { url: '/auth/user/', token: session.token })).statusCode).toBe(401);
      expect(
        (await call(t, { url: '/auth/token/refresh/', body: { refresh: session.refresh } })).statusCode,
      ).toBe(401);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.passwordChangedAt).not.toBeNull();

      // Single use.
      const replay = await call(t, {
        url: '/auth/password/reset/confirm/',
        body: { uid, token, new_password1: 'Another-Pass-99', new_password2: 'Another-Pass-99' },
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.json<{ token: string[] }>().token[0]).toMatch(/invalid, has expired or was already used/);

      // The owner is told by e-mail.
      expect(await latestMail(t, user.email, /password was changed/)).not.toBeNull();
    });

    it('refuses an expired link', async () => {
      const { user } = await createTestUser(t);
      await call(t, { url: '/auth/password/reset/', body: { email: user.email } });
      const { uid, token } = await readResetLink(t, user.email);
      await t.app.db
        .update(oneTimeCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeCodes.userId, user.id));
      const response = await call(t, {
        url: '/auth/password/reset/confirm/',
        body: { uid, token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['token']);
      expect((await signIn(user.email)).status).toBe(200);
    });

    it('only the newest link works', async () => {
      const { user } = await createTestUser(t);
      await call(t, { url: '/auth/password/reset/', body: { email: user.email } });
      const older = await readResetLink(t, user.email);
      await call(t, { url: '/auth/password/reset/', body: { email: user.email } });
      const newer = await readResetLink(t, user.email);
      expect(newer.token).not.toBe(older.token);
      const body = { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD };
      expect(
        (await call(t, { url: '/auth/password/reset/confirm/', body: { ...older, ...body } })).statusCode,
      ).toBe(400);
      expect(
        (
          await call(t, {
            url: '/auth/password/reset/confirm/',
            body: { uid: newer.uid, token: newer.token, ...body },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('names mismatching passwords, weak passwords and bad tokens without spending the link', async () => {
      const { user } = await createTestUser(t);
      await call(t, { url: '/auth/password/reset/', body: { email: user.email } });
      const { uid, token } = await readResetLink(t, user.email);

      const mismatch = await call(t, {
        url: '/auth/password/reset/confirm/',
        body: { uid, token, new_password1: NEW_PASSWORD, new_password2: 'Something-Else-1' },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({ new_password2: ["The two password fields didn't match."] });

      const sameAsEmail = await call(t, {
        url: '/auth/password/reset/confirm/',
        body: { uid, token, new_password1: user.email, new_password2: user.email },
      });
      expect(sameAsEmail.statusCode).toBe(400);
      expect(sameAsEmail.json<{ new_password1: string[] }>().new_password1[0]).toMatch(/same as your e-mail/);

      const forged = await call(t, {
        url: '/auth/password/reset/confirm/',
        body: { uid, token: 'forged-token', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });
      expect(forged.statusCode).toBe(400);
      expect(Object.keys(forged.json())).toEqual(['token']);
      const badUid = await call(t, {
        url: '/auth/password/reset/confirm/',
        body: { uid: 'not-a-uuid', token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });
      expect(badUid.statusCode).toBe(400);
      expect(Object.keys(badUid.json())).toEqual(['token']);

      // None of that spent the link.
      expect(
        (
          await call(t, {
            url: '/auth/password/reset/confirm/',
            body: { uid, token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
          })
        ).statusCode,
      ).toBe(200);
    });

    it("does not reset another tenant's user through this tenant", async () => {
      const { createTestTenant } = await import('../../test/factories.js');
      const other = await createTestTenant(t);
      const { user } = await createTestUser(t, { tenantId: other.id });
      await call(t, {
        url: '/auth/password/reset/',
        body: { email: user.email },
        headers: { 'x-tenant': other.name },
      });
      const { uid, token } = await readResetLink(t, user.email);
      const here = await call(t, {
        url: '/auth/password/reset/confirm/',
        body: { uid, token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });
      expect(here.statusCode).toBe(400);

      // The user's password is untouched: the old one still signs in at their own tenant, the new one does not.
      const login = (password: string) =>
        call(t, {
          url: '/auth/login/',
          body: { email: user.email, password },
          headers: { 'x-tenant': other.name },
        });
      expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
      expect((await login(NEW_PASSWORD)).statusCode).toBe(400);
    });
  });

  describe('POST /auth/password/change/', () => {
    it('changes the password, returns fresh tokens that work, and ends the other sessions at once', async () => {
      const { user } = await createTestUser(t);
      const other = await signIn(user.email);
      const current = await signIn(user.email);
      const response = await call(t, {
        url: '/auth/password/change/',
        token: current.token,
        body: { old_password: TEST_PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const body = passwordChangeResponseSchema.parse(response.json());
      expect(body.token).toBe(body.access_token);
      expect(body.refresh_token).toBeTruthy();

      // Issued moments before the change (usually in the same second), the old access tokens fail; the fresh one works.
      expect((await call(t, { url: '/auth/user/', token: current.token })).statusCode).toBe(401);
      expect((await call(t, { url: '/auth/user/', token: other.token })).statusCode).toBe(401);
      expect((await call(t, { url: '/auth/user/', token: body.token })).statusCode).toBe(200);
      expect(
        (await call(t, { url: '/auth/token/refresh/', body: { refresh: other.refresh } })).statusCode,
      ).toBe(401);
      expect(
        (await call(t, { url: '/auth/token/refresh/', body: { refresh: body.refresh_token } })).statusCode,
      ).toBe(200);
      const live = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(live.filter((row) => !row.revokedAt && !row.usedAt)).toHaveLength(1);

      expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('tells tokens apart to the millisecond around password_changed_at, inside one second', async () => {
      const { user } = await createTestUser(t);
      const changedAt = Math.floor(Date.now() / 1000) * 1000 - 5000 + 500;
      await t.app.db
        .update(users)
        .set({ passwordChangedAt: new Date(changedAt) })
        .where(eq(users.id, user.id));
      const before = await signAccessToken(t.config.jwtSecret, user.id, t.tenantId, changedAt - 1);
      const after = await signAccessToken(t.config.jwtSecret, user.id, t.tenantId, changedAt + 1);
      expect((await call(t, { url: '/auth/user/', token: before })).statusCode).toBe(401);
      expect((await call(t, { url: '/auth/user/', token: after })).statusCode).toBe(200);
    });

    it('refuses a wrong old password and mismatching new ones, naming the field', async () => {
      const { token } = await createTestUser(t);
      const wrong = await call(t, {
        url: '/auth/password/change/',
        token,
        body: { old_password: 'nope-nope', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json())).toEqual(['old_password']);
      const mismatch = await call(t, {
        url: '/auth/password/change/',
        token,
        body: { old_password: TEST_PASSWORD, new_password1: NEW_PASSWORD, new_password2: 'x' },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({ new_password2: ["The two password fields didn't match."] });
      const missingOld = await call(t, {
        url: '/auth/password/change/',
        token,
        body: { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });
      expect(missingOld.statusCode).toBe(400);
      expect(missingOld.json()).toEqual({ old_password: ['This field is required.'] });
      // The token still works: nothing changed.
      expect((await call(t, { url: '/auth/user/', token })).statusCode).toBe(200);
    });

    it('lets an account without a password (Google sign-in) set one without old_password', async () => {
      const { user, token } = await createTestUser(t, { password: null });
      const response = await call(t, {
        url: '/auth/password/change/',
        token,
        body: { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('answers 401 to anonymous callers', async () => {
      const response = await call(t, {
        url: '/auth/password/change/',
        body: { old_password: 'a', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
