import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  addSubUsersResponseSchema,
  staffInvitationPageSchema,
  subUserPageSchema,
  type StaffInvitation,
} from '@oversight/shared/collaboration/staff.schemas';
import { staffInvitations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestRole } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

/** The staff tests' organisation (a ministry with an Editor role) and their calls (staff*.routes.test.ts). */

export async function createStaffOrganization() {
  const t = await createTestApp();
  const ministry = await createTestUser(t, {
    accountType: 'MINISTRY',
    displayName: 'Federal Ministry of Works',
    maxSubUsers: 50,
  });
  const editorRoleId = (await createTestRole(t, ministry, [P.EDIT_PROJECT], 'Editor')).id;
  return { t, ministry, editorRoleId };
}

/** The calls the staff tests make, on the app `app()` gives (set in their beforeAll). */
export function staffCalls(app: () => TestApp) {
  const call = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
    app().app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
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
    await app().runJobs();
    const mail = app()
      .outbox()
      .filter((message) => message.to === email)
      .at(-1);
    return mail ? { ...mail, body: mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') } : undefined;
  }

  const expireInvitation = (id: string) =>
    app()
      .app.db.update(staffInvitations)
      .set({
        expiresAt: new Date(Date.now() - 86_400_000),
        lastSentAt: new Date(Date.now() - 15 * 86_400_000),
      })
      .where(eq(staffInvitations.id, id));

  async function newOrganization(maxSubUsers = 10) {
    const owner = await createTestUser(app(), { accountType: 'AGENCY', maxSubUsers });
    const role = await createTestRole(app(), owner, [P.VIEW_CHANGE_LOGS], 'Officer');
    return { owner, roleId: role.id };
  }

  return {
    call,
    uniqueEmail,
    invite,
    respond,
    addStaff,
    staffCount,
    pendingInvitations,
    myInvitations,
    lastMailTo,
    expireInvitation,
    newOrganization,
  };
}
