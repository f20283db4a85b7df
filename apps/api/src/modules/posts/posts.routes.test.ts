import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import type { Page } from '@oversight/shared/pagination';
import { postPageSchema, postSchema, type Post, type PostMedia } from '@oversight/shared/posts/posts.schemas';
import { projectDetailSchema } from '@oversight/shared/projects/projects.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff } from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';
import { jpeg, multipart, type Part } from './post-test-helpers.js';

const SITE = { latitude: 9.0765, longitude: 7.3986 };
const FAR_AWAY = { latitude: 12.0022, longitude: 8.592 };

describe('posts', () => {
  let t: TestApp;
  let citizen: TestUser;
  let neighbour: TestUser;
  let ministry: TestUser;
  let otherAgency: TestUser;
  let contractor: TestUser;
  let project: { id: string; publicId: string };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    citizen = await createTestUser(t);
    neighbour = await createTestUser(t);
    ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    otherAgency = await createTestUser(t, { accountType: 'AGENCY' });
    contractor = await createTestUser(t, { accountType: 'CONTRACTOR' });
    project = await createTestProject(t, {
      name: 'Abuja Water Works',
      organizationId: ministry.organization.id,
      ministryId: ministry.organization.id,
      locations: [{ state: 'FCT', lga: 'Abuja Municipal', ...SITE }],
      contractorIds: [contractor.organization.id],
    });
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  const send = (url: string, headers: Record<string, string> | undefined, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  async function review(user: TestUser, fields: Record<string, string>, files: Buffer[] = []): Promise<Post> {
    const response = await send('/projects/posts/review/', user.headers, [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ...files.map((file) => ({ name: 'images', file })),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    return postSchema.parse(response.json());
  }

  it('posts a review with photos: sentiment by code read as name, live photo from EXIF GPS, positions rounded for the public', async () => {
    const posted = await review(
      citizen,
      {
        title: 'Pipes are in',
        body: 'The new pipes reached our street this week.',
        sentiment: '4',
        project_id: project.publicId,
      },
      [
        await jpeg({ gps: { latitude: SITE.latitude + 0.004, longitude: SITE.longitude + 0.003 } }),
        await jpeg({ color: '#a33' }),
      ],
    );
    expect(posted).toMatchObject({
      title: 'Pipes are in',
      sentiment: 'impressed',
      type_of_post: 'REVIEW',
      is_review: true,
      parent: null,
      project: { public_id: project.publicId, name: 'Abuja Water Works' },
      owner: { public_id: citizen.user.id },
      upvotes: { count: 0, votes: [] },
      downvotes: { count: 0, votes: [] },
      reviews_count: 0,
    });
    expect(posted.images).toHaveLength(2);
    const [live, plain] = posted.images;
    expect(live).toMatchObject({
      is_live_photo: true,
      location_source: 'photo',
      latitude: 9.08,
      longitude: 7.4,
      state: 'FCT',
    });
    expect(plain).toMatchObject({
      is_live_photo: false,
      location_source: null,
      latitude: null,
      longitude: null,
    });

    // The stored image is re-encoded without any EXIF left.
    const stored = await t.app.inject({ method: 'GET', url: new URL(live!.image).pathname });
    expect(stored.statusCode).toBe(200);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    // The owning ministry sees the exact position.
    const asOwner = postSchema.parse(
      (await call('GET', `/projects/posts/${posted.public_id}/`, ministry.headers)).json(),
    );
    expect(asOwner.images[0]!.latitude).toBeCloseTo(SITE.latitude + 0.004, 4);
    const anonymous = postSchema.parse((await call('GET', `/projects/posts/${posted.public_id}/`)).json());
    expect(anonymous.images[0]!.latitude).toBe(9.08);

    const detail = projectDetailSchema.parse((await call('GET', `/projects/${project.publicId}/`)).json());
    expect(detail.reviews_count).toBe(1);
    expect(detail.sentiment_summary.groups.map((group) => group.name)).toEqual([
      'positive',
      'neutral',
      'negative',
    ]);
    expect(detail.sentiment_summary.groups[0]!.count).toBe(1);
    expect(detail.sentiment_summary.sentiments.find((entry) => entry.name === 'impressed')!.count).toBe(1);
    expect((await call('GET', '/auth/user/', citizen.headers)).json()).toMatchObject({ reviews_count: 1 });
  });

  it('a photo without EXIF placed by the device position is "location from device", never live; far away is not live', async () => {
    const near = await review(
      neighbour,
      {
        title: 'Tap works',
        sentiment: 'excited',
        project_id: project.publicId,
        latitude: String(SITE.latitude + 0.01),
        longitude: String(SITE.longitude),
      },
      [await jpeg({ color: '#33a' })],
    );
    expect(near.images[0]).toMatchObject({ is_live_photo: false, location_source: 'device' });
    expect(near.latitude).toBe(9.09);
    const far = await review(
      neighbour,
      { title: 'From Kano', sentiment: 'hopeful', project_id: project.publicId },
      [await jpeg({ gps: FAR_AWAY, color: '#aa3' })],
    );
    expect(far.images[0]).toMatchObject({ is_live_photo: false, latitude: 12, longitude: 8.59 });
  });

  it('stores a review sent again with the same client_id once, also when both sends arrive together', async () => {
    const reviewsCount = async () =>
      projectDetailSchema.parse((await call('GET', `/projects/${project.publicId}/`)).json()).reviews_count;
    const authored = async () =>
      (await call('GET', '/auth/user/', neighbour.headers)).json<{ reviews_count: number }>().reviews_count;
    const [projectBefore, authorBefore] = [await reviewsCount(), await authored()];
    const clientId = '3f0c2a7e-5b1d-4c8e-9a6f-1d2e3c4b5a60';
    const fields = {
      title: 'Sent from the road',
      sentiment: 'hopeful',
      project_id: project.publicId,
      client_id: clientId,
    };
    const first = await review(neighbour, fields, [await jpeg({ color: '#5a5' })]);
    // The answer was lost on the way back: the device sends the same review, photo included, again.
    const again = await review(neighbour, fields, [await jpeg({ color: '#5a5' })]);
    expect(again.public_id).toBe(first.public_id);
    expect(again.images.map((image) => image.id)).toEqual(first.images.map((image) => image.id));
    // Two sends racing (a retry while the first is still in flight) make one post too.
    const racing = { ...fields, title: 'Racing', client_id: '3f0c2a7e-5b1d-4c8e-9a6f-1d2e3c4b5a61' };
    const twins = await Promise.all([
      review(neighbour, racing, [await jpeg({ color: '#55a' })]),
      review(neighbour, racing, [await jpeg({ color: '#55a' })]),
    ]);
    expect(twins[0].public_id).toBe(twins[1].public_id);
    expect(twins[1].images).toHaveLength(1);
    expect(await reviewsCount()).toBe(projectBefore + 2);
    expect(await authored()).toBe(authorBefore + 2);
    const listed = postPageSchema.parse(
      (await call('GET', `/projects/${project.publicId}/reviews/?limit=100`)).json(),
    );
    expect(
      listed.results.filter((post) => post.title === 'Sent from the road' || post.title === 'Racing'),
    ).toHaveLength(2);

    // The id is the author's own: another citizen using the same one posts their own review.
    const other = await review(citizen, fields);
    expect(other.public_id).not.toBe(first.public_id);
    const notUuid = await call('POST', '/projects/posts/review/', citizen.headers, {
      ...fields,
      client_id: 'abc',
    });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json()).toHaveProperty('client_id');
  });

  it('refuses bad input with 400 naming the field, oversized files with 413, and anonymous writers with 401', async () => {
    const base = [
      { name: 'title', value: 'Too many' },
      { name: 'sentiment', value: 'angry' },
      { name: 'project_id', value: project.publicId },
    ];
    const five = await Promise.all([1, 2, 3, 4, 5].map((n) => jpeg({ color: `#${n}${n}${n}` })));
    const tooMany = await send('/projects/posts/review/', citizen.headers, [
      ...base,
      ...five.map((file) => ({ name: 'images', file })),
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toHaveProperty('images');

    const huge = await send('/projects/posts/review/', citizen.headers, [
      ...base,
      { name: 'images', file: Buffer.alloc(30 * 1024 * 1024, 1) },
    ]);
    expect([400, 413]).toContain(huge.statusCode);
    expect(huge.json()).toHaveProperty('images');

    const notImage = await send('/projects/posts/review/', citizen.headers, [
      ...base,
      { name: 'images', file: Buffer.from('%PDF-1.4 a document'), contentType: 'application/pdf' },
    ]);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toHaveProperty('images');

    const unknownSentiment = await call('POST', '/projects/posts/review/', citizen.headers, {
      title: 'x',
      sentiment: 'furious',
      project_id: project.publicId,
    });
    expect(unknownSentiment.statusCode).toBe(400);
    expect(unknownSentiment.json()).toHaveProperty('sentiment');
    const badCode = await send('/projects/posts/review/', citizen.headers, [
      { name: 'title', value: 'x' },
      { name: 'sentiment', value: '9' },
      { name: 'project_id', value: project.publicId },
    ]);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toHaveProperty('sentiment');
    const noSentiment = await call('POST', '/projects/posts/review/', citizen.headers, {
      title: 'x',
      project_id: project.publicId,
    });
    expect(noSentiment.json()).toHaveProperty('sentiment');
    const noTarget = await call('POST', '/projects/posts/review/', citizen.headers, {
      title: 'x',
      sentiment: 1,
    });
    expect(noTarget.json()).toHaveProperty('project_id');
    const unknownProject = await call('POST', '/projects/posts/review/', citizen.headers, {
      title: 'x',
      sentiment: 1,
      project_id: 'no-such-project',
    });
    expect(unknownProject.statusCode).toBe(400);
    expect(unknownProject.json()).toHaveProperty('project_id');
    const halfPosition = await call('POST', '/projects/posts/review/', citizen.headers, {
      title: 'x',
      sentiment: 1,
      project_id: project.publicId,
      latitude: 9,
    });
    expect(halfPosition.json()).toHaveProperty('longitude');

    expect(
      (
        await call('POST', '/projects/posts/review/', undefined, {
          title: 'x',
          sentiment: 1,
          project_id: project.publicId,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/projects/posts/comment/', undefined, { body: 'x', project_id: project.publicId }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call('POST', '/projects/posts/project-update/', undefined, {
          title: 'x',
          project_id: project.publicId,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('threads replies and comments under a review, newest first with counts, and keeps reviews_count to reviews', async () => {
    const root = await review(citizen, {
      title: 'Slow progress',
      sentiment: 'unimpressed',
      project_id: project.publicId,
    });
    const reply = await review(neighbour, { title: 'Agreed', post_id: root.public_id });
    expect(reply).toMatchObject({
      is_review: false,
      type_of_post: 'REVIEW',
      sentiment: null,
      parent: { public_id: root.public_id, type_of_post: 'REVIEW' },
    });
    const commented = await call('POST', '/projects/posts/comment/', citizen.headers, {
      body: 'Thanks for confirming',
      post_id: root.public_id,
    });
    expect(commented.statusCode, commented.body).toBe(201);
    expect(commented.json()).toMatchObject({
      type_of_post: 'COMMENT',
      parent: { public_id: root.public_id },
    });
    const emptyComment = await call('POST', '/projects/posts/comment/', citizen.headers, {
      body: ' ',
      post_id: root.public_id,
    });
    expect(emptyComment.statusCode).toBe(400);
    expect(emptyComment.json()).toHaveProperty('body');

    const children = postPageSchema.parse(
      (await call('GET', `/projects/posts/${root.public_id}/children/?limit=1`)).json(),
    );
    expect(children.count).toBe(2);
    expect(children.results[0]!.type_of_post).toBe('COMMENT');
    expect(children.next).toContain('offset=1');
    const again = postSchema.parse((await call('GET', `/projects/posts/${root.public_id}/`)).json());
    expect(again.reviews_count).toBe(2);

    const before = projectDetailSchema.parse(
      (await call('GET', `/projects/${project.publicId}/`)).json(),
    ).reviews_count;
    await review(neighbour, { title: 'Another reply', post_id: root.public_id });
    expect(
      projectDetailSchema.parse((await call('GET', `/projects/${project.publicId}/`)).json()).reviews_count,
    ).toBe(before);
    // Replies are not reviews: the author's reviews_count counts reviews only.
    const neighbourReviews = (await call('GET', '/auth/user/', neighbour.headers)).json<{
      reviews_count: number;
    }>().reviews_count;
    await review(neighbour, { title: 'One more reply', post_id: root.public_id });
    expect(
      (await call('GET', '/auth/user/', neighbour.headers)).json<{ reviews_count: number }>().reviews_count,
    ).toBe(neighbourReviews);
    expect((await call('GET', '/projects/posts/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404);
  });

  it('lets the organisation and contractors post updates and milestones; others get 403', async () => {
    const update = await call('POST', '/projects/posts/project-update/', ministry.headers, {
      project_id: project.publicId,
      title: 'Phase 1 done',
      body: 'Trenches dug.',
    });
    expect(update.statusCode, update.body).toBe(201);
    expect(update.json()).toMatchObject({ type_of_post: 'UPDATE', is_review: false });
    const milestone = await send('/projects/posts/project-update/', contractor.headers, [
      { name: 'project_id', value: project.publicId },
      { name: 'title', value: 'Reservoir handed over' },
      { name: 'type_of_post', value: 'MILESTONE_UPDATE' },
      { name: 'images', file: await jpeg({ color: '#0a0' }) },
    ]);
    expect(milestone.statusCode, milestone.body).toBe(201);
    expect(milestone.json()).toMatchObject({
      type_of_post: 'MILESTONE_UPDATE',
      images: [{ is_live_photo: false }],
    });

    expect(
      (
        await call('POST', '/projects/posts/project-update/', otherAgency.headers, {
          project_id: project.publicId,
          title: 'Not ours',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/projects/posts/project-update/', citizen.headers, {
          project_id: project.publicId,
          title: 'Citizen',
        })
      ).statusCode,
    ).toBe(403);
    const withoutRight = await createTestStaff(t, ministry, [P.EDIT_PROJECT]);
    expect(
      (
        await call('POST', '/projects/posts/project-update/', withoutRight.headers, {
          project_id: project.publicId,
          title: 'Staff',
        })
      ).statusCode,
    ).toBe(403);
    const withRight = await createTestStaff(t, ministry, [P.VIEW_POST_PROJECT_UPDATES]);
    expect(
      (
        await call('POST', '/projects/posts/project-update/', withRight.headers, {
          project_id: project.publicId,
          title: 'Staff update',
        })
      ).statusCode,
    ).toBe(201);

    const updates = postPageSchema.parse(
      (await call('GET', `/projects/${project.publicId}/updates/`)).json(),
    );
    expect(updates.results.map((post) => post.title)).toEqual([
      'Staff update',
      'Reservoir handed over',
      'Phase 1 done',
    ]);
    const detail = projectDetailSchema.parse(
      (await call('GET', `/projects/${project.publicId}/`, ministry.headers)).json(),
    );
    expect(detail.abilities.post_update).toBe(true);
    expect(
      projectDetailSchema.parse((await call('GET', `/projects/${project.publicId}/`, citizen.headers)).json())
        .abilities.post_update,
    ).toBe(false);

    // A review of an update answers the update and counts as a review of the project.
    const ofUpdate = await review(citizen, {
      title: 'Good news',
      sentiment: 'hopeful',
      post_id: update.json<{ public_id: string }>().public_id,
    });
    expect(ofUpdate).toMatchObject({ is_review: true, parent: { type_of_post: 'UPDATE' } });
    expect(
      postSchema.parse(
        (await call('GET', `/projects/posts/${update.json<{ public_id: string }>().public_id}/`)).json(),
      ).sentiments,
    ).toEqual({ hopeful: 1 });
  });

  it('toggles votes that exclude each other, exactly under concurrent requests', async () => {
    const post = await review(citizen, {
      title: 'Vote on me',
      sentiment: 'suggestion',
      project_id: project.publicId,
    });
    const up = postSchema.parse(
      (await call('POST', `/projects/posts/${post.public_id}/upvote/`, neighbour.headers)).json(),
    );
    expect(up.upvotes).toMatchObject({ count: 1, votes: [{ user: { public_id: neighbour.user.id } }] });
    const down = postSchema.parse(
      (await call('POST', `/projects/posts/${post.public_id}/downvote/`, neighbour.headers)).json(),
    );
    expect([down.upvotes.count, down.downvotes.count]).toEqual([0, 1]);
    const undone = postSchema.parse(
      (await call('POST', `/projects/posts/${post.public_id}/downvote/`, neighbour.headers)).json(),
    );
    expect([undone.upvotes.count, undone.downvotes.count]).toEqual([0, 0]);

    const voters = await Promise.all(Array.from({ length: 8 }, () => createTestUser(t)));
    const responses = await Promise.all(
      voters.map((voter) => call('POST', `/projects/posts/${post.public_id}/upvote/`, voter.headers)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    // One user hammering both buttons: whatever the order, at most one vote of theirs remains and counts agree.
    const mixed = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', `/projects/posts/${post.public_id}/${i % 2 ? 'downvote' : 'upvote'}/`, citizen.headers),
      ),
    );
    expect(mixed.every((response) => response.statusCode === 200)).toBe(true);
    const final = postSchema.parse(
      (await call('GET', `/projects/posts/${post.public_id}/`, citizen.headers)).json(),
    );
    const citizenUp = final.upvotes.votes.some((vote) => vote.user.public_id === citizen.user.id);
    const citizenDown = final.downvotes.votes.some((vote) => vote.user.public_id === citizen.user.id);
    expect(citizenUp && citizenDown).toBe(false);
    expect(final.upvotes.count).toBe(8 + (citizenUp ? 1 : 0));
    expect(final.downvotes.count).toBe(citizenDown ? 1 : 0);
    expect((await call('POST', `/projects/posts/${post.public_id}/upvote/`)).statusCode).toBe(401);

    const popular = postPageSchema.parse(
      (await call('GET', '/projects/posts/list-popular-reviews/?limit=1')).json(),
    );
    expect(popular.results[0]!.public_id).toBe(post.public_id);
  });

  it('keeps the write when its notification cannot be queued, and logs the event instead of answering 500', async () => {
    // Only this test's queue fails; every other test uses the real pg-boss queue.
    const send = vi.spyOn(t.app.jobs, 'send').mockRejectedValue(new Error('queue unavailable'));
    const logged = vi.spyOn(t.app.jobs.log, 'error');
    try {
      const title = `Queue down ${Date.now().toString(36)}`;
      const posted = await review(citizen, { title, sentiment: 'hopeful', project_id: project.publicId });
      expect(postSchema.parse((await call('GET', `/projects/posts/${posted.public_id}/`)).json()).title).toBe(
        title,
      );
      const reply = await call('POST', '/projects/posts/comment/', neighbour.headers, {
        body: 'Still saved',
        post_id: posted.public_id,
      });
      expect(reply.statusCode, reply.body).toBe(201);
      const update = await call('POST', '/projects/posts/project-update/', ministry.headers, {
        project_id: project.publicId,
        title: 'Saved anyway',
      });
      expect(update.statusCode, update.body).toBe(201);
      const vote = await call('POST', `/projects/posts/${posted.public_id}/upvote/`, neighbour.headers);
      expect(vote.statusCode, vote.body).toBe(200);
      expect(postSchema.parse(vote.json()).upvotes.count).toBe(1);

      expect(send).toHaveBeenCalledTimes(4);
      const events = logged.mock.calls.map(
        ([details]) => (details as { event?: { kind: string; key: string } }).event,
      );
      expect(events.map((event) => event?.kind)).toEqual(['review', 'comment', 'project_update', 'upvote']);
      expect(events[0]?.key).toMatch(/^post:/);
      expect(events[0]).toMatchObject({ to: { projectOrganizationOf: project.id } });
    } finally {
      send.mockRestore();
      logged.mockRestore();
    }
  });

  it('lists reviews by sentiment and order, the media and the word cloud of a project', async () => {
    const angry = await review(neighbour, {
      title: 'Leaking leaking pipes',
      body: 'The pipes are leaking and the water is brown',
      sentiment: '0',
      project_id: project.publicId,
    });
    const filtered = postPageSchema.parse(
      (await call('GET', `/projects/${project.publicId}/reviews/?sentiment=angry`)).json(),
    );
    expect(filtered.results.map((post) => post.public_id)).toEqual([angry.public_id]);
    expect(
      postPageSchema.parse((await call('GET', `/projects/${project.publicId}/reviews/?sentiment=0`)).json())
        .count,
    ).toBe(1);
    const all = postPageSchema.parse(
      (await call('GET', `/projects/${project.publicId}/reviews/?ordering=-upvotes`)).json(),
    );
    expect(all.results[0]!.title).toBe('Vote on me');
    expect(all.results.every((post) => post.is_review && post.parent === null)).toBe(true);
    const badFilter = await call('GET', `/projects/${project.publicId}/reviews/?sentiment=furious`);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toHaveProperty('sentiment');

    const media = (await call('GET', `/projects/${project.publicId}/media/`)).json<Page<PostMedia>>();
    expect(media.count).toBeGreaterThanOrEqual(5);
    expect(media.results.some((item) => item.is_live_photo)).toBe(true);

    const cloud = (await call('GET', `/projects/${project.publicId}/word-cloud/`)).json<
      {
        name: string;
        value: number;
      }[]
    >();
    const words = new Map(cloud.map((entry) => [entry.name, entry.value]));
    expect(words.get('leaking')).toBe(3);
    expect(words.get('pipes')).toBeGreaterThanOrEqual(3);
    expect(words.has('the')).toBe(false);
    expect(words.has('and')).toBe(false);
  });

  it('keeps tenants apart and hides posts of unpublished projects from the public', async () => {
    const post = await review(citizen, {
      title: 'Tenant A only',
      sentiment: 'hopeful',
      project_id: project.publicId,
    });
    const tenant = await createTestTenant(t);
    const stranger = await createTestUser(t, { tenantId: tenant.id });
    const headers = { ...stranger.headers, 'x-tenant': tenant.name };
    expect((await call('GET', `/projects/posts/${post.public_id}/`, headers)).statusCode).toBe(404);
    expect((await call('POST', `/projects/posts/${post.public_id}/upvote/`, headers)).statusCode).toBe(404);
    const reply = await call('POST', '/projects/posts/review/', headers, {
      title: 'x',
      post_id: post.public_id,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toHaveProperty('post_id');

    const draft = await createTestProject(t, {
      name: 'Draft Clinic',
      isPublished: false,
      organizationId: ministry.organization.id,
      ministryId: ministry.organization.id,
    });
    const update = await call('POST', '/projects/posts/project-update/', ministry.headers, {
      project_id: draft.publicId,
      title: 'Internal note',
    });
    expect(update.statusCode).toBe(201);
    expect(
      (await call('GET', `/projects/posts/${update.json<{ public_id: string }>().public_id}/`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/projects/posts/${update.json<{ public_id: string }>().public_id}/`,
          ministry.headers,
        )
      ).statusCode,
    ).toBe(200);
    const onDraft = await call('POST', '/projects/posts/review/', citizen.headers, {
      title: 'x',
      sentiment: 1,
      project_id: draft.publicId,
    });
    expect(onDraft.statusCode).toBe(400);
  });
});
