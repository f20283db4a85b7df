import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  refreshResponseSchema,
  userSchema,
  type AuthResponse,
  type RefreshResponse,
  type User,
} from '@oversight/shared/accounts/accounts.schemas';
import { refreshTokens, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser, TEST_PASSWORD } from '../../test/factories.js';
import { signAccessToken } from '../../platform/tokens.js';
import { call, nextIp } from './test-helpers.js';

describe('auth: login, refresh, current user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  describe('POST /auth/login/', () => {
    it('signs in with the e-mail address and answers both token names, the user and the organisations', async () => {
      const { user, organization } = await createTestUser(t, { username: 'amaka_o' });
      const response = await call(t, {
        url: '/auth/login/',
        body: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const body = authResponseSchema.parse(response.json());
      expect(body.token).toBe(body.access_token);
      expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({
        public_id: user.id,
        email: user.email,
        username: 'amaka_o',
        account_type: 'CITIZEN',
        avatar: null,
        reviews_count: 0,
        eyemarked_count: 0,
      });
      expect(body.organisations).toMatchObject([
        { public_id: organization.id, is_personal: true, parent: null, role: { name: 'Owner' } },
      ]);
      // The owner role holds every permission, 0..39.
      expect(body.organisations[0]!.role.permissions).toHaveLength(40);
      // The token works.
      const me = await call(t, { url: '/auth/user/', token: body.token });
      expect(me.statusCode).toBe(200);
    });

    it('accepts a username in the `email` field and in `username`', async () => {
      await createTestUser(t, { username: 'chidi_n' });
      for (const body of [
        { email: 'Chidi_N', password: TEST_PASSWORD },
        { username: 'chidi_n', password: TEST_PASSWORD },
      ]) {
        const response = await call(t, { url: '/auth/login/', body });
        expect(response.statusCode).toBe(200);
        expect(response.json<AuthResponse>().user.username).toBe('chidi_n');
      }
    });

    it('answers the same 400 for a wrong password and an unknown account (no enumeration)', async () => {
      const { user } = await createTestUser(t);
      const wrong = await call(t, {
        url: '/auth/login/',
        body: { email: user.email, password: 'not-the-password' },
      });
      const unknown = await call(t, {
        url: '/auth/login/',
        body: { email: 'nobody@example.test', password: 'not-the-password' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('names the missing fields', async () => {
      const response = await call(t, { url: '/auth/login/', body: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        email: ['Enter your e-mail address or username.'],
        password: ['This field is required.'],
      });
    });

    it('limits attempts per address with 429 and Retry-After', async () => {
      const ip = nextIp();
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 11; i += 1) {
        last = await call(t, {
          url: '/auth/login/',
          body: { email: `nobody${i}@example.test`, password: 'x' },
          ip,
        });
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(last!.statusCode).toBe(429);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(last!.json()).toEqual({ detail: 'Too many requests, please try again later.' });
      // Another address is not affected.
      const other = await call(t, {
        url: '/auth/login/',
        body: { email: 'nobody@example.test', password: 'x' },
      });
      expect(other.statusCode).toBe(400);
    });

    it('does not let a client dodge the limit with a forged X-Forwarded-For', async () => {
      const ip = nextIp();
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 11; i += 1) {
        // Distinct identifiers, so only the per-IP limit can answer 429 (not the per-account one).
        const body = { email: `forged${i}@example.test`, password: 'x' };
        last = await call(t, {
          url: '/auth/login/',
          body,
          ip,
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
      }
      expect(last!.statusCode).toBe(429);
    });

    it('limits attempts per account across addresses', async () => {
      const { user } = await createTestUser(t);
      for (let i = 0; i < 10; i += 1) {
        const response = await call(t, {
          url: '/auth/login/',
          body: { email: user.email, password: 'wrong-password' },
        });
        expect(response.statusCode).toBe(400);
      }
      const blocked = await call(t, {
        url: '/auth/login/',
        body: { email: user.email, password: TEST_PASSWORD },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    });

    it('counts guesses by e-mail and by username together: one allowance per account', async () => {
      const { user } = await createTestUser(t, { username: `lock_${Date.now().toString(36)}` });
      for (let i = 0; i < 10; i += 1) {
        const body =
          i % 2
            ? { username: user.username, password: 'wrong-password' }
            : { email: user.email, password: 'wrong-password' };
        expect((await call(t, { url: '/auth/login/', body })).statusCode).toBe(400);
      }
      for (const body of [
        { email: user.email, password: TEST_PASSWORD },
        { username: user.username, password: TEST_PASSWORD },
      ]) {
        expect((await call(t, { url: '/auth/login/', body })).statusCode).toBe(429);
      }
    });

    it('refuses a deleted or deactivated account with the generic message', async () => {
      const { user } = await createTestUser(t);
      await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      const response = await call(t, {
        url: '/auth/login/',
        body: { email: user.email, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    });
  });

  describe('tenant isolation', () => {
    it("does not let a user of another tenant sign in through this tenant's header", async () => {
      const other = await createTestTenant(t);
      const { user } = await createTestUser(t, { tenantId: other.id });
      const here = await call(t, {
        url: '/auth/login/',
        body: { email: user.email, password: TEST_PASSWORD },
      });
      expect(here.statusCode).toBe(400);
      const there = await call(t, {
        url: '/auth/login/',
        body: { email: user.email, password: TEST_PASSWORD },
        headers: { 'x-tenant': other.name },
      });
      expect(there.statusCode).toBe(200);

      // Tenant B's tokens are refused on tenant A: the access token and the refresh token.
      const { token, refresh_token: refresh } = there.json<AuthResponse>();
      const me = await call(t, { url: '/auth/user/', token });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toMatchObject({ code: 'token_not_valid' });
      const refreshed = await call(t, { url: '/auth/token/refresh/', body: { refresh } });
      expect(refreshed.statusCode).toBe(401);
      const meThere = await call(t, { url: '/auth/user/', token, headers: { 'x-tenant': other.name } });
      expect(meThere.statusCode).toBe(200);
      expect(meThere.json<User>().public_id).toBe(user.id);
    });
  });

  describe('POST /auth/token/refresh/', () => {
    async function signIn() {
      const { user } = await createTestUser(t);
      const response = await call(t, {
        url: '/auth/login/',
        body: { email: user.email, password: TEST_PASSWORD },
      });
      const { token, refresh_token } = response.json<AuthResponse>();
      return { user, token, refresh_token };
    }

    it('rotates: answers a new access and refresh token, and the new pair works', async () => {
      const session = await signIn();
      const first = await call(t, { url: '/auth/token/refresh/', body: { refresh: session.refresh_token } });
      expect(first.statusCode).toBe(200);
      const { access, refresh } = refreshResponseSchema.parse(first.json());
      expect(refresh).not.toBe(session.refresh_token);
      expect((await call(t, { url: '/auth/user/', token: access })).statusCode).toBe(200);
      const second = await call(t, { url: '/auth/token/refresh/', body: { refresh } });
      expect(second.statusCode).toBe(200);
      const rows = await t.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, session.user.id));
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
      expect(rows.filter((row) => row.usedAt).length).toBe(2);
      // Stored hashed: the plain token is nowhere in the table.
      expect(rows.some((row) => row.tokenHash === refresh)).toBe(false);
    });

    it('detects reuse of a used token and revokes the whole family', async () => {
      const session = await signIn();
      const rotated = (
        await call(t, { url: '/auth/token/refresh/', body: { refresh: session.refresh_token } })
      ).json<RefreshResponse>();
      const replay = await call(t, { url: '/auth/token/refresh/', body: { refresh: session.refresh_token } });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
      // The legitimate newest token is dead too: the family is revoked.
      const after = await call(t, { url: '/auth/token/refresh/', body: { refresh: rotated.refresh } });
      expect(after.statusCode).toBe(401);
      const rows = await t.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, session.user.id));
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    });

    it('keeps other sessions (families) alive when one is revoked', async () => {
      const { user } = await createTestUser(t);
      const a = (
        await call(t, { url: '/auth/login/', body: { email: user.email, password: TEST_PASSWORD } })
      ).json<AuthResponse>();
      const b = (
        await call(t, { url: '/auth/login/', body: { email: user.email, password: TEST_PASSWORD } })
      ).json<AuthResponse>();
      const rotated = await call(t, { url: '/auth/token/refresh/', body: { refresh: a.refresh_token } });
      expect(rotated.statusCode).toBe(200);
      // The replay revokes a's family: a's rotated refresh token is dead.
      const replay = await call(t, { url: '/auth/token/refresh/', body: { refresh: a.refresh_token } });
      expect(replay.statusCode).toBe(401);
      expect(
        (
          await call(t, {
            url: '/auth/token/refresh/',
            body: { refresh: rotated.json<RefreshResponse>().refresh },
          })
        ).statusCode,
      ).toBe(401);

      // b's session goes on: its access token still works, its refresh token rotates, and the new pair works.
      expect((await call(t, { url: '/auth/user/', token: b.token })).statusCode).toBe(200);
      const other = await call(t, { url: '/auth/token/refresh/', body: { refresh: b.refresh_token } });
      expect(other.statusCode).toBe(200);
      const next = other.json<RefreshResponse>();
      expect((await call(t, { url: '/auth/user/', token: next.access })).statusCode).toBe(200);
      expect(
        (await call(t, { url: '/auth/token/refresh/', body: { refresh: next.refresh } })).statusCode,
      ).toBe(200);
      const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      // a's family is revoked whole; of b's, only the newest refresh token is live.
      expect(rows.filter((row) => row.revokedAt === null && row.usedAt === null)).toHaveLength(1);
    });

    it('refuses expired and unknown tokens with 401, and a missing one with 400', async () => {
      const session = await signIn();
      await t.app.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.userId, session.user.id));
      expect(
        (await call(t, { url: '/auth/token/refresh/', body: { refresh: session.refresh_token } })).statusCode,
      ).toBe(401);
      expect((await call(t, { url: '/auth/token/refresh/', body: { refresh: 'made-up' } })).statusCode).toBe(
        401,
      );
      const missing = await call(t, { url: '/auth/token/refresh/', body: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ refresh: ['This field is required.'] });
    });

    it('does not accept an access token as a refresh token', async () => {
      const session = await signIn();
      expect(
        (await call(t, { url: '/auth/token/refresh/', body: { refresh: session.token } })).statusCode,
      ).toBe(401);
    });
  });

  describe('GET /auth/user/', () => {
    it('answers the user with organisations', async () => {
      const { user, organization, token } = await createTestUser(t, {
        accountType: 'CSO',
        companyName: 'Budgit Foundation',
        rcNumber: 'RC123',
        contactNo: '0800',
      });
      const response = await call(t, { url: '/auth/user/', token });
      expect(response.statusCode).toBe(200);
      const body = userSchema.parse(response.json());
      expect(body).toMatchObject({
        public_id: user.id,
        account_type: 'CSO',
        company_name: 'Budgit Foundation',
        rc_number: 'RC123',
        contact_no: '0800',
        email_verified: true,
      });
      expect(body.created).toBe(user.createdAt.toISOString());
      expect(body.organisations?.map((o) => o.public_id)).toEqual([organization.id]);
      expect(body.organisations?.[0]?.name).toBe('Budgit Foundation');
    });

    it('answers 401 without a token and with a bad one', async () => {
      const anonymous = await call(t, { url: '/auth/user/' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'not_authenticated' });
      const forged = await signAccessToken(
        'another-secret-that-is-long-enough-for-hs256',
        '00000000-0000-0000-0000-000000000000',
        t.tenantId,
      );
      const bad = await call(t, { url: '/auth/user/', token: forged });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toMatchObject({ code: 'token_not_valid' });
    });
  });
});
