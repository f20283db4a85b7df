import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, TEST_PASSWORD } from '../../test/factories.js';
import { checkPassword, PASSWORD_MIN_SCORE } from '@oversight/shared/accounts/password-strength';
import { CliError, createAdminCommand } from '../../cli/commands.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { call, readResetLink } from './test-helpers.js';

// Exact common passwords, and the near misses an exact list let through: sequences, l33t, the product's name + year.
const COMMON = ['password', 'Password1', 'qwerty123', 'iloveyou', 'Sunshine1'];
const GUESSABLE = ['abcdefgh', 'Passw0rd!', 'Oversight2026', 'password123', 'hunter22hunter22'];

describe('weak passwords are refused (one rule: packages/shared password-strength)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('scores the usual suspects and the near misses low, and uncommon passphrases high', () => {
    for (const password of [...COMMON, ...GUESSABLE, 'PASSWORD'])
      expect(checkPassword(password).ok, password).toBe(false);
    for (const password of [TEST_PASSWORD, 'Lagos-Ibadan-1', DEMO_PASSWORD, 'Zebra!Kettle#71'])
      expect(checkPassword(password).score, password).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
  });

  it("counts the person's own names and e-mail as guessable words", () => {
    const ada = { email: 'chiamaka.okafor@example.test', names: ['Chiamaka Okafor'] };
    expect(checkPassword('Chiamaka1990!').ok).toBe(true);
    expect(checkPassword('Chiamaka1990!', ada).ok).toBe(false);
    expect(checkPassword('okaforchiamaka', ada).ok).toBe(false);
  });

  it('at registration, with a message that says why (and creates no account)', async () => {
    for (const [index, password] of [...COMMON, ...GUESSABLE].entries()) {
      const email = `weak-${index}@example.test`;
      const response = await call(t, {
        url: '/users/register/',
        body: { account_type: 'CITIZEN', email, display_name: 'Common', password },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json<{ password?: string[] }>().password?.[0], response.body).toMatch(
        /too easy to guess/,
      );
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
    expect(response.json<{ new_password1: string[] }>().new_password1[0]).toMatch(/too easy to guess/);
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
    expect(refused.json<{ new_password1: string[] }>().new_password1[0]).toMatch(/too easy to guess/);
    const accepted = await call(t, {
      url: '/auth/password/reset/confirm/',
      body: { uid, token, new_password1: 'Abuja-Kaduna-Rail-7', new_password2: 'Abuja-Kaduna-Rail-7' },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('in the CLI too (create-admin --password password123)', async () => {
    await expect(
      createAdminCommand(t.app.db, {
        tenant: 'federal',
        email: 'cli-admin@example.test',
        name: 'Supervising body',
        password: 'password123',
      }),
    ).rejects.toThrow(CliError);
    await expect(
      createAdminCommand(t.app.db, {
        tenant: 'federal',
        email: 'cli-admin@example.test',
        name: 'Supervising body',
        password: 'Oversight2026',
      }),
    ).rejects.toThrow(/too easy to guess/);
  });
});
