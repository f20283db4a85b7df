import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { call, latestMail } from './test-helpers.js';

/** The code e-mail greeted "Hello ngozi.33659": it uses the person's name when known, else none. */
describe('account e-mails greet by name, or by no name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });
  afterAll(async () => t.close());

  const codeMail = async (body: Record<string, string>) => {
    const response = await call(t, {
      url: '/users/register/',
      body: { account_type: 'citizen', password: 'Lagos-Ibadan-1', ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await latestMail(t, body.email!, /verification code/);
    return mail!.body;
  };

  it('says "Hello," when only an e-mail address was given', async () => {
    const body = await codeMail({ email: `ngozi.33659-${process.pid}@example.test` });
    expect(body).toContain('Hello,');
    expect(body).not.toMatch(/Hello ngozi/i);
  });

  it('uses the first and last names, or the display name the person chose', async () => {
    expect(
      await codeMail({ email: `eze-${process.pid}@example.test`, first_name: 'Ngozi', last_name: 'Eze' }),
    ).toContain('Hello Ngozi Eze,');
    expect(
      await codeMail({
        email: `tb-${process.pid}@example.test`,
        display_name: 'Tunde B',
        first_name: 'Tunde',
      }),
    ).toContain('Hello Tunde B,');
  });
});
