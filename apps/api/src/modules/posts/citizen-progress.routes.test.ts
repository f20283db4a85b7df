import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { citizenProgressSchema, postSchema, type Post } from '@oversight/shared/posts/posts.schemas';
import { forgetPublicAnswers } from '../../platform/public-cache.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';

/** The two views of progress: a review's view of the work, the project's citizen progress and the catalogue filter. */
describe('citizen progress', () => {
  let t: TestApp;
  let citizens: TestUser[];
  let ministry: TestUser;
  let road: { id: string; publicId: string };
  let clinic: { id: string; publicId: string };
  let school: { id: string; publicId: string };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    citizens = await Promise.all([1, 2, 3, 4].map(() => createTestUser(t)));
    ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    const owned = { organizationId: ministry.organization.id, ministryId: ministry.organization.id };
    road = await createTestProject(t, {
      name: 'Kano Ring Road',
      status: 1,
      percentageCompleted: '80',
      ...owned,
    });
    clinic = await createTestProject(t, {
      name: 'Kano Clinic',
      status: 1,
      percentageCompleted: '40',
      ...owned,
    });
    school = await createTestProject(t, {
      name: 'Kano School',
      status: 1,
      percentageCompleted: '50',
      ...owned,
    });
  });
  afterAll(async () => t.close());

  const review = async (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/posts/review/',
      headers: user.headers,
      payload: { title: 'On site today', sentiment: 'suggestion', ...payload },
    });
  const progress = async (projectId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}/citizen-progress/`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return citizenProgressSchema.parse(response.json());
  };
  const divergentIds = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects/?progress_divergence=true&limit=50',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: { public_id: string }[] }>().results.map((row) => row.public_id);
  };

  it('keeps a review’s view of the work and shows it on the post', async () => {
    const response = await review(citizens[0]!, {
      project_id: road.publicId,
      work_happening: 'stopped',
      estimated_completion: '40',
    });
    expect(response.statusCode, response.body).toBe(201);
    const post: Post = postSchema.parse(response.json());
    expect(post).toMatchObject({ work_happening: 'stopped', estimated_completion: 40 });
  });

  it('refuses a bad view of the work with the field named, and on replies', async () => {
    const bad = await review(citizens[1]!, { project_id: road.publicId, estimated_completion: 140 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('estimated_completion');
    const unknown = await review(citizens[1]!, { project_id: road.publicId, work_happening: 'maybe' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('work_happening');
    const parent = (await review(citizens[1]!, { project_id: clinic.publicId })).json<Post>();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/posts/review/',
      headers: citizens[2]!.headers,
      payload: { title: 'Agreed', post_id: parent.public_id, work_happening: 'yes' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('work_happening');
  });

  it('one report is not a divergence; two far from the official figure are', async () => {
    let road80 = await progress(road.publicId);
    expect(road80.citizens).toMatchObject({ reports: 1, estimates: 1, median_completion: 40 });
    expect(road80.divergence.flagged).toBe(false);
    expect(await divergentIds()).not.toContain(road.publicId);

    await review(citizens[1]!, {
      project_id: road.publicId,
      work_happening: 'stopped',
      estimated_completion: 30,
    });
    road80 = await progress(road.publicId);
    expect(road80.official).toEqual({ percentage_completed: 80, status: 'ON_GOING' });
    expect(road80.citizens).toMatchObject({
      window_days: 90,
      reports: 2,
      estimates: 2,
      median_completion: 35,
      work_happening: { yes: 0, stopped: 2, cannot_tell: 0 },
    });
    expect(road80.divergence).toEqual({ flagged: true, reasons: ['percentage', 'stopped'], difference: -45 });
    expect(await divergentIds()).toContain(road.publicId);
  });

  it('agreeing citizens are no divergence; stopped work on an ongoing project is', async () => {
    await review(citizens[0]!, {
      project_id: clinic.publicId,
      work_happening: 'yes',
      estimated_completion: 45,
    });
    await review(citizens[1]!, {
      project_id: clinic.publicId,
      work_happening: 'yes',
      estimated_completion: 35,
    });
    expect((await progress(clinic.publicId)).divergence).toEqual({
      flagged: false,
      reasons: [],
      difference: 0,
    });

    await review(citizens[0]!, { project_id: school.publicId, work_happening: 'stopped' });
    await review(citizens[1]!, { project_id: school.publicId, work_happening: 'stopped' });
    await review(citizens[2]!, { project_id: school.publicId, work_happening: 'yes' });
    const school50 = await progress(school.publicId);
    expect(school50.citizens).toMatchObject({ reports: 3, estimates: 0, median_completion: null });
    expect(school50.divergence).toEqual({ flagged: true, reasons: ['stopped'], difference: null });
    const ids = await divergentIds();
    expect(ids).toContain(school.publicId);
    expect(ids).not.toContain(clinic.publicId);
  });

  it('counts only the last 90 days', async () => {
    await t.app.db.execute(
      sql`UPDATE posts SET created_at = now() - interval '91 days' WHERE project_id = ${school.id}`,
    );
    forgetPublicAnswers(t.app.db, t.tenantId); // the public lists are kept 5 s; time passing is not a write

    const school50 = await progress(school.publicId);
    expect(school50.citizens.reports).toBe(0);
    expect(school50.divergence.flagged).toBe(false);
    expect(await divergentIds()).not.toContain(school.publicId);
  });

  it('answers 404 for a project nobody may see', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects/no-such-project/citizen-progress/',
    });
    expect(response.statusCode).toBe(404);
  });
});
