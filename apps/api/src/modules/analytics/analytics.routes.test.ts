import { eq } from 'drizzle-orm';
import type {
  CitizenAnalytics,
  ContractorAnalytics,
  FacilityAnalytics,
  FacilityPoints,
} from '@oversight/shared/analytics/analytics.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eyemarks, organizations, posts, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';

/** Minimal RFC 4180 reader: enough to read our downloads back (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCMonth(0, 1);
  return d.toISOString().slice(0, 10);
};
const thisMonth = new Date().toISOString().slice(0, 7);

describe('analytics pages', () => {
  let t: TestApp;
  let admin: TestUser;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let contractorA: TestUser;
  let contractorB: TestUser;
  let citizen: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    admin = await createTestUser(t, { accountType: 'ADMIN' });
    ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY' });
    contractorA = await createTestUser(t, { accountType: 'CONTRACTOR' });
    contractorB = await createTestUser(t, { accountType: 'CONTRACTOR' });
    citizen = await createTestUser(t, { accountType: 'CITIZEN' });
    // A contractor whose name a spreadsheet would run as a formula.
    await t.app.db
      .update(organizations)
      .set({ name: '=HYPERLINK("http://x.test","Builders")' })
      .where(eq(organizations.id, contractorB.organization.id));

    const school = await createTestProject(t, {
      name: 'Construction of Primary School, Ikeja',
      status: 2,
      sectors: ['EDUCATION'],
      totalProjectCost: '100.00',
      ministryId: ministry.organization.id,
      contractorIds: [contractorA.organization.id],
      locations: [{ state: 'LAGOS', lga: 'Ikeja', latitude: 6.6, longitude: 3.35 }],
    });
    const road = await createTestProject(t, {
      name: 'Rehabilitation of Kano-Maiduguri Road',
      status: 1,
      endDate: '2020-01-01',
      sectors: ['WORKS_AND_HOUSING'],
      totalProjectCost: '50.00',
      ministryId: ministry.organization.id,
      contractorIds: [contractorA.organization.id],
      locations: [{ state: 'KANO', lga: 'Nassarawa', latitude: 12, longitude: 8.5 }],
    });
    const boreholes = await createTestProject(t, {
      name: 'Sinking of Boreholes in Kano',
      status: 5,
      sectors: ['WATER_RESOURCES'],
      totalProjectCost: '300.00',
      ministryId: otherMinistry.organization.id,
      contractorIds: [contractorB.organization.id],
      locations: [{ state: 'KANO', lga: 'Dala', latitude: 12.1, longitude: 8.4 }],
    });
    // A draft: in nobody's public figures.
    await createTestProject(t, {
      name: 'Renovation of General Hospital',
      isPublished: false,
      ministryId: ministry.organization.id,
      contractorIds: [contractorB.organization.id],
    });
    await createTestProject(t, { name: 'Gas Power Plant', status: 1, sectors: ['POWER'] });

    // Twelve citizens: u0-u5 eyemark the school, u6 reviews the road, u7 comments on it, u8 eyemarks the boreholes.
    const people = await t.app.db
      .insert(users)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          tenantId: t.tenantId,
          email: `analytics-${i}@example.test`,
          username: `analytics_${i}`,
          displayName: `Person ${i}`,
          accountType: i === 11 ? ('CSO' as const) : ('CITIZEN' as const),
          gender: i >= 5 && i <= 7 ? 'male' : 'female',
          dateOfBirth: i <= 5 ? yearsAgo(20) : null,
          stateOfResidence: i <= 5 ? 'LAGOS' : 'Kano',
          emailVerifiedAt: i === 11 ? null : new Date(),
          interests: {
            locations: i <= 5 ? ['Lagos'] : [],
            ministries: [],
            sdgs: [],
            sectors: i <= 5 ? ['Health'] : [],
          },
        })),
      )
      .returning();
    await t.app.db
      .insert(eyemarks)
      .values([
        ...people.slice(0, 6).map((u) => ({ tenantId: t.tenantId, userId: u.id, projectId: school.id })),
        { tenantId: t.tenantId, userId: people[8]!.id, projectId: boreholes.id },
      ]);
    await t.app.db.insert(posts).values([
      {
        tenantId: t.tenantId,
        projectId: road.id,
        ownerId: people[6]!.id,
        type: 'REVIEW',
        title: 'Good',
        sentiment: 4,
      },
      { tenantId: t.tenantId, projectId: road.id, ownerId: people[7]!.id, type: 'COMMENT', body: 'When?' },
    ]);
  });

  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  describe('GET /users/analysis/', () => {
    it('the supervising body sees every citizen and CSO, small groups withheld and the rest rounded to 5', async () => {
      const res = await get('/users/analysis/', admin.headers);
      expect(res.statusCode).toBe(200);
      const data = res.json<CitizenAnalytics>();
      expect(data.scope).toBe('all');
      // 12 made here + the citizen account = 13 -> 15.
      expect(data.Total).toBe(15);
      const gender = Object.fromEntries(data.Gender.map((g) => [g.key, g.count]));
      // female 9 -> 10; male 3 -> withheld; not given 1 (the citizen account) -> withheld.
      expect(gender).toMatchObject({ female: 10, male: null, not_given: null, other: 0 });
      expect(Object.fromEntries(data['Verification Status'].map((v) => [v.key, v.count]))).toEqual({
        verified: 10,
        not_verified: null,
      });
      const age = Object.fromEntries(data.Age.map((a) => [a.name, a.count]));
      expect(age).toMatchObject({ 'Below 18': 0, '18-24': 5, '24-32': 0, 'above 60': 0, 'Not given': 5 });
      expect(data.Age.map((a) => a.name)).toEqual([
        'Below 18',
        '18-24',
        '24-32',
        '32-48',
        '48-60',
        'above 60',
        'Not given',
      ]);
      expect(data.States.find((s) => s.key === 'LAGOS')?.count).toBe(5);
      expect(data['User Interests'].States).toEqual([{ key: 'Lagos', name: 'Lagos', count: 5 }]);
      expect(data['User Interests'].Sectors).toEqual([{ key: 'Health', name: 'Health', count: 5 }]);
      expect(data.Registration).toHaveLength(12);
      expect(data.Registration.at(-1)).toEqual({ month: thisMonth, count: 15 });
      // 7 eyemarks -> 5; one review and one comment -> withheld.
      expect(data.Engagement.at(-1)).toEqual({
        month: thisMonth,
        eyemarks: 5,
        reviews: null,
        comments: null,
      });
      // No published count is 1-4, and every count is a multiple of 5 (no differencing back to a withheld cell).
      const counts = [
        data.Total,
        ...data.Gender.map((g) => g.count),
        ...data.Age.map((a) => a.count),
        ...data.States.map((s) => s.count),
      ];
      for (const count of counts) if (count !== null) expect(count % 5).toBe(0);
    });

    it('a ministry sees the people its projects concern; another ministry, with one such person, sees fewer than 5', async () => {
      const res = await get('/users/analysis/', ministry.headers);
      expect(res.statusCode).toBe(200);
      const data = res.json<CitizenAnalytics>();
      expect(data.scope).toBe('organization');
      // u0-u7: 8 people -> 10; female u0-u4 = 5, male u5-u7 = 3 (withheld).
      expect(data.Total).toBe(10);
      expect(Object.fromEntries(data.Gender.map((g) => [g.key, g.count]))).toMatchObject({
        female: 5,
        male: null,
      });
      // Engagement on its projects only: 6 eyemarks -> 5, the review and comment withheld.
      expect(data.Engagement.at(-1)).toEqual({
        month: thisMonth,
        eyemarks: 5,
        reviews: null,
        comments: null,
      });

      const other = (await get('/users/analysis/', otherMinistry.headers)).json<CitizenAnalytics>();
      expect(other.Total).toBeNull();
      expect(other.Engagement.at(-1)?.eyemarks).toBeNull();

      // A contractor: the people of the projects it builds (the same eight).
      expect((await get('/users/analysis/', contractorA.headers)).json<CitizenAnalytics>().Total).toBe(10);
    });

    it('citizens are refused, anonymous callers asked to sign in, bad input named', async () => {
      const refused = await get('/users/analysis/', citizen.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ detail: string }>().detail).toMatch(/supervising body/);
      expect((await get('/users/analysis/')).statusCode).toBe(401);
      const bad = await get('/users/analysis/?year=20x4&table=nope&format=csv', admin.headers);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['year', 'table']));
    });

    it('downloads one table as CSV with the same protected figures', async () => {
      const res = await get('/users/analysis/?format=csv&table=gender', admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="citizens-gender-/);
      const rows = parseCsv(res.body);
      expect(rows[0]).toEqual(['Gender', 'People']);
      expect(rows).toContainEqual(['Female', '10']);
      expect(rows).toContainEqual(['Male', 'fewer than 5']);
    });
  });

  describe('GET /users/analytics/contractors/', () => {
    it('ranks contractors of published projects with completion, delays, abandonment and sentiment', async () => {
      const res = await get('/users/analytics/contractors/');
      expect(res.statusCode).toBe(200);
      const data = res.json<ContractorAnalytics>();
      expect(data.count).toBe(2);
      const [first, second] = data.results;
      expect(first).toMatchObject({
        public_id: contractorA.organization.id,
        rank: 1,
        projects: 2,
        total_value: '150.00',
        completed: 1,
        completion_rate: 50,
        delayed: 1,
        abandoned: 0,
        sentiment: { positive: 1, neutral: 0, negative: 0 },
      });
      // The draft is not counted.
      expect(second).toMatchObject({
        public_id: contractorB.organization.id,
        rank: 2,
        projects: 1,
        total_value: '300.00',
        abandoned: 1,
        completion_rate: 0,
      });
      expect(data.summary).toMatchObject({
        contractors: 2,
        projects: 3,
        total_value: '450.00',
        completed: 1,
        delayed: 1,
        abandoned: 1,
      });
    });

    it('orders, filters and pages', async () => {
      const byValue = (
        await get('/users/analytics/contractors/?ordering=-value')
      ).json<ContractorAnalytics>();
      expect(byValue.results.map((r) => r.public_id)).toEqual([
        contractorB.organization.id,
        contractorA.organization.id,
      ]);
      const kano = (
        await get('/users/analytics/contractors/?state=Kano&status=ABANDONED')
      ).json<ContractorAnalytics>();
      expect(kano.results.map((r) => r.public_id)).toEqual([contractorB.organization.id]);
      const byMinistry = (
        await get(`/users/analytics/contractors/?ministry=${ministry.user.username}`)
      ).json<ContractorAnalytics>();
      expect(byMinistry.results.map((r) => r.public_id)).toEqual([contractorA.organization.id]);
      const paged = (await get('/users/analytics/contractors/?limit=1&offset=1')).json<ContractorAnalytics>();
      expect(paged.results).toHaveLength(1);
      expect(paged.results[0]!.rank).toBe(2);
      expect(paged.previous).toContain('limit=1');
      const bad = await get('/users/analytics/contractors/?ordering=height&state=Atlantis');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['ordering', 'state']));
    });

    it('downloads the ranking as CSV with formula-like names neutralised', async () => {
      const res = await get('/users/analytics/contractors/?format=csv');
      expect(res.statusCode).toBe(200);
      const rows = parseCsv(res.body);
      expect(rows[0]![0]).toBe('Rank');
      expect(rows).toHaveLength(3);
      expect(rows[1]!.slice(0, 5)).toEqual([
        '1',
        contractorA.organization.name,
        contractorA.organization.username,
        '2',
        '150.00',
      ]);
      expect(rows[2]![1]).toBe(`'=HYPERLINK("http://x.test","Builders")`);
    });
  });

  describe('GET /analytics/facilities/', () => {
    it('counts schools, roads and water points by type, state, sector and status, drafts and other works left out', async () => {
      const res = await get('/analytics/facilities/');
      expect(res.statusCode).toBe(200);
      const data = res.json<FacilityAnalytics>();
      expect(data.count).toBe(3);
      expect(data.by_type).toEqual([
        { type: 'school', name: 'Schools', built: 1, upgraded: 0, total: 1 },
        { type: 'health_centre', name: 'Health centres', built: 0, upgraded: 0, total: 0 },
        { type: 'road', name: 'Roads and bridges', built: 0, upgraded: 1, total: 1 },
        { type: 'water_point', name: 'Water points', built: 1, upgraded: 0, total: 1 },
      ]);
      expect(data.by_state[0]).toEqual({
        state: 'KANO',
        name: 'Kano',
        school: 0,
        health_centre: 0,
        road: 1,
        water_point: 1,
        total: 2,
      });
      expect(data.by_status.map((s) => [s.status, s.total])).toEqual([
        ['ON_GOING', 1],
        ['COMPLETED', 1],
        ['ABANDONED', 1],
      ]);
      expect(data.by_sector.find((s) => s.sector === 'EDUCATION')?.school).toBe(1);
      expect(data.results.map((r) => r.name)).toEqual([
        'Construction of Primary School, Ikeja',
        'Rehabilitation of Kano-Maiduguri Road',
        'Sinking of Boreholes in Kano',
      ]);
      expect(data.results[0]).toMatchObject({
        type: 'school',
        work: 'built',
        status: 'COMPLETED',
        states: ['Lagos'],
        sectors: ['Education'],
      });
    });

    it('filters by type, work and state; gives map points; refuses unknown types', async () => {
      expect((await get('/analytics/facilities/?type=road')).json<FacilityAnalytics>().count).toBe(1);
      expect(
        (await get('/analytics/facilities/?work=built&state=Kano'))
          .json<FacilityAnalytics>()
          .results.map((r) => r.type),
      ).toEqual(['water_point']);
      const map = (await get('/analytics/facilities/?format=map')).json<FacilityPoints>();
      expect(map.count).toBe(3);
      expect(map.truncated).toBe(false);
      expect(map.points.find((p) => p.type === 'school')).toMatchObject({
        lat: 6.6,
        lng: 3.35,
        status: 'COMPLETED',
      });
      const bad = await get('/analytics/facilities/?type=stadium');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ type: string[] }>().type[0]).toMatch(/stadium/);
    });

    it('downloads the table as CSV', async () => {
      const rows = parseCsv((await get('/analytics/facilities/?format=csv')).body);
      expect(rows[0]!.slice(0, 4)).toEqual(['Project', 'Facility', 'Work', 'Status']);
      expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
        ['Construction of Primary School, Ikeja', 'School', 'Built', 'Completed'],
        ['Rehabilitation of Kano-Maiduguri Road', 'Road or bridge', 'Upgraded', 'Ongoing'],
        ['Sinking of Boreholes in Kano', 'Water point', 'Built', 'Abandoned'],
      ]);
    });
  });

  it('GET /projects/analysis/?format=csv gives one table of the project analytics', async () => {
    const res = await get('/projects/analysis/?format=csv&by=States');
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'State',
      'Ongoing',
      'Completed',
      'On hold',
      'Abandoned',
      'Total',
      'Budget (NGN)',
    ]);
    expect(rows).toHaveLength(38);
    expect(rows.find((r) => r[0] === 'Kano')?.slice(1, 6)).toEqual(['1', '0', '0', '1', '2']);
    expect((await get('/projects/analysis/?format=csv&by=Roads')).statusCode).toBe(400);
  });
});
