import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  staffCandidatePageSchema,
  subUserPageSchema,
  subUserSchema,
  type StaffCandidate,
} from '@oversight/shared/collaboration/staff.schemas';
import type { Department } from '@oversight/shared/collaboration/departments.schemas';
import type { Role } from '@oversight/shared/collaboration/roles.schemas';
import type { Page } from '@oversight/shared/pagination';
import { users } from '../../db/schema/index.js';
import type { TestApp } from '../../test/build-app.js';
import { createTestRole, createTestStaff } from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';
import { createStaffOrganization, staffCalls } from './staff-fixtures.js';

describe('staff: members, their organisations, lists and search', () => {
  let t: TestApp;
  let ministry: TestUser;
  let editorRoleId: string;
  beforeAll(async () => {
    ({ t, ministry, editorRoleId } = await createStaffOrganization());
  });
  afterAll(async () => t.close());
  const { call, uniqueEmail, addStaff, newOrganization } = staffCalls(() => t);

  describe('POST /users/staff/remove-sub-users/ and update-sub-user/', () => {
    it('removes staff, who lose access on their next request, and frees the role', async () => {
      const role = await createTestRole(t, ministry, [P.VIEW_CHANGE_LOGS], 'Short-lived');
      const staff = await createTestStaff(t, ministry, [], { roleId: role.id });
      const department = await call('POST', '/users/departments/', ministry.headers, {
        name: 'Leaving unit',
        member_ids: [staff.user.id],
      });
      expect((await call('GET', '/users/roles/', staff.headers)).statusCode).toBe(200);

      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/users/roles/${role.id}/`,
        headers: ministry.headers,
      });
      expect(refused.json()).toEqual({
        non_field_errors: ['This role is assigned to 1 person. Reassign them before deleting it.'],
      });

      const response = await call('POST', '/users/staff/remove-sub-users/', ministry.headers, {
        user_ids: [staff.user.id],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ detail: '1 staff member removed.' });
      expect((await call('GET', '/users/roles/', staff.headers)).statusCode).toBe(403);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/users/departments/${department.json<{ public_id: string }>().public_id}/`,
        headers: ministry.headers,
      });
      expect(read.json<{ members_count: number }>().members_count).toBe(0);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/users/roles/${role.id}/`,
        headers: ministry.headers,
      });
      expect(deleted.statusCode).toBe(204);
    });

    it('answers 404 for anyone who is not staff of this organisation, and removes nobody', async () => {
      const mine = await createTestStaff(t, ministry, []);
      const { owner: otherOwner } = await newOrganization();
      const theirs = await createTestStaff(t, otherOwner, []);
      for (const ids of [[theirs.user.id], [mine.user.id, theirs.user.id], [ministry.user.id]]) {
        const response = await call('POST', '/users/staff/remove-sub-users/', ministry.headers, {
          user_ids: ids,
        });
        expect(response.statusCode).toBe(404);
      }
      expect((await call('GET', '/users/roles/', mine.headers)).statusCode).toBe(200);
      expect((await call('GET', '/users/roles/', theirs.headers)).statusCode).toBe(200);
      const update = await call('POST', '/users/staff/update-sub-user/', ministry.headers, {
        user_id: theirs.user.id,
        role_id: editorRoleId,
      });
      expect(update.statusCode).toBe(404);
    });

    it('changes role and departments with update-sub-user, checking both', async () => {
      const staff = await createTestStaff(t, ministry, []);
      const first = (
        await call('POST', '/users/departments/', ministry.headers, { name: 'Bridges' })
      ).json<Department>().public_id;
      const second = (
        await call('POST', '/users/departments/', ministry.headers, { name: 'Roads' })
      ).json<Department>().public_id;
      const response = await call('POST', '/users/staff/update-sub-user/', ministry.headers, {
        user_id: staff.user.id,
        role_id: editorRoleId,
        department_ids: [second, first],
      });
      expect(response.statusCode, response.body).toBe(200);
      const updated = subUserSchema.parse(response.json());
      expect(updated.role).toEqual({ public_id: editorRoleId, name: 'Editor' });
      expect(updated.departments.map((d) => d.name)).toEqual(['Bridges', 'Roads']);
      // The change applies on the staff member's next request.
      expect((await call('GET', '/users/roles/', staff.headers)).json<Page<Role>>().results).toBeDefined();

      const { roleId: foreignRoleId } = await newOrganization();
      const bad = await call('POST', '/users/staff/update-sub-user/', ministry.headers, {
        user_id: staff.user.id,
        role_id: foreignRoleId,
        department_ids: ['00000000-0000-4000-8000-000000000000'],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('role_id');
      expect(bad.json()).toHaveProperty('department_ids');
      const invalid = await call('POST', '/users/staff/update-sub-user/', ministry.headers, {
        user_id: 'me',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toHaveProperty('user_id');
      const cleared = subUserSchema.parse(
        (
          await call('POST', '/users/staff/update-sub-user/', ministry.headers, {
            user_id: staff.user.id,
            department_ids: [],
          })
        ).json(),
      );
      expect(cleared.departments).toEqual([]);
    });

    it('keeps a staff manager from changing or removing someone whose role is above theirs', async () => {
      const manager = await createTestStaff(t, ministry, [P.MANAGE_SYSTEM_STAKEHOLDERS]);
      const editor = await createTestStaff(t, ministry, [], { roleId: editorRoleId });
      expect(
        (
          await call('POST', '/users/staff/remove-sub-users/', manager.headers, {
            user_ids: [editor.user.id],
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('POST', '/users/staff/update-sub-user/', manager.headers, {
            user_id: editor.user.id,
            department_ids: [],
          })
        ).statusCode,
      ).toBe(403);
      const plain = await createTestStaff(t, ministry, [P.MANAGE_ROLES]);
      expect(
        (await call('POST', '/users/staff/remove-sub-users/', plain.headers, { user_ids: [editor.user.id] }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('POST', '/users/staff/remove-sub-users/', undefined, { user_ids: [editor.user.id] }))
          .statusCode,
      ).toBe(401);
      expect(
        (await call('POST', '/users/staff/update-sub-user/', undefined, { user_id: editor.user.id }))
          .statusCode,
      ).toBe(401);
      const still = subUserPageSchema.parse(
        (await call('GET', `/users/staff/sub-users/?query=${editor.user.username}`, ministry.headers)).json(),
      );
      expect(still.results.map((member) => member.public_id)).toEqual([editor.user.id]);
    });
  });

  describe('POST /users/staff/{id}/assign-mdas/', () => {
    it('limits a sub-user to ministries and agencies under the organisation, and lifts the limit with []', async () => {
      const admin = await createTestUser(t, { accountType: 'ADMIN', maxSubUsers: 5 });
      const works = await createTestUser(t, {
        accountType: 'MINISTRY',
        displayName: 'Ministry of Works',
        parentOrganizationId: admin.organization.id,
      });
      const roads = await createTestUser(t, {
        accountType: 'AGENCY',
        displayName: 'Roads Agency',
        parentOrganizationId: works.organization.id,
      });
      const dept = await createTestUser(t, {
        accountType: 'DEPARTMENT',
        parentOrganizationId: admin.organization.id,
      });
      const elsewhere = await createTestUser(t, { accountType: 'AGENCY' });
      const staff = await createTestStaff(t, admin, []);

      const url = `/users/staff/${staff.user.id}/assign-mdas/`;
      const response = await call('POST', url, admin.headers, {
        mda_ids: [roads.organization.id, works.organization.id],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(
        subUserSchema
          .parse(response.json())
          .assigned_mdas.map((mda) => mda.name)
          .sort(),
      ).toEqual(['Ministry of Works', 'Roads Agency']);
      const listed = subUserPageSchema.parse(
        (await call('GET', '/users/staff/sub-users/', admin.headers)).json(),
      ).results[0]!;
      expect(listed.assigned_mdas).toHaveLength(2);

      for (const id of [elsewhere.organization.id, dept.organization.id, admin.organization.id]) {
        const refused = await call('POST', url, admin.headers, { mda_ids: [id] });
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ mda_ids: string[] }>().mda_ids[0]).toContain(id);
      }
      const cleared = await call('POST', url, admin.headers, { mda_ids: [] });
      expect(subUserSchema.parse(cleared.json()).assigned_mdas).toEqual([]);
      expect((await call('POST', url, admin.headers, { mda_ids: 'all' })).json()).toHaveProperty('mda_ids');
    });

    it('answers 404 for a user who is not staff here, 400 for a bad id, 401 and 403', async () => {
      const stranger = await createTestUser(t);
      expect(
        (
          await call('POST', `/users/staff/${stranger.user.id}/assign-mdas/`, ministry.headers, {
            mda_ids: [],
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call('POST', `/users/staff/${ministry.user.id}/assign-mdas/`, ministry.headers, {
            mda_ids: [],
          })
        ).statusCode,
      ).toBe(404);
      const badId = await call('POST', '/users/staff/nope/assign-mdas/', ministry.headers, { mda_ids: [] });
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toHaveProperty('id');
      const staff = await createTestStaff(t, ministry, []);
      expect(
        (await call('POST', `/users/staff/${staff.user.id}/assign-mdas/`, undefined, { mda_ids: [] }))
          .statusCode,
      ).toBe(401);
      expect(
        (await call('POST', `/users/staff/${staff.user.id}/assign-mdas/`, staff.headers, { mda_ids: [] }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('GET /users/staff/sub-users/ and /users/staff/search/', () => {
    it('lists staff (not the owner) with search, ordering and pages; other organisations see none of them', async () => {
      const { owner, roleId } = await newOrganization();
      const person = (firstName: string, lastName: string) =>
        createTestUser(t, { firstName, lastName, displayName: `${firstName} ${lastName}` });
      await addStaff(
        owner,
        [await person('Zainab', 'Usman'), await person('Bola', 'Ade'), await person('Musa', 'Danjuma')],
        roleId,
      );
      const byName = subUserPageSchema.parse(
        (await call('GET', '/users/staff/sub-users/', owner.headers)).json(),
      );
      expect(byName.results.map((sub) => sub.first_name)).toEqual(['Bola', 'Musa', 'Zainab']);
      const reversed = subUserPageSchema.parse(
        (await call('GET', '/users/staff/sub-users/?ordering=-name', owner.headers)).json(),
      );
      expect(reversed.results.map((sub) => sub.first_name)).toEqual(['Zainab', 'Musa', 'Bola']);
      const searched = subUserPageSchema.parse(
        (await call('GET', '/users/staff/sub-users/?query=USMAN', owner.headers)).json(),
      );
      expect(searched.results.map((sub) => sub.first_name)).toEqual(['Zainab']);
      const paged = subUserPageSchema.parse(
        (await call('GET', '/users/staff/sub-users/?limit=2&offset=2', owner.headers)).json(),
      );
      expect(paged).toMatchObject({ count: 3, next: null });
      expect(paged.previous).toContain('limit=2');
      // Several fields, as the spec's lists take them: two named alike, then by e-mail descending.
      const twins = [await person('Ada', 'Eze'), await person('Ada', 'Eze')];
      await addStaff(owner, twins, roleId);
      const byNameThenEmail = subUserPageSchema.parse(
        (await call('GET', '/users/staff/sub-users/?ordering=name,-email&limit=2', owner.headers)).json(),
      );
      const twinEmails = twins.map((twin) => twin.user.email.toLowerCase()).sort();
      expect(byNameThenEmail.results.map((sub) => sub.email.toLowerCase())).toEqual(twinEmails.reverse());
      for (const [ordering, field] of [
        ['name,-name', 'ordering'],
        ['name,email,joined,name', 'ordering'],
      ]) {
        const refused = await call('GET', `/users/staff/sub-users/?ordering=${ordering}`, owner.headers);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toHaveProperty(field!);
      }
      const badOrdering = await call('GET', '/users/staff/sub-users/?ordering=salary', owner.headers);
      expect(badOrdering.statusCode).toBe(400);
      expect(badOrdering.json()).toHaveProperty('ordering');
      expect(
        subUserPageSchema
          .parse((await call('GET', '/users/staff/sub-users/', ministry.headers)).json())
          .results.map((s) => s.first_name),
      ).not.toContain('Zainab');
      expect((await call('GET', '/users/staff/sub-users/')).statusCode).toBe(401);
    });

    it('finds people of the tenant to add by name or whole e-mail, with public fields only', async () => {
      const { owner, roleId } = await newOrganization();
      const tag = Math.random().toString(36).slice(2, 7);
      const ngozi = await createTestUser(t, { displayName: `Ngozi ${tag}` });
      const already = await createTestUser(t, { displayName: `Emeka ${tag}` });
      await addStaff(owner, [already], roleId);
      await t.app.db.insert(users).values({
        tenantId: t.tenantId,
        email: uniqueEmail('org-access'),
        username: `pseudo_${tag}`,
        displayName: `Pseudo ${tag}`,
        accountType: 'CITIZEN',
        isPseudo: true,
      });
      const tenant = await createTestTenant(t);
      await createTestUser(t, { tenantId: tenant.id, displayName: `Foreign ${tag}` });

      const response = await call('GET', `/users/staff/search/?query=${tag}`, owner.headers);
      expect(response.statusCode).toBe(200);
      const page = staffCandidatePageSchema.parse(response.json());
      expect(page.results.map((person) => person.display_name)).toEqual([`Ngozi ${tag}`]);
      expect(Object.keys(response.json<Page<StaffCandidate>>().results[0]!).sort()).toEqual([
        'account_type',
        'avatar',
        'display_name',
        'public_id',
        'username',
      ]);

      const byEmail = staffCandidatePageSchema.parse(
        (
          await call(
            'GET',
            `/users/staff/search/?query=${encodeURIComponent(ngozi.user.email.toUpperCase())}`,
            owner.headers,
          )
        ).json(),
      );
      expect(byEmail.results.map((person) => person.public_id)).toEqual([ngozi.user.id]);
      const partialEmail = staffCandidatePageSchema.parse(
        (
          await call(
            'GET',
            `/users/staff/search/?query=${encodeURIComponent('@example.test')}`,
            owner.headers,
          )
        ).json(),
      );
      expect(partialEmail.results.map((person) => person.public_id)).not.toContain(ngozi.user.id);
      expect(
        staffCandidatePageSchema.parse(
          (await call('GET', '/users/staff/search/?query=a', owner.headers)).json(),
        ).count,
      ).toBe(0);
      expect((await call('GET', `/users/staff/search/?query=${tag}`)).statusCode).toBe(401);
      const plain = await createTestStaff(t, owner, []);
      expect((await call('GET', `/users/staff/search/?query=${tag}`, plain.headers)).statusCode).toBe(403);
    });
  });
});
