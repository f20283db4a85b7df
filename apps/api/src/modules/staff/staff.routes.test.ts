import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  addSubUsersResponseSchema,
  staffCandidatePageSchema,
  staffInvitationPageSchema,
  staffInvitationSchema,
  subUserPageSchema,
  subUserSchema,
  type StaffCandidate,
  type StaffInvitation,
} from '@oversight/shared/collaboration/staff.schemas';
import type { AuthResponse } from '@oversight/shared/accounts/accounts.schemas';
import type { Department } from '@oversight/shared/collaboration/departments.schemas';
import type { Role } from '@oversight/shared/collaboration/roles.schemas';
import type { Page } from '@oversight/shared/pagination';
import { organizations, staffInvitations, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestRole, createTestStaff } from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';

/** add-sub-users' 400: each refused person's problems under their index in the list. */
type PerPersonErrors = { users: Record<string, Record<string, string[]>> };

describe('staff', () => {
  let t: TestApp;
  let ministry: TestUser;
  let editorRoleId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Federal Ministry of Works',
      maxSubUsers: 50,
    });
    editorRoleId = (await createTestRole(t, ministry, [P.EDIT_PROJECT], 'Editor')).id;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.test`;

  async function invite(
    owner: TestUser,
    entries: Record<string, unknown>[],
    headers = owner.headers,
  ): Promise<StaffInvitation[]> {
    const response = await call('POST', '/users/staff/add-sub-users/', headers, { users: entries });
    expect(response.statusCode, response.body).toBe(201);
    const body = addSubUsersResponseSchema.parse(response.json());
    // Nobody joins at once: `results` stays for older clients and is empty.
    expect(body.results).toEqual([]);
    return body.invitations;
  }

  const respond = (headers: Record<string, string>, id: string, response: 'accept' | 'decline' = 'accept') =>
    call('POST', `/users/staff/invitations/${id}/respond/`, headers, { response });

  /** People with accounts invited with a role who accept: the way anyone becomes staff now. */
  async function addStaff(owner: TestUser, people: TestUser[], roleId: string): Promise<void> {
    const invitations = await invite(
      owner,
      people.map((person) => ({ email: person.user.email, role_id: roleId })),
    );
    for (const [index, person] of people.entries()) {
      const accepted = await respond(person.headers, invitations[index]!.public_id);
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
  }

  async function staffCount(owner: TestUser) {
    return subUserPageSchema.parse((await call('GET', '/users/staff/sub-users/', owner.headers)).json())
      .count;
  }

  async function pendingInvitations(owner: TestUser) {
    const response = await call('GET', '/users/staff/invitations/', owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    return staffInvitationPageSchema.parse(response.json());
  }

  async function myInvitations(headers: Record<string, string>) {
    const response = await call('GET', '/users/staff/my-invitations/', headers);
    expect(response.statusCode, response.body).toBe(200);
    return staffInvitationPageSchema.parse(response.json());
  }

  /** The newest e-mail to this address, with its quoted-printable soft breaks undone. */
  async function lastMailTo(email: string) {
    await t.runJobs();
    const mail = t
      .outbox()
      .filter((message) => message.to === email)
      .at(-1);
    return mail ? { ...mail, body: mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') } : undefined;
  }

  const expireInvitation = (id: string) =>
    t.app.db
      .update(staffInvitations)
      .set({
        expiresAt: new Date(Date.now() - 86_400_000),
        lastSentAt: new Date(Date.now() - 15 * 86_400_000),
      })
      .where(eq(staffInvitations.id, id));

  async function newOrganization(maxSubUsers = 10) {
    const owner = await createTestUser(t, { accountType: 'AGENCY', maxSubUsers });
    const role = await createTestRole(t, owner, [P.VIEW_CHANGE_LOGS], 'Officer');
    return { owner, roleId: role.id };
  }

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
