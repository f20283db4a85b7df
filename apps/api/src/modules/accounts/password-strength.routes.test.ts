import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, TEST_PASSWORD } from '../../test/factories.js';
import { isCommonPassword } from './common-passwords.js';
import { call, readResetLink } from './test-helpers.js';

const COMMON = ['password', 'Password1', 'qwerty123', 'iloveyou', 'Sunshine1'];

describe('common passwords are refused', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('knows the usual suspects, whatever their capitals, and lets uncommon ones through', () => {
    for (const password of COMMON) expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword(TEST_PASSWORD)).toBe(false);
    expect(isCommonPassword('Lagos-Ibadan-1')).toBe(false);
  });

  it('at registration, with a message that says why (and creates no account)', async () => {
    for (const password of COMMON) {
      const email = `common-${password.toLowerCase()}@example.test`;
      const response = await call(t, {
        url: '/users/register/',
        body: { account_type: 'CITIZEN', email, display_name: 'Common', password },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json<{ password: string[] }>().password[0]).toMatch(/most common passwords/);
      const login = await call(t, { url: '/auth/login/', body: { email, password } });
      expect(login.statusCode).toBe(400);
    }
    const uncommon = await call(t, {
      url: '/users/register/',
      body: {
        account_type: 'CITIZEN',
        email: 'uncommon@example.test',
        display_name: 'Uncommon',
        password: 'Lagos-Ibadan-1',
      },
    });
    expect(uncommon.statusCode).toBe(201);
  });

  it('at a password change, keeping the old password', async () => {
    const { user, token } = await createTestUser(t);
    const response = await call(t, {
      url: '/auth/password/change/',
      token,
      body: { old_password: TEST_PASSWORD, new_password1: 'password1', new_password2: 'password1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ new_password1: string[] }>().new_password1[0]).toMatch(/most common passwords/);
    expect(
      (await call(t, { url: '/auth/login/', body: { email: user.email, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });

  it('at a password reset, without spending the link', async () => {
    const { user } = await createTestUser(t);
    await call(t, { url: '/auth/password/reset/', body: { email: user.email } });
    const { uid, token } = await readResetLink(t, user.email);
    const refused = await call(t, {
      url: '/auth/password/reset/confirm/',
      body: { uid, token, new_password1: 'letmein1', new_password2: 'letmein1' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ new_password1: string[] }>().new_password1[0]).toMatch(/most common passwords/);
    const accepted = await call(t, {
      url: '/auth/password/reset/confirm/',
      body: { uid, token, new_password1: 'Abuja-Kaduna-Rail-7', new_password2: 'Abuja-Kaduna-Rail-7' },
    });
    expect(accepted.statusCode).toBe(200);
  });
});
