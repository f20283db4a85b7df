import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  departmentPageSchema,
  departmentSchema,
  memberBriefPageSchema,
  type Department,
} from '@oversight/shared/collaboration/departments.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';

describe('departments', () => {
  let t: TestApp;
  let ministry: TestUser;
  let alice: TestStaff;
  let bob: TestStaff;
  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    alice = await createTestStaff(t, ministry, [], {});
    bob = await createTestStaff(t, ministry, []);
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });

  async function createDepartment(
    body: Record<string, unknown>,
    headers = ministry.headers,
  ): Promise<Department> {
    const response = await call('POST', '/users/departments/', headers, body);
    expect(response.statusCode, response.body).toBe(201);
    return departmentSchema.parse(response.json());
  }

  it('creates a department with members of the organisation and reads it back', async () => {
    const department = await createDepartment({
      name: 'Planning, Research & Statistics',
      member_ids: [alice.user.id, bob.user.id, alice.user.id],
    });
    expect(department).toMatchObject({
      name: 'Planning, Research & Statistics',
      members_count: 2,
      abilities: { edit: true, delete: true },
    });
    expect(department.members.map((member) => member.public_id).sort()).toEqual(
      [alice.user.id, bob.user.id].sort(),
    );
    // Vitest types its matchers as any; as unknown they sit in a typed literal.
    const text: unknown = expect.any(String);
    expect(department.members[0]).toEqual({
      public_id: text,
      username: text,
      display_name: text,
      email: text,
      avatar: null,
      account_type: 'CITIZEN',
    });
    const read = await call('GET', `/users/departments/${department.public_id}/`, ministry.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ members_count: number }>().members_count).toBe(2);
  });

  it('lists departments by name with their members count, searchable and paged', async () => {
    const owner = await createTestUser(t, { accountType: 'AGENCY' });
    await createDepartment({ name: 'Works' }, owner.headers);
    await createDepartment({ name: 'Audit', member_ids: [owner.user.id] }, owner.headers);
    const page = departmentPageSchema.parse((await call('GET', '/users/departments/', owner.headers)).json());
    expect(page.results.map((d) => [d.name, d.members_count])).toEqual([
      ['Audit', 1],
      ['Works', 0],
    ]);
    const searched = departmentPageSchema.parse(
      (await call('GET', '/users/departments/?query=wor', owner.headers)).json(),
    );
    expect(searched.results.map((d) => d.name)).toEqual(['Works']);
    const first = departmentPageSchema.parse(
      (await call('GET', '/users/departments/?limit=1', owner.headers)).json(),
    );
    expect(first).toMatchObject({ count: 2, previous: null });
    expect(first.next).toContain('offset=1');
  });

  it('renames and replaces members with PATCH', async () => {
    const department = await createDepartment({ name: 'Finance', member_ids: [alice.user.id] });
    const response = await call('PATCH', `/users/departments/${department.public_id}/`, ministry.headers, {
      name: 'Finance & Accounts',
      member_ids: [bob.user.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = departmentSchema.parse(response.json());
    expect(updated.name).toBe('Finance & Accounts');
    expect(updated.members.map((member) => member.public_id)).toEqual([bob.user.id]);
    const renamedOnly = departmentSchema.parse(
      (
        await call('PATCH', `/users/departments/${department.public_id}/`, ministry.headers, {
          name: 'Finance',
        })
      ).json(),
    );
    expect(renamedOnly.members_count).toBe(1);
    const emptied = departmentSchema.parse(
      (
        await call('PATCH', `/users/departments/${department.public_id}/`, ministry.headers, {
          member_ids: [],
        })
      ).json(),
    );
    expect(emptied.members_count).toBe(0);
  });

  it('refuses a duplicate name (any case) and people who are not members, naming the field', async () => {
    await createDepartment({ name: 'Legal' });
    const duplicate = await call('POST', '/users/departments/', ministry.headers, { name: 'LEGAL' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json<{ name: string[] }>().name[0]).toContain('already exists');
    const stranger = await createTestUser(t);
    const notMember = await call('POST', '/users/departments/', ministry.headers, {
      name: 'Press',
      member_ids: [stranger.user.id],
    });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json<{ member_ids: string[] }>().member_ids[0]).toContain(stranger.user.id);
    const other = await createDepartment({ name: 'Other' });
    const rename = await call('PATCH', `/users/departments/${other.public_id}/`, ministry.headers, {
      name: 'legal',
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toHaveProperty('name');
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 'Ok', member_ids: ['nope'] }, 'member_ids'],
    [{ name: 'Ok', member_ids: 'all' }, 'member_ids'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await call('POST', '/users/departments/', ministry.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(field);
  });

  it('deletes a department; its members stay in the organisation', async () => {
    const department = await createDepartment({ name: 'Temporary unit', member_ids: [alice.user.id] });
    const response = await call('DELETE', `/users/departments/${department.public_id}/`, ministry.headers);
    expect(response.statusCode).toBe(204);
    expect(
      (await call('GET', `/users/departments/${department.public_id}/`, ministry.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/users/departments/${department.public_id}/`, ministry.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/users/roles/', alice.headers)).statusCode).toBe(200);
    const members = memberBriefPageSchema.parse(
      (
        await call('GET', `/users/departments/member-options/?query=${alice.user.username}`, ministry.headers)
      ).json(),
    );
    expect(members.results.map((member) => member.public_id)).toEqual([alice.user.id]);
  });

  it('answers 401 anonymously', async () => {
    const department = await createDepartment({ name: 'Anonymous target' });
    expect((await call('GET', '/users/departments/')).statusCode).toBe(401);
    expect((await call('POST', '/users/departments/', undefined, { name: 'x' })).statusCode).toBe(401);
    expect(
      (await call('PATCH', `/users/departments/${department.public_id}/`, undefined, { name: 'x' }))
        .statusCode,
    ).toBe(401);
    expect((await call('DELETE', `/users/departments/${department.public_id}/`)).statusCode).toBe(401);
  });

  it('lets members read but only "manage departments" change, answering 403 otherwise', async () => {
    const department = await createDepartment({ name: 'Protocol' });
    const plain = await createTestStaff(t, ministry, [P.MANAGE_ROLES, P.MANAGE_SYSTEM_STAKEHOLDERS]);
    const read = await call('GET', `/users/departments/${department.public_id}/`, plain.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ abilities: Record<string, boolean> }>().abilities).toEqual({
      edit: false,
      delete: false,
    });
    expect((await call('GET', '/users/departments/', plain.headers)).statusCode).toBe(200);
    expect((await call('POST', '/users/departments/', plain.headers, { name: 'x' })).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/users/departments/${department.public_id}/`, plain.headers, { name: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/users/departments/${department.public_id}/`, plain.headers)).statusCode,
    ).toBe(403);

    const manager = await createTestStaff(t, ministry, [P.MANAGE_DEPARTMENTS]);
    const created = await createDepartment(
      { name: 'Managed by staff', member_ids: [manager.user.id] },
      manager.headers,
    );
    expect(created.members_count).toBe(1);
    expect(
      (await call('DELETE', `/users/departments/${created.public_id}/`, manager.headers)).statusCode,
    ).toBe(204);
  });

  it('answers 404 for a department of another organisation or tenant, and lists none of them', async () => {
    const department = await createDepartment({ name: 'Confidential', member_ids: [alice.user.id] });
    const stranger = await createTestUser(t, { accountType: 'MINISTRY' });
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Mine' }], ['DELETE']] as const) {
      expect(
        (await call(method, `/users/departments/${department.public_id}/`, stranger.headers, payload))
          .statusCode,
      ).toBe(404);
    }
    const list = departmentPageSchema.parse(
      (await call('GET', '/users/departments/', stranger.headers)).json(),
    );
    expect(list.count).toBe(0);
    const tenant = await createTestTenant(t);
    const foreign = await createTestUser(t, { tenantId: tenant.id, accountType: 'MINISTRY' });
    expect(
      (await call('GET', `/users/departments/${department.public_id}/`, foreign.headers)).statusCode,
    ).toBe(404);
    // Nor can a stranger be placed in it from their own organisation's departments.
    const theirs = await createDepartment({ name: 'Theirs' }, stranger.headers);
    const steal = await call('PATCH', `/users/departments/${theirs.public_id}/`, stranger.headers, {
      member_ids: [alice.user.id],
    });
    expect(steal.statusCode).toBe(400);
    expect(
      departmentSchema.parse(
        (await call('GET', `/users/departments/${department.public_id}/`, ministry.headers)).json(),
      ).name,
    ).toBe('Confidential');
  });

  describe('GET /users/departments/member-options/', () => {
    const url = '/users/departments/member-options/';

    it("lists the organisation's owner and staff by name, searchable by name, username or e-mail, and paged", async () => {
      const agency = await createTestUser(t, { accountType: 'AGENCY', displayName: 'Roads Agency' });
      const zainab = await createTestStaff(t, agency, []);
      const yusuf = await createTestStaff(t, agency, []);
      const page = memberBriefPageSchema.parse((await call('GET', url, agency.headers)).json());
      expect(page.count).toBe(3);
      expect(page.results.map((member) => member.public_id).sort()).toEqual(
        [agency.user.id, zainab.user.id, yusuf.user.id].sort(),
      );
      const names = page.results.map((member) => member.display_name.toLowerCase());
      expect(names).toEqual([...names].sort());

      const byEmail = memberBriefPageSchema.parse(
        (
          await call(
            'GET',
            `${url}?query=${encodeURIComponent(zainab.user.email.split('@')[0]!)}`,
            agency.headers,
          )
        ).json(),
      );
      expect(byEmail.results.map((member) => member.public_id)).toEqual([zainab.user.id]);
      const byUsername = memberBriefPageSchema.parse(
        (await call('GET', `${url}?query=${yusuf.user.username}`, agency.headers)).json(),
      );
      expect(byUsername.results.map((member) => member.public_id)).toEqual([yusuf.user.id]);
      const first = memberBriefPageSchema.parse((await call('GET', `${url}?limit=2`, agency.headers)).json());
      expect(first.results).toHaveLength(2);
      expect(first.next).toContain('offset=2');
      // A LIKE wildcard is searched as itself.
      expect(
        memberBriefPageSchema.parse((await call('GET', `${url}?query=%25`, agency.headers)).json()).count,
      ).toBe(0);
    });

    it('answers 400 naming the field for a too long query or a bad limit', async () => {
      const long = await call('GET', `${url}?query=${'x'.repeat(101)}`, ministry.headers);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toHaveProperty('query');
      const limit = await call('GET', `${url}?limit=abc`, ministry.headers);
      expect(limit.statusCode).toBe(400);
      expect(limit.json()).toHaveProperty('limit');
    });

    it('answers 401 anonymously and 403 without "manage departments"', async () => {
      expect((await call('GET', url)).statusCode).toBe(401);
      const plain = await createTestStaff(t, ministry, [P.MANAGE_SYSTEM_STAKEHOLDERS]);
      expect((await call('GET', url, plain.headers)).statusCode).toBe(403);
      const manager = await createTestStaff(t, ministry, [P.MANAGE_DEPARTMENTS]);
      expect((await call('GET', url, manager.headers)).statusCode).toBe(200);
    });

    it("never lists another organisation's or tenant's people", async () => {
      const stranger = await createTestUser(t, { accountType: 'MINISTRY' });
      const theirs = memberBriefPageSchema.parse((await call('GET', url, stranger.headers)).json());
      expect(theirs.results.map((member) => member.public_id)).toEqual([stranger.user.id]);
      const searched = memberBriefPageSchema.parse(
        (await call('GET', `${url}?query=${alice.user.username}`, stranger.headers)).json(),
      );
      expect(searched.count).toBe(0);
      const tenant = await createTestTenant(t);
      const foreign = await createTestUser(t, { tenantId: tenant.id, accountType: 'MINISTRY' });
      const foreignPage = memberBriefPageSchema.parse((await call('GET', url, foreign.headers)).json());
      expect(foreignPage.results.map((member) => member.public_id)).toEqual([foreign.user.id]);
      // Naming the ministry as one's organisation is refused outright.
      expect(
        (await call('GET', url, { ...stranger.headers, 'x-organization-id': ministry.organization.id }))
          .statusCode,
      ).toBe(403);
    });
  });
});
