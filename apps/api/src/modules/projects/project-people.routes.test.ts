import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  projectPageSchema,
  type OrganizationCard,
  type Profile,
  type ProjectPage,
  type PublicUser,
  type QuickSearch,
} from '@oversight/shared/projects/projects.schemas';
import type { Page } from '@oversight/shared/pagination';
import type { TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { createCatalogue, type CatalogueIds } from './catalogue-fixtures.js';

type OrganizationProfile = Extract<Profile, { kind: 'organization' }>;

describe('projects catalogue: eyemarks, suggestions, directories and profiles', () => {
  let t: TestApp;
  let ministry: TestUser;
  let agency: TestUser;
  let citizen: TestUser;
  let ids: CatalogueIds;
  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    ({ t, ministry, agency, citizen, ids } = await createCatalogue());
  });
  afterAll(async () => t.close());

  describe('eyemarks', () => {
    const eyemark = (user: TestUser, projects: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/eyemark/',
        headers: user.headers,
        payload: { projects },
      });
    const counts = async (publicId: string, userId: string) => {
      const result = await t.app.db.execute<{ project: number; user: number; rows: number }>(
        `SELECT (SELECT eyemarked_count FROM projects WHERE public_id = '${publicId}') AS project,
                coalesce((SELECT eyemarked_count FROM user_eyemark_counts WHERE user_id = '${userId}'), 0) AS user,
                (SELECT count(*)::int FROM eyemarks WHERE user_id = '${userId}') AS rows`,
      );
      return result.rows[0]!;
    };

    it('toggles each project and keeps the counts', async () => {
      const person = await createTestUser(t);
      const first = await eyemark(person, [ids.health, ids.road]);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ [ids.health]: 'eyemarked', [ids.road]: 'eyemarked' });
      expect(await counts(ids.health, person.user.id)).toEqual({ project: 1, user: 2, rows: 2 });
      const detail = (await get(`/projects/${ids.health}/`, person.headers)).json<unknown>();
      expect(detail).toMatchObject({ is_eyemarked: true, eyemarked_count: 1, abilities: { eyemark: true } });

      const mine = projectPageSchema.parse((await get('/users/me/eyemarks/', person.headers)).json());
      expect(mine.results.map((p) => p.public_id).sort()).toEqual([ids.health, ids.road].sort());
      expect(mine.results.every((p) => p.is_eyemarked)).toBe(true);

      expect((await eyemark(person, [ids.health])).json()).toEqual({ [ids.health]: 'removed' });
      expect(await counts(ids.health, person.user.id)).toEqual({ project: 0, user: 1, rows: 1 });
      expect(
        (await get('/users/me/eyemarks/', person.headers))
          .json<ProjectPage>()
          .results.map((p) => p.public_id),
      ).toEqual([ids.road]);
      await eyemark(person, [ids.road]);
    });

    it('keeps counts right under concurrent toggles', async () => {
      const people = await Promise.all([createTestUser(t), createTestUser(t), createTestUser(t)]);
      // Each person toggles the same projects 5 times at once. Racing toggles may collapse (both see "absent"),
      // so the final state is not asserted: the counters must equal the rows whatever it is.
      const responses = await Promise.all(
        people.flatMap((person) => Array.from({ length: 5 }, () => eyemark(person, [ids.solar, ids.market]))),
      );
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const stored = await t.app.db.execute<{ public_id: string; eyemarked_count: number; actual: number }>(
        `SELECT p.public_id, p.eyemarked_count, (SELECT count(*)::int FROM eyemarks e WHERE e.project_id = p.id) AS actual
           FROM projects p WHERE p.public_id IN ('${ids.solar}', '${ids.market}')`,
      );
      for (const row of stored.rows) expect(row.eyemarked_count).toBe(row.actual);
      for (const person of people) {
        const mine = await counts(ids.solar, person.user.id);
        expect(mine.user).toBe(mine.rows);
      }
      // Undo whatever is left for the tests below.
      for (const person of people) {
        const left = await t.app.db.execute<{ public_id: string }>(
          `SELECT p.public_id FROM eyemarks e JOIN projects p ON p.id = e.project_id WHERE e.user_id = '${person.user.id}'`,
        );
        if (left.rows.length)
          await eyemark(
            person,
            left.rows.map((row) => row.public_id),
          );
        expect(await counts(ids.solar, person.user.id)).toMatchObject({ user: 0, rows: 0 });
      }
      expect((await counts(ids.solar, citizen.user.id)).project).toBe(0);
    });

    it('refuses drafts, unknown ids, bad bodies and anonymous callers', async () => {
      const person = await createTestUser(t);
      const draft = await eyemark(person, [ids.draft, 'no-such-project']);
      expect(draft.statusCode).toBe(400);
      expect(draft.json<{ projects: string[] }>().projects).toHaveLength(2);
      expect(await counts(ids.draft, person.user.id)).toEqual({ project: 0, user: 0, rows: 0 });
      expect((await eyemark(person, [])).json()).toHaveProperty('projects');
      expect((await eyemark(person, 'abc')).json()).toHaveProperty('projects');
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/eyemark/',
        payload: { projects: [ids.health] },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await get('/users/me/eyemarks/')).statusCode).toBe(401);
    });

    it("shows a user's eyemarks when their privacy allows", async () => {
      const open = await createTestUser(t, { username: 'open_eyes' });
      await eyemark(open, [ids.hospital]);
      const visible = await get(`/users/eyemarks/${open.user.id}/`);
      expect(visible.statusCode).toBe(200);
      expect(visible.json<ProjectPage>().results.map((p) => p.public_id)).toEqual([ids.hospital]);
      expect((await get('/users/eyemarks/open_eyes/')).statusCode).toBe(200);

      await t.app.db.execute(
        `UPDATE users SET privacy = '{"showEyemarks": false, "showActivity": true}' WHERE id = '${open.user.id}'`,
      );
      expect((await get(`/users/eyemarks/${open.user.id}/`)).statusCode).toBe(403);
      expect((await get(`/users/eyemarks/${open.user.id}/`, citizen.headers)).statusCode).toBe(403);
      expect((await get(`/users/eyemarks/${open.user.id}/`, open.headers)).statusCode).toBe(200);
      expect((await get('/users/eyemarks/00000000-0000-0000-0000-000000000000/')).statusCode).toBe(404);
    });
  });

  describe('suggestions', () => {
    it("suggests published projects matching the user's interests and state, not yet eyemarked", async () => {
      const person = await createTestUser(t, { stateOfResidence: 'Kano' });
      await t.app.db.execute(
        `UPDATE users SET interests = '{"locations": [], "ministries": [], "sdgs": ["7"], "sectors": ["Transport"]}' WHERE id = '${person.user.id}'`,
      );
      const response = await get('/users/suggestions/', person.headers);
      expect(response.statusCode).toBe(200);
      const suggested = projectPageSchema.parse(response.json()).results.map((p) => p.public_id);
      expect(suggested.sort()).toEqual([ids.hospital, ids.market, ids.road, ids.solar].sort());
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/eyemark/',
        headers: person.headers,
        payload: { projects: [ids.road] },
      });
      const after = projectPageSchema
        .parse((await get('/users/suggestions/', person.headers)).json())
        .results.map((p) => p.public_id);
      expect(after).not.toContain(ids.road);
      expect((await get('/users/suggestions/')).statusCode).toBe(401);
    });

    it('falls back to popular projects when the user has no interests', async () => {
      const person = await createTestUser(t);
      const page = projectPageSchema.parse((await get('/users/suggestions/', person.headers)).json());
      expect(page.count).toBe(5);
    });
  });

  describe('directories and profiles', () => {
    it('searches citizens with public fields only', async () => {
      const response = await get('/users/search/?query=amina');
      expect(response.statusCode).toBe(200);
      const [person] = response.json<Page<PublicUser>>().results;
      expect(person).toEqual({
        public_id: citizen.user.id,
        username: 'amina',
        display_name: 'Amina Bello',
        avatar: null,
        account_type: 'CITIZEN',
        bio: '',
      });
      expect(
        (await get('/users/search/?query=amnia%20bello'))
          .json<Page<PublicUser>>()
          .results.map((p) => p.username),
      ).toContain('amina');
      expect((await get('/users/search/?query=fmoh')).json<{ count: number }>().count).toBe(0);
    });

    it('searches ministries and agencies', async () => {
      const all = (await get('/users/mda-search/')).json<Page<OrganizationCard>>();
      expect(all.results.map((o) => o.username).sort()).toEqual(['fmoh', 'rea']);
      expect(
        (await get('/users/mda-search/?query=electrification'))
          .json<Page<OrganizationCard>>()
          .results.map((o) => o.username),
      ).toEqual(['rea']);
      expect(
        (await get('/users/mda-search/?account_type=ministry'))
          .json<Page<OrganizationCard>>()
          .results.map((o) => o.username),
      ).toEqual(['fmoh']);
      expect((await get('/users/mda-search/?account_type=CSO')).json()).toHaveProperty('account_type');
    });

    it('quick-searches projects, MDAs and contractors', async () => {
      const response = await get('/users/qs/?query=health');
      expect(response.statusCode).toBe(200);
      const body = response.json<QuickSearch>();
      expect(body.projects.map((p) => p.public_id)).toContain(ids.health);
      expect(body.projects.map((p) => p.public_id)).not.toContain(ids.draft);
      expect(body.mdas.map((o) => o.username)).toEqual(['fmoh']);
      expect(
        (await get('/users/qs/?query=dantata')).json<QuickSearch>().contractors.map((o) => o.username),
      ).toEqual(['dantata']);
      expect((await get('/users/qs/')).json()).toEqual({ projects: [], mdas: [], contractors: [] });
    });

    it('profiles a ministry with its and its agencies’ projects (published only)', async () => {
      const response = await get(`/users/profiles/${ministry.organization.id}/`);
      expect(response.statusCode, response.body).toBe(200);
      const profile = response.json<OrganizationProfile>();
      expect(profile).toMatchObject({
        kind: 'organization',
        username: 'fmoh',
        account_type: 'MINISTRY',
        no_of_projects: 3,
        no_of_agencies: 1,
        total_no_of_projects: 3,
        total_appropriated_amount: '110000000.00',
        status_count: { ongoing: 1, completed: 1, not_started: 1 },
      });
      expect(profile.average_completion_rate).toBeCloseTo((40 + 100 + 0) / 3, 2);
      expect(profile.projects.results.map((p) => p.public_id)).not.toContain(ids.draft);
      // The ministry's user account shows as the ministry.
      expect((await get(`/users/profiles/${ministry.user.id}/`)).json()).toMatchObject({
        kind: 'organization',
        username: 'fmoh',
      });
    });

    it('profiles agencies, contractors and citizens', async () => {
      expect((await get(`/users/profiles/${agency.organization.id}/`)).json()).toMatchObject({
        no_of_projects: 1,
        total_no_of_projects: 1,
        parent: ministry.organization.id,
      });
      const builder = (await get('/users/profiles/julius_berger/')).json<OrganizationProfile>();
      expect(builder).toMatchObject({ kind: 'organization', no_of_projects: 2 });
      expect(builder.projects.results.map((p) => p.public_id).sort()).toEqual([ids.health, ids.road].sort());
      const paged = (await get('/users/profiles/julius_berger/?limit=1')).json<OrganizationProfile>();
      expect(paged.projects.next).toContain('offset=1');
      const person = (await get(`/users/profiles/${citizen.user.id}/`)).json<unknown>();
      expect(person).toMatchObject({ kind: 'user', username: 'amina', eyemarks_visible: true });
      expect(person).not.toHaveProperty('email');
      expect((await get(`/users/profiles/${citizen.organization.id}/`)).json()).toMatchObject({
        kind: 'user',
        username: 'amina',
      });
      expect((await get('/users/profiles/nobody-at-all/')).statusCode).toBe(404);
    });
  });
});
