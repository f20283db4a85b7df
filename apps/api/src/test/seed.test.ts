import { verify } from '@node-rs/argon2';
import type { AuthResponse } from '@oversight/shared/accounts/accounts.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizations, tenants, users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { seedDatabase, seedOnFirstStart } from '../seed/index.js';
import { createTestApp, type TestApp } from './build-app.js';

/** A test app whose database has no tenant, as on a first start. */
async function emptyApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(overrides);
  // The tenant's access-group principals go with it.
  await t.app.db.delete(users);
  await t.app.db.delete(tenants);
  return t;
}

async function counts(t: TestApp) {
  const [row] = await t.app.db
    .execute<{ tenants: number; users: number; organizations: number; roles: number; memberships: number }>(
      sql`
    SELECT (SELECT count(*)::int FROM tenants) AS tenants, (SELECT count(*)::int FROM users WHERE NOT is_pseudo) AS users,
           (SELECT count(*)::int FROM organizations) AS organizations, (SELECT count(*)::int FROM roles) AS roles,
           (SELECT count(*)::int FROM memberships) AS memberships`,
    )
    .then((result) => result.rows);
  return row!;
}

describe('seedOnFirstStart', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('creates the default tenant and the demo accounts once; a second start seeds nothing and loses nothing', async () => {
    t = await emptyApp({ demoData: true });
    const info = vi.spyOn(t.app.log, 'info');
    const first = await seedOnFirstStart(t.app);
    expect(first).toMatchObject({ seeded: true, tenant: 'federal', demoAccounts: DEMO_ACCOUNTS.length });
    expect(info).toHaveBeenCalledWith(first.message);
    expect(first.message).not.toContain(DEMO_PASSWORD);

    const [tenant] = await t.app.db.select().from(tenants);
    expect(tenant).toMatchObject({
      name: 'federal',
      displayName: 'Federal Government of Nigeria',
      isDefault: true,
    });
    const afterFirst = await counts(t);
    // One owner role per account (10 demo accounts and 8 residents who review), and the Works "Form respondent" role.
    expect(afterFirst).toEqual({ tenants: 1, users: 18, organizations: 18, roles: 19, memberships: 18 });
    const published = await t.app.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM projects WHERE is_published`,
    );
    expect(published.rows[0]!.n).toBeGreaterThanOrEqual(2000);
    const planned = await t.app.db.execute<{
      name: string;
      owner: string;
      outcomes: number;
      indicators: number;
    }>(sql`
      SELECT p.name, o.username AS owner, (SELECT count(*)::int FROM outcomes WHERE plan_id = p.id) AS outcomes,
             (SELECT count(*)::int FROM indicators WHERE plan_id = p.id) AS indicators
        FROM plans p JOIN organizations o ON o.id = p.organization_id`);
    expect(planned.rows).toEqual([
      { name: 'Health Sector Strategic Plan 2026-2030', owner: 'fmhealth', outcomes: 2, indicators: 4 },
    ]);
    // The change log names who made each change of a project that has an owning organisation.
    const unnamed = await t.app.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM project_activities a JOIN projects p ON p.id = a.project_id
       WHERE a.actor_id IS NULL AND p.organization_id IS NOT NULL`);
    expect(unnamed.rows[0]!.n).toBe(0);

    const orgs = await t.app.db.select().from(organizations);
    const byUsername = new Map(orgs.map((organization) => [organization.username, organization]));
    const admin = byUsername.get('admin_body')!;
    expect(admin).toMatchObject({
      accountType: 'ADMIN',
      name: 'Federal Ministry of Finance, Budget and National Planning',
      parentId: null,
    });
    expect(byUsername.get('fmworks')!.parentId).toBe(admin.id);
    expect(byUsername.get('fmhealth')!.parentId).toBe(admin.id);
    expect(byUsername.get('ferma')!.parentId).toBe(byUsername.get('fmworks')!.id);
    expect(byUsername.get('nphcda')!.parentId).toBe(byUsername.get('fmhealth')!.id);
    expect(
      orgs
        .filter((organization) => organization.accountType === 'CONTRACTOR')
        .map((organization) => organization.name)
        .sort(),
    ).toEqual(['Dantata & Sawoe Construction', 'Julius Berger Nigeria Plc']);
    expect(byUsername.get('civic_ledger')).toMatchObject({
      accountType: 'CSO',
      name: 'Civic Ledger Initiative',
    });
    // The demo ministry's forms, two of them in one group.
    const forms = await t.app.db.execute<{ organization_id: string; grouped: boolean }>(
      sql`SELECT s.organization_id, EXISTS (SELECT 1 FROM survey_group_members m WHERE m.survey_id = s.id) AS grouped FROM surveys s`,
    );
    expect(forms.rows.length).toBe(4);
    expect(forms.rows.every((form) => form.organization_id === byUsername.get('fmworks')!.id)).toBe(true);
    expect(forms.rows.filter((form) => form.grouped)).toHaveLength(2);
    // Every demo form has questions; the two published ones have answers, counted on the form.
    const answered = await t.app.db.execute<{
      name: string;
      questions_count: number;
      responses_count: number;
      stored: number;
    }>(
      sql`SELECT s.name, s.questions_count, s.responses_count, (SELECT count(*)::int FROM survey_responses r WHERE r.survey_id = s.id) AS stored FROM surveys s ORDER BY s.name`,
    );
    expect(answered.rows.every((form) => form.questions_count > 0)).toBe(true);
    expect(answered.rows.filter((form) => form.stored > 0).map((form) => form.name)).toEqual([
      'Bridge inspection checklist',
      'Road condition field report',
    ]);
    expect(answered.rows.every((form) => form.responses_count === form.stored)).toBe(true);
    const boards = await t.app.db.execute<{ name: string; organization_id: string }>(
      sql`SELECT name, organization_id FROM dashboards ORDER BY name`,
    );
    expect(boards.rows).toEqual([
      { name: 'Capital budget tracker 2026', organization_id: byUsername.get('fmworks')!.id },
      { name: 'Federal roads overview', organization_id: byUsername.get('fmworks')!.id },
    ]);
    const charts = await t.app.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM dashboard_visualizations`,
    );
    expect(charts.rows[0]!.n).toBe(4);
    // Health is on Pro for a year (granted with the demo data); Works stays on Free so the upgrade can be tried.
    const billing = await t.app.db.execute<{
      username: string;
      is_pro_user: boolean;
      plan: string | null;
      status: string | null;
    }>(sql`
      SELECT u.username, o.is_pro_user, p.code AS plan, s.status FROM organizations o JOIN users u ON u.id = o.owner_id AND u.username IN ('fmhealth', 'fmworks')
      LEFT JOIN subscriptions s ON s.organization_id = o.id LEFT JOIN billing_plans p ON p.id = s.plan_id ORDER BY u.username`);
    expect(billing.rows).toEqual([
      { username: 'fmhealth', is_pro_user: true, plan: 'pro', status: 'active' },
      { username: 'fmworks', is_pro_user: false, plan: null, status: null },
    ]);

    const people = await t.app.db.select().from(users).where(eq(users.isPseudo, false));
    for (const user of people) {
      expect(user.emailVerifiedAt).not.toBeNull();
      expect(user.newlyRegistered).toBe(false);
      expect(user.tenantId).toBe(tenant!.id);
    }
    expect(people.find((user) => user.username === 'amina_bello')).toMatchObject({
      accountType: 'CITIZEN',
      stateOfResidence: 'Kano',
      firstName: 'Amina',
    });
    expect(people.find((user) => user.username === 'chinedu_okafor')).toMatchObject({
      stateOfResidence: 'Enugu',
    });
    expect(
      await verify(people.find((user) => user.username === 'admin_body')!.passwordHash!, DEMO_PASSWORD),
    ).toBe(true);

    // Citizens' activity: reviews with photos, comments, votes, eyemarks and notifications.
    const aminaId = people.find((user) => user.username === 'amina_bello')!.id;
    const [community] = await t.app.db
      .execute<Record<string, number>>(
        sql`SELECT (SELECT count(*)::int FROM posts WHERE type = 'REVIEW') AS reviews,
                   (SELECT count(*)::int FROM posts WHERE type = 'COMMENT') AS comments,
                   (SELECT count(*)::int FROM posts WHERE type = 'UPDATE') AS updates,
                   (SELECT count(*)::int FROM post_media) AS photos,
                   (SELECT count(*)::int FROM post_votes) AS votes,
                   (SELECT count(DISTINCT project_id)::int FROM posts WHERE type = 'REVIEW') AS reviewed_projects,
                   (SELECT count(*)::int FROM eyemarks WHERE user_id = ${aminaId}) AS amina_eyemarks,
                   (SELECT count(*)::int FROM notifications WHERE recipient_id = ${aminaId}) AS amina_notifications,
                   (SELECT count(*)::int FROM notifications WHERE recipient_id = ${aminaId} AND read_at IS NULL) AS amina_unread,
                   (SELECT count(*)::int FROM posts WHERE type = 'REVIEW' AND owner_id = ${aminaId}) AS amina_reviews,
                   (SELECT count(*)::int FROM projects WHERE reviews_count <> (SELECT count(*) FROM posts po WHERE po.project_id = projects.id AND po.type = 'REVIEW')) AS wrong_review_counts,
                   (SELECT count(*)::int FROM projects WHERE eyemarked_count <> (SELECT count(*) FROM eyemarks e WHERE e.project_id = projects.id)) AS wrong_eyemark_counts,
                   (SELECT count(*)::int FROM posts po WHERE upvotes_count <> (SELECT count(*) FROM post_votes v WHERE v.post_id = po.id AND v.value > 0)) AS wrong_votes,
                   (SELECT count(*)::int FROM projects WHERE is_published AND coalesce(agency_id, ministry_id, organization_id) IS NULL) AS ownerless`,
      )
      .then((result) => result.rows);
    const anyNumber: unknown = expect.any(Number);
    expect(community).toMatchObject({
      reviews: 72,
      comments: anyNumber,
      updates: 4,
      amina_eyemarks: 9,
      amina_reviews: 8,
      wrong_review_counts: 0,
      wrong_eyemark_counts: 0,
      wrong_votes: 0,
      ownerless: 0,
    });
    expect(community!.comments).toBeGreaterThan(20);
    expect(community!.photos).toBeGreaterThan(20);
    expect(community!.votes).toBeGreaterThan(100);
    expect(community!.reviewed_projects).toBeGreaterThan(30);
    expect(community!.amina_notifications).toBeGreaterThan(10);
    expect(community!.amina_unread).toBeGreaterThan(0);
    // The photo files exist where the posts point, and the public sees popular reviews and counts from the data.
    const photo = await t.app.db.execute<{ url: string }>(sql`SELECT url FROM post_media LIMIT 1`);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(photo.rows[0]!.url).pathname })).statusCode,
    ).toBe(200);
    const popular = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects/posts/list-popular-reviews/',
    });
    expect(popular.json<{ count: number }>().count).toBeGreaterThan(10);
    const aminaLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'amina_bello', password: DEMO_PASSWORD },
    });
    expect(aminaLogin.json<AuthResponse>().user).toMatchObject({ reviews_count: 8, eyemarked_count: 9 });

    // The Pro demo (Ministry of Health) has people to count on its citizen analytics.
    const healthLogin = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        payload: { email: 'fmhealth', password: DEMO_PASSWORD },
      })
    ).json<AuthResponse>();
    const citizens = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/analysis/',
      headers: {
        authorization: `Bearer ${healthLogin.token}`,
        'x-organization-id': healthLogin.organisations[0]!.public_id,
      },
    });
    expect(citizens.statusCode, citizens.body).toBe(200);
    expect(citizens.json()).toMatchObject({ scope: 'organization' });
    expect(citizens.json<{ Total: number }>().Total).toBeGreaterThanOrEqual(5);

    // The demo password signs in through the real login route.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'admin_body', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    // Someone edits a demo account; the next start must keep it.
    await t.app.db.update(users).set({ displayName: 'Amina B.' }).where(eq(users.username, 'amina_bello'));
    const second = await seedOnFirstStart(t.app);
    expect(second).toMatchObject({ seeded: false, demoAccounts: 0 });
    expect(second.message).toMatch(/already set up/);
    expect(info).toHaveBeenLastCalledWith(second.message);
    expect(await counts(t)).toEqual(afterFirst);
    const [amina] = await t.app.db.select().from(users).where(eq(users.username, 'amina_bello'));
    expect(amina!.displayName).toBe('Amina B.');
  }, 180_000); // The whole demo seed: a minute on a busy 2-core machine (CI runs the web tests beside it).

  it('seeds only the tenant when DEMO_DATA is off', async () => {
    t = await emptyApp({ demoData: false });
    const result = await seedOnFirstStart(t.app);
    expect(result).toMatchObject({ seeded: true, tenant: 'federal', demoAccounts: 0 });
    expect(result.message).toMatch(/DEMO_DATA is off/);
    expect(await counts(t)).toMatchObject({ tenants: 1, users: 0 });
  });

  it('never seeds demo accounts in production, even when DEMO_DATA is on', async () => {
    t = await emptyApp({ demoData: true, env: 'production' });
    const warn = vi.spyOn(t.app.log, 'warn');
    const result = await seedOnFirstStart(t.app);
    expect(result).toMatchObject({ seeded: true, demoAccounts: 0 });
    expect(result.message).toMatch(/never in production/);
    expect(warn).toHaveBeenCalled();
    expect(await counts(t)).toMatchObject({ tenants: 1, users: 0, organizations: 0 });
  });

  it('leaves a database that already has a tenant alone, whatever it is called', async () => {
    t = await createTestApp({ demoData: true });
    await t.app.db.update(tenants).set({ name: 'lagos', displayName: 'Lagos State Government' });
    const result = await seedDatabase(t.app.db, { tenantName: 'federal', demoData: true, production: false });
    expect(result.seeded).toBe(false);
    expect(await counts(t)).toMatchObject({ tenants: 1, users: 0 });
  });

  it('seeds once when two processes start together', async () => {
    t = await emptyApp({ demoData: false });
    const options = { tenantName: 'federal', demoData: false, production: false };
    const results = await Promise.all([seedDatabase(t.app.db, options), seedDatabase(t.app.db, options)]);
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    expect(await counts(t)).toMatchObject({ tenants: 1 });
  });
});
