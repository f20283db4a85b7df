import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, User } from '@oversight/shared/accounts/accounts.schemas';
import type { ProjectDetail } from '@oversight/shared/projects/projects.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../../test/factories.js';
import { multipart } from '../posts/post-test-helpers.js';
import { createTestProject } from '../../test/project-fixtures.js';

/** A citizen's reviews_count and eyemarked_count follow the data after every action, on every answer. */
describe("the user's own counts", () => {
  let t: TestApp;
  let citizen: TestUser;
  let project: { id: string; publicId: string };
  let other: { id: string; publicId: string };

  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = citizen.headers,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

  async function post(fields: Record<string, string>) {
    const body = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/posts/review/',
      headers: { ...citizen.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ public_id: string }>();
  }

  /** What the data says: the user's reviews (not replies) and eyemarks, counted from their rows. */
  async function fromData() {
    const result = await t.app.db.execute<{ reviews: number; eyemarks: number }>(
      `SELECT (SELECT count(*)::int FROM posts po LEFT JOIN posts parent ON parent.id = po.parent_id
                WHERE po.owner_id = '${citizen.user.id}' AND po.type = 'REVIEW' AND (parent.id IS NULL OR parent.type <> 'REVIEW')) AS reviews,
              (SELECT count(*)::int FROM eyemarks WHERE user_id = '${citizen.user.id}') AS eyemarks`,
    );
    return result.rows[0]!;
  }

  /** /auth/user/ and a fresh login both answer the counts the data holds. */
  async function expectCounts(reviews: number, eyemarks: number) {
    expect(await fromData()).toEqual({ reviews, eyemarks });
    const me = (await call('GET', '/auth/user/')).json<User>();
    expect({ reviews: me.reviews_count, eyemarks: me.eyemarked_count }).toEqual({ reviews, eyemarks });
    const login = await call(
      'POST',
      '/auth/login/',
      { email: citizen.user.email, password: TEST_PASSWORD },
      {},
    );
    expect(login.statusCode, login.body).toBe(200);
    const user = login.json<AuthResponse>().user;
    expect({ reviews: user.reviews_count, eyemarks: user.eyemarked_count }).toEqual({ reviews, eyemarks });
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    citizen = await createTestUser(t, { displayName: 'Counting Citizen' });
    project = await createTestProject(t, { name: 'Counted Borehole' });
    other = await createTestProject(t, { name: 'Counted Clinic' });
  });
  afterAll(async () => t.close());

  it('counts reviews (not replies or comments) and eyemarks after each action, on /auth/user/ and in the login answer', async () => {
    await expectCounts(0, 0);

    const review = await post({
      title: 'Water is flowing',
      body: 'The borehole works.',
      sentiment: '4',
      project_id: project.publicId,
    });
    await expectCounts(1, 0);

    // A reply to a review and a comment are not reviews.
    await post({ title: 'Still flowing', body: 'A week later it still works.', post_id: review.public_id });
    await expectCounts(1, 0);

    await post({
      title: 'Clinic opened',
      body: 'Nurses are there.',
      sentiment: '5',
      project_id: other.publicId,
    });
    await expectCounts(2, 0);

    expect(
      (await call('POST', '/projects/eyemark/', { projects: [project.publicId, other.publicId] })).statusCode,
    ).toBe(200);
    await expectCounts(2, 2);
    expect((await call('POST', '/projects/eyemark/', { projects: [other.publicId] })).statusCode).toBe(200);
    await expectCounts(2, 1);

    const detail = (await call('GET', `/projects/${project.publicId}/`)).json<ProjectDetail>();
    expect(detail).toMatchObject({ reviews_count: 1, eyemarked_count: 1 });
  });
});
