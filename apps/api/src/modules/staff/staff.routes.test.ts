import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import { staffInvitationSchema, subUserPageSchema } from '@oversight/shared/collaboration/staff.schemas';
import type { AuthResponse } from '@oversight/shared/accounts/accounts.schemas';
import type { Role } from '@oversight/shared/collaboration/roles.schemas';
import type { Page } from '@oversight/shared/pagination';
import { organizations, staffInvitations, users } from '../../db/schema/index.js';
import type { TestApp } from '../../test/build-app.js';
import { createTestRole, createTestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { createStaffOrganization, staffCalls } from './staff-fixtures.js';

/** add-sub-users' 400: each refused person's problems under their index in the list. */
type PerPersonErrors = { users: Record<string, Record<string, string[]>> };

describe('staff: invitations and answering them', () => {
  let t: TestApp;
  let ministry: TestUser;
  let editorRoleId: string;
  beforeAll(async () => {
    ({ t, ministry, editorRoleId } = await createStaffOrganization());
  });
  afterAll(async () => t.close());
  const {
    call,
    uniqueEmail,
    invite,
    respond,
    staffCount,
    pendingInvitations,
    myInvitations,
    lastMailTo,
    expireInvitation,
    newOrganization,
  } = staffCalls(() => t);

  describe('POST /users/staff/add-sub-users/ (an invitation) and answering it', () => {
    it('invites an existing account, who becomes staff only on accepting, with the role, departments and MDAs chosen', async () => {
      const admin = await createTestUser(t, {
        accountType: 'ADMIN',
        displayName: 'State Government',
        maxSubUsers: 5,
      });
      const works = await createTestUser(t, {
        accountType: 'MINISTRY',
        displayName: 'Ministry of Works',
        parentOrganizationId: admin.organization.id,
      });
      const role = await createTestRole(t, admin, [P.EDIT_PROJECT], 'Editor');
      const departmentId = (
        await call('POST', '/users/departments/', admin.headers, { name: 'Highways' })
      ).json<{ public_id: string }>().public_id;
      const amina = await createTestUser(t, { displayName: 'Amina Bello' });

      const [invitation] = await invite(admin, [
        {
          email: amina.user.email.toUpperCase(),
          role_id: role.id,
          department_ids: [departmentId],
          mda_ids: [works.organization.id],
        },
      ]);
      expect(invitation).toMatchObject({
        email: amina.user.email,
        status: 'pending',
        expired: false,
        organization: { public_id: admin.organization.id, name: 'State Government' },
        role: { public_id: role.id, name: 'Editor' },
        departments: [{ public_id: departmentId, name: 'Highways' }],
        assigned_mdas: [{ public_id: works.organization.id, name: 'Ministry of Works' }],
        invited_by: { public_id: admin.user.id },
      });
      // STAKEHOLDER_INVITATION_DAYS (14 by default) applies to staff invitations too.
      const days = (new Date(invitation!.expires_at).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(t.app.config.invitationDays - 0.01);
      expect(days).toBeLessThan(t.app.config.invitationDays + 0.01);

      // Not staff yet: no membership, no access for the ministry's account.
      expect(await staffCount(admin)).toBe(0);
      const asStaff = { ...amina.headers, 'x-organization-id': admin.organization.id };
      expect((await call('GET', '/users/roles/', asStaff)).statusCode).toBe(403);
      expect((await pendingInvitations(admin)).results.map((row) => row.public_id)).toEqual([
        invitation!.public_id,
      ]);

      const mail = await lastMailTo(amina.user.email);
      expect(mail?.subject).toBe('State Government invited you to join its staff on Oversight');
      expect(mail?.body).toContain(`/invites?invite=${invitation!.public_id}`);
      expect(mail?.body).toContain('"Editor"');

      const mine = await myInvitations(amina.headers);
      expect(mine.results.map((row) => row.public_id)).toEqual([invitation!.public_id]);

      const accepted = await respond(amina.headers, invitation!.public_id);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(staffInvitationSchema.parse(accepted.json())).toMatchObject({ status: 'accepted' });
      const listed = subUserPageSchema.parse(
        (await call('GET', '/users/staff/sub-users/', admin.headers)).json(),
      ).results;
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({
        public_id: amina.user.id,
        role: { public_id: role.id, name: 'Editor' },
        departments: [{ public_id: departmentId, name: 'Highways' }],
        assigned_mdas: [{ public_id: works.organization.id }],
        invitation_accepted: true,
      });
      expect((await call('GET', '/users/roles/', asStaff)).statusCode).toBe(200);
      expect((await pendingInvitations(admin)).count).toBe(0);
      expect((await myInvitations(amina.headers)).count).toBe(0);

      const again = await respond(amina.headers, invitation!.public_id);
      expect(again.statusCode).toBe(400);
      expect(again.json<{ non_field_errors: string[] }>().non_field_errors[0]).toContain('already accepted');
      const cancelAccepted = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/users/staff/invitations/${invitation!.public_id}/`,
        headers: admin.headers,
      });
      expect(cancelAccepted.statusCode).toBe(400);
      expect(cancelAccepted.json<{ non_field_errors: string[] }>().non_field_errors[0]).toContain(
        'remove the staff member instead',
      );
    });

    it('lets only the account with that verified address answer; a new address signs up first, and no account is made for it', async () => {
      const { owner, roleId } = await newOrganization();
      const email = uniqueEmail('chidi');
      const [invitation] = await invite(owner, [
        { email, role_id: roleId, first_name: 'Chidi', last_name: 'Okafor' },
      ]);
      expect(invitation).toMatchObject({ first_name: 'Chidi', last_name: 'Okafor' });
      expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      const mail = await lastMailTo(email);
      expect(mail?.body).toContain(
        `/signup?invite=${invitation!.public_id}&amp;email=${encodeURIComponent(email)}`,
      );

      // Someone else, signed in, can neither see nor answer it.
      const stranger = await createTestUser(t);
      expect((await myInvitations(stranger.headers)).count).toBe(0);
      for (const answer of ['accept', 'decline'] as const) {
        const refused = await respond(stranger.headers, invitation!.public_id, answer);
        expect(refused.statusCode).toBe(404);
        expect(refused.json<{ detail: string }>().detail).toBe('No staff invitation to you has this id.');
      }
      expect(
        (
          await call('POST', `/users/staff/invitations/${invitation!.public_id}/respond/`, undefined, {
            response: 'accept',
          })
        ).statusCode,
      ).toBe(401);

      // Sign-up with the address: not theirs until the address is verified.
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/register/',
        payload: {
          account_type: 'CITIZEN',
          email,
          password: 'Brand-New-Pass-7',
          display_name: 'Chidi Okafor',
        },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const headers = { authorization: `Bearer ${registered.json<{ token: string }>().token}` };
      expect((await myInvitations(headers)).count).toBe(0);
      const unverified = await respond(headers, invitation!.public_id);
      expect(unverified.statusCode).toBe(400);
      expect(unverified.json<{ non_field_errors: string[] }>().non_field_errors[0]).toContain(
        'Verify your e-mail address first',
      );
      expect(await staffCount(owner)).toBe(0);

      await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
      expect((await myInvitations(headers)).results.map((row) => row.public_id)).toEqual([
        invitation!.public_id,
      ]);
      const accepted = await respond(headers, invitation!.public_id);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        payload: { email, password: 'Brand-New-Pass-7' },
      });
      const { organisations: organizations } = login.json<AuthResponse>();
      expect(organizations.find((o) => o.public_id === owner.organization.id)).toMatchObject({
        is_staff: true,
        role: { name: 'Officer' },
      });
    });

    it('records a decline, which makes nobody staff and frees the seat', async () => {
      const { owner, roleId } = await newOrganization(1);
      const person = await createTestUser(t);
      const [invitation] = await invite(owner, [{ email: person.user.email, role_id: roleId }]);
      const declined = await respond(person.headers, invitation!.public_id, 'decline');
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json<{ status: string }>().status).toBe('declined');
      expect(await staffCount(owner)).toBe(0);
      expect((await pendingInvitations(owner)).count).toBe(0);
      expect(
        (await respond(person.headers, invitation!.public_id)).json<{ non_field_errors: string[] }>()
          .non_field_errors[0],
      ).toContain('already declined');
      await invite(owner, [{ email: uniqueEmail('next'), role_id: roleId }]);
    });

    it('refuses an expired invitation with a clear message until the organisation sends it again', async () => {
      const { owner, roleId } = await newOrganization();
      const person = await createTestUser(t);
      const [invitation] = await invite(owner, [{ email: person.user.email, role_id: roleId }]);
      await expireInvitation(invitation!.public_id);

      expect((await myInvitations(person.headers)).results[0]).toMatchObject({
        public_id: invitation!.public_id,
        expired: true,
      });
      expect((await pendingInvitations(owner)).results[0]).toMatchObject({ expired: true });
      const refused = await respond(person.headers, invitation!.public_id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ non_field_errors: string[] }>().non_field_errors[0]).toMatch(
        /^This invitation expired on \d{4}-\d{2}-\d{2}: ask the organisation to send it again\.$/,
      );
      expect(await staffCount(owner)).toBe(0);

      // An expired invitation can be sent again at once (no hourly wait): a new e-mail, another full period.
      const resent = await call(
        'POST',
        `/users/staff/invitations/${invitation!.public_id}/resend/`,
        owner.headers,
      );
      expect(resent.statusCode, resent.body).toBe(200);
      const body = staffInvitationSchema.parse(resent.json());
      expect(body.expired).toBe(false);
      expect(new Date(body.expires_at).getTime()).toBeGreaterThan(
        Date.now() + (t.app.config.invitationDays - 1) * 86_400_000,
      );
      await t.runJobs();
      // Two e-mails (sent in the same run of jobs, so in no fixed order): the first and the resend.
      const mails = t.outbox().filter((message) => message.to === person.user.email);
      expect(mails).toHaveLength(2);
      expect(
        mails.filter((message) =>
          message.raw.replace(/=\r?\n/g, '').includes('This invitation was sent again.'),
        ),
      ).toHaveLength(1);
      expect((await respond(person.headers, invitation!.public_id)).statusCode).toBe(200);
      expect(await staffCount(owner)).toBe(1);
    });

    it('resends at most once an hour, and cancels: the e-mailed invitation then finds nothing', async () => {
      const { owner, roleId } = await newOrganization();
      const person = await createTestUser(t);
      const [invitation] = await invite(owner, [{ email: person.user.email, role_id: roleId }]);
      const url = `/users/staff/invitations/${invitation!.public_id}/resend/`;

      const tooSoon = await call('POST', url, owner.headers);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.headers['retry-after']).toBeDefined();
      expect(tooSoon.json<{ detail: string }>().detail).toContain('sent less than an hour ago');

      await t.app.db
        .update(staffInvitations)
        .set({ lastSentAt: new Date(Date.now() - 2 * 3_600_000) })
        .where(eq(staffInvitations.id, invitation!.public_id));
      await t.runJobs();
      const before = t.outbox().length;
      const resent = await call('POST', url, owner.headers);
      expect(resent.statusCode, resent.body).toBe(200);
      await t.runJobs();
      expect(
        t
          .outbox()
          .slice(before)
          .map((mail) => mail.to),
      ).toEqual([person.user.email]);

      const cancelUrl = `/api/v1/users/staff/invitations/${invitation!.public_id}/`;
      expect(
        (await t.app.inject({ method: 'DELETE', url: cancelUrl, headers: owner.headers })).statusCode,
      ).toBe(204);
      expect((await pendingInvitations(owner)).count).toBe(0);
      expect((await myInvitations(person.headers)).count).toBe(0);
      expect((await respond(person.headers, invitation!.public_id)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url: cancelUrl, headers: owner.headers })).statusCode,
      ).toBe(404);
      expect((await call('POST', url, owner.headers)).statusCode).toBe(404);
    });

    it('keeps invitations to their organisation: others cannot list, resend or cancel them; 401, 403 and bad ids', async () => {
      const { owner, roleId } = await newOrganization();
      const { owner: other } = await newOrganization();
      const [invitation] = await invite(owner, [{ email: uniqueEmail('private'), role_id: roleId }]);
      const id = invitation!.public_id;

      expect((await pendingInvitations(other)).results.map((row) => row.public_id)).not.toContain(id);
      const resend = await call('POST', `/users/staff/invitations/${id}/resend/`, other.headers);
      expect(resend.statusCode).toBe(404);
      expect(resend.json<{ detail: string }>().detail).toBe(
        'No staff invitation of this organisation has this id.',
      );
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/v1/users/staff/invitations/${id}/`,
            headers: other.headers,
          })
        ).statusCode,
      ).toBe(404);
      expect((await pendingInvitations(owner)).count).toBe(1);

      expect((await call('GET', '/users/staff/invitations/')).statusCode).toBe(401);
      expect((await call('GET', '/users/staff/my-invitations/')).statusCode).toBe(401);
      expect((await call('POST', `/users/staff/invitations/${id}/resend/`)).statusCode).toBe(401);
      const plain = await createTestStaff(t, owner, [P.MANAGE_ROLES]);
      expect((await call('GET', '/users/staff/invitations/', plain.headers)).statusCode).toBe(403);
      expect((await call('POST', `/users/staff/invitations/${id}/resend/`, plain.headers)).statusCode).toBe(
        403,
      );
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/v1/users/staff/invitations/${id}/`,
            headers: plain.headers,
          })
        ).statusCode,
      ).toBe(403);

      // A staff manager cannot withdraw an invitation whose role holds more than their own.
      const strong = await createTestRole(t, owner, [P.EDIT_PROJECT, P.VIEW_CHANGE_LOGS], 'Strong');
      const [above] = await invite(owner, [{ email: uniqueEmail('above'), role_id: strong.id }]);
      const manager = await createTestStaff(t, owner, [P.MANAGE_SYSTEM_STAKEHOLDERS]);
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/v1/users/staff/invitations/${above!.public_id}/`,
            headers: manager.headers,
          })
        ).statusCode,
      ).toBe(403);

      for (const bad of ['nope', '123']) {
        const response = await call('POST', `/users/staff/invitations/${bad}/resend/`, owner.headers);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('id');
        expect((await respond(owner.headers, bad)).json()).toHaveProperty('id');
      }
      const badAnswer = await call('POST', `/users/staff/invitations/${id}/respond/`, owner.headers, {
        response: 'maybe',
      });
      expect(badAnswer.statusCode).toBe(400);
      expect(badAnswer.json<{ response: string[] }>().response[0]).toContain('"accept" or "decline"');
      const badPage = await call('GET', '/users/staff/invitations/?limit=lots', owner.headers);
      expect(badPage.statusCode).toBe(400);
    });

    it.each([
      [{}, ['users']],
      [{ users: [] }, ['users']],
      [
        { users: [{ email: 'not-an-email', role_id: '00000000-0000-4000-8000-000000000000' }] },
        ['users', '0', 'email'],
      ],
      [{ users: [{ email: 'a@example.test' }] }, ['users', '0', 'role_id']],
      [
        {
          users: [
            {
              email: 'a@example.test',
              role_id: '00000000-0000-4000-8000-000000000000',
              department_ids: ['x'],
            },
          ],
        },
        ['users', '0', 'department_ids'],
      ],
      [
        {
          users: [
            { email: 'a@example.test', role_id: '00000000-0000-4000-8000-000000000000', mda_ids: 'all' },
          ],
        },
        ['users', '0', 'mda_ids'],
      ],
    ])('answers 400 naming the field for %j', async (body, path) => {
      const response = await call('POST', '/users/staff/add-sub-users/', ministry.headers, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<unknown>()).toHaveProperty(path);
    });

    it('refuses, per person and all at once, roles, departments and MDAs that cannot be used, duplicates, members, invitees and pseudo-users', async () => {
      const { owner: otherOwner, roleId: foreignRoleId } = await newOrganization();
      const foreignDepartment = (
        await call('POST', '/users/departments/', otherOwner.headers, { name: 'Elsewhere' })
      ).json<{ public_id: string }>().public_id;
      const roles = (await call('GET', '/users/roles/', ministry.headers)).json<Page<Role>>().results;
      const ownerRoleId = roles.find((role) => role.is_owner)!.public_id;
      const stakeholderRole = await call('POST', '/users/roles/', ministry.headers, {
        name: 'Visitor role',
        role_type: 'stakeholder',
        permissions: [],
      });
      const [pseudo] = await t.app.db
        .insert(users)
        .values({
          tenantId: t.tenantId,
          email: uniqueEmail('public-access'),
          username: `pseudo_${Date.now()}`,
          accountType: 'CITIZEN',
          isPseudo: true,
        })
        .returning();
      const invited = uniqueEmail('invited');
      await invite(ministry, [{ email: invited, role_id: editorRoleId }]);
      const before = (await pendingInvitations(ministry)).count;

      const response = await call('POST', '/users/staff/add-sub-users/', ministry.headers, {
        users: [
          { email: uniqueEmail('fresh'), role_id: foreignRoleId },
          { email: uniqueEmail('b'), role_id: ownerRoleId },
          { email: uniqueEmail('c'), role_id: stakeholderRole.json<{ public_id: string }>().public_id },
          { email: uniqueEmail('d'), role_id: editorRoleId, department_ids: [foreignDepartment] },
          { email: ministry.user.email, role_id: editorRoleId },
          { email: pseudo!.email, role_id: editorRoleId },
          { email: invited, role_id: editorRoleId },
          { email: uniqueEmail('e'), role_id: editorRoleId, mda_ids: [otherOwner.organization.id] },
        ],
      });
      expect(response.statusCode).toBe(400);
      const errors = response.json<PerPersonErrors>().users;
      expect(errors['0']?.role_id?.[0]).toContain('no such role');
      expect(errors['1']?.role_id?.[0]).toContain('owner role');
      expect(errors['2']?.role_id?.[0]).toContain('stakeholder role');
      expect(errors['3']?.department_ids?.[0]).toContain(foreignDepartment);
      expect(errors['4']?.email?.[0]).toContain('already a member');
      expect(errors['5']?.email?.[0]).toContain('cannot be added');
      expect(errors['6']?.email?.[0]).toContain('already has an invitation waiting');
      expect(errors['7']?.mda_ids?.[0]).toContain(otherOwner.organization.id);
      expect((await pendingInvitations(ministry)).count).toBe(before);

      const duplicate = await call('POST', '/users/staff/add-sub-users/', ministry.headers, {
        users: [
          { email: 'same@example.test', role_id: editorRoleId },
          { email: 'SAME@example.test', role_id: editorRoleId },
        ],
      });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json<PerPersonErrors>().users['1']?.email?.[0]).toContain('already in the list');
    });

    it('enforces max_sub_users when inviting (open invitations hold seats) and again when accepting', async () => {
      const { owner, roleId } = await newOrganization(2);
      const people = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
      const three = people.map((person) => ({ email: person.user.email, role_id: roleId }));
      const refused = await call('POST', '/users/staff/add-sub-users/', owner.headers, { users: three });
      // 402 with what to do (subscriptions/entitlements.ts).
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        code: 'upgrade_required',
        feature: 'staff',
        upgrade_url: '/settings/subscription',
      });
      expect(refused.json<{ detail: string }>().detail).toContain(
        'Your plan allows 2 staff members, open invitations included.',
      );
      expect((await pendingInvitations(owner)).count).toBe(0);

      const [first, second] = await invite(owner, three.slice(0, 2));
      // Two open invitations fill the plan, though nobody has joined yet.
      const full = await call('POST', '/users/staff/add-sub-users/', owner.headers, { users: [three[2]] });
      expect(full.statusCode).toBe(402);
      expect(full.json<{ detail: string }>().detail).toContain('allows 2 staff members');

      // An expired invitation holds no seat, and sending it again needs one.
      await expireInvitation(second!.public_id);
      const [third] = await invite(owner, [three[2]!]);
      const resend = await call(
        'POST',
        `/users/staff/invitations/${second!.public_id}/resend/`,
        owner.headers,
      );
      expect(resend.statusCode).toBe(402);

      // The plan shrinks after the invitation: accepting finds no seat, and the invitation waits.
      expect((await respond(people[0]!.headers, first!.public_id)).statusCode).toBe(200);
      await t.app.db
        .update(organizations)
        .set({ maxSubUsers: 1 })
        .where(eq(organizations.id, owner.organization.id));
      const noSeat = await respond(people[2]!.headers, third!.public_id);
      expect(noSeat.statusCode).toBe(400);
      expect(noSeat.json<{ non_field_errors: string[] }>().non_field_errors[0]).toContain(
        'has no free staff seat on its plan right now',
      );
      expect(await staffCount(owner)).toBe(1);
      expect((await myInvitations(people[2]!.headers)).results[0]).toMatchObject({
        public_id: third!.public_id,
        status: 'pending',
      });

      await t.app.db
        .update(organizations)
        .set({ maxSubUsers: 3 })
        .where(eq(organizations.id, owner.organization.id));
      expect((await respond(people[2]!.headers, third!.public_id)).statusCode).toBe(200);
      expect(await staffCount(owner)).toBe(2);

      const { owner: single } = await newOrganization(1);
      const singleRole = await createTestRole(t, single, []);
      const one = await call('POST', '/users/staff/add-sub-users/', single.headers, {
        users: [uniqueEmail('x'), uniqueEmail('y')].map((email) => ({ email, role_id: singleRole.id })),
      });
      expect(one.json<{ detail: string }>().detail).toContain(
        'Your plan allows 1 staff member, open invitations included.',
      );
    });

    it('answers 401 anonymously and 403 to a member without "manage system stakeholders"', async () => {
      const body = { users: [{ email: uniqueEmail('z'), role_id: editorRoleId }] };
      expect((await call('POST', '/users/staff/add-sub-users/', undefined, body)).statusCode).toBe(401);
      const plain = await createTestStaff(t, ministry, [P.MANAGE_ROLES, P.MANAGE_DEPARTMENTS]);
      expect((await call('POST', '/users/staff/add-sub-users/', plain.headers, body)).statusCode).toBe(403);
    });

    it('lets a staff manager invite only with roles within their own permissions', async () => {
      const manager = await createTestStaff(t, ministry, [P.MANAGE_SYSTEM_STAKEHOLDERS]);
      const weak = await createTestRole(t, ministry, [], 'Reader');
      const ok = await invite(
        ministry,
        [{ email: uniqueEmail('reader'), role_id: weak.id }],
        manager.headers,
      );
      expect(ok[0]!.role.name).toBe('Reader');
      const refused = await call('POST', '/users/staff/add-sub-users/', manager.headers, {
        users: [{ email: uniqueEmail('e'), role_id: editorRoleId }],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<PerPersonErrors>().users['0']?.role_id?.[0]).toContain('your own role lacks');
    });
  });
});
