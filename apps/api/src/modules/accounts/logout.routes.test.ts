import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, TEST_PASSWORD } from '../../test/factories.js';
import { call } from './test-helpers.js';

describe('POST /auth/logout/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function signIn(email: string) {
    const response = await call(t, { url: '/auth/login/', body: { email, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(200);
    return {
      access: response.json<{ token: string }>().token,
      refresh: response.json<{ refresh_token: string }>().refresh_token,
    };
  }
  const refresh = (token: string) => call(t, { url: '/auth/token/refresh/', body: { refresh: token } });

  it("ends that device's session on the server and leaves the others", async () => {
    const { user } = await createTestUser(t);
    const phone = await signIn(user.email);
    const laptop = await signIn(user.email);
    // The phone's family: a rotated token of the same session is revoked with it.
    const rotated = (await refresh(phone.refresh)).json<{ refresh: string }>().refresh;

    const response = await call(t, { url: '/auth/logout/', body: { refresh: rotated } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Signed out.' });
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it("revokes that device's access tokens at once, and only that device's", async () => {
    const { user } = await createTestUser(t);
    const phone = await signIn(user.email);
    const laptop = await signIn(user.email);
    const renewed = (await refresh(phone.refresh)).json<{ access: string; refresh: string }>();
    for (const access of [phone.access, renewed.access, laptop.access])
      expect((await call(t, { url: '/auth/user/', token: access })).statusCode).toBe(200);

    expect((await call(t, { url: '/auth/logout/', body: { refresh: renewed.refresh } })).statusCode).toBe(
      200,
    );
    for (const access of [phone.access, renewed.access]) {
      const me = await call(t, { url: '/auth/user/', token: access });
      expect(me.statusCode).toBe(401);
      expect(me.json<{ code: string }>().code).toBe('token_not_valid');
    }
    expect((await call(t, { url: '/auth/user/', token: laptop.access })).statusCode).toBe(200);
  });

  it('answers 200 to a token it does not know or already revoked (signing out twice is fine)', async () => {
    const unknown = await call(t, { url: '/auth/logout/', body: { refresh: 'not-a-token-we-issued' } });
    expect(unknown.statusCode).toBe(200);
    const { user } = await createTestUser(t);
    const session = await signIn(user.email);
    expect((await call(t, { url: '/auth/logout/', body: { refresh: session.refresh } })).statusCode).toBe(
      200,
    );
    expect((await call(t, { url: '/auth/logout/', body: { refresh: session.refresh } })).statusCode).toBe(
      200,
    );
  });

  it('with all=true ends every session of the account at once, access tokens included', async () => {
    const { user } = await createTestUser(t);
    const phone = await signIn(user.email);
    const laptop = await signIn(user.email);
    const response = await call(t, { url: '/auth/logout/', body: { refresh: phone.refresh, all: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Signed out on every device.' });
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
    for (const access of [phone.access, laptop.access]) {
      const me = await call(t, { url: '/auth/user/', token: access });
      expect(me.statusCode).toBe(401);
      expect(me.json<{ code: string }>().code).toBe('token_not_valid');
    }
    // Signing in again works.
    expect((await call(t, { url: '/auth/user/', token: (await signIn(user.email)).access })).statusCode).toBe(
      200,
    );
  });

  it('refuses all=true with a token that is not valid (401), and a missing or junk body (400)', async () => {
    const everywhere = await call(t, {
      url: '/auth/logout/',
      body: { refresh: 'not-a-token-we-issued', all: true },
    });
    expect(everywhere.statusCode).toBe(401);
    expect(everywhere.json<{ code: string }>().code).toBe('token_not_valid');
    const missing = await call(t, { url: '/auth/logout/', body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ refresh: string[] }>().refresh).toBeDefined();
    const junk = await call(t, { url: '/auth/logout/', body: { refresh: 'x', all: 'yes' } });
    expect(junk.statusCode).toBe(400);
    expect(junk.json<{ all: string[] }>().all).toBeDefined();
  });

  it("cannot end another tenant's sessions", async () => {
    const { user } = await createTestUser(t);
    const session = await signIn(user.email);
    const other = await call(t, {
      url: '/auth/logout/',
      body: { refresh: session.refresh, all: true },
      headers: { 'x-tenant': 'nowhere' },
    });
    expect([401, 404]).toContain(other.statusCode);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
  });
});
