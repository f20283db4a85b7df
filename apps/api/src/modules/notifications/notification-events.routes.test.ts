import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationPageSchema,
  type Notification,
} from '@oversight/shared/notifications/notifications.schemas';
import { postSchema } from '@oversight/shared/posts/posts.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';

/** Notifications made by the real actions of other modules: posts, votes, project updates and status changes. */
describe('notification events from posts and projects', () => {
  let t: TestApp;
  let ministry: TestUser;
  let amina: TestUser;
  let bayo: TestUser;
  let project: Awaited<ReturnType<typeof createTestProject>>;
  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Water' });
    amina = await createTestUser(t, { displayName: 'Amina Bello' });
    bayo = await createTestUser(t, { displayName: 'Bayo Ade' });
    project = await createTestProject(t, {
      name: 'Borehole Scheme',
      organizationId: ministry.organization.id,
      ministryId: ministry.organization.id,
      locations: [{ state: 'KANO', lga: 'Nassarawa', latitude: 12.0, longitude: 8.52 }],
    });
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  const runAll = async () => {
    await t.runJobs();
    await t.runJobs();
  };
  const notifications = async (user: TestUser): Promise<Notification[]> =>
    notificationPageSchema.parse((await call('GET', '/notifications/', user.headers)).json()).results;
  const post = async (url: string, user: TestUser, body: Record<string, unknown>) => {
    const response = await call('POST', url, user.headers, body);
    expect(response.statusCode, response.body).toBe(201);
    return postSchema.parse(response.json());
  };

  it('tells the organisation of a review, the author of a reply and a comment, and the author of a vote once', async () => {
    const review = await post('/projects/posts/review/', amina, {
      project_id: project.publicId,
      title: 'Pump works',
      body: 'Water flows.',
      sentiment: 'impressed',
    });
    await runAll();
    expect((await notifications(ministry))[0]).toMatchObject({
      kind: 'review',
      verb: 'Amina Bello reviewed Borehole Scheme',
      link: `/post/${review.public_id}`,
      project: { public_id: project.publicId },
    });

    await post('/projects/posts/review/', bayo, {
      post_id: review.public_id,
      title: 'Me too',
      body: 'Same on my street',
    });
    await runAll();
    await post('/projects/posts/comment/', bayo, { post_id: review.public_id, body: 'Thanks for checking' });
    await runAll();
    for (let i = 0; i < 3; i += 1)
      await call('POST', `/projects/posts/${review.public_id}/upvote/`, bayo.headers);
    await runAll();
    const mine = await notifications(amina);
    expect(mine.map((n) => n.kind)).toEqual(['upvote', 'comment', 'reply']);
    expect(mine[2]).toMatchObject({
      verb: 'Bayo Ade replied to your post',
      excerpt: 'Me too',
      link: `/post/${review.public_id}`,
    });
    expect(mine[1]).toMatchObject({
      verb: 'Bayo Ade commented on your review',
      excerpt: 'Thanks for checking',
    });
    // Voting on your own post or answering yourself notifies nobody.
    await call('POST', `/projects/posts/${review.public_id}/downvote/`, amina.headers);
    await post('/projects/posts/comment/', amina, { post_id: review.public_id, body: 'Agreed' });
    await runAll();
    expect(await notifications(amina)).toHaveLength(3);
    // One instant e-mail each for the reply and the comment; none for the vote.
    expect(
      t
        .outbox()
        .filter((mail) => mail.to.includes(amina.user.email))
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Bayo Ade commented on your review', 'Bayo Ade replied to your post']);
  });

  it('tells eyemarkers of a milestone update and of a status change', async () => {
    await call('POST', '/projects/eyemark/', bayo.headers, { projects: [project.publicId] });
    await post('/projects/posts/project-update/', ministry, {
      project_id: project.publicId,
      title: 'Tank installed',
      type_of_post: 'MILESTONE_UPDATE',
    });
    await runAll();
    const patched = await call('PATCH', `/projects/${project.publicId}/`, ministry.headers, {
      status: 'COMPLETED',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    // Saving again without a change says nothing new.
    await call('PATCH', `/projects/${project.publicId}/`, ministry.headers, { status: 'COMPLETED' });
    await runAll();
    const seen = (await notifications(bayo)).filter(
      (n) => n.kind === 'milestone_update' || n.kind === 'status_change',
    );
    expect(seen.map((n) => n.verb)).toEqual([
      'Borehole Scheme is now completed',
      'Borehole Scheme has a new milestone update',
    ]);
    expect(seen[1]).toMatchObject({ excerpt: 'Tank installed' });
    expect((await notifications(amina)).some((n) => n.kind === 'milestone_update')).toBe(false);
  });
});
