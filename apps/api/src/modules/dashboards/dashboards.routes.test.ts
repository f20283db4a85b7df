import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  inviteResultSchema,
  itemStakeholderPageSchema,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import {
  dashboardPageSchema,
  dashboardSchema,
  type Dashboard,
} from '@oversight/shared/dashboards/dashboards.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import {
  createTestGrant,
  createTestRole,
  createTestStaff,
  type TestStaff,
} from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';

describe('dashboards', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let contractor: TestUser;
  let viewerStaff: TestStaff;
  let editorStaff: TestStaff;
  let viewerRoleId: string;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object | undefined });
  const list = async (headers: Record<string, string>, query = '') => {
    const response = await call('GET', `/dashboards/${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return dashboardPageSchema.parse(response.json());
  };
  async function create(body: Record<string, unknown>, headers = ministry.headers): Promise<Dashboard> {
    const response = await call('POST', '/dashboards/', headers, body);
    expect(response.statusCode, response.body).toBe(201);
    return dashboardSchema.parse(response.json());
  }
  /** An invitation to a user, accepted by them: the grant the Share dialog makes. */
  async function share(dashboardId: string, invitee: TestUser, roleId: string) {
    const invited = await call('POST', `/dashboards/${dashboardId}/invite-stakeholders/`, ministry.headers, {
      stakeholders: [{ user_id: invitee.user.id, role_id: roleId, stakeholder_type: 1 }],
      message: '',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const inviteId = inviteResultSchema.parse(invited.json()).invitations[0]!.invite_public_id;
    const accepted = await call('POST', '/users/stakeholders/respond-to-invite/', invitee.headers, {
      invite_public_id: inviteId,
      response: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  const unshare = (dashboardId: string, invitee: TestUser) =>
    call('POST', '/users/stakeholders/remove-stakeholder/', ministry.headers, {
      content_type: 'dashboard',
      content_id: dashboardId,
      stakeholder_id: invitee.user.id,
    });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    contractor = await createTestUser(t, { accountType: 'CONTRACTOR', displayName: 'Build Right Ltd' });
    viewerStaff = await createTestStaff(t, ministry, []);
    editorStaff = await createTestStaff(t, ministry, [P.CREATE_EDIT_DASHBOARD]);
    viewerRoleId = (await createTestRole(t, ministry, [], 'Dashboard viewer')).id;
  });
  afterAll(async () => t.close());

  describe('POST /dashboards/', () => {
    it('creates a dashboard of the current organisation; its owner may do everything on it', async () => {
      const dashboard = await create({
        name: '  Road budget 2026 ',
        description: 'Spending on federal roads.',
      });
      expect(dashboard).toMatchObject({
        name: 'Road budget 2026',
        description: 'Spending on federal roads.',
        organization: { public_id: ministry.organization.id, name: 'Ministry of Works' },
        created_by: { public_id: ministry.user.id },
        access: 'owned',
        abilities: { edit: true, delete: true, manage_visualizations: true, manage_stakeholders: true },
      });
      const blank = await create({ name: 'No description yet' });
      expect(blank.description).toBe('');
    });

    it('answers 400 with the field for bad input and a name the organisation already uses', async () => {
      const missing = await call('POST', '/dashboards/', ministry.headers, { description: 'x' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toHaveProperty('name');
      const long = await call('POST', '/dashboards/', ministry.headers, { name: 'x'.repeat(121) });
      expect(long.statusCode).toBe(400);
      expect(long.json<{ name: string[] }>().name[0]).toContain('at most 120');
      const wrongType = await call('POST', '/dashboards/', ministry.headers, {
        name: 'Fine',
        description: 42,
      });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json()).toHaveProperty('description');
      // PostgreSQL text cannot hold NUL: a 400 naming the field or parameter, not a 500.
      const nul = await call('POST', '/dashboards/', ministry.headers, { name: 'Fine\u0000' });
      expect(nul.statusCode, nul.body).toBe(400);
      expect(nul.json()).toHaveProperty('name');
      const nulSearch = await call('GET', '/dashboards/?search=a%00b', ministry.headers);
      expect(nulSearch.statusCode, nulSearch.body).toBe(400);
      expect(nulSearch.json()).toHaveProperty('search');
      await create({ name: 'Health facilities' });
      const clash = await call('POST', '/dashboards/', ministry.headers, { name: 'HEALTH facilities' });
      expect(clash.statusCode).toBe(400);
      expect(clash.json()).toEqual({ name: ['You already have a dashboard named "HEALTH facilities".'] });
      // Another organisation may use the same name.
      await create({ name: 'Health facilities' }, otherMinistry.headers);
    });

    it('answers 401 without a token and 403 to a member whose role cannot create dashboards, or a personal account', async () => {
      const anonymous = await call('POST', '/dashboards/', undefined, { name: 'Anonymous' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toHaveProperty('code');
      expect(
        (await call('POST', '/dashboards/', viewerStaff.headers, { name: 'Viewer made' })).statusCode,
      ).toBe(403);
      const citizen = await createTestUser(t);
      expect((await call('POST', '/dashboards/', citizen.headers, { name: 'Mine' })).statusCode).toBe(403);
      const byEditor = await create({ name: 'Made by staff' }, editorStaff.headers);
      expect(byEditor).toMatchObject({
        organization: { public_id: ministry.organization.id },
        abilities: { edit: true, delete: false, manage_stakeholders: false },
      });
    });
  });

  describe('GET, PATCH and DELETE /dashboards/{id}/', () => {
    it('reads one dashboard; another organisation, another tenant and anonymous callers learn nothing', async () => {
      const dashboard = await create({ name: 'Quiet secret board', description: 'Only for us' });
      const read = await call('GET', `/dashboards/${dashboard.id}/`, ministry.headers);
      expect(read.statusCode).toBe(200);
      expect(dashboardSchema.parse(read.json())).toEqual(dashboard);
      const staffRead = dashboardSchema.parse(
        (await call('GET', `/dashboards/${dashboard.id}/`, viewerStaff.headers)).json(),
      );
      expect(staffRead.abilities).toEqual({
        edit: false,
        delete: false,
        manage_visualizations: false,
        manage_stakeholders: false,
      });

      for (const outsider of [otherMinistry, contractor]) {
        const answer = await call('GET', `/dashboards/${dashboard.id}/`, outsider.headers);
        expect(answer.statusCode).toBe(404);
        expect(answer.body).not.toContain('Quiet secret');
      }
      const tenant = await createTestTenant(t);
      const foreigner = await createTestUser(t, { tenantId: tenant.id, accountType: 'MINISTRY' });
      const foreign = await call('GET', `/dashboards/${dashboard.id}/`, {
        ...foreigner.headers,
        'x-tenant': tenant.name,
      });
      expect(foreign.statusCode).toBe(404);
      // Anonymous callers reach only what is shared with the general public (general-public-access.routes.test.ts).
      const anonymous = await call('GET', `/dashboards/${dashboard.id}/`);
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.body).not.toContain('Quiet secret');
      expect((await call('GET', `/dashboards/${crypto.randomUUID()}/`, ministry.headers)).statusCode).toBe(
        404,
      );
      const badId = await call('GET', '/dashboards/not-a-uuid/', ministry.headers);
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toHaveProperty('id');
    });

    it('changes name and description for those whose role allows it', async () => {
      const dashboard = await create({ name: 'Draft board' });
      const renamed = await call('PATCH', `/dashboards/${dashboard.id}/`, editorStaff.headers, {
        name: 'Final board',
        description: 'Approved figures',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Final board', description: 'Approved figures' });
      expect(new Date(renamed.json<Dashboard>().modified).getTime()).toBeGreaterThanOrEqual(
        new Date(dashboard.modified).getTime(),
      );

      const empty = await call('PATCH', `/dashboards/${dashboard.id}/`, ministry.headers, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toHaveProperty('non_field_errors');
      const blank = await call('PATCH', `/dashboards/${dashboard.id}/`, ministry.headers, { name: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ name: ['Enter a name.'] });
      await create({ name: 'Taken name' });
      const clash = await call('PATCH', `/dashboards/${dashboard.id}/`, ministry.headers, {
        name: 'taken NAME',
      });
      expect(clash.statusCode).toBe(400);
      expect(clash.json()).toHaveProperty('name');

      expect(
        (await call('PATCH', `/dashboards/${dashboard.id}/`, viewerStaff.headers, { name: 'Viewer rename' }))
          .statusCode,
      ).toBe(403);
      const outsider = await call('PATCH', `/dashboards/${dashboard.id}/`, otherMinistry.headers, {
        name: 'Hijacked',
      });
      expect(outsider.statusCode).toBe(404);
      expect(outsider.body).not.toContain('Final board');
      expect(
        (await call('PATCH', `/dashboards/${dashboard.id}/`, undefined, { name: 'Anonymous' })).statusCode,
      ).toBe(401);
      const after = dashboardSchema.parse(
        (await call('GET', `/dashboards/${dashboard.id}/`, ministry.headers)).json(),
      );
      expect(after.name).toBe('Final board');
    });

    it('deletes a dashboard with its grants, only for those whose role allows it', async () => {
      const dashboard = await create({ name: 'Short-lived board' });
      await share(dashboard.id, contractor, viewerRoleId);
      expect((await call('DELETE', `/dashboards/${dashboard.id}/`, editorStaff.headers)).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `/dashboards/${dashboard.id}/`, otherMinistry.headers)).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/dashboards/${dashboard.id}/`)).statusCode).toBe(401);
      // A viewer through a grant may not delete either.
      expect((await call('DELETE', `/dashboards/${dashboard.id}/`, contractor.headers)).statusCode).toBe(403);
      const deleted = await call('DELETE', `/dashboards/${dashboard.id}/`, ministry.headers);
      expect(deleted.statusCode).toBe(204);
      expect((await call('GET', `/dashboards/${dashboard.id}/`, ministry.headers)).statusCode).toBe(404);
      expect((await call('DELETE', `/dashboards/${dashboard.id}/`, ministry.headers)).statusCode).toBe(404);
      const grants = await t.app.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM stakeholder_grants WHERE content_id = ${dashboard.id}::uuid`,
      );
      expect(grants.rows[0]!.n).toBe(0);
      expect((await list(contractor.headers)).results.map((d) => d.id)).not.toContain(dashboard.id);
    });
  });

  describe('GET /dashboards/', () => {
    it("lists the organisation's dashboards, searchable, ordered and paged, never another organisation's", async () => {
      const agency = await createTestUser(t, { accountType: 'AGENCY', displayName: 'Roads Agency' });
      for (const name of ['Bridges', 'Airports', 'Clinics'])
        await create({ name, description: name === 'Clinics' ? 'Primary care sites' : '' }, agency.headers);
      await create({ name: 'Bridges elsewhere' }, otherMinistry.headers);

      const all = await list(agency.headers, '?ordering=name');
      expect(all.results.map((d) => d.name)).toEqual(['Airports', 'Bridges', 'Clinics']);
      expect(all.results.every((d) => d.access === 'owned' && d.abilities.edit && d.abilities.delete)).toBe(
        true,
      );
      expect((await list(agency.headers)).results.map((d) => d.name)).toEqual([
        'Clinics',
        'Airports',
        'Bridges',
      ]);
      expect((await list(agency.headers, '?ordering=-name')).results.map((d) => d.name)).toEqual([
        'Clinics',
        'Bridges',
        'Airports',
      ]);
      expect((await list(agency.headers, '?search=bridg')).results.map((d) => d.name)).toEqual(['Bridges']);
      expect((await list(agency.headers, '?search=primary')).results.map((d) => d.name)).toEqual(['Clinics']);
      expect((await list(agency.headers, '?search=100%25')).results).toEqual([]);
      const first = await list(agency.headers, '?ordering=name&limit=2');
      expect(first).toMatchObject({ count: 3, previous: null });
      expect(first.next).toContain('offset=2');
      const second = await list(agency.headers, '?ordering=name&limit=2&offset=2');
      expect(second.results.map((d) => d.name)).toEqual(['Clinics']);
      expect(second.next).toBeNull();

      const bad = await call('GET', '/dashboards/?ordering=size&limit=0', agency.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('ordering');
      expect(bad.json()).toHaveProperty('limit');
      expect((await call('GET', '/dashboards/')).statusCode).toBe(401);
    });

    it('shows a dashboard shared with a user of another organisation in their list, and drops it when the grant is removed', async () => {
      const dashboard = await create({ name: 'Contractor progress board' });
      const before = await list(contractor.headers);
      expect(before.results.map((d) => d.id)).not.toContain(dashboard.id);
      expect((await call('GET', `/dashboards/${dashboard.id}/`, contractor.headers)).statusCode).toBe(404);

      await share(dashboard.id, contractor, viewerRoleId);
      const shared = await list(contractor.headers);
      const row = shared.results.find((d) => d.id === dashboard.id);
      expect(row).toMatchObject({
        name: 'Contractor progress board',
        access: 'shared',
        organization: { name: 'Ministry of Works' },
        abilities: { edit: false, delete: false, manage_visualizations: false, manage_stakeholders: false },
      });
      expect((await list(contractor.headers, '?access_type=shared')).results.map((d) => d.id)).toContain(
        dashboard.id,
      );
      expect((await list(contractor.headers, '?access_type=owned')).results.map((d) => d.id)).not.toContain(
        dashboard.id,
      );
      expect((await call('GET', `/dashboards/${dashboard.id}/`, contractor.headers)).statusCode).toBe(200);
      expect(
        (
          await call('PATCH', `/dashboards/${dashboard.id}/`, contractor.headers, {
            name: 'Renamed by contractor',
          })
        ).statusCode,
      ).toBe(403);
      // Still nobody else's.
      expect((await list(otherMinistry.headers)).results.map((d) => d.id)).not.toContain(dashboard.id);

      const removed = await unshare(dashboard.id, contractor);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await list(contractor.headers)).results.map((d) => d.id)).not.toContain(dashboard.id);
      expect((await call('GET', `/dashboards/${dashboard.id}/`, contractor.headers)).statusCode).toBe(404);
    });

    it('a grant with an editing role lets the stakeholder edit, and a grant to an organisation reaches its members', async () => {
      const dashboard = await create({ name: 'Joint board' });
      const editorRole = await createTestRole(t, ministry, [P.CREATE_EDIT_DASHBOARD], 'Dashboard editor');
      await share(dashboard.id, contractor, editorRole.id);
      const edited = await call('PATCH', `/dashboards/${dashboard.id}/`, contractor.headers, {
        description: 'Edited by our contractor',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<{ abilities: Record<string, boolean> }>().abilities).toMatchObject({
        edit: true,
        delete: false,
      });

      const partner = await createTestUser(t, { accountType: 'CSO', displayName: 'Civic Ledger' });
      const partnerStaff = await createTestStaff(t, partner, []);
      await createTestGrant(t, {
        organizationId: ministry.organization.id,
        contentType: 'dashboard',
        contentId: dashboard.id,
        roleId: viewerRoleId,
        grantee: { organizationId: partner.organization.id },
      });
      expect((await list(partnerStaff.headers)).results.map((d) => d.name)).toEqual(['Joint board']);
      // Acting for their personal organisation, the same person does not reach it.
      const personal = {
        ...partnerStaff.headers,
        'x-organization-id': (await createTestUser(t)).organization.id,
      };
      expect((await call('GET', '/dashboards/', personal)).statusCode).toBe(403);
    });
  });

  describe('stakeholders of a dashboard', () => {
    it('invites onto a dashboard and lists its stakeholders; outsiders and members without the permission cannot', async () => {
      const dashboard = await create({ name: 'Shared budget board' });
      const other = await createTestUser(t, { displayName: 'Outside Person' });
      const invited = await call(
        'POST',
        `/dashboards/${dashboard.id}/invite-stakeholders/`,
        ministry.headers,
        {
          stakeholders: [{ user_id: other.user.id, role_id: viewerRoleId, stakeholder_type: 1 }],
          message: 'Have a look',
        },
      );
      expect(invited.statusCode, invited.body).toBe(201);
      const result = inviteResultSchema.parse(invited.json());
      expect(result.invitations[0]).toMatchObject({
        status: 'pending',
        content: { content_type: 'dashboard', public_id: dashboard.id, name: 'Shared budget board' },
      });

      const bad = await call('POST', `/dashboards/${dashboard.id}/invite-stakeholders/`, ministry.headers, {
        stakeholders: [{ role_id: 'nope' }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('stakeholders');
      const body = {
        stakeholders: [{ user_id: contractor.user.id, role_id: viewerRoleId, stakeholder_type: 1 }],
      };
      expect(
        (await call('POST', `/dashboards/${dashboard.id}/invite-stakeholders/`, viewerStaff.headers, body))
          .statusCode,
      ).toBe(403);
      const outsider = await call(
        'POST',
        `/dashboards/${dashboard.id}/invite-stakeholders/`,
        otherMinistry.headers,
        body,
      );
      expect(outsider.statusCode).toBe(404);
      expect(outsider.body).not.toContain('Shared budget');
      expect(
        (await call('POST', `/dashboards/${dashboard.id}/invite-stakeholders/`, undefined, body)).statusCode,
      ).toBe(401);

      await call('POST', '/users/stakeholders/respond-to-invite/', other.headers, {
        invite_public_id: result.invitations[0]!.invite_public_id,
        response: 'accept',
      });
      const holders = await call('GET', `/dashboards/${dashboard.id}/stakeholders/`, ministry.headers);
      expect(holders.statusCode, holders.body).toBe(200);
      const page = itemStakeholderPageSchema.parse(holders.json());
      expect(page.results.map((entry) => [entry.stakeholder.public_id, entry.role.name])).toEqual([
        [other.user.id, 'Dashboard viewer'],
      ]);
      expect(
        (await call('GET', `/dashboards/${dashboard.id}/stakeholders/`, otherMinistry.headers)).statusCode,
      ).toBe(404);
      expect((await call('GET', `/dashboards/${dashboard.id}/stakeholders/`)).statusCode).toBe(401);
      // The viewer sees the dashboard but not who else it is shared with.
      expect((await call('GET', `/dashboards/${dashboard.id}/stakeholders/`, other.headers)).statusCode).toBe(
        403,
      );
    });
  });
});
