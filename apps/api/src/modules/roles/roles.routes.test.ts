import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALWAYS_INCLUDED_PERMISSIONS, PERMISSIONS as P } from '@oversight/shared/access/permissions';
import { rolePageSchema, roleSchema, type Role } from '@oversight/shared/collaboration/roles.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestRole, createTestStaff } from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';

const VIEW = [...ALWAYS_INCLUDED_PERMISSIONS].sort((a, b) => a - b);
const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

describe('roles', () => {
  let t: TestApp;
  let ministry: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });

  async function createRole(body: Record<string, unknown>, headers = ministry.headers): Promise<Role> {
    const response = await call('POST', '/users/roles/', headers, body);
    expect(response.statusCode, response.body).toBe(201);
    return roleSchema.parse(response.json());
  }

  describe('GET /users/roles/', () => {
    it('lists the owner role first, holding all 40 permissions, not editable', async () => {
      const response = await call('GET', '/users/roles/', ministry.headers);
      expect(response.statusCode).toBe(200);
      const page = rolePageSchema.parse(response.json());
      const owner = page.results[0]!;
      expect(owner).toMatchObject({
        name: 'Owner',
        is_owner: true,
        role_type: 'organization',
        assigned_count: 1,
        abilities: { edit: false, delete: false },
      });
      expect(owner.permissions).toHaveLength(40);
      expect(owner.permission_names).toContain('Manage roles');
    });

    it('filters by role_type and pages', async () => {
      const owner = await createTestUser(t, { accountType: 'AGENCY' });
      await createRole(
        { name: 'Field monitor', role_type: 'stakeholder', permissions: [P.VIEW_POST_PROJECT_UPDATES] },
        owner.headers,
      );
      await createRole({ name: 'Analyst', role_type: 'organization', permissions: [] }, owner.headers);
      const stakeholder = rolePageSchema.parse(
        (await call('GET', '/users/roles/?role_type=stakeholder', owner.headers)).json(),
      );
      expect(stakeholder.results.map((role) => role.name)).toEqual(['Field monitor']);
      const organization = rolePageSchema.parse(
        (await call('GET', '/users/roles/?role_type=organization', owner.headers)).json(),
      );
      expect(organization.results.map((role) => role.name)).toEqual(['Owner', 'Analyst']);
      const first = rolePageSchema.parse((await call('GET', '/users/roles/?limit=1', owner.headers)).json());
      expect(first.count).toBe(3);
      expect(first.next).toBe('http://localhost:3000/api/v1/users/roles/?limit=1&offset=1');
    });

    it('answers 400 naming role_type for another value', async () => {
      const response = await call('GET', '/users/roles/?role_type=admin', ministry.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('role_type');
    });

    it('answers 401 anonymously and 403 without an organisation header', async () => {
      expect((await call('GET', '/users/roles/')).statusCode).toBe(401);
      const { 'x-organization-id': _omit, ...noOrganization } = ministry.headers;
      expect((await call('GET', '/users/roles/', noOrganization)).statusCode).toBe(403);
    });

    it('is readable by any member (staff pick roles from it), with abilities saying what they may do', async () => {
      const staff = await createTestStaff(t, ministry, []);
      const response = await call('GET', '/users/roles/', staff.headers);
      expect(response.statusCode).toBe(200);
      const page = rolePageSchema.parse(response.json());
      expect(page.results.every((role) => !role.abilities.edit && !role.abilities.delete)).toBe(true);
    });
  });

  describe('POST /users/roles/', () => {
    it('creates a role with the five view permissions always included, normalised and named', async () => {
      const role = await createRole({
        name: 'Project editor',
        permissions: [P.EDIT_PROJECT, P.EDIT_PROJECT, P.CREATE_EDIT_PROJECT],
      });
      expect(role).toMatchObject({
        name: 'Project editor',
        role_type: 'organization',
        is_owner: false,
        assigned_count: 0,
        abilities: { edit: true, delete: true },
      });
      expect(role.permissions).toEqual(sorted([0, 1, ...VIEW]));
      expect(role.permission_names[0]).toBe('Create/edit project');
      expect(role.permission_names).toContain('View dashboard');
    });

    it('stores only the view permissions for an empty list', async () => {
      const role = await createRole({ name: 'Viewer', permissions: [] });
      expect(role.permissions).toEqual(VIEW);
    });

    it.each([
      [{ name: 'X', permissions: [40] }, 'permissions'],
      [{ name: 'X', permissions: [-1] }, 'permissions'],
      [{ name: 'X', permissions: [1.5] }, 'permissions'],
      [{ name: 'X', permissions: 'all' }, 'permissions'],
      [{ permissions: [] }, 'name'],
      [{ name: '   ', permissions: [] }, 'name'],
      [{ name: 'X', role_type: 'admin', permissions: [] }, 'role_type'],
    ])('answers 400 naming the field for %j', async (body, field) => {
      const response = await call('POST', '/users/roles/', ministry.headers, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty(field);
    });

    it('refuses a name already used in the organisation, whatever its case', async () => {
      await createRole({ name: 'Auditor', permissions: [] });
      for (const name of ['auditor', 'AUDITOR ', 'owner']) {
        const response = await call('POST', '/users/roles/', ministry.headers, { name, permissions: [] });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ name: string[] }>().name[0]).toContain('already exists');
      }
      // Another organisation may use the same name.
      const other = await createTestUser(t, { accountType: 'MINISTRY' });
      await createRole({ name: 'Auditor', permissions: [] }, other.headers);
    });

    it('refuses organisation permissions on a stakeholder role', async () => {
      const response = await call('POST', '/users/roles/', ministry.headers, {
        name: 'Sharer',
        role_type: 'stakeholder',
        permissions: [P.MANAGE_ROLES],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ permissions: string[] }>().permissions[0]).toContain('Manage roles');
    });

    it('answers 401 anonymously and 403 to a member without "manage roles"', async () => {
      expect(
        (await call('POST', '/users/roles/', undefined, { name: 'A', permissions: [] })).statusCode,
      ).toBe(401);
      const staff = await createTestStaff(t, ministry, [P.MANAGE_DEPARTMENTS, P.MANAGE_SYSTEM_STAKEHOLDERS]);
      const response = await call('POST', '/users/roles/', staff.headers, { name: 'A', permissions: [] });
      expect(response.statusCode).toBe(403);
      const anyText: unknown = expect.any(String);
      expect(response.json()).toEqual({ detail: anyText });
    });

    it('lets a member with "manage roles" grant only permissions they hold', async () => {
      const staff = await createTestStaff(t, ministry, [P.MANAGE_ROLES, P.EDIT_PROJECT]);
      const ok = await createRole({ name: 'Editor junior', permissions: [P.EDIT_PROJECT] }, staff.headers);
      expect(ok.abilities).toEqual({ edit: true, delete: true });
      const refused = await call('POST', '/users/roles/', staff.headers, {
        name: 'Too strong',
        permissions: [P.EDIT_PROJECT, P.DELETE_PROJECT],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ permissions: string[] }>().permissions[0]).toContain('Delete project');
    });
  });

  describe('GET, PATCH, DELETE /users/roles/{id}/', () => {
    it('reads, renames and changes the permissions of a role', async () => {
      const role = await createRole({ name: 'Planner', permissions: [P.CREATE_EDIT_PLAN] });
      const read = await call('GET', `/users/roles/${role.public_id}/`, ministry.headers);
      expect(read.statusCode).toBe(200);
      expect(roleSchema.parse(read.json()).name).toBe('Planner');
      const patched = await call('PATCH', `/users/roles/${role.public_id}/`, ministry.headers, {
        name: 'Senior planner',
        permissions: [P.DELETE_PLAN],
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({
        name: 'Senior planner',
        permissions: sorted([P.DELETE_PLAN, ...VIEW]),
      });
      // The name may change only in case.
      const recased = await call('PATCH', `/users/roles/${role.public_id}/`, ministry.headers, {
        name: 'SENIOR planner',
      });
      expect(recased.json<{ name: string }>().name).toBe('SENIOR planner');
    });

    it('refuses a rename onto another role name, and bad input', async () => {
      await createRole({ name: 'Clerk', permissions: [] });
      const role = await createRole({ name: 'Typist', permissions: [] });
      const clash = await call('PATCH', `/users/roles/${role.public_id}/`, ministry.headers, {
        name: 'CLERK',
      });
      expect(clash.statusCode).toBe(400);
      expect(clash.json()).toHaveProperty('name');
      const bad = await call('PATCH', `/users/roles/${role.public_id}/`, ministry.headers, {
        permissions: [99],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('permissions');
      const badId = await call('GET', '/users/roles/not-a-uuid/', ministry.headers);
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toHaveProperty('id');
    });

    it('never edits or deletes the owner role', async () => {
      const roles = rolePageSchema.parse((await call('GET', '/users/roles/', ministry.headers)).json());
      const owner = roles.results.find((role) => role.is_owner)!;
      const patch = await call('PATCH', `/users/roles/${owner.public_id}/`, ministry.headers, {
        name: 'Boss',
      });
      expect(patch.statusCode).toBe(400);
      expect(patch.json<{ non_field_errors: string[] }>().non_field_errors[0]).toContain('owner role');
      const remove = await call('DELETE', `/users/roles/${owner.public_id}/`, ministry.headers);
      expect(remove.statusCode).toBe(400);
    });

    it('refuses to delete a role in use, saying how many hold it, then deletes it once free', async () => {
      const role = await createTestRole(t, ministry, [P.VIEW_CHANGE_LOGS], 'Observer');
      const first = await createTestStaff(t, ministry, [], { roleId: role.id });
      await createTestStaff(t, ministry, [], { roleId: role.id });
      const refused = await call('DELETE', `/users/roles/${role.id}/`, ministry.headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        non_field_errors: ['This role is assigned to 2 people. Reassign them before deleting it.'],
      });
      const typeChange = await call('PATCH', `/users/roles/${role.id}/`, ministry.headers, {
        role_type: 'stakeholder',
      });
      expect(typeChange.statusCode).toBe(400);
      expect(typeChange.json()).toHaveProperty('role_type');

      const removed = await call('POST', '/users/staff/remove-sub-users/', ministry.headers, {
        user_ids: [first.user.id],
      });
      expect(removed.statusCode).toBe(200);
      const stillOne = await call('DELETE', `/users/roles/${role.id}/`, ministry.headers);
      expect(stillOne.json()).toEqual({
        non_field_errors: ['This role is assigned to 1 person. Reassign them before deleting it.'],
      });
      expect(
        roleSchema.parse((await call('GET', `/users/roles/${role.id}/`, ministry.headers)).json())
          .assigned_count,
      ).toBe(1);
      const unused = await createRole({ name: 'Temporary', permissions: [] });
      const deleted = await call('DELETE', `/users/roles/${unused.public_id}/`, ministry.headers);
      expect(deleted.statusCode).toBe(204);
      expect((await call('GET', `/users/roles/${unused.public_id}/`, ministry.headers)).statusCode).toBe(404);
    });

    it('changes a role type while nobody holds it, re-checking its permissions', async () => {
      const role = await createRole({ name: 'Switcher', permissions: [P.VIEW_CHANGE_LOGS] });
      const refused = await call('PATCH', `/users/roles/${role.public_id}/`, ministry.headers, {
        role_type: 'stakeholder',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toHaveProperty('permissions');
      const ok = await call('PATCH', `/users/roles/${role.public_id}/`, ministry.headers, {
        role_type: 'stakeholder',
        permissions: [P.EDIT_PROJECT],
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ role_type: 'stakeholder' });
    });

    it('answers 403 to a member without "manage roles", and to one whose role is weaker than the target', async () => {
      const role = await createRole({ name: 'Strong', permissions: [P.DELETE_PROJECT] });
      const plain = await createTestStaff(t, ministry, []);
      expect(
        (await call('PATCH', `/users/roles/${role.public_id}/`, plain.headers, { name: 'x' })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/users/roles/${role.public_id}/`, plain.headers)).statusCode).toBe(403);
      expect((await call('GET', `/users/roles/${role.public_id}/`, plain.headers)).statusCode).toBe(200);
      const manager = await createTestStaff(t, ministry, [P.MANAGE_ROLES]);
      const read = roleSchema.parse(
        (await call('GET', `/users/roles/${role.public_id}/`, manager.headers)).json(),
      );
      expect(read.abilities).toEqual({ edit: false, delete: false });
      expect(
        (await call('PATCH', `/users/roles/${role.public_id}/`, manager.headers, { permissions: [] }))
          .statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/users/roles/${role.public_id}/`, manager.headers)).statusCode).toBe(403);
    });

    it('answers 404 for a role of another organisation or another tenant, and changes nothing', async () => {
      const role = await createRole({ name: 'Private', permissions: [] });
      const stranger = await createTestUser(t, { accountType: 'MINISTRY' });
      for (const [method, payload] of [['GET'], ['PATCH', { name: 'Mine' }], ['DELETE']] as const) {
        const response = await call(method, `/users/roles/${role.public_id}/`, stranger.headers, payload);
        expect(response.statusCode).toBe(404);
      }
      const tenant = await createTestTenant(t);
      const foreign = await createTestUser(t, { tenantId: tenant.id, accountType: 'MINISTRY' });
      expect((await call('GET', `/users/roles/${role.public_id}/`, foreign.headers)).statusCode).toBe(404);
      expect((await call('DELETE', `/users/roles/${role.public_id}/`, foreign.headers)).statusCode).toBe(404);
      expect(
        roleSchema.parse((await call('GET', `/users/roles/${role.public_id}/`, ministry.headers)).json())
          .name,
      ).toBe('Private');
      const foreignList = rolePageSchema.parse((await call('GET', '/users/roles/', foreign.headers)).json());
      expect(foreignList.results.map((r) => r.public_id)).not.toContain(role.public_id);
    });

    it('answers 401 anonymously', async () => {
      const role = await createRole({ name: 'Anon target', permissions: [] });
      expect((await call('GET', `/users/roles/${role.public_id}/`)).statusCode).toBe(401);
      expect((await call('DELETE', `/users/roles/${role.public_id}/`)).statusCode).toBe(401);
    });
  });
});
