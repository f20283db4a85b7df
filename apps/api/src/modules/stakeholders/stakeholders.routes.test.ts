import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import { PSEUDO_USER_EMAILS } from '@oversight/shared/collaboration/content';
import {
  assignedObjectPageSchema,
  invitePageSchema,
  inviteResultSchema,
  inviteSchema,
  itemStakeholderPageSchema,
  stakeholderActivityPageSchema,
  stakeholderPageSchema,
  type Invite,
  type InviteResult,
  type ItemStakeholder,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import { projectGroupMembers, projectGroups, departments } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestRole, createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { call, decodeQuotedPrintable, readOtp } from '../accounts/test-helpers.js';
import { createTestProject } from '../../test/project-fixtures.js';

/** invite-stakeholders' 400: each refused invitee's problems under their index in the list. */
type PerInviteeErrors = { stakeholders: Record<string, Record<string, string[]>> };

describe('stakeholders: invitations, grants and the organisation list', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let contractor: TestUser;
  let contractorUser: TestUser;
  let citizen: TestUser;
  let bareStaff: TestStaff;
  let monitorRoleId: string;
  let viewerRoleId: string;
  let draft: { id: string; publicId: string };
  let otherDraft: { id: string; publicId: string };
  let groupId: string;
  let groupedDraft: { id: string; publicId: string };

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
  const invite = (
    headers: Record<string, string>,
    projectId: string,
    stakeholders: unknown[],
    message = '',
  ) => inject('POST', `/projects/${projectId}/invite-stakeholders/`, headers, { stakeholders, message });
  const detail = (headers: Record<string, string> | undefined, projectId: string) =>
    inject('GET', `/projects/${projectId}/`, headers);
  const respond = (headers: Record<string, string>, inviteId: string, response: string) =>
    inject('POST', '/users/stakeholders/respond-to-invite/', headers, {
      invite_public_id: inviteId,
      response,
    });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY' });
    contractor = await createTestUser(t, { accountType: 'CONTRACTOR', displayName: 'Build Right Ltd' });
    contractorUser = await createTestUser(t, { displayName: 'Ngozi Field' });
    citizen = await createTestUser(t, { displayName: 'Amina Bello' });
    bareStaff = await createTestStaff(t, ministry, [P.EDIT_PROJECT]);
    monitorRoleId = (await createTestRole(t, ministry, [P.VIEW_POST_PROJECT_UPDATES], 'Field monitor')).id;
    viewerRoleId = (await createTestRole(t, ministry, [], 'Viewer')).id;
    const make = async (name: string) => {
      const row = await createTestProject(t, {
        name,
        isPublished: false,
        ministryId: ministry.organization.id,
        organizationId: ministry.organization.id,
      });
      return { id: row.id, publicId: row.publicId };
    };
    draft = await make('Kano-Maiduguri road section 2');
    otherDraft = await make('Secret bridge study');
    groupedDraft = await make('Grouped clinic');
    const [group] = await t.app.db
      .insert(projectGroups)
      .values({ tenantId: t.tenantId, organizationId: ministry.organization.id, name: 'Clinics' })
      .returning();
    groupId = group!.id;
    await t.app.db
      .insert(projectGroupMembers)
      .values({ tenantId: t.tenantId, groupId, projectId: groupedDraft.id });
  });
  afterAll(async () => t.close());

  it('invites a user, who accepts and then sees and updates the project, but cannot edit it nor see other drafts', async () => {
    expect((await detail(contractorUser.headers, draft.publicId)).statusCode).toBe(404);
    const response = await invite(
      ministry.headers,
      draft.publicId,
      [{ user_id: contractorUser.user.id, role_id: monitorRoleId, stakeholder_type: 1 }],
      'Please report monthly.',
    );
    expect(response.statusCode, response.body).toBe(201);
    const result = inviteResultSchema.parse(response.json());
    expect(result.invitations).toHaveLength(1);
    expect(result.invitations[0]).toMatchObject({
      status: 'pending',
      invitee: { kind: 'user', public_id: contractorUser.user.id },
      role: { name: 'Field monitor' },
      content: { content_type: 'project', public_id: draft.publicId },
    });
    const inviteId = result.invitations[0]!.invite_public_id;

    // Pending: no access yet; the invitee sees it in my-invites; a notification is queued for them.
    expect((await detail(contractorUser.headers, draft.publicId)).statusCode).toBe(404);
    const mine = invitePageSchema.parse(
      (await inject('GET', '/users/profiles/my-invites/', contractorUser.headers)).json(),
    );
    expect(mine.results.map((entry) => entry.invite_public_id)).toEqual([inviteId]);
    await t.runJobs();
    const bell = await inject('GET', '/notifications/', contractorUser.headers);
    expect(bell.statusCode).toBe(200);
    expect(JSON.stringify(bell.json())).toContain(
      'Ministry of Works invited you to Kano-Maiduguri road section 2',
    );

    // Someone else cannot answer it (and learns nothing).
    expect((await respond(citizen.headers, inviteId, 'accept')).statusCode).toBe(404);
    const accepted = await respond(contractorUser.headers, inviteId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(inviteSchema.parse(accepted.json()).status).toBe('accepted');
    expect((await respond(contractorUser.headers, inviteId, 'decline')).json()).toEqual({
      non_field_errors: ['This invitation was already accepted.'],
    });

    const seen = await detail(contractorUser.headers, draft.publicId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ abilities: Record<string, boolean> }>().abilities).toMatchObject({
      post_update: true,
      edit: false,
      publish: false,
      manage_stakeholders: false,
    });
    expect((await detail(contractorUser.headers, otherDraft.publicId)).statusCode).toBe(404);
    const edit = await inject('PATCH', `/projects/${draft.publicId}/`, contractorUser.headers, {
      name: 'Renamed',
    });
    expect([403, 404]).toContain(edit.statusCode);
    const update = await inject('POST', '/projects/posts/project-update/', contractorUser.headers, {
      project_id: draft.publicId,
      title: 'Asphalt laid on 3 km',
      body: 'Section 2 is half done.',
    });
    expect(update.statusCode, update.body).toBe(201);

    // The ministry sees the stakeholder on the project and in its list; the inviter hears of the answer.
    const list = itemStakeholderPageSchema.parse(
      (await inject('GET', `/projects/${draft.publicId}/stakeholders/`, ministry.headers)).json(),
    );
    expect(
      list.results.map((entry) => [entry.stakeholder.public_id, entry.stakeholder.kind, entry.role.name]),
    ).toEqual([[contractorUser.user.id, 'visitor', 'Field monitor']]);

    // Removal takes effect on the next request.
    const removed = await inject('POST', '/users/stakeholders/remove-stakeholder/', ministry.headers, {
      content_type: 'project',
      content_id: draft.publicId,
      stakeholder_id: contractorUser.user.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await detail(contractorUser.headers, draft.publicId)).statusCode).toBe(404);
    expect(
      (
        await inject('POST', '/users/stakeholders/remove-stakeholder/', ministry.headers, {
          content_type: 'project',
          content_id: draft.publicId,
          stakeholder_id: contractorUser.user.id,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a declined invitation gives nothing and tells the inviter', async () => {
    const result = inviteResultSchema.parse(
      (
        await invite(ministry.headers, draft.publicId, [{ user_id: citizen.user.id, role_id: viewerRoleId }])
      ).json(),
    );
    const declined = await respond(citizen.headers, result.invitations[0]!.invite_public_id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json<{ status: string }>().status).toBe('declined');
    expect((await detail(citizen.headers, draft.publicId)).statusCode).toBe(404);
    const pending = invitePageSchema.parse(
      (await inject('GET', '/users/stakeholders/pending-sent-invites/', ministry.headers)).json(),
    );
    expect(
      pending.results.some((entry) => entry.invite_public_id === result.invitations[0]!.invite_public_id),
    ).toBe(false);
    const activity = stakeholderActivityPageSchema.parse(
      (
        await inject('POST', '/users/stakeholders/activities/', ministry.headers, {
          stakeholder_id: citizen.user.id,
        })
      ).json(),
    );
    expect(activity.results.map((entry) => entry.action)).toEqual(['declined', 'invited']);
  });

  it('an e-mail with no account gets a sign-up link; after sign-up and verification the invitation is theirs', async () => {
    const address = `new-partner-${Date.now()}@example.test`;
    const result = inviteResultSchema.parse(
      (await invite(ministry.headers, draft.publicId, [{ email: address, role_id: monitorRoleId }])).json(),
    );
    const inviteId = result.invitations[0]!.invite_public_id;
    expect(result.invitations[0]!.invitee).toEqual({
      kind: 'email',
      public_id: null,
      name: address,
      email: address,
    });
    await t.runJobs();
    const mail = t.outbox().find((message) => message.to === address);
    const body = decodeQuotedPrintable(mail?.raw ?? '');
    expect(body).toContain('Ministry of Works invited you to the project "Kano-Maiduguri road section 2"');
    expect(body).toContain(`/signup?invite=${inviteId}&email=`);

    const registered = await call(t, {
      url: '/users/register/',
      body: {
        account_type: 'citizen',
        email: address,
        password: 'Lagos-Ibadan-1',
        display_name: 'New Partner',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const token = registered.json<{ token: string }>().token;
    const headers = { authorization: `Bearer ${token}`, 'x-tenant': 'federal' };
    // Not verified yet: the invitation waits.
    expect(
      invitePageSchema.parse((await inject('GET', '/users/profiles/my-invites/', headers)).json()).count,
    ).toBe(0);
    expect((await respond(headers, inviteId, 'accept')).json()).toEqual({
      non_field_errors: ['Verify your e-mail address first: the invitation was sent to it.'],
    });
    const otp = await readOtp(t, address);
    expect((await call(t, { url: '/users/verify/', body: { otp }, token })).statusCode).toBe(200);
    expect(
      invitePageSchema
        .parse((await inject('GET', '/users/profiles/my-invites/', headers)).json())
        .results.map((entry) => entry.invite_public_id),
    ).toEqual([inviteId]);
    const accepted = await respond(headers, inviteId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Invite>().invitee).toMatchObject({ kind: 'user', email: address });
    expect(
      (await detail(headers, draft.publicId)).json<{ abilities: Record<string, boolean> }>().abilities
        .post_update,
    ).toBe(true);
  });

  it('an organisation invited onto a project group: its owner accepts; the group covers its projects', async () => {
    const response = await inject(
      'POST',
      `/projects/groups/${groupId}/invite-stakeholders/`,
      ministry.headers,
      { stakeholders: [{ organization_id: contractor.organization.id, role_id: monitorRoleId }] },
    );
    expect(response.statusCode, response.body).toBe(201);
    const inviteId = response.json<InviteResult>().invitations[0]!.invite_public_id;
    expect((await respond(contractorUser.headers, inviteId, 'accept')).statusCode).toBe(404);
    expect((await respond(contractor.headers, inviteId, 'accept')).statusCode).toBe(200);
    expect(
      (await detail(contractor.headers, groupedDraft.publicId)).json<{ abilities: Record<string, boolean> }>()
        .abilities,
    ).toMatchObject({
      post_update: true,
      edit: false,
    });
    expect((await detail(contractor.headers, draft.publicId)).statusCode).toBe(404);
    const groupList = itemStakeholderPageSchema.parse(
      (await inject('GET', `/projects/groups/${groupId}/stakeholders/`, ministry.headers)).json(),
    );
    expect(groupList.results.map((entry) => entry.stakeholder.kind)).toEqual(['organisation']);
  });

  it('departments and access groups are granted at once; pseudo-users never show as people', async () => {
    const [department] = await t.app.db
      .insert(departments)
      .values({ tenantId: t.tenantId, organizationId: ministry.organization.id, name: 'Monitoring' })
      .returning();
    const response = await invite(ministry.headers, otherDraft.publicId, [
      { department_id: department!.id, role_id: monitorRoleId, stakeholder_type: 0 },
      { access_group: 'all_organisation', role_id: viewerRoleId, stakeholder_type: 0 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(inviteResultSchema.parse(response.json()).granted).toHaveLength(2);
    const list = itemStakeholderPageSchema.parse(
      (await inject('GET', `/projects/${otherDraft.publicId}/stakeholders/`, ministry.headers)).json(),
    );
    expect(list.results.map((entry) => entry.stakeholder.kind)).toEqual(['department']);
    expect(list.access_groups.map((entry) => entry.access_group)).toEqual(['all_organisation']);
    const everyone = stakeholderPageSchema.parse(
      (await inject('GET', '/users/stakeholders/?limit=100', ministry.headers)).json(),
    );
    expect(JSON.stringify(everyone)).not.toContain(PSEUDO_USER_EMAILS.all_organisation);
    expect(everyone.results.some((entry) => entry.name === 'Everyone in the organisation')).toBe(false);
    // The general public may only ever view.
    const loud = await invite(ministry.headers, otherDraft.publicId, [
      { access_group: 'general_public', role_id: monitorRoleId },
    ]);
    expect(loud.statusCode).toBe(400);
    expect(loud.json<PerInviteeErrors>().stakeholders['0']?.role_id?.[0]).toContain('general public');
    const removed = await inject('POST', '/users/stakeholders/remove-stakeholder/', ministry.headers, {
      content_type: 'project',
      content_id: otherDraft.publicId,
      access_group: 'all_organisation',
    });
    expect(removed.statusCode).toBe(200);
  });

  it('"all MDAs" is granted at once: every ministry and agency of the tenant opens the draft, contractors and citizens do not', async () => {
    const response = await invite(ministry.headers, otherDraft.publicId, [
      { access_group: 'all_mdas', role_id: viewerRoleId },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const list = itemStakeholderPageSchema.parse(
      (await inject('GET', `/projects/${otherDraft.publicId}/stakeholders/`, ministry.headers)).json(),
    );
    expect(list.access_groups.map((entry) => entry.access_group)).toContain('all_mdas');
    const everyone = stakeholderPageSchema.parse(
      (await inject('GET', '/users/stakeholders/?limit=100', ministry.headers)).json(),
    );
    expect(JSON.stringify(everyone)).not.toContain(PSEUDO_USER_EMAILS.all_mdas);
    expect((await detail(otherMinistry.headers, otherDraft.publicId)).statusCode).toBe(200);
    expect((await detail(contractor.headers, otherDraft.publicId)).statusCode).toBe(404);
    expect((await detail(citizen.headers, otherDraft.publicId)).statusCode).toBe(404);
    // Bad input names the field.
    const bad = await invite(ministry.headers, otherDraft.publicId, [
      { access_group: 'all_ministries', role_id: viewerRoleId },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('access_group');
    const removed = await inject('POST', '/users/stakeholders/remove-stakeholder/', ministry.headers, {
      content_type: 'project',
      content_id: otherDraft.publicId,
      access_group: 'all_mdas',
    });
    expect(removed.statusCode).toBe(200);
    expect((await detail(otherMinistry.headers, otherDraft.publicId)).statusCode).toBe(404);
  });

  it('lists the organisation stakeholders with filters, assigned objects, edits roles and removes from the organisation', async () => {
    const result = inviteResultSchema.parse(
      (
        await invite(ministry.headers, otherDraft.publicId, [
          { user_id: contractorUser.user.id, role_id: viewerRoleId },
        ])
      ).json(),
    );
    await respond(contractorUser.headers, result.invitations[0]!.invite_public_id, 'accept');
    const list = async (query: string) => {
      const response = await inject('GET', `/users/stakeholders/?${query}`, ministry.headers);
      expect(response.statusCode, response.body).toBe(200);
      return stakeholderPageSchema.parse(response.json());
    };
    const all = await list('limit=100');
    const names = all.results.map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining(['Ngozi Field', 'Build Right Ltd', 'Monitoring', bareStaff.user.displayName]),
    );
    expect((await list('ownership=sub_users')).results.map((entry) => entry.public_id)).toEqual([
      bareStaff.user.id,
    ]);
    expect((await list('ownership=organisation')).results.map((entry) => entry.name)).toEqual([
      'Build Right Ltd',
    ]);
    expect((await list('ownership=department')).results.map((entry) => entry.name)).toEqual(['Monitoring']);
    expect((await list('ownership=visitor&query=ngozi')).results.map((entry) => entry.public_id)).toEqual([
      contractorUser.user.id,
    ]);
    expect((await list('stakeholder_type=0&ownership=department')).count).toBe(1);
    expect((await list('ordering=-name&limit=2')).results).toHaveLength(2);
    expect(
      (await inject('GET', '/users/stakeholders/?ownership=everyone', ministry.headers)).statusCode,
    ).toBe(400);

    const objectsResponse = await inject(
      'GET',
      `/users/stakeholders/${contractorUser.user.id}/assigned-objects/?content_type=project`,
      ministry.headers,
    );
    expect(objectsResponse.statusCode, objectsResponse.body).toBe(200);
    const objects = assignedObjectPageSchema.parse(objectsResponse.json());
    expect(objects.results.map((entry) => [entry.content.name, entry.role.name])).toEqual([
      ['Secret bridge study', 'Viewer'],
    ]);
    expect(
      (
        await inject(
          'GET',
          `/users/stakeholders/${otherMinistry.user.id}/assigned-objects/`,
          ministry.headers,
        )
      ).statusCode,
    ).toBe(404);

    const edited = await inject(
      'PATCH',
      `/users/stakeholders/${contractorUser.user.id}/edit-role-on-content/`,
      ministry.headers,
      { content_type: 'project', content_id: otherDraft.publicId, role_id: monitorRoleId },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ItemStakeholder>().role.name).toBe('Field monitor');
    expect(
      (await detail(contractorUser.headers, otherDraft.publicId)).json<{
        abilities: Record<string, boolean>;
      }>().abilities.post_update,
    ).toBe(true);
    const typed = await inject('PATCH', `/users/stakeholders/${contractorUser.user.id}/`, ministry.headers, {
      stakeholder_type: 0,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toMatchObject({ stakeholder_type: 0, items_count: 1 });

    const gone = await inject('POST', '/users/stakeholders/remove-stakeholder-from-org/', ministry.headers, {
      stakeholder_id: contractorUser.user.id,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await detail(contractorUser.headers, otherDraft.publicId)).statusCode).toBe(404);
    expect(
      (
        await inject('POST', '/users/stakeholders/remove-stakeholder-from-org/', ministry.headers, {
          stakeholder_id: contractorUser.user.id,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('pending invitations: listed per item and for the organisation, cancelled by a manager', async () => {
    const result = inviteResultSchema.parse(
      (
        await invite(ministry.headers, otherDraft.publicId, [
          { email: `later-${Date.now()}@example.test`, role_id: viewerRoleId },
        ])
      ).json(),
    );
    const inviteId = result.invitations[0]!.invite_public_id;
    const forItem = invitePageSchema.parse(
      (
        await inject(
          'GET',
          `/users/stakeholders/pending-sent-invites/?content_type=project&content_id=${otherDraft.publicId}`,
          ministry.headers,
        )
      ).json(),
    );
    expect(forItem.results.map((entry) => entry.invite_public_id)).toContain(inviteId);
    expect(
      (
        await inject(
          'GET',
          `/users/stakeholders/pending-sent-invites/?content_type=project`,
          ministry.headers,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await inject(
          'DELETE',
          `/users/stakeholders/delete-pending-invite/?invite_public_id=${inviteId}`,
          bareStaff.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await inject(
          'DELETE',
          `/users/stakeholders/delete-pending-invite/?invite_public_id=${inviteId}`,
          otherMinistry.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject(
          'DELETE',
          `/users/stakeholders/delete-pending-invite/?invite_public_id=${inviteId}`,
          ministry.headers,
        )
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await inject(
          'DELETE',
          `/users/stakeholders/delete-pending-invite/?invite_public_id=${inviteId}`,
          ministry.headers,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('an invitation expires after 14 days; a manager resends it (not twice within the hour) and it can be accepted again', async () => {
    const invitee = await createTestUser(t, { displayName: 'Late Reader' });
    const result = inviteResultSchema.parse(
      (
        await invite(ministry.headers, otherDraft.publicId, [
          { user_id: invitee.user.id, role_id: viewerRoleId },
        ])
      ).json(),
    );
    const sent = result.invitations[0]!;
    const days = (Date.parse(sent.expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const resend = () =>
      inject('POST', '/users/stakeholders/resend-invite/', ministry.headers, {
        invite_public_id: sent.invite_public_id,
      });
    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json<{ detail: string }>().detail).toMatch(/less than an hour ago/);

    await t.app.db.execute(
      sql`UPDATE stakeholder_invitations SET expires_at = now() - interval '1 day' WHERE id = ${sent.invite_public_id}`,
    );
    const mine = invitePageSchema.parse(
      (await inject('GET', '/users/profiles/my-invites/', invitee.headers)).json(),
    );
    expect(mine.results.map((entry) => entry.invite_public_id)).not.toContain(sent.invite_public_id);
    const late = await respond(invitee.headers, sent.invite_public_id, 'accept');
    expect(late.statusCode).toBe(400);
    expect(late.json<{ non_field_errors: string[] }>().non_field_errors[0]).toMatch(
      /expired on \d{4}-\d{2}-\d{2}: ask whoever invited you to send it again/,
    );
    const listed = invitePageSchema.parse(
      (
        await inject(
          'GET',
          `/users/stakeholders/pending-sent-invites/?content_type=project&content_id=${otherDraft.publicId}`,
          ministry.headers,
        )
      ).json(),
    );
    expect(listed.results.find((entry) => entry.invite_public_id === sent.invite_public_id)?.is_expired).toBe(
      true,
    );

    const body = { invite_public_id: sent.invite_public_id };
    expect(
      (await inject('POST', '/users/stakeholders/resend-invite/', otherMinistry.headers, body)).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', '/users/stakeholders/resend-invite/', bareStaff.headers, body)).statusCode,
    ).toBe(403);
    expect((await inject('POST', '/users/stakeholders/resend-invite/', undefined, body)).statusCode).toBe(
      401,
    );
    expect(
      (
        await inject('POST', '/users/stakeholders/resend-invite/', ministry.headers, {
          invite_public_id: 'nope',
        })
      ).statusCode,
    ).toBe(400);
    const again = await resend();
    expect(again.statusCode, again.body).toBe(200);
    expect(inviteSchema.parse(again.json())).toMatchObject({ is_expired: false, status: 'pending' });
    expect(Date.parse(again.json<Invite>().expires) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    await t.runJobs();
    const notified = await t.app.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM notifications WHERE recipient_id = ${invitee.user.id}`,
    );
    expect(notified.rows[0]!.n).toBe(2);
    expect((await respond(invitee.headers, sent.invite_public_id, 'accept')).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(400);
  });

  it('bad input answers 400 naming the field', async () => {
    const none = await invite(ministry.headers, draft.publicId, [{ role_id: monitorRoleId }]);
    expect(none.statusCode).toBe(400);
    expect(none.json<PerInviteeErrors>().stakeholders['0']?.non_field_errors?.[0]).toContain('exactly one');
    const two = await invite(ministry.headers, draft.publicId, [
      { user_id: citizen.user.id, email: 'x@example.test', role_id: monitorRoleId },
    ]);
    expect(two.statusCode).toBe(400);
    const foreignRole = (await createTestRole(t, otherMinistry, [])).id;
    const wrongRole = await invite(ministry.headers, draft.publicId, [
      { user_id: citizen.user.id, role_id: foreignRole },
    ]);
    expect(wrongRole.json()).toEqual({
      stakeholders: {
        '0': { role_id: ['Choose one of the roles of the organisation that owns this item.'] },
      },
    });
    const self = await invite(ministry.headers, draft.publicId, [
      { user_id: ministry.user.id, role_id: viewerRoleId },
    ]);
    expect(self.json<PerInviteeErrors>().stakeholders['0']?.user_id).toEqual(['You cannot invite yourself.']);
    const twice = await invite(ministry.headers, draft.publicId, [
      { user_id: citizen.user.id, role_id: viewerRoleId },
      { email: citizen.user.email, role_id: viewerRoleId },
    ]);
    expect(twice.json<PerInviteeErrors>().stakeholders['1']?.non_field_errors).toEqual([
      'This stakeholder is already in the list.',
    ]);
    expect((await respond(citizen.headers, 'not-a-uuid', 'accept')).json()).toHaveProperty(
      'invite_public_id',
    );
    expect((await respond(citizen.headers, crypto.randomUUID(), 'maybe')).json()).toHaveProperty('response');
    expect(
      (await inject('PATCH', `/users/stakeholders/${citizen.user.id}/`, ministry.headers, {})).statusCode,
    ).toBe(400);
    expect(
      (
        await inject('POST', '/users/stakeholders/invite-stakeholder/', ministry.headers, {
          content_type: 'plan',
          content_id: 'x',
          stakeholders: [{ user_id: citizen.user.id, role_id: viewerRoleId }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject('POST', '/users/stakeholders/invite-stakeholder/', ministry.headers, {
          content_type: 'poster',
          content_id: 'x',
          stakeholders: [],
        })
      ).json(),
    ).toHaveProperty('content_type');
  });

  it('401 anonymous, 403 for a member without the stakeholder permissions, 404 for other organisations', async () => {
    const anonymous = await inject('GET', `/projects/${draft.publicId}/stakeholders/`);
    expect(anonymous.statusCode).toBe(401);
    // A member whose role lacks "manage project stakeholders" sees the list (own organisation) but cannot invite.
    expect(
      (await inject('GET', `/projects/${draft.publicId}/stakeholders/`, bareStaff.headers)).statusCode,
    ).toBe(200);
    expect(
      (await invite(bareStaff.headers, draft.publicId, [{ user_id: citizen.user.id, role_id: viewerRoleId }]))
        .statusCode,
    ).toBe(403);
    for (const [method, url, body] of [
      ['GET', '/users/stakeholders/', undefined],
      ['PATCH', `/users/stakeholders/${citizen.user.id}/`, { stakeholder_type: 0 }],
      ['GET', `/users/stakeholders/${citizen.user.id}/assigned-objects/`, undefined],
      ['POST', '/users/stakeholders/activities/', { stakeholder_id: citizen.user.id }],
      ['POST', '/users/stakeholders/remove-stakeholder-from-org/', { stakeholder_id: citizen.user.id }],
      ['GET', '/users/stakeholders/pending-sent-invites/', undefined],
      [
        'POST',
        '/users/stakeholders/remove-stakeholder/',
        { content_type: 'project', content_id: draft.publicId, stakeholder_id: citizen.user.id },
      ],
      [
        'PATCH',
        `/users/stakeholders/${citizen.user.id}/edit-role-on-content/`,
        { content_type: 'project', content_id: draft.publicId, role_id: viewerRoleId },
      ],
    ] as const) {
      const response = await inject(method, url, bareStaff.headers, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // Another organisation learns nothing of a draft: 404.
    expect(
      (await inject('GET', `/projects/${draft.publicId}/stakeholders/`, otherMinistry.headers)).statusCode,
    ).toBe(404);
    expect(
      (
        await invite(otherMinistry.headers, draft.publicId, [
          { user_id: citizen.user.id, role_id: viewerRoleId },
        ])
      ).statusCode,
    ).toBe(404);
    // ... and of a group's stakeholders.
    expect(
      (await inject('GET', `/projects/groups/${groupId}/stakeholders/`, otherMinistry.headers)).statusCode,
    ).toBe(404);
  });
});
