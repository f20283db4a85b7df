import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@oversight/shared/notifications/notifications.schemas';
import { followResultSchema } from '@oversight/shared/people/people.schemas';
import { postMediaPageSchema, postPageSchema } from '@oversight/shared/posts/posts.schemas';
import { jpeg, multipart } from '../posts/post-test-helpers.js';
import { createTestProject } from '../../test/project-fixtures.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';

describe('follows', () => {
  let t: TestApp;
  let amina: TestUser;
  let bayo: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    amina = await createTestUser(t, { displayName: 'Amina Bello' });
    bayo = await createTestUser(t, { displayName: 'Bayo Ade', username: 'bayo_ade' });
  });
  afterAll(async () => t.close());

  const follow = (user: TestUser | null, userId: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/follow/',
      headers: user?.headers,
      payload: { user_id: userId },
    });
  const profile = (id: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api/v1/users/profiles/${id}/`, headers: user?.headers });

  it('toggles following and shows the counts on both profiles and on /auth/user/', async () => {
    const first = await follow(amina, bayo.user.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(followResultSchema.parse(first.json())).toEqual({
      public_id: bayo.user.id,
      is_following: true,
      follower_count: 1,
      following_count: 0,
      detail: 'Following.',
    });
    expect((await profile(bayo.user.id, amina)).json()).toMatchObject({
      kind: 'user',
      follower_count: 1,
      following_count: 0,
      is_following: true,
    });
    expect((await profile(bayo.user.id)).json()).toMatchObject({ follower_count: 1, is_following: false });
    expect((await profile(amina.user.id)).json()).toMatchObject({ follower_count: 0, following_count: 1 });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/user/', headers: amina.headers });
    expect(me.json()).toMatchObject({ follower_count: 0, following_count: 1 });

    const again = await follow(amina, 'BAYO_ADE');
    expect(again.json()).toMatchObject({
      is_following: false,
      follower_count: 0,
      detail: 'No longer following.',
    });
    expect((await profile(bayo.user.id, amina)).json()).toMatchObject({
      follower_count: 0,
      is_following: false,
    });
  });

  it('tells the followed person once, even after unfollowing and following again', async () => {
    const star = await createTestUser(t);
    await follow(amina, star.user.id);
    await follow(amina, star.user.id);
    await follow(amina, star.user.id);
    await t.runJobs();
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/v1/notifications/', headers: star.headers })
    ).json<NotificationPage>();
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      kind: 'follow',
      verb: 'Amina Bello started following you',
      actor: { public_id: amina.user.id },
    });
  });

  it('follows an organisation through its account, and shows it on the organisation profile', async () => {
    const ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    const response = await follow(bayo, ministry.organization.id);
    expect(response.json()).toMatchObject({
      public_id: ministry.user.id,
      is_following: true,
      follower_count: 1,
    });
    expect((await profile(ministry.organization.id, bayo)).json()).toMatchObject({
      kind: 'organization',
      follower_count: 1,
      is_following: true,
    });
  });

  it('answers 400 to bad input and to following yourself, 401 to anonymous callers, 404 to unknown or foreign accounts', async () => {
    expect((await follow(null, bayo.user.id)).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/follow/',
      headers: amina.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ user_id: ['This field is required.'] });
    expect((await follow(amina, 42)).statusCode).toBe(400);
    const self = await follow(amina, amina.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ user_id: ['You cannot follow yourself.'] });
    expect((await follow(amina, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const tenant = await createTestTenant(t);
    const stranger = await createTestUser(t, { tenantId: tenant.id });
    expect((await follow(amina, stranger.user.id)).statusCode).toBe(404);
  });

  describe('profile feeds and media', () => {
    it('lists a person’s posts and photos, newest first and paged, and my own photos', async () => {
      const writer = await createTestUser(t);
      const project = await createTestProject(t, { name: 'Market Stalls' });
      const form = multipart([
        { name: 'project_id', value: project.publicId },
        { name: 'title', value: 'Roof is up' },
        { name: 'sentiment', value: 'excited' },
        { name: 'images', file: await jpeg() },
      ]);
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/posts/review/',
        headers: { ...writer.headers, ...form.headers },
        payload: form.payload,
      });
      expect(posted.statusCode, posted.body).toBe(201);
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/posts/review/',
        headers: writer.headers,
        payload: { project_id: project.publicId, title: 'Walls painted', sentiment: 'hopeful' },
      });

      const feed = postPageSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/users/profiles/${writer.user.id}/feeds/?limit=1`,
          })
        ).json(),
      );
      expect(feed.count).toBe(2);
      expect(feed.results.map((post) => post.title)).toEqual(['Walls painted']);
      expect(feed.next).toContain('offset=1');
      const media = postMediaPageSchema.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/v1/users/profiles/${writer.user.id}/media/` })
        ).json(),
      );
      expect(media.count).toBe(1);
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/media/',
        headers: writer.headers,
      });
      expect(postMediaPageSchema.parse(mine.json()).results[0]!.id).toBe(media.results[0]!.id);
      expect(
        postMediaPageSchema.parse(
          (
            await t.app.inject({ method: 'GET', url: '/api/v1/users/me/media/', headers: amina.headers })
          ).json(),
        ).count,
      ).toBe(0);
    });

    it('hides the activity of a person who keeps it private, except from themselves', async () => {
      const quiet = await createTestUser(t);
      const privacy = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me/update/',
        headers: quiet.headers,
        payload: { privacy: { showActivity: false } },
      });
      expect(privacy.statusCode, privacy.body).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/users/profiles/${quiet.user.id}/feeds/` }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/users/profiles/${quiet.user.id}/media/`,
            headers: amina.headers,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/users/profiles/${quiet.user.id}/feeds/`,
            headers: quiet.headers,
          })
        ).statusCode,
      ).toBe(200);
    });

    it('answers 401, 400 and 404 as the contract says', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me/media/' })).statusCode).toBe(401);
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/v1/users/profiles/${amina.user.id}/feeds/?limit=0`,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('limit');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/users/profiles/nobody-here/feeds/' })).statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/users/profiles/00000000-0000-4000-8000-000000000000/media/',
          })
        ).statusCode,
      ).toBe(404);
    });
  });
});
