import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import { staffCandidatePageSchema, subUserPageSchema, subUserSchema, type SubUser } from '@oversight/shared/collaboration/staff.schemas';
import { organizations, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestRole, createTestStaff } from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, TEST_PASSWORD, type TestUser } from '../../test/factories.js';

describe('staff', () => {
  let t: TestApp;
  let ministry: TestUser;
  let editorRoleId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Federal Ministry of Works', maxSubUsers: 50 });
    editorRoleId = (await createTestRole(t, ministry, [P.EDIT_PROJECT], 'Editor')).id;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.test`;

  async function addStaff(owner: TestUser, entries: Record<string, unknown>[], headers = owner.headers): Promise<SubUser[]> {
    const response = await call('POST', '/users/staff/add-sub-users/', headers, { users: entries });
    expect(response.statusCode, response.body).toBe(201);
    return subUserSchema.array().parse(response.json().results);
  }

  async function staffCount(owner: TestUser) {
    return subUserPageSchema.parse((await call('GET', '/users/staff/sub-users/', owner.headers)).json()).count;
  }

  async function newOrganization(maxSubUsers = 10) {
    const owner = await createTestUser(t, { accountType: 'AGENCY', maxSubUsers });
    const role = await createTestRole(t, owner, [P.VIEW_CHANGE_LOGS], 'Officer');
    return { owner, roleId: role.id };
  }

  describe('POST /users/staff/add-sub-users/', () => {
    it('adds an existing account and invites a new address, who sets a password from the e-mail and signs in', async () => {
      const department = await call('POST', '/users/departments/', ministry.headers, { name: 'Highways' });
      const departmentId = department.json().public_id as string;
      const existing = await createTestUser(t, { displayName: 'Amina Bello' });
      const newEmail = uniqueEmail('chidi');
      const before = t.outbox().length;

      const added = await addStaff(ministry, [
        { email: existing.user.email.toUpperCase(), role_id: editorRoleId, department_ids: [departmentId] },
        { email: newEmail, role_id: editorRoleId, first_name: 'Chidi', last_name: 'Okafor' },
      ]);
      expect(added).toHaveLength(2);
      const amina = added.find((sub) => sub.public_id === existing.user.id)!;
      expect(amina).toMatchObject({ role: { public_id: editorRoleId, name: 'Editor' }, departments: [{ public_id: departmentId, name: 'Highways' }], invitation_accepted: true });
      const chidi = added.find((sub) => sub.email === newEmail)!;
      expect(chidi).toMatchObject({ display_name: 'Chidi Okafor', first_name: 'Chidi', account_type: 'CITIZEN', invitation_accepted: false, assigned_mdas: [] });

      await t.runJobs();
      const mails = t.outbox().slice(before);
      expect(mails.map((mail) => mail.to).sort()).toEqual([existing.user.email, newEmail].sort());
      const invitation = mails.find((mail) => mail.to === newEmail)!;
      expect(invitation.subject).toContain('Federal Ministry of Works');
      const body = invitation.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /\/password-reset\/confirm\?uid=([0-9a-f-]+)&(?:amp;)?token=([A-Za-z0-9_-]+)/.exec(body);
      expect(link?.[1]).toBe(chidi.public_id);
      expect(mails.find((mail) => mail.to === existing.user.email)!.raw).toContain('/login');

      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/reset/confirm/',
        payload: { uid: link![1], token: link![2], new_password1: 'Brand-New-Pass-7', new_password2: 'Brand-New-Pass-7' },
      });
      expect(confirm.statusCode, confirm.body).toBe(200);
      const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: newEmail, password: 'Brand-New-Pass-7' } });
      expect(login.statusCode).toBe(200);
      const organisations = login.json().organisations as { public_id: string; is_staff: boolean; role: { name: string } }[];
      expect(organisations.find((o) => o.public_id === ministry.organization.id)).toMatchObject({ is_staff: true, role: { name: 'Editor' } });
      // Their own (personal) organisation is not a staff membership: the web app leaves staff mode there.
      expect(organisations.filter((o) => o.public_id !== ministry.organization.id).map((o) => o.is_staff)).toEqual([false]);

      // The staff member now acts for the ministry with the role's permissions.
      const headers = { authorization: `Bearer ${login.json().token}`, 'x-organization-id': ministry.organization.id };
      expect((await call('GET', '/users/roles/', headers)).statusCode).toBe(200);
      expect((await call('GET', '/users/staff/sub-users/', headers)).statusCode).toBe(403);
      const listed = subUserPageSchema.parse((await call('GET', '/users/staff/sub-users/?query=okafor', ministry.headers)).json());
      expect(listed.results.map((sub) => [sub.public_id, sub.invitation_accepted])).toEqual([[chidi.public_id, true]]);
    });

    it.each([
      [{}, ['users']],
      [{ users: [] }, ['users']],
      [{ users: [{ email: 'not-an-email', role_id: '00000000-0000-4000-8000-000000000000' }] }, ['users', '0', 'email']],
      [{ users: [{ email: 'a@example.test' }] }, ['users', '0', 'role_id']],
      [{ users: [{ email: 'a@example.test', role_id: '00000000-0000-4000-8000-000000000000', department_ids: ['x'] }] }, ['users', '0', 'department_ids']],
    ])('answers 400 naming the field for %j', async (body, path) => {
      const response = await call('POST', '/users/staff/add-sub-users/', ministry.headers, body);
      expect(response.statusCode).toBe(400);
      let node = response.json();
      for (const key of path) {
        expect(node).toHaveProperty(key);
        node = node[key];
      }
    });

    it('refuses, per person and all at once, roles and departments that cannot be used, duplicates, members and pseudo-users', async () => {
      const { owner: otherOwner, roleId: foreignRoleId } = await newOrganization();
      const foreignDepartment = (await call('POST', '/users/departments/', otherOwner.headers, { name: 'Elsewhere' })).json().public_id as string;
      const roles = (await call('GET', '/users/roles/', ministry.headers)).json().results as { public_id: string; is_owner: boolean }[];
      const ownerRoleId = roles.find((role) => role.is_owner)!.public_id;
      const stakeholderRole = await call('POST', '/users/roles/', ministry.headers, { name: 'Visitor role', role_type: 'stakeholder', permissions: [] });
      const [pseudo] = await t.app.db
        .insert(users)
        .values({ tenantId: t.tenantId, email: uniqueEmail('public-access'), username: `pseudo_${Date.now()}`, accountType: 'CITIZEN', isPseudo: true })
        .returning();
      const fresh = uniqueEmail('fresh');
      const before = await staffCount(ministry);

      const response = await call('POST', '/users/staff/add-sub-users/', ministry.headers, {
        users: [
          { email: fresh, role_id: foreignRoleId },
          { email: uniqueEmail('b'), role_id: ownerRoleId },
          { email: uniqueEmail('c'), role_id: stakeholderRole.json().public_id },
          { email: uniqueEmail('d'), role_id: editorRoleId, department_ids: [foreignDepartment] },
          { email: ministry.user.email, role_id: editorRoleId },
          { email: pseudo!.email, role_id: editorRoleId },
        ],
      });
      expect(response.statusCode).toBe(400);
      const errors = response.json().users;
      expect(errors['0'].role_id[0]).toContain('no such role');
      expect(errors['1'].role_id[0]).toContain('owner role');
      expect(errors['2'].role_id[0]).toContain('stakeholder role');
      expect(errors['3'].department_ids[0]).toContain(foreignDepartment);
      expect(errors['4'].email[0]).toContain('already a member');
      expect(errors['5'].email[0]).toContain('cannot be added');
      expect(await staffCount(ministry)).toBe(before);
      const [created] = await t.app.db.select().from(users).where(eq(users.email, fresh));
      expect(created).toBeUndefined();

      const duplicate = await call('POST', '/users/staff/add-sub-users/', ministry.headers, {
        users: [
          { email: 'same@example.test', role_id: editorRoleId },
          { email: 'SAME@example.test', role_id: editorRoleId },
        ],
      });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().users['1'].email[0]).toContain('already in the list');
    });

    it("enforces the organisation's max_sub_users, all or nothing", async () => {
      const { owner, roleId } = await newOrganization(2);
      const three = [uniqueEmail('one'), uniqueEmail('two'), uniqueEmail('three')].map((email) => ({ email, role_id: roleId }));
      const refused = await call('POST', '/users/staff/add-sub-users/', owner.headers, { users: three });
      // 402 with what to do (subscriptions/entitlements.ts).
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ code: 'upgrade_required', feature: 'staff', upgrade_url: '/settings/subscription' });
      expect(refused.json().detail).toContain('Your plan allows 2 staff members. Remove one or upgrade to add more.');
      expect(await staffCount(owner)).toBe(0);
      expect(await t.app.db.select().from(users).where(eq(users.email, three[0]!.email))).toHaveLength(0);

      await addStaff(owner, three.slice(0, 2));
      const full = await call('POST', '/users/staff/add-sub-users/', owner.headers, { users: [three[2]] });
      expect(full.statusCode).toBe(402);
      expect(full.json().detail).toContain('allows 2 staff members');

      // A plan change (the subscription issue) raises the stored limit; the owner never counts.
      await t.app.db.update(organizations).set({ maxSubUsers: 3 }).where(eq(organizations.id, owner.organization.id));
      await addStaff(owner, [three[2]!]);
      expect(await staffCount(owner)).toBe(3);

      const { owner: single } = await newOrganization(1);
      const singleRole = await createTestRole(t, single, []);
      const one = await call('POST', '/users/staff/add-sub-users/', single.headers, {
        users: [uniqueEmail('x'), uniqueEmail('y')].map((email) => ({ email, role_id: singleRole.id })),
      });
      expect(one.json().detail).toContain('Your plan allows 1 staff member. Remove one or upgrade to add more.');
    });

    it('answers 401 anonymously and 403 to a member without "manage system stakeholders"', async () => {
      const body = { users: [{ email: uniqueEmail('z'), role_id: editorRoleId }] };
      expect((await call('POST', '/users/staff/add-sub-users/', undefined, body)).statusCode).toBe(401);
      const plain = await createTestStaff(t, ministry, [P.MANAGE_ROLES, P.MANAGE_DEPARTMENTS]);
      expect((await call('POST', '/users/staff/add-sub-users/', plain.headers, body)).statusCode).toBe(403);
    });

    it('lets a staff manager assign only roles within their own permissions', async () => {
      const manager = await createTestStaff(t, ministry, [P.MANAGE_SYSTEM_STAKEHOLDERS]);
      const weak = await createTestRole(t, ministry, [], 'Reader');
      const ok = await addStaff(ministry, [{ email: uniqueEmail('reader'), role_id: weak.id }], manager.headers);
      expect(ok[0]!.role.name).toBe('Reader');
      const refused = await call('POST', '/users/staff/add-sub-users/', manager.headers, { users: [{ email: uniqueEmail('e'), role_id: editorRoleId }] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().users['0'].role_id[0]).toContain('your own role lacks');
    });
  });

  describe('POST /users/staff/remove-sub-users/ and update-sub-user/', () => {
    it('removes staff, who lose access on their next request, and frees the role', async () => {
      const role = await createTestRole(t, ministry, [P.VIEW_CHANGE_LOGS], 'Short-lived');
      const staff = await createTestStaff(t, ministry, [], { roleId: role.id });
      const department = await call('POST', '/users/departments/', ministry.headers, { name: 'Leaving unit', member_ids: [staff.user.id] });
      expect((await call('GET', '/users/roles/', staff.headers)).statusCode).toBe(200);

      const refused = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/roles/${role.id}/`, headers: ministry.headers });
      expect(refused.json()).toEqual({ non_field_errors: ['This role is assigned to 1 person. Reassign them before deleting it.'] });

      const response = await call('POST', '/users/staff/remove-sub-users/', ministry.headers, { user_ids: [staff.user.id] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ detail: '1 staff member removed.' });
      expect((await call('GET', '/users/roles/', staff.headers)).statusCode).toBe(403);
      const read = await t.app.inject({ method: 'GET', url: `/api/v1/users/departments/${department.json().public_id}/`, headers: ministry.headers });
      expect(read.json().members_count).toBe(0);
      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/roles/${role.id}/`, headers: ministry.headers });
      expect(deleted.statusCode).toBe(204);
    });

    it('answers 404 for anyone who is not staff of this organisation, and removes nobody', async () => {
      const mine = await createTestStaff(t, ministry, []);
      const { owner: otherOwner } = await newOrganization();
      const theirs = await createTestStaff(t, otherOwner, []);
      for (const ids of [[theirs.user.id], [mine.user.id, theirs.user.id], [ministry.user.id]]) {
        const response = await call('POST', '/users/staff/remove-sub-users/', ministry.headers, { user_ids: ids });
        expect(response.statusCode).toBe(404);
      }
      expect((await call('GET', '/users/roles/', mine.headers)).statusCode).toBe(200);
      expect((await call('GET', '/users/roles/', theirs.headers)).statusCode).toBe(200);
      const update = await call('POST', '/users/staff/update-sub-user/', ministry.headers, { user_id: theirs.user.id, role_id: editorRoleId });
      expect(update.statusCode).toBe(404);
    });

    it('changes role and departments with update-sub-user, checking both', async () => {
      const staff = await createTestStaff(t, ministry, []);
      const first = (await call('POST', '/users/departments/', ministry.headers, { name: 'Bridges' })).json().public_id as string;
      const second = (await call('POST', '/users/departments/', ministry.headers, { name: 'Roads' })).json().public_id as string;
      const response = await call('POST', '/users/staff/update-sub-user/', ministry.headers, { user_id: staff.user.id, role_id: editorRoleId, department_ids: [second, first] });
      expect(response.statusCode, response.body).toBe(200);
      const updated = subUserSchema.parse(response.json());
      expect(updated.role).toEqual({ public_id: editorRoleId, name: 'Editor' });
      expect(updated.departments.map((d) => d.name)).toEqual(['Bridges', 'Roads']);
      // The change applies on the staff member's next request.
      expect((await call('GET', '/users/roles/', staff.headers)).json().results).toBeDefined();

      const { roleId: foreignRoleId } = await newOrganization();
      const bad = await call('POST', '/users/staff/update-sub-user/', ministry.headers, { user_id: staff.user.id, role_id: foreignRoleId, department_ids: ['00000000-0000-4000-8000-000000000000'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('role_id');
      expect(bad.json()).toHaveProperty('department_ids');
      const invalid = await call('POST', '/users/staff/update-sub-user/', ministry.headers, { user_id: 'me' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toHaveProperty('user_id');
      const cleared = subUserSchema.parse((await call('POST', '/users/staff/update-sub-user/', ministry.headers, { user_id: staff.user.id, department_ids: [] })).json());
      expect(cleared.departments).toEqual([]);
    });

    it('keeps a staff manager from changing or removing someone whose role is above theirs', async () => {
      const manager = await createTestStaff(t, ministry, [P.MANAGE_SYSTEM_STAKEHOLDERS]);
      const editor = await createTestStaff(t, ministry, [], { roleId: editorRoleId });
      expect((await call('POST', '/users/staff/remove-sub-users/', manager.headers, { user_ids: [editor.user.id] })).statusCode).toBe(403);
      expect((await call('POST', '/users/staff/update-sub-user/', manager.headers, { user_id: editor.user.id, department_ids: [] })).statusCode).toBe(403);
      const plain = await createTestStaff(t, ministry, [P.MANAGE_ROLES]);
      expect((await call('POST', '/users/staff/remove-sub-users/', plain.headers, { user_ids: [editor.user.id] })).statusCode).toBe(403);
      expect((await call('POST', '/users/staff/remove-sub-users/', undefined, { user_ids: [editor.user.id] })).statusCode).toBe(401);
      expect((await call('POST', '/users/staff/update-sub-user/', undefined, { user_id: editor.user.id })).statusCode).toBe(401);
    });
  });

  describe('POST /users/staff/{id}/assign-mdas/', () => {
    it('limits a sub-user to ministries and agencies under the organisation, and lifts the limit with []', async () => {
      const admin = await createTestUser(t, { accountType: 'ADMIN', maxSubUsers: 5 });
      const works = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works', parentOrganizationId: admin.organization.id });
      const roads = await createTestUser(t, { accountType: 'AGENCY', displayName: 'Roads Agency', parentOrganizationId: works.organization.id });
      const dept = await createTestUser(t, { accountType: 'DEPARTMENT', parentOrganizationId: admin.organization.id });
      const elsewhere = await createTestUser(t, { accountType: 'AGENCY' });
      const staff = await createTestStaff(t, admin, []);

      const url = `/users/staff/${staff.user.id}/assign-mdas/`;
      const response = await call('POST', url, admin.headers, { mda_ids: [roads.organization.id, works.organization.id] });
      expect(response.statusCode, response.body).toBe(200);
      expect(subUserSchema.parse(response.json()).assigned_mdas.map((mda) => mda.name).sort()).toEqual(['Ministry of Works', 'Roads Agency']);
      const listed = subUserPageSchema.parse((await call('GET', '/users/staff/sub-users/', admin.headers)).json()).results[0]!;
      expect(listed.assigned_mdas).toHaveLength(2);

      for (const id of [elsewhere.organization.id, dept.organization.id, admin.organization.id]) {
        const refused = await call('POST', url, admin.headers, { mda_ids: [id] });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().mda_ids[0]).toContain(id);
      }
      const cleared = await call('POST', url, admin.headers, { mda_ids: [] });
      expect(subUserSchema.parse(cleared.json()).assigned_mdas).toEqual([]);
      expect((await call('POST', url, admin.headers, { mda_ids: 'all' })).json()).toHaveProperty('mda_ids');
    });

    it('answers 404 for a user who is not staff here, 400 for a bad id, 401 and 403', async () => {
      const stranger = await createTestUser(t);
      expect((await call('POST', `/users/staff/${stranger.user.id}/assign-mdas/`, ministry.headers, { mda_ids: [] })).statusCode).toBe(404);
      expect((await call('POST', `/users/staff/${ministry.user.id}/assign-mdas/`, ministry.headers, { mda_ids: [] })).statusCode).toBe(404);
      const badId = await call('POST', '/users/staff/nope/assign-mdas/', ministry.headers, { mda_ids: [] });
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toHaveProperty('id');
      const staff = await createTestStaff(t, ministry, []);
      expect((await call('POST', `/users/staff/${staff.user.id}/assign-mdas/`, undefined, { mda_ids: [] })).statusCode).toBe(401);
      expect((await call('POST', `/users/staff/${staff.user.id}/assign-mdas/`, staff.headers, { mda_ids: [] })).statusCode).toBe(403);
    });
  });

  describe('GET /users/staff/sub-users/ and /users/staff/search/', () => {
    it('lists staff (not the owner) with search, ordering and pages; other organisations see none of them', async () => {
      const { owner, roleId } = await newOrganization();
      await addStaff(owner, [
        { email: uniqueEmail('zainab'), role_id: roleId, first_name: 'Zainab', last_name: 'Usman' },
        { email: uniqueEmail('bola'), role_id: roleId, first_name: 'Bola', last_name: 'Ade' },
        { email: uniqueEmail('musa'), role_id: roleId, first_name: 'Musa', last_name: 'Danjuma' },
      ]);
      const byName = subUserPageSchema.parse((await call('GET', '/users/staff/sub-users/', owner.headers)).json());
      expect(byName.results.map((sub) => sub.first_name)).toEqual(['Bola', 'Musa', 'Zainab']);
      const reversed = subUserPageSchema.parse((await call('GET', '/users/staff/sub-users/?ordering=-name', owner.headers)).json());
      expect(reversed.results.map((sub) => sub.first_name)).toEqual(['Zainab', 'Musa', 'Bola']);
      const searched = subUserPageSchema.parse((await call('GET', '/users/staff/sub-users/?query=USMAN', owner.headers)).json());
      expect(searched.results.map((sub) => sub.first_name)).toEqual(['Zainab']);
      const paged = subUserPageSchema.parse((await call('GET', '/users/staff/sub-users/?limit=2&offset=2', owner.headers)).json());
      expect(paged).toMatchObject({ count: 3, next: null });
      expect(paged.previous).toContain('limit=2');
      const badOrdering = await call('GET', '/users/staff/sub-users/?ordering=salary', owner.headers);
      expect(badOrdering.statusCode).toBe(400);
      expect(badOrdering.json()).toHaveProperty('ordering');
      expect(subUserPageSchema.parse((await call('GET', '/users/staff/sub-users/', ministry.headers)).json()).results.map((s) => s.first_name)).not.toContain('Zainab');
      expect((await call('GET', '/users/staff/sub-users/')).statusCode).toBe(401);
    });

    it('finds people of the tenant to add by name or whole e-mail, with public fields only', async () => {
      const { owner, roleId } = await newOrganization();
      const tag = Math.random().toString(36).slice(2, 7);
      const ngozi = await createTestUser(t, { displayName: `Ngozi ${tag}` });
      const already = await createTestUser(t, { displayName: `Emeka ${tag}` });
      await addStaff(owner, [{ email: already.user.email, role_id: roleId }]);
      await t.app.db.insert(users).values({ tenantId: t.tenantId, email: uniqueEmail('org-access'), username: `pseudo_${tag}`, displayName: `Pseudo ${tag}`, accountType: 'CITIZEN', isPseudo: true });
      const tenant = await createTestTenant(t);
      await createTestUser(t, { tenantId: tenant.id, displayName: `Foreign ${tag}` });

      const response = await call('GET', `/users/staff/search/?query=${tag}`, owner.headers);
      expect(response.statusCode).toBe(200);
      const page = staffCandidatePageSchema.parse(response.json());
      expect(page.results.map((person) => person.display_name)).toEqual([`Ngozi ${tag}`]);
      expect(Object.keys(response.json().results[0]).sort()).toEqual(['account_type', 'avatar', 'display_name', 'public_id', 'username']);

      const byEmail = staffCandidatePageSchema.parse((await call('GET', `/users/staff/search/?query=${encodeURIComponent(ngozi.user.email.toUpperCase())}`, owner.headers)).json());
      expect(byEmail.results.map((person) => person.public_id)).toEqual([ngozi.user.id]);
      const partialEmail = staffCandidatePageSchema.parse((await call('GET', `/users/staff/search/?query=${encodeURIComponent('@example.test')}`, owner.headers)).json());
      expect(partialEmail.results.map((person) => person.public_id)).not.toContain(ngozi.user.id);
      expect(staffCandidatePageSchema.parse((await call('GET', '/users/staff/search/?query=a', owner.headers)).json()).count).toBe(0);
      expect((await call('GET', `/users/staff/search/?query=${tag}`)).statusCode).toBe(401);
      const plain = await createTestStaff(t, owner, []);
      expect((await call('GET', `/users/staff/search/?query=${tag}`, plain.headers)).statusCode).toBe(403);
    });
  });

  it('signs in invited staff only through their own password', async () => {
    const { owner, roleId } = await newOrganization();
    const email = uniqueEmail('nopass');
    await addStaff(owner, [{ email, role_id: roleId }]);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(400);
  });
});
