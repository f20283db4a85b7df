import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  itemStakeholderPageSchema,
  type InviteResult,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import { pageOf } from '@oversight/shared/pagination';
import {
  surveyGroupSchema,
  surveySchema,
  type Survey,
  type SurveyDetail,
} from '@oversight/shared/surveys/surveys.schemas';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import {
  createTestGrant,
  createTestRole,
  createTestStaff,
  type TestStaff,
} from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';

const surveyPage = pageOf(surveySchema);
const groupPage = pageOf(surveyGroupSchema);

describe('forms (surveys) and form groups', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let partner: TestUser;
  let citizen: TestUser;
  let viewer: TestStaff;
  let blind: TestStaff;
  let editor: TestStaff;
  let viewerRoleId: string;
  let editorRoleId: string;

  const inject = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      payload: payload as Record<string, unknown> | undefined,
    });
  const create = async (
    name: string,
    extra: Record<string, unknown> = {},
    headers = ministry.headers,
  ): Promise<Survey> => {
    const response = await inject('POST', '/surveys/', headers, { name, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return surveySchema.parse(response.json());
  };
  const list = async (headers: Record<string, string>, query = '') => {
    const response = await inject('GET', `/surveys/organization-surveys/${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return surveyPage.parse(response.json());
  };
  const internalId = async (publicId: string) =>
    (
      await t.app.db.execute<{ id: string }>(
        `SELECT id FROM surveys WHERE public_id = '${publicId}'` as never,
      )
    ).rows[0]!.id;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    partner = await createTestUser(t, { accountType: 'CSO', displayName: 'Watchful CSO' });
    citizen = await createTestUser(t, { displayName: 'Ada Citizen' });
    viewer = await createTestStaff(t, ministry, [P.VIEW_FORM]);
    blind = await createTestStaff(t, ministry, [P.VIEW_PROJECT]);
    editor = await createTestStaff(t, ministry, [P.VIEW_FORM, P.CREATE_EDIT_FORM]);
    viewerRoleId = (await createTestRole(t, ministry, [P.VIEW_FORM], 'Form viewer')).id;
    editorRoleId = (
      await createTestRole(
        t,
        ministry,
        [P.VIEW_FORM, P.CREATE_EDIT_FORM, P.MANAGE_FORM_STAKEHOLDERS],
        'Form editor',
      )
    ).id;
  });
  afterAll(async () => t.close());

  describe('POST /surveys/', () => {
    it('creates an unpublished form accepting responses, owned by the current organisation', async () => {
      const form = await create('Clinic readiness check', {
        description: 'Quarterly',
        survey_type: 'monitoring',
      });
      expect(form).toMatchObject({
        name: 'Clinic readiness check',
        description: 'Quarterly',
        is_published: false,
        accepting_responses: true,
        archived: false,
        survey_type: 'monitoring',
        organization: { id: ministry.organization.id, name: 'Ministry of Health' },
        shared: false,
        abilities: { edit: true, publish: true, delete: true, duplicate: true, manage_stakeholders: true },
      });
    });
    it('answers 400 naming the field', async () => {
      const empty = await inject('POST', '/surveys/', ministry.headers, { name: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toHaveProperty('name');
      const dates = await inject('POST', '/surveys/', ministry.headers, {
        name: 'x',
        publish_date: '2026-12-02T00:00:00Z',
        expire_date: '2026-12-01T00:00:00Z',
      });
      expect(dates.statusCode).toBe(400);
      expect(dates.json()).toHaveProperty('expire_date');
      const type = await inject('POST', '/surveys/', ministry.headers, { name: 'x', survey_type: 'poll' });
      expect(type.json()).toHaveProperty('survey_type');
      // Year 0000 is valid ISO 8601 but not a PostgreSQL timestamp: a 400, not a 500.
      const yearZero = await inject('POST', '/surveys/', ministry.headers, {
        name: 'x',
        publish_date: '0000-01-01T00:00:00Z',
      });
      expect(yearZero.statusCode, yearZero.body).toBe(400);
      expect(yearZero.json()).toHaveProperty('publish_date');
      const form = await create('Dated form');
      const patched = await inject('PATCH', `/surveys/${form.id}/`, ministry.headers, {
        expire_date: '0000-06-01T00:00:00Z',
      });
      expect(patched.statusCode, patched.body).toBe(400);
      expect(patched.json()).toHaveProperty('expire_date');
      // PostgreSQL text cannot hold NUL: the field is named, in the body and in the query.
      const nul = await inject('POST', '/surveys/', ministry.headers, { name: 'a\u0000b' });
      expect(nul.statusCode, nul.body).toBe(400);
      expect(nul.json()).toHaveProperty('name');
      const nulQuery = await inject('GET', '/surveys/organization-surveys/?name=a%00b', ministry.headers);
      expect(nulQuery.statusCode, nulQuery.body).toBe(400);
      expect(nulQuery.json()).toHaveProperty('name');
    });
    it('401 anonymous; 403 for a member whose role does not create forms, and for a citizen', async () => {
      expect((await inject('POST', '/surveys/', undefined, { name: 'x' })).statusCode).toBe(401);
      expect((await inject('POST', '/surveys/', viewer.headers, { name: 'x' })).statusCode).toBe(403);
      expect((await inject('POST', '/surveys/', citizen.headers, { name: 'x' })).statusCode).toBe(403);
      expect((await create('Editor form', {}, editor.headers)).abilities).toMatchObject({
        edit: true,
        delete: false,
        manage_stakeholders: false,
      });
    });
  });

  describe('one form: read, edit, life cycle, duplicate, delete', () => {
    let form: Survey;
    beforeAll(async () => {
      form = await create('Water point survey', { publish_date: '2026-12-01T09:00:00Z' });
    });

    it('GET: the owner and its members who view forms; 403 without "view form"; 404 for others; 401 anonymous', async () => {
      expect((await inject('GET', `/surveys/${form.id}/`, ministry.headers)).json()).toMatchObject({
        id: form.id,
        publish_date: '2026-12-01T09:00:00.000Z',
      });
      const seen = surveySchema.parse((await inject('GET', `/surveys/${form.id}/`, viewer.headers)).json());
      expect(seen.abilities).toMatchObject({
        edit: false,
        delete: false,
        publish: false,
        manage_stakeholders: false,
      });
      expect((await inject('GET', `/surveys/${form.id}/`, blind.headers)).statusCode).toBe(403);
      const foreign = await inject('GET', `/surveys/${form.id}/`, otherMinistry.headers);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('Water point');
      expect((await inject('GET', `/surveys/${form.id}/`)).statusCode).toBe(401);
      expect((await inject('GET', '/surveys/not-a-uuid/', ministry.headers)).json()).toHaveProperty('id');
    });

    it('PATCH changes details; 400 names the field; 403 for a viewer; 404 for another organisation', async () => {
      const changed = await inject('PATCH', `/surveys/${form.id}/`, ministry.headers, {
        name: 'Water points 2026',
        accepting_responses: false,
        expire_date: '2027-01-01T00:00:00Z',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        name: 'Water points 2026',
        accepting_responses: false,
        expire_date: '2027-01-01T00:00:00.000Z',
      });
      const early = await inject('PATCH', `/surveys/${form.id}/`, ministry.headers, {
        expire_date: '2026-11-01T00:00:00Z',
      });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toHaveProperty('expire_date');
      expect(
        (await inject('PATCH', `/surveys/${form.id}/`, ministry.headers, { name: '' })).json(),
      ).toHaveProperty('name');
      expect((await inject('PATCH', `/surveys/${form.id}/`, viewer.headers, { name: 'x' })).statusCode).toBe(
        403,
      );
      expect(
        (await inject('PATCH', `/surveys/${form.id}/`, otherMinistry.headers, { name: 'x' })).statusCode,
      ).toBe(404);
      expect((await inject('PATCH', `/surveys/${form.id}/`, undefined, { name: 'x' })).statusCode).toBe(401);
    });

    it('publish, unpublish, archive (and publish brings it back)', async () => {
      const published = await inject('POST', `/surveys/${form.id}/publish/`, ministry.headers);
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json()).toMatchObject({ is_published: true, archived: false });
      expect((await inject('POST', `/surveys/${form.id}/unpublish/`, ministry.headers)).json()).toMatchObject(
        { is_published: false },
      );
      expect((await inject('POST', `/surveys/${form.id}/archive/`, ministry.headers)).json()).toMatchObject({
        archived: true,
        is_published: false,
        accepting_responses: false,
      });
      expect((await inject('POST', `/surveys/${form.id}/publish/`, ministry.headers)).json()).toMatchObject({
        archived: false,
        is_published: true,
        // A form with an opening date keeps it.
        publish_date: '2026-12-01T09:00:00.000Z',
      });
      // Published without an opening date: it opens now and shows that date; publishing again keeps it.
      const undated = await create('Borehole survey');
      const opened = (await inject('POST', `/surveys/${undated.id}/publish/`, ministry.headers)).json<{
        publish_date: string | null;
      }>().publish_date;
      expect(Math.abs(Date.parse(opened ?? '') - Date.now())).toBeLessThan(60_000);
      await inject('POST', `/surveys/${undated.id}/unpublish/`, ministry.headers);
      expect(
        (await inject('POST', `/surveys/${undated.id}/publish/`, ministry.headers)).json(),
      ).toMatchObject({ publish_date: opened });
      for (const action of ['publish', 'unpublish', 'archive']) {
        expect((await inject('POST', `/surveys/${form.id}/${action}/`, viewer.headers)).statusCode).toBe(403);
        expect(
          (await inject('POST', `/surveys/${form.id}/${action}/`, otherMinistry.headers)).statusCode,
        ).toBe(404);
        expect((await inject('POST', `/surveys/${form.id}/${action}/`)).statusCode).toBe(401);
        expect((await inject('POST', `/surveys/x/${action}/`, ministry.headers)).statusCode).toBe(400);
      }
    });

    it('duplicate: an unpublished copy in the current organisation; 403 without "create form"; 404 for others', async () => {
      const copy = await inject('POST', `/surveys/${form.id}/duplicate/`, ministry.headers);
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json()).toMatchObject({
        name: 'Copy of Water points 2026',
        is_published: false,
        accepting_responses: true,
      });
      expect(copy.json<{ id: string }>().id).not.toBe(form.id);
      expect((await inject('POST', `/surveys/${form.id}/duplicate/`, viewer.headers)).statusCode).toBe(403);
      expect((await inject('POST', `/surveys/${form.id}/duplicate/`, otherMinistry.headers)).statusCode).toBe(
        404,
      );
      expect((await inject('POST', `/surveys/${form.id}/duplicate/`)).statusCode).toBe(401);
      expect((await inject('POST', '/surveys/x/duplicate/', ministry.headers)).json()).toHaveProperty('id');
    });

    it('DELETE: 403 without "delete form", 404 for others, 204 for the owner, then gone', async () => {
      const doomed = await create('Doomed form');
      expect((await inject('DELETE', `/surveys/${doomed.id}/`, editor.headers)).statusCode).toBe(403);
      expect((await inject('DELETE', `/surveys/${doomed.id}/`, otherMinistry.headers)).statusCode).toBe(404);
      expect((await inject('DELETE', `/surveys/${doomed.id}/`)).statusCode).toBe(401);
      expect((await inject('DELETE', '/surveys/x/', ministry.headers)).statusCode).toBe(400);
      expect((await inject('DELETE', `/surveys/${doomed.id}/`, ministry.headers)).statusCode).toBe(204);
      expect((await inject('GET', `/surveys/${doomed.id}/`, ministry.headers)).statusCode).toBe(404);
    });
  });

  describe('GET /surveys/organization-surveys/', () => {
    it("lists the organisation's forms by filter_type, name, template flag and group, with abilities; others see none", async () => {
      const draft = await create('Zebra draft list form');
      const live = await create('Zebra live list form', { is_template: true });
      await inject('POST', `/surveys/${live.id}/publish/`, ministry.headers);
      const gone = await create('Zebra archived list form');
      await inject('POST', `/surveys/${gone.id}/archive/`, ministry.headers);

      const names = (page: { results: Survey[] }) => page.results.map((form) => form.name);
      expect(names(await list(ministry.headers, '?name=zebra&ordering=name'))).toEqual([
        'Zebra draft list form',
        'Zebra live list form',
      ]);
      expect(names(await list(ministry.headers, '?name=zebra&filter_type=published'))).toEqual([
        'Zebra live list form',
      ]);
      expect(names(await list(ministry.headers, '?name=zebra&filter_type=unpublished'))).toEqual([
        'Zebra draft list form',
      ]);
      expect(names(await list(ministry.headers, '?name=zebra&filter_type=archived'))).toEqual([
        'Zebra archived list form',
      ]);
      expect(names(await list(ministry.headers, '?name=zebra&is_template=true'))).toEqual([
        'Zebra live list form',
      ]);
      const paged = await list(ministry.headers, '?name=zebra&limit=1');
      expect(paged.count).toBe(2);
      expect(paged.next).toContain('offset=1');
      expect((await list(viewer.headers, '?name=zebra')).results.every((form) => !form.abilities.edit)).toBe(
        true,
      );
      expect((await list(blind.headers, '?name=zebra')).count).toBe(0);
      expect((await list(otherMinistry.headers, '?name=zebra')).count).toBe(0);
      expect(draft.abilities.delete).toBe(true);

      const bad = await inject(
        'GET',
        '/surveys/organization-surveys/?filter_type=old&groups=nope',
        ministry.headers,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('filter_type');
      expect(bad.json()).toHaveProperty('groups');
      expect((await inject('GET', '/surveys/organization-surveys/')).statusCode).toBe(401);
    });
  });

  describe('groups', () => {
    it('creates, lists, renames, groups, ungroups and deletes; only the owner with "manage form groups"', async () => {
      const a = await create('Grouped A');
      const b = await create('Grouped B');
      const created = await inject('POST', '/surveys/groups/', ministry.headers, {
        name: 'Health 2026',
        surveys: [a.id],
      });
      expect(created.statusCode, created.body).toBe(201);
      const group = surveyGroupSchema.parse(created.json());
      expect(group).toMatchObject({
        surveys_count: 1,
        shared: false,
        abilities: { manage: true, manage_stakeholders: true },
      });
      expect(
        (await inject('POST', '/surveys/groups/', ministry.headers, { name: 'health 2026' })).json(),
      ).toHaveProperty('name');
      expect(
        (await inject('POST', '/surveys/groups/', ministry.headers, { name: 'a\u0000b' })).json(),
      ).toHaveProperty('name');
      expect(
        (await inject('POST', '/surveys/groups/', ministry.headers, { name: 'x', surveys: ['nope'] })).json(),
      ).toHaveProperty('surveys');
      const foreignForm = await create('Their form', {}, otherMinistry.headers);
      const notOurs = await inject('POST', '/surveys/groups/group-survey/', ministry.headers, {
        group_id: group.id,
        surveys: [foreignForm.id],
      });
      expect(notOurs.statusCode).toBe(400);
      expect(notOurs.json()).toHaveProperty('surveys');

      const added = await inject('POST', '/surveys/groups/group-survey/', ministry.headers, {
        group_id: group.id,
        surveys: [b.id],
      });
      expect(added.json()).toMatchObject({ surveys_count: 2 });
      expect(
        (await list(ministry.headers, `?groups=${group.id}&ordering=name`)).results.map((form) => form.name),
      ).toEqual(['Grouped A', 'Grouped B']);
      expect(
        (await inject('GET', `/surveys/${a.id}/`, ministry.headers)).json<SurveyDetail>().groups,
      ).toEqual([{ id: group.id, name: 'Health 2026' }]);
      expect(
        (
          await inject('POST', '/surveys/groups/ungroup-survey/', ministry.headers, {
            group_id: group.id,
            surveys: [a.id],
          })
        ).json(),
      ).toMatchObject({ surveys_count: 1 });
      expect(
        (
          await inject('POST', '/surveys/groups/rename-group/', ministry.headers, {
            group_id: group.id,
            name: 'Health forms',
          })
        ).json(),
      ).toMatchObject({ name: 'Health forms' });
      expect(
        (
          await inject('PATCH', `/surveys/groups/${group.id}/`, ministry.headers, { name: 'Health surveys' })
        ).json(),
      ).toMatchObject({ name: 'Health surveys' });
      expect(
        (await inject('PATCH', `/surveys/groups/${group.id}/`, ministry.headers, { name: '' })).json(),
      ).toHaveProperty('name');
      expect(
        surveyGroupSchema.parse((await inject('GET', `/surveys/groups/${group.id}/`, viewer.headers)).json())
          .abilities.manage,
      ).toBe(false);

      const own = groupPage.parse(
        (await inject('GET', '/surveys/organization-survey-groups/?name=health', ministry.headers)).json(),
      );
      expect(own.results.map((entry) => entry.name)).toEqual(['Health surveys']);
      expect(
        groupPage.parse((await inject('GET', '/surveys/groups/?name=health', ministry.headers)).json()).count,
      ).toBe(1);
      expect(
        groupPage.parse((await inject('GET', '/surveys/groups/?name=health', otherMinistry.headers)).json())
          .count,
      ).toBe(0);
      expect(
        (await inject('GET', '/surveys/groups/?access_type=mine', ministry.headers)).json(),
      ).toHaveProperty('access_type');

      // A member lacking "manage form groups" and another organisation.
      for (const [method, url, body] of [
        ['POST', '/surveys/groups/', { name: 'Nope' }],
        ['POST', '/surveys/groups/group-survey/', { group_id: group.id, surveys: [a.id] }],
        ['POST', '/surveys/groups/ungroup-survey/', { group_id: group.id, surveys: [b.id] }],
        ['POST', '/surveys/groups/rename-group/', { group_id: group.id, name: 'Nope' }],
        ['PATCH', `/surveys/groups/${group.id}/`, { name: 'Nope' }],
        ['DELETE', `/surveys/groups/${group.id}/`, undefined],
      ] as const) {
        expect((await inject(method, url, viewer.headers, body)).statusCode, `${method} ${url}`).toBe(403);
        expect((await inject(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
        if (url !== '/surveys/groups/')
          expect(
            (await inject(method, url, otherMinistry.headers, body)).statusCode,
            `${method} ${url}`,
          ).toBe(404);
      }
      expect((await inject('GET', `/surveys/groups/${group.id}/`, otherMinistry.headers)).statusCode).toBe(
        404,
      );
      expect((await inject('GET', `/surveys/groups/${group.id}/`)).statusCode).toBe(404);
      expect((await inject('GET', '/surveys/organization-survey-groups/')).statusCode).toBe(401);

      expect((await inject('DELETE', `/surveys/groups/${group.id}/`, ministry.headers)).statusCode).toBe(204);
      expect((await inject('GET', `/surveys/groups/${group.id}/`, ministry.headers)).statusCode).toBe(404);
      expect((await inject('GET', `/surveys/${b.id}/`, ministry.headers)).statusCode).toBe(200);
    });

    it('a group name the unique index counts as taken is a 400 on name, never a 500 (case folding, concurrent saves)', async () => {
      // JavaScript and PostgreSQL fold some letters differently ('İ'): the database's lower() decides.
      const folded = await t.app.db.execute<{ same: boolean }>(
        sql`SELECT lower('İnfo') = lower('info') AS same`,
      );
      const same = folded.rows[0]!.same;
      const first = await inject('POST', '/surveys/groups/', ministry.headers, { name: 'info' });
      expect(first.statusCode, first.body).toBe(201);
      const second = await inject('POST', '/surveys/groups/', ministry.headers, { name: 'İnfo' });
      expect(second.statusCode, second.body).toBe(same ? 400 : 201);
      if (same) expect(second.json()).toHaveProperty('name');
      const other = surveyGroupSchema.parse(
        (await inject('POST', '/surveys/groups/', ministry.headers, { name: 'Other info' })).json(),
      );
      const renamed = await inject('PATCH', `/surveys/groups/${other.id}/`, ministry.headers, {
        name: 'İNFO',
      });
      expect(renamed.statusCode, renamed.body).toBe(same ? 400 : 200);

      const name = `Race ${Date.now()}`;
      const both = await Promise.all(
        [0, 1].map(() => inject('POST', '/surveys/groups/', ministry.headers, { name })),
      );
      expect(both.map((response) => response.statusCode).sort()).toEqual([201, 400]);
      expect(both.find((response) => response.statusCode === 400)!.json()).toHaveProperty('name');
    });
  });

  describe('sharing: grants on forms and groups', () => {
    it('a grant on a group covers its forms; a grant on a form narrows it; removing a grant removes access at once', async () => {
      const inGroup = await create('Shared clinic form');
      const narrowed = await create('Narrowed clinic form');
      const outside = await create('Private clinic form');
      const group = surveyGroupSchema.parse(
        (
          await inject('POST', '/surveys/groups/', ministry.headers, {
            name: 'Shared clinics',
            surveys: [inGroup.id, narrowed.id],
          })
        ).json(),
      );

      // Before: the partner sees nothing.
      expect((await inject('GET', `/surveys/${inGroup.id}/`, partner.headers)).statusCode).toBe(404);
      expect((await list(partner.headers)).count).toBe(0);

      // The ministry invites the partner's user onto the group through the API; the user accepts.
      const invited = await inject(
        'POST',
        `/surveys/groups/${group.id}/invite-stakeholders/`,
        ministry.headers,
        {
          stakeholders: [{ user_id: partner.user.id, role_id: editorRoleId }],
        },
      );
      expect(invited.statusCode, invited.body).toBe(201);
      const inviteId = invited.json<InviteResult>().invitations[0]!.invite_public_id;
      expect((await inject('GET', `/surveys/${inGroup.id}/`, partner.headers)).statusCode).toBe(404);
      const accepted = await inject('POST', '/users/stakeholders/respond-to-invite/', partner.headers, {
        invite_public_id: inviteId,
        response: 'accept',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);

      const seen = surveySchema.parse(
        (await inject('GET', `/surveys/${inGroup.id}/`, partner.headers)).json(),
      );
      expect(seen).toMatchObject({
        shared: true,
        groups: [],
        abilities: { edit: true, delete: false, manage_stakeholders: true },
      });
      expect((await inject('DELETE', `/surveys/${inGroup.id}/`, partner.headers)).statusCode).toBe(403);
      expect((await inject('GET', `/surveys/${outside.id}/`, partner.headers)).statusCode).toBe(404);
      const shared = await list(partner.headers, '?access_type=shared&ordering=name');
      expect(shared.results.map((form) => form.name)).toEqual(['Narrowed clinic form', 'Shared clinic form']);
      expect(
        shared.results.every((form) => form.shared && form.abilities.edit && !form.abilities.delete),
      ).toBe(true);
      const sharedGroups = groupPage.parse(
        (await inject('GET', '/surveys/groups/?access_type=shared', partner.headers)).json(),
      );
      expect(sharedGroups.results.map((entry) => [entry.name, entry.shared, entry.abilities.manage])).toEqual(
        [['Shared clinics', true, false]],
      );
      // The stakeholders of the group are listed; the ministry's groups stay its own.
      const holders = itemStakeholderPageSchema.parse(
        (await inject('GET', `/surveys/groups/${group.id}/stakeholders/`, ministry.headers)).json(),
      );
      expect(holders.results.map((entry) => entry.stakeholder.kind)).toEqual(['visitor']);
      expect(
        (
          await inject('POST', '/surveys/groups/rename-group/', partner.headers, {
            group_id: group.id,
            name: 'Mine now',
          })
        ).statusCode,
      ).toBe(403);

      // A grant on the form itself narrows the group's: a viewer role there.
      await createTestGrant(t, {
        organizationId: ministry.organization.id,
        contentType: 'form',
        contentId: await internalId(narrowed.id),
        roleId: viewerRoleId,
        grantee: { userId: partner.user.id },
      });
      expect(
        (await inject('GET', `/surveys/${narrowed.id}/`, partner.headers)).json<{
          abilities: Record<string, boolean>;
        }>().abilities,
      ).toMatchObject({ edit: false, manage_stakeholders: false });
      expect(
        (await inject('PATCH', `/surveys/${narrowed.id}/`, partner.headers, { name: 'x' })).statusCode,
      ).toBe(403);
      expect(
        (await inject('GET', `/surveys/${inGroup.id}/`, partner.headers)).json<{
          abilities: Record<string, boolean>;
        }>().abilities.edit,
      ).toBe(true);

      // Form stakeholders: the pair on a form.
      const formInvite = await inject(
        'POST',
        `/surveys/${outside.id}/invite-stakeholders/`,
        ministry.headers,
        { stakeholders: [{ user_id: citizen.user.id, role_id: viewerRoleId }] },
      );
      expect(formInvite.statusCode, formInvite.body).toBe(201);
      expect((await inject('GET', `/surveys/${outside.id}/stakeholders/`, ministry.headers)).statusCode).toBe(
        200,
      );
      expect(
        (await inject('GET', `/surveys/${outside.id}/stakeholders/`, otherMinistry.headers)).statusCode,
      ).toBe(404);
      expect(
        (
          await inject('POST', `/surveys/${outside.id}/invite-stakeholders/`, otherMinistry.headers, {
            stakeholders: [{ user_id: citizen.user.id, role_id: viewerRoleId }],
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await inject('POST', `/surveys/${outside.id}/invite-stakeholders/`, viewer.headers, {
            stakeholders: [{ user_id: citizen.user.id, role_id: viewerRoleId }],
          })
        ).statusCode,
      ).toBe(403);

      // Removing the group grant removes access to the group's forms at once (the direct form grant stays).
      const removed = await inject('POST', '/users/stakeholders/remove-stakeholder/', ministry.headers, {
        content_type: 'form_group',
        content_id: group.id,
        stakeholder_id: partner.user.id,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await inject('GET', `/surveys/${inGroup.id}/`, partner.headers)).statusCode).toBe(404);
      expect((await inject('GET', `/surveys/groups/${group.id}/`, partner.headers)).statusCode).toBe(404);
      expect((await list(partner.headers, '?access_type=shared')).results.map((form) => form.name)).toEqual([
        'Narrowed clinic form',
      ]);
    });

    it('another tenant learns nothing', async () => {
      const form = await create('Tenant secret form');
      const tenant = await createTestTenant(t);
      const stranger = await createTestUser(t, { tenantId: tenant.id, accountType: 'MINISTRY' });
      const answer = await inject('GET', `/surveys/${form.id}/`, {
        ...stranger.headers,
        'x-tenant': tenant.name,
      });
      expect([403, 404]).toContain(answer.statusCode);
      expect(answer.body).not.toContain('Tenant secret');
    });
  });
});
