import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  notificationPageSchema,
  type Notification,
} from '@oversight/shared/notifications/notifications.schemas';
import {
  postPageSchema,
  postSchema,
  postStateHistorySchema,
  type Post,
} from '@oversight/shared/posts/posts.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestRole, createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';

/** Official responses to citizens' posts, and a review's state with its history. */
describe('official responses and review states', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let contractor: TestUser;
  let liaison: TestStaff;
  let editor: TestStaff;
  let amina: TestUser;
  let bayo: TestUser;
  let project: Awaited<ReturnType<typeof createTestProject>>;
  let review: Post;

  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Water' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Roads' });
    contractor = await createTestUser(t, { accountType: 'CONTRACTOR', displayName: 'Drill Works Ltd' });
    amina = await createTestUser(t, { displayName: 'Amina Bello' });
    bayo = await createTestUser(t, { displayName: 'Bayo Ade' });
    const role = await createTestRole(t, ministry, [P.RESPOND_TO_CITIZENS], 'Citizen liaison');
    liaison = await createTestStaff(t, ministry, [], { roleId: role.id });
    editor = await createTestStaff(t, ministry, [P.EDIT_PROJECT, P.VIEW_POST_PROJECT_UPDATES]);
    project = await createTestProject(t, {
      name: 'Borehole Scheme',
      organizationId: ministry.organization.id,
      ministryId: ministry.organization.id,
      contractorIds: [contractor.organization.id],
      locations: [{ state: 'KANO', lga: 'Nassarawa', latitude: 12.0, longitude: 8.52 }],
    });
    const created = await call('POST', '/projects/posts/review/', amina.headers, {
      project_id: project.publicId,
      title: 'Pump broken',
      body: 'No water since Monday.',
      sentiment: 'angry',
    });
    expect(created.statusCode, created.body).toBe(201);
    review = postSchema.parse(created.json());
    await call('POST', `/projects/posts/${review.public_id}/upvote/`, bayo.headers);
    await runAll();
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  async function runAll() {
    await t.runJobs();
    await t.runJobs();
  }
  const notifications = async (user: TestUser): Promise<Notification[]> =>
    notificationPageSchema.parse((await call('GET', '/notifications/', user.headers)).json()).results;

  it('a new review is received, with no responses, and only the allowed staff may respond', async () => {
    expect(review).toMatchObject({ state: 'received', official_responses: [] });
    const seen = async (headers: Record<string, string>) =>
      postSchema.parse((await call('GET', `/projects/posts/${review.public_id}/`, headers)).json()).abilities
        .respond;
    expect(await seen(liaison.headers)).toBe(true);
    expect(await seen(ministry.headers)).toBe(true);
    expect(await seen(editor.headers)).toBe(false);
    expect(await seen(amina.headers)).toBe(false);
  });

  it("posts an official response for the organisation, showing its name and the responder's role, not the person", async () => {
    const response = await call(
      'POST',
      `/projects/posts/${review.public_id}/official-response/`,
      liaison.headers,
      {
        body: 'A crew is on the way; the pump will be replaced this week.',
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const post = postSchema.parse(response.json());
    expect(post.official_responses).toHaveLength(1);
    expect(post.official_responses[0]).toMatchObject({
      body: 'A crew is on the way; the pump will be replaced this week.',
      organization: {
        public_id: ministry.organization.id,
        name: 'Ministry of Water',
        account_type: 'MINISTRY',
      },
      responder_role: 'Citizen liaison',
    });
    expect(JSON.stringify(post.official_responses)).not.toContain(liaison.user.id);

    // The project's reviews list carries it too, for everyone (batched with the page).
    const list = await call('GET', `/projects/${project.publicId}/reviews/`);
    expect(list.statusCode, list.body).toBe(200);
    const listed = postPageSchema
      .parse(list.json())
      .results.find((item) => item.public_id === review.public_id);
    expect(listed?.official_responses.map((item) => item.organization.name)).toEqual(['Ministry of Water']);

    await runAll();
    for (const user of [amina, bayo]) {
      const [latest] = await notifications(user);
      expect(latest).toMatchObject({
        kind: 'official_response',
        verb: 'Ministry of Water responded officially to your post',
        actor: null,
        link: `/post/${review.public_id}`,
      });
    }
    expect(
      t
        .outbox()
        .filter((mail) => mail.to.includes(amina.user.email))
        .map((mail) => mail.subject),
    ).toContain('Ministry of Water responded officially to your post');
  });

  it('refuses a citizen, another organisation and staff without the permission (403)', async () => {
    const url = `/projects/posts/${review.public_id}/official-response/`;
    for (const headers of [amina.headers, otherMinistry.headers, editor.headers]) {
      const response = await call('POST', url, headers, { body: 'We hear you' });
      expect(response.statusCode, response.body).toBe(403);
      const state = await call('PATCH', `/projects/posts/${review.public_id}/state/`, headers, {
        state: 'resolved',
      });
      expect(state.statusCode, state.body).toBe(403);
    }
    const post = postSchema.parse((await call('GET', `/projects/posts/${review.public_id}/`)).json());
    expect(post.official_responses).toHaveLength(1);
    expect(post.state).toBe('received');
  });

  it('lets a contractor on the project respond when its role allows it', async () => {
    const response = await call(
      'POST',
      `/projects/posts/${review.public_id}/official-response/`,
      contractor.headers,
      {
        body: 'Parts ordered.',
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(
      postSchema.parse(response.json()).official_responses.map((item) => item.organization.name),
    ).toEqual(['Ministry of Water', 'Drill Works Ltd']);
  });

  it('rejects an empty response and not_actionable without a reason (400 naming the field)', async () => {
    const empty = await call(
      'POST',
      `/projects/posts/${review.public_id}/official-response/`,
      liaison.headers,
      {
        body: '  ',
      },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('body');
    const noReason = await call('PATCH', `/projects/posts/${review.public_id}/state/`, liaison.headers, {
      state: 'not_actionable',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('reason');
    const badState = await call('PATCH', `/projects/posts/${review.public_id}/state/`, liaison.headers, {
      state: 'closed',
    });
    expect(badState.statusCode).toBe(400);
    expect(badState.body).toContain('state');
  });

  it('keeps every state change with who and when, and tells the author and the voters', async () => {
    await runAll();
    const before = await notifications(amina);
    const progress = await call('PATCH', `/projects/posts/${review.public_id}/state/`, liaison.headers, {
      state: 'in_progress',
      note: 'Crew assigned',
    });
    expect(progress.statusCode, progress.body).toBe(200);
    expect(postSchema.parse(progress.json()).state).toBe('in_progress');
    const closed = await call('PATCH', `/projects/posts/${review.public_id}/state/`, ministry.headers, {
      state: 'not_actionable',
      reason: 'duplicate',
      note: 'Reported already',
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const history = postStateHistorySchema.parse(
      (await call('GET', `/projects/posts/${review.public_id}/state-history/`, liaison.headers)).json(),
    );
    expect(history).toMatchObject([
      {
        from_state: 'received',
        state: 'in_progress',
        reason: null,
        note: 'Crew assigned',
        organization: { name: 'Ministry of Water' },
        changed_by: { public_id: liaison.user.id },
      },
      {
        from_state: 'in_progress',
        state: 'not_actionable',
        reason: 'duplicate',
        note: 'Reported already',
        changed_by: { public_id: ministry.user.id },
      },
    ]);
    expect(Date.parse(history[0]!.created)).toBeLessThanOrEqual(Date.parse(history[1]!.created));
    // The public sees the organisation, never the person.
    const publicHistory = postStateHistorySchema.parse(
      (await call('GET', `/projects/posts/${review.public_id}/state-history/`)).json(),
    );
    expect(publicHistory.map((change) => change.changed_by)).toEqual([null, null]);
    expect(publicHistory[1]!.organization?.name).toBe('Ministry of Water');

    await runAll();
    for (const user of [amina, bayo]) {
      const states = (await notifications(user)).filter((n) => n.kind === 'review_state');
      // Both changes were handled by the same run of the jobs: their order there is not the point.
      expect(states.map((n) => n.verb).sort()).toEqual([
        'A review of Borehole Scheme is now in progress',
        'A review of Borehole Scheme is now not actionable',
      ]);
    }
    expect((await notifications(amina)).length).toBe(before.length + 2);
  });

  it('gives comments responses but no state', async () => {
    const comment = await call('POST', '/projects/posts/comment/', bayo.headers, {
      post_id: review.public_id,
      body: 'Same here',
    });
    const id = postSchema.parse(comment.json()).public_id;
    const state = await call('PATCH', `/projects/posts/${id}/state/`, liaison.headers, { state: 'resolved' });
    expect(state.statusCode).toBe(400);
    expect(state.body).toContain('state');
    const answered = await call('POST', `/projects/posts/${id}/official-response/`, liaison.headers, {
      body: 'Noted.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(postSchema.parse(answered.json())).toMatchObject({
      state: null,
      official_responses: [{ body: 'Noted.' }],
    });
  });
});
