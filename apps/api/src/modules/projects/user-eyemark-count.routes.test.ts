import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@oversight/shared/accounts/accounts.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';

describe("the signed-in user's eyemarked_count", () => {
  let t: TestApp;
  let citizen: TestUser;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = citizen.headers) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

  beforeAll(async () => {
    t = await createTestApp();
    citizen = await createTestUser(t, { displayName: 'Efe Watcher' });
  });
  afterAll(async () => t.close());

  it('counts the projects the user eyemarks, on /auth/user/ and in the login answer', async () => {
    expect((await call('GET', '/auth/user/')).json<{ eyemarked_count: number }>().eyemarked_count).toBe(0);
    const first = await createTestProject(t, { name: 'Watched Dam' });
    const second = await createTestProject(t, { name: 'Watched Road' });
    const toggled = await call('POST', '/projects/eyemark/', { projects: [first.publicId, second.publicId] });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect((await call('GET', '/auth/user/')).json<{ eyemarked_count: number }>().eyemarked_count).toBe(2);

    await call('POST', '/projects/eyemark/', { projects: [second.publicId] });
    expect((await call('GET', '/auth/user/')).json<{ eyemarked_count: number }>().eyemarked_count).toBe(1);
    const login = await call(
      'POST',
      '/auth/login/',
      { email: citizen.user.email, password: TEST_PASSWORD },
      {},
    );
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<AuthResponse>().user.eyemarked_count).toBe(1);
  });
});
