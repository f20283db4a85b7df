import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponseSchema, type AuthResponse } from '@oversight/shared/accounts/accounts.schemas';
import { memberships, oneTimeCodes, organizations, roles, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser } from '../../test/factories.js';
import { call, nextIp, readOtp } from './test-helpers.js';

let counter = 0;
const email = (label: string) => `${label}-${process.pid}-${(counter += 1)}@example.test`;

describe('sign-up and e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function register(body: Record<string, unknown>) {
    return call(t, { url: '/users/register/', body: { password: 'Lagos-Ibadan-1', ...body } });
  }

  describe('POST /users/register/', () => {
    it('creates a citizen with a personal organisation, signs them in and e-mails a 6-digit code', async () => {
      const address = email('citizen');
      const response = await register({
        account_type: 'citizen',
        email: address,
        display_name: 'Tunde B',
        first_name: 'Tunde',
        last_name: 'Bakare',
      });
      expect(response.statusCode).toBe(201);
      const body = authResponseSchema.parse(response.json());
      expect(body.token).toBe(body.access_token);
      expect(body.refresh_token).toBeTruthy();
      expect(body.user).toMatchObject({
        email: address,
        account_type: 'CITIZEN',
        display_name: 'Tunde B',
        newly_registered: true,
        email_verified: false,
      });
      expect(body.user.company_name).toBeUndefined();
      expect(body.organisations).toEqual([
        expect.objectContaining({ is_personal: true, account_type: 'CITIZEN', name: 'Tunde B' }),
      ]);

      // The user, the organisation, the owner role and the membership exist together.
      const [membership] = await t.app.db
        .select({ isOwner: roles.isOwner, orgOwner: organizations.ownerId })
        .from(memberships)
        .innerJoin(roles, eq(roles.id, memberships.roleId))
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(eq(memberships.userId, body.user.public_id));
      expect(membership).toEqual({ isOwner: true, orgOwner: body.user.public_id });

      const code = await readOtp(t, address);
      expect(code).toMatch(/^\d{6}$/);
      const [stored] = await t.app.db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.userId, body.user.public_id));
      expect(stored!.purpose).toBe('verify_email');
      expect(stored!.codeHash).not.toContain(code);
    });

    it('creates a CSO with company name, RC number and contact number', async () => {
      const response = await register({
        account_type: 'CSO',
        email: email('cso'),
        company_name: 'Follow The Money',
        rc_number: 'RC-99881',
        contact_no: '+2348030000000',
      });
      expect(response.statusCode).toBe(201);
      const body = authResponseSchema.parse(response.json());
      expect(body.user).toMatchObject({
        account_type: 'CSO',
        company_name: 'Follow The Money',
        rc_number: 'RC-99881',
        contact_no: '+2348030000000',
        display_name: 'Follow The Money',
      });
      expect(body.organisations[0]).toMatchObject({ name: 'Follow The Money', account_type: 'CSO' });
    });

    it('requires the CSO fields, naming each one, together with other problems', async () => {
      const response = await register({ account_type: 'CSO', email: 'not-an-email', company_name: ' ' });
      expect(response.statusCode).toBe(400);
      const body = response.json<Record<string, string[]>>();
      expect(Object.keys(body).sort()).toEqual(['company_name', 'contact_no', 'email', 'rc_number']);
      expect(body.rc_number?.[0]).toMatch(/RC number/);
    });

    it('refuses account types other than CITIZEN and CSO', async () => {
      for (const accountType of ['MINISTRY', 'ADMIN', 'CONTRACTOR', 'AGENCY']) {
        const response = await register({ account_type: accountType, email: email('gov') });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ account_type: string[] }>().account_type[0]).toMatch(
          /citizens .* and civil-society organisations/,
        );
      }
    });

    it('applies the password rules', async () => {
      const address = email('pw');
      const cases: [string, RegExp][] = [
        ['short1', /at least 8/],
        ['12345678901', /entirely numeric/],
        [address, /same as your e-mail/],
      ];
      for (const [password, message] of cases) {
        const response = await register({ account_type: 'CITIZEN', email: address, password });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ password: string[] }>().password[0]).toMatch(message);
      }
    });

    it('refuses an e-mail address or username already in use', async () => {
      const { user } = await createTestUser(t, { username: 'taken_name' });
      const sameEmail = await register({ account_type: 'CITIZEN', email: user.email.toUpperCase() });
      expect(sameEmail.statusCode).toBe(400);
      expect(sameEmail.json()).toEqual({ email: ['An account with this e-mail address already exists.'] });
      const sameUsername = await register({
        account_type: 'CITIZEN',
        email: email('u'),
        username: 'Taken_Name',
      });
      expect(sameUsername.statusCode).toBe(400);
      expect(sameUsername.json()).toEqual({ username: ['This username is taken.'] });
    });

    it('answers one 201 and one 400 (not a 500) to two simultaneous sign-ups with the same address', async () => {
      const address = email('race');
      const responses = await Promise.all([
        register({ account_type: 'CITIZEN', email: address }),
        register({ account_type: 'CITIZEN', email: address }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
      expect(responses.find((response) => response.statusCode === 400)!.json()).toEqual({
        email: ['An account with this e-mail address already exists.'],
      });
    });

    it('gives two simultaneous sign-ups with the same name different generated usernames', async () => {
      const responses = await Promise.all(
        [1, 2, 3].map(() =>
          register({ account_type: 'CITIZEN', email: email('same-name'), display_name: 'Musa Ibrahim' }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
      const usernames = responses.map((response) => response.json<AuthResponse>().user.username);
      expect(new Set(usernames).size).toBe(3);
      for (const username of usernames) expect(username).toMatch(/^musa_ibrahim\d*$/);
    });

    it('limits sign-ups per address (429 with Retry-After)', async () => {
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await call(t, {
          url: '/users/register/',
          body: { account_type: 'CITIZEN', email: 'bad' },
          ip,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    });

    it('limits asking about one e-mail address from many addresses (taken is still said)', async () => {
      const taken = email('asked-about');
      expect(
        (await register({ account_type: 'CITIZEN', email: taken, display_name: 'Asked About' })).statusCode,
      ).toBe(201);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await call(t, {
          url: '/users/register/',
          body: {
            account_type: 'CITIZEN',
            email: taken,
            password: 'Tall-Giraffe-Lamp-42',
            display_name: 'Again',
          },
          ip: nextIp(),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
    });
  });

  describe('POST and GET /users/verify/', () => {
    async function newAccount() {
      const address = email('verify');
      const response = await register({ account_type: 'CITIZEN', email: address });
      const body = response.json<AuthResponse>();
      return { address, token: body.token, userId: body.user.public_id };
    }

    it('verifies the address with the code read from the e-mail', async () => {
      const { address, token, userId } = await newAccount();
      const otp = await readOtp(t, address);
      const response = await call(t, { url: '/users/verify/', body: { otp }, token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        detail: 'Your e-mail address is verified.',
        user: { public_id: userId, email_verified: true },
      });
      const again = await call(t, { url: '/users/verify/', body: { otp }, token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ non_field_errors: ['Your e-mail address is already verified.'] });
      const resend = await call(t, { url: '/users/verify/', token });
      expect(resend.statusCode).toBe(400);
    });

    it('refuses an expired code', async () => {
      const { address, token, userId } = await newAccount();
      const otp = await readOtp(t, address);
      await t.app.db
        .update(oneTimeCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'verify_email')));
      const response = await call(t, { url: '/users/verify/', body: { otp }, token });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ otp: string[] }>().otp[0]).toBe('This code has expired. Request a new code.');
    });

    it('kills a code after 5 wrong attempts, even if the right code comes next', async () => {
      const { address, token } = await newAccount();
      const otp = await readOtp(t, address);
      const wrong = otp === '000000' ? '111111' : '000000';
      const messages: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await call(t, { url: '/users/verify/', body: { otp: wrong }, token });
        expect(response.statusCode).toBe(400);
        messages.push(response.json<{ otp: string[] }>().otp[0]!);
      }
      expect(messages[0]).toBe('The code is incorrect. 4 attempts left.');
      expect(messages[4]).toMatch(/no longer works. Request a new code/);
      const right = await call(t, { url: '/users/verify/', body: { otp }, token });
      expect(right.statusCode).toBe(400);
      expect(right.json<{ otp: string[] }>().otp[0]).toMatch(/Too many wrong attempts.*Request a new code/);

      // A new code works again.
      expect((await call(t, { url: '/users/verify/', token })).statusCode).toBe(200);
      const fresh = await readOtp(t, address);
      expect((await call(t, { url: '/users/verify/', body: { otp: fresh }, token })).statusCode).toBe(200);
    });

    it('resends a new code and the old one stops working', async () => {
      const { address, token } = await newAccount();
      const first = await readOtp(t, address);
      const resend = await call(t, { url: '/users/verify/', token });
      expect(resend.statusCode).toBe(200);
      expect(resend.json()).toEqual({ detail: `We have sent a new code to ${address}.` });
      const second = await readOtp(t, address);
      if (first !== second) {
        const old = await call(t, { url: '/users/verify/', body: { otp: first }, token });
        expect(old.statusCode).toBe(400);
      }
      expect((await call(t, { url: '/users/verify/', body: { otp: second }, token })).statusCode).toBe(200);
    });

    it('limits resends per account (429 with Retry-After)', async () => {
      const { token } = await newAccount();
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 4; i += 1) {
        last = await call(t, { url: '/users/verify/', token });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last!.headers['retry-after']).toBeDefined();
    });

    it('limits verification calls per address', async () => {
      const { token } = await newAccount();
      const ip = nextIp();
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 11; i += 1)
        last = await call(t, { url: '/users/verify/', body: { otp: 'abc' }, token, ip });
      expect(last!.statusCode).toBe(429);
    });

    it('rejects a malformed code and anonymous callers', async () => {
      const { token } = await newAccount();
      const malformed = await call(t, { url: '/users/verify/', body: { otp: '12ab56' }, token });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ otp: ['Enter the 6-digit code from the e-mail.'] });
      expect((await call(t, { url: '/users/verify/', body: { otp: '123456' } })).statusCode).toBe(401);
      expect((await call(t, { url: '/users/verify/' })).statusCode).toBe(401);
    });

    it('leaves the user unverified until the code is given', async () => {
      const { userId } = await newAccount();
      const [row] = await t.app.db.select().from(users).where(eq(users.id, userId));
      expect(row!.emailVerifiedAt).toBeNull();
    });
  });
});
