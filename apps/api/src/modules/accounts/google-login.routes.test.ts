import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponseSchema, type AuthResponse } from '@oversight/shared/accounts/accounts.schemas';
import { users } from '../../db/schema/index.js';
import { startFakeGoogle, type FakeGoogle } from '../../test/fake-google.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser } from '../../test/factories.js';
import { call } from './test-helpers.js';

describe('POST /auth/google/ with the real client against a fake Google', () => {
  let google: FakeGoogle;
  let t: TestApp;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({
      google: {
        clientId: google.clientId,
        userinfoUrl: google.userinfoUrl,
        tokeninfoUrl: google.tokeninfoUrl,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('creates a verified CITIZEN account on first sign-in, then signs the same account in', async () => {
    google.grant('token-new', {
      sub: 'g-1001',
      email: 'Ngozi.Eze@gmail.test',
      name: 'Ngozi Eze',
      given_name: 'Ngozi',
      family_name: 'Eze',
    });
    const first = await call(t, { url: '/auth/google/', body: { access_token: 'token-new' } });
    expect(first.statusCode).toBe(200);
    const body = authResponseSchema.parse(first.json());
    expect(body.token).toBe(body.access_token);
    expect(body.user).toMatchObject({
      email: 'ngozi.eze@gmail.test',
      display_name: 'Ngozi Eze',
      first_name: 'Ngozi',
      last_name: 'Eze',
      account_type: 'CITIZEN',
      email_verified: true,
      has_password: false,
      google_linked: true,
      newly_registered: true,
    });
    expect(body.organisations).toHaveLength(1);
    expect(google.requests.at(-1)?.authorization).toBe('Bearer token-new');

    const again = await call(t, { url: '/auth/google/', body: { access_token: 'token-new' } });
    expect(again.statusCode).toBe(200);
    expect(again.json<AuthResponse>().user.public_id).toBe(body.user.public_id);
    const rows = await t.app.db.select().from(users).where(eq(users.googleSub, 'g-1001'));
    expect(rows).toHaveLength(1);
  });

  it('links an existing account with the same verified e-mail and marks the address verified', async () => {
    const { user } = await createTestUser(t, { emailVerified: false });
    google.grant('token-link', { sub: 'g-2002', email: user.email, email_verified: true });
    const response = await call(t, { url: '/auth/google/', body: { access_token: 'token-link' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<AuthResponse>().user).toMatchObject({
      public_id: user.id,
      google_linked: true,
      email_verified: true,
      has_password: true,
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleSub).toBe('g-2002');
  });

  it('refuses a Google account whose e-mail is not verified (no account is linked or made)', async () => {
    const { user } = await createTestUser(t);
    google.grant('token-unverified', { sub: 'g-3003', email: user.email, email_verified: false });
    const response = await call(t, { url: '/auth/google/', body: { access_token: 'token-unverified' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ non_field_errors: string[] }>().non_field_errors[0]).toMatch(/no verified e-mail/);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleSub).toBeNull();
  });

  it('answers 400 when Google refuses the token', async () => {
    const response = await call(t, { url: '/auth/google/', body: { access_token: 'revoked-or-forged' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Google did not accept this sign-in. Please try again.'],
    });
  });

  it('refuses a token that Google issued to another application (another site cannot sign in as its users)', async () => {
    const { user } = await createTestUser(t);
    google.grant(
      'token-for-another-site',
      { sub: 'g-4004', email: user.email, email_verified: true },
      'another-site.apps.googleusercontent.com',
    );
    const response = await call(t, {
      url: '/auth/google/',
      body: { access_token: 'token-for-another-site' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Google did not accept this sign-in. Please try again.'],
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleSub).toBeNull();
  });

  it('names a missing access_token', async () => {
    const response = await call(t, { url: '/auth/google/', body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ access_token: ['This field is required.'] });
  });
});

describe('POST /auth/google/ without GOOGLE_CLIENT_ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      google: {
        clientId: undefined,
        userinfoUrl: 'http://127.0.0.1:9/v1/userinfo',
        tokeninfoUrl: 'http://127.0.0.1:9/tokeninfo',
      },
    });
  });
  afterAll(async () => t.close());

  it('says clearly that Google sign-in is not configured', async () => {
    const response = await call(t, { url: '/auth/google/', body: { access_token: 'anything' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Google sign-in is not configured on this server.'],
    });
  });
});
