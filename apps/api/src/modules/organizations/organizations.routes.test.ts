import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type { OrganizationSummary } from '@oversight/shared/accounts/accounts.schemas';
import {
  myOrganizationListSchema,
  organizationDetailSchema,
  type OrganizationDetail,
  type VisitorOrganization,
} from '@oversight/shared/organizations/organizations.schemas';
import type { Page } from '@oversight/shared/pagination';
import { memberships, organizations, roles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';
import { decryptToken } from '../../integrations/kobotoolbox/token-cipher.js';

const API = '/api/v1';
// Vitest types its matchers as any; as unknown it sits in a typed literal.
const anyText: unknown = expect.any(String);

describe('organisations', () => {
  let t: TestApp;
  let ministry: TestUser;
  let agency: TestUser;
  let citizen: TestUser;
  let cso: TestUser;
  let hidden: TestUser;
  let otherTenantMinistry: TestUser;
  let otherTenantName: string;

  /** Makes `user` a staff member of `organizationId` with a role holding `permissions`. */
  async function addStaff(user: TestUser, organizationId: string, permissions: number[]) {
    const [role] = await t.app.db
      .insert(roles)
      .values({
        tenantId: t.tenantId,
        organizationId,
        name: `Role ${permissions.join('-') || 'none'}`,
        permissions,
      })
      .returning();
    await t.app.db.insert(memberships).values({
      tenantId: t.tenantId,
      userId: user.user.id,
      organizationId,
      roleId: role!.id,
      isStaff: true,
    });
    return { ...user.headers, 'x-organization-id': organizationId };
  }

  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Federal Ministry of Works',
      username: 'fmw',
    });
    agency = await createTestUser(t, {
      accountType: 'AGENCY',
      displayName: 'Federal Roads Maintenance Agency',
      username: 'ferma',
      parentOrganizationId: ministry.organization.id,
    });
    citizen = await createTestUser(t, { accountType: 'CITIZEN', displayName: 'Amina Bello' });
    cso = await createTestUser(t, {
      accountType: 'CSO',
      displayName: 'Civic Ledger',
      companyName: 'Civic Ledger Initiative',
    });
    hidden = await createTestUser(t, {
      accountType: 'CONTRACTOR',
      displayName: 'Quiet Builders Ltd',
      username: 'quiet_builders',
    });
    await t.app.db
      .update(organizations)
      .set({ isVisible: false })
      .where(eq(organizations.id, hidden.organization.id));
    const otherTenant = await createTestTenant(t);
    otherTenantName = otherTenant.name;
    otherTenantMinistry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Lagos Ministry of Works',
      tenantId: otherTenant.id,
    });
  });
  afterAll(async () => t.close());

  describe('GET /users/profiles/my-organizations/', () => {
    const url = `${API}/users/profiles/my-organizations/`;

    it("lists the caller's organisations with their role", async () => {
      const response = await t.app.inject({ method: 'GET', url, headers: ministry.headers });
      expect(response.statusCode).toBe(200);
      const body = myOrganizationListSchema.parse(response.json());
      expect(body).toHaveLength(1);
      expect(body[0]).toMatchObject({
        public_id: ministry.organization.id,
        name: 'Federal Ministry of Works',
        username: 'fmw',
        account_type: 'MINISTRY',
        is_personal: false,
        is_staff: false,
        parent: null,
        role: { name: 'Owner' },
      });
      expect(body[0]!.role.permissions).toHaveLength(40);
    });

    it('includes organisations the caller is staff of, with that role', async () => {
      const staff = await createTestUser(t, { accountType: 'CITIZEN' });
      await addStaff(staff, agency.organization.id, [PERMISSIONS.CREATE_EDIT_PROJECT]);
      const response = await t.app.inject({ method: 'GET', url, headers: staff.headers });
      expect(response.statusCode).toBe(200);
      const body = response.json<OrganizationSummary[]>();
      expect(body.map((organization) => organization.public_id)).toEqual([
        staff.organization.id,
        agency.organization.id,
      ]);
      // Staff mode in the web app follows is_staff: the personal organisation is the user's own, the agency is not.
      expect(body.map((organization) => organization.is_staff)).toEqual([false, true]);
      expect(body[1]!.parent).toBe(ministry.organization.id);
      expect(body[1]!.role.permissions).toContain(PERMISSIONS.CREATE_EDIT_PROJECT);
      expect(body[1]!.role.permissions).not.toContain(PERMISSIONS.DELETE_PROJECT);
    });

    it('shows a user of another tenant only their own', async () => {
      const response = await t.app.inject({ method: 'GET', url, headers: otherTenantMinistry.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json<OrganizationSummary[]>().map((organization) => organization.public_id)).toEqual([
        otherTenantMinistry.organization.id,
      ]);
    });

    it('answers 401 anonymously', async () => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_authenticated' });
    });

    it("answers 403 for an X-Organization-Id the caller doesn't belong to", async () => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...citizen.headers, 'x-organization-id': ministry.organization.id },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: anyText });
    });
  });

  describe('GET /users/organizations/{id}/', () => {
    const url = (id: string) => `${API}/users/organizations/${id}/`;

    it('shows a public organisation to a visitor without member-only fields', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: url(agency.organization.id),
        headers: citizen.headers,
      });
      expect(response.statusCode).toBe(200);
      const body = organizationDetailSchema.parse(response.json());
      expect(body).toMatchObject({
        public_id: agency.organization.id,
        name: 'Federal Roads Maintenance Agency',
        account_type: 'AGENCY',
        parent: {
          public_id: ministry.organization.id,
          name: 'Federal Ministry of Works',
          username: 'fmw',
          account_type: 'MINISTRY',
        },
        email: null,
        plan_levels: null,
        kobotoolbox_token_set: null,
        membership: null,
        abilities: { update_plan_levels: false, update_kobotoolbox_token: false },
      });
      expect(Date.parse(body.created)).not.toBeNaN();
    });

    it('shows members their role, settings and abilities', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: url(ministry.organization.id),
        headers: ministry.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        public_id: ministry.organization.id,
        parent: null,
        subordinates_count: 1,
        members_count: 1,
        email: ministry.user.email,
        plan_levels: [],
        kobotoolbox_token_set: false,
        membership: { is_owner: true, is_staff: false, role: { name: 'Owner' } },
        abilities: { update_plan_levels: true, update_kobotoolbox_token: true },
      });
    });

    it('hides an invisible organisation from non-members (404) but not from its members', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: url(hidden.organization.id), headers: citizen.headers }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: url(citizen.organization.id), headers: ministry.headers }))
          .statusCode,
      ).toBe(404);
      const own = await t.app.inject({
        method: 'GET',
        url: url(hidden.organization.id),
        headers: hidden.headers,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json<OrganizationDetail>().is_visible).toBe(false);
    });

    it("answers 404 for another tenant's organisation, visible or not", async () => {
      const fromHere = await t.app.inject({
        method: 'GET',
        url: url(otherTenantMinistry.organization.id),
        headers: ministry.headers,
      });
      expect(fromHere.statusCode).toBe(404);
      const fromThere = await t.app.inject({
        method: 'GET',
        url: url(ministry.organization.id),
        headers: otherTenantMinistry.headers,
      });
      expect(fromThere.statusCode).toBe(404);
      expect(fromThere.json()).toEqual({ detail: 'Not found.' });
    });

    it('answers 404 for an unknown id and 400 naming the id for a malformed one', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: url(crypto.randomUUID()), headers: ministry.headers }))
          .statusCode,
      ).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: url('not-a-uuid'), headers: ministry.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('id');
    });

    it('answers 401 anonymously and 403 for a foreign X-Organization-Id', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: url(ministry.organization.id) });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json<{ code: string }>().code).toBe('not_authenticated');
      const foreign = await t.app.inject({
        method: 'GET',
        url: url(ministry.organization.id),
        headers: { ...citizen.headers, 'x-organization-id': ministry.organization.id },
      });
      expect(foreign.statusCode).toBe(403);
    });
  });

  describe('GET /users/visitor-organizations/', () => {
    const url = `${API}/users/visitor-organizations/`;
    type Listed = Page<VisitorOrganization>;
    const names = (body: Listed) => body.results.map((item) => item.name);

    it('lists only visible, non-personal organisations of the tenant, anonymously', async () => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const body = response.json<Listed>();
      const ids = body.results.map((item) => item.public_id);
      expect(ids).toEqual(expect.arrayContaining([ministry.organization.id, agency.organization.id]));
      for (const excluded of [citizen, cso, hidden, otherTenantMinistry])
        expect(ids).not.toContain(excluded.organization.id);
      const ferma = body.results.find((item) => item.public_id === agency.organization.id);
      expect(ferma).toMatchObject({
        username: 'ferma',
        account_type: 'AGENCY',
        avatar: null,
        description: '',
        parent: { username: 'fmw' },
        subordinates_count: 0,
        members_count: 2,
      }); // the owner and the staff member added above
      expect(Object.keys(ferma!).sort()).toEqual(
        [
          'account_type',
          'avatar',
          'created',
          'description',
          'members_count',
          'name',
          'parent',
          'public_id',
          'subordinates_count',
          'username',
        ].sort(),
      );
    });

    it('pages by 10 by default with full next/previous URLs', async () => {
      for (let n = 1; n <= 11; n += 1) {
        await createTestUser(t, {
          accountType: 'CONTRACTOR',
          displayName: `Paging Contractor ${String(n).padStart(2, '0')}`,
          password: null,
        });
      }
      const first = (await t.app.inject({ method: 'GET', url: `${url}?query=paging` })).json<Listed>();
      expect(first.count).toBe(11);
      expect(first.results).toHaveLength(10);
      expect(first.previous).toBeNull();
      const next = new URL(first.next!);
      expect(next.origin + next.pathname).toBe(`http://localhost:3000${url}`);
      expect(Object.fromEntries(next.searchParams)).toEqual({ query: 'paging', limit: '10', offset: '10' });

      const second = (
        await t.app.inject({ method: 'GET', url: `${url}?query=paging&limit=10&offset=10` })
      ).json<Listed>();
      expect(second.results).toHaveLength(1);
      expect(second.next).toBeNull();
      expect(Object.fromEntries(new URL(second.previous!).searchParams)).toEqual({
        query: 'paging',
        limit: '10',
      });

      const middle = (
        await t.app.inject({ method: 'GET', url: `${url}?query=paging&limit=3&offset=3` })
      ).json<Listed>();
      expect(names(middle)).toEqual(['Paging Contractor 04', 'Paging Contractor 05', 'Paging Contractor 06']);
      expect(Object.fromEntries(new URL(middle.next!).searchParams)).toMatchObject({
        limit: '3',
        offset: '6',
      });
      expect(Object.fromEntries(new URL(middle.previous!).searchParams)).toEqual({
        query: 'paging',
        limit: '3',
      });
    });

    it('orders by name and creation time, both ways', async () => {
      const get = async (ordering: string) =>
        names(
          (
            await t.app.inject({ method: 'GET', url: `${url}?query=paging&limit=100&ordering=${ordering}` })
          ).json<Listed>(),
        );
      const ascending = Array.from(
        { length: 11 },
        (_, i) => `Paging Contractor ${String(i + 1).padStart(2, '0')}`,
      );
      expect(await get('name')).toEqual(ascending);
      expect(await get('-name')).toEqual([...ascending].reverse());
      expect(await get('created')).toEqual(ascending);
      expect(await get('-created')).toEqual([...ascending].reverse());
    });

    it('searches names and usernames case-insensitively, treating % and _ literally', async () => {
      const byName = (await t.app.inject({ method: 'GET', url: `${url}?query=ROADS MAINT` })).json<Listed>();
      expect(byName.results.map((item) => item.username)).toEqual(['ferma']);
      const byUsername = (await t.app.inject({ method: 'GET', url: `${url}?query=fmw` })).json<Listed>();
      expect(byUsername.results.map((item) => item.username)).toEqual(['fmw']);
      const wildcard = (
        await t.app.inject({ method: 'GET', url: `${url}?query=${encodeURIComponent('%')}` })
      ).json<Listed>();
      expect(wildcard.count).toBe(0);
      const blank = (await t.app.inject({ method: 'GET', url: `${url}?query=` })).json<Listed>();
      expect(blank.count).toBeGreaterThan(2);
    });

    it("serves another tenant's directory under its X-Tenant", async () => {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-tenant': otherTenantName } });
      expect(response.statusCode).toBe(200);
      expect(response.json<Listed>().results.map((item) => item.public_id)).toEqual([
        otherTenantMinistry.organization.id,
      ]);
    });

    it.each([
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-1', 'offset'],
      ['ordering=popularity', 'ordering'],
      [`query=${'x'.repeat(101)}`, 'query'],
    ])('answers 400 naming the parameter for %s', async (query, parameter) => {
      const response = await t.app.inject({ method: 'GET', url: `${url}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty(parameter);
    });

    it("answers 403 for a signed-in caller's foreign X-Organization-Id", async () => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...citizen.headers, 'x-organization-id': ministry.organization.id },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('GET /users/tenant/', () => {
    it('names the default tenant anonymously', async () => {
      const response = await t.app.inject({ method: 'GET', url: `${API}/users/tenant/` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'federal', display_name: 'Federal Government of Nigeria' });
    });

    it('names the tenant of X-Tenant, or of the token', async () => {
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `${API}/users/tenant/`,
            headers: { 'x-tenant': otherTenantName },
          })
        ).json(),
      ).toEqual({
        name: otherTenantName,
        display_name: otherTenantName,
      });
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `${API}/users/tenant/`,
            headers: otherTenantMinistry.headers,
          })
        ).json<{ name: string }>().name,
      ).toBe(otherTenantName);
    });

    it('answers 404 for an unknown tenant', async () => {
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `${API}/users/tenant/`,
            headers: { 'x-tenant': 'atlantis' },
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('PATCH /users/organizations/update-plan-levels/', () => {
    const url = `${API}/users/organizations/update-plan-levels/`;
    const levels = ['Pillar', 'Programme', 'Project'];

    it("sets the current organisation's plan levels for its owner", async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url,
        headers: ministry.headers,
        payload: { plan_levels: [' Pillar ', 'Programme', 'Project'] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ plan_levels: levels });
      const detail = await t.app.inject({
        method: 'GET',
        url: `${API}/users/organizations/${ministry.organization.id}/`,
        headers: ministry.headers,
      });
      expect(detail.json<OrganizationDetail>().plan_levels).toEqual(levels);
      // Another organisation is untouched.
      const [row] = await t.app.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, agency.organization.id));
      expect(row!.planLevels).toEqual([]);
    });

    it("lets staff whose role holds 'manage plan settings' do it, and no one else", async () => {
      const allowed = await createTestUser(t);
      const allowedHeaders = await addStaff(allowed, ministry.organization.id, [
        PERMISSIONS.MANAGE_PLAN_SETTINGS,
      ]);
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url,
            headers: allowedHeaders,
            payload: { plan_levels: levels },
          })
        ).statusCode,
      ).toBe(200);
      const denied = await createTestUser(t);
      const deniedHeaders = await addStaff(denied, ministry.organization.id, [
        PERMISSIONS.MANAGE_FORM_SETTINGS,
      ]);
      const response = await t.app.inject({
        method: 'PATCH',
        url,
        headers: deniedHeaders,
        payload: { plan_levels: [] },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: anyText });
    });

    it.each([
      [{}, 'plan_levels'],
      [{ plan_levels: 'Pillar' }, 'plan_levels'],
      [{ plan_levels: ['Pillar', 'pillar'] }, 'plan_levels'],
      [{ plan_levels: Array.from({ length: 11 }, (_, i) => `Level ${i}`) }, 'plan_levels'],
      [{ plan_levels: ['  '] }, 'plan_levels'],
    ])('answers 400 naming the field for %j', async (payload, field) => {
      const response = await t.app.inject({ method: 'PATCH', url, headers: ministry.headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty(field);
    });

    it('answers 401 anonymously, 403 without or with a foreign X-Organization-Id', async () => {
      const anonymous = await t.app.inject({ method: 'PATCH', url, payload: { plan_levels: levels } });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json<{ code: string }>().code).toBe('not_authenticated');
      const { 'x-organization-id': _omitted, ...withoutOrganization } = ministry.headers;
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url,
            headers: withoutOrganization,
            payload: { plan_levels: levels },
          })
        ).statusCode,
      ).toBe(403);
      const foreign = { ...citizen.headers, 'x-organization-id': ministry.organization.id };
      expect(
        (await t.app.inject({ method: 'PATCH', url, headers: foreign, payload: { plan_levels: levels } }))
          .statusCode,
      ).toBe(403);
    });

    it("cannot reach another tenant's organisation", async () => {
      const headers = { ...otherTenantMinistry.headers, 'x-organization-id': ministry.organization.id };
      expect(
        (await t.app.inject({ method: 'PATCH', url, headers, payload: { plan_levels: ['Hijacked'] } }))
          .statusCode,
      ).toBe(403);
      const [row] = await t.app.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, ministry.organization.id));
      expect(row!.planLevels).not.toContain('Hijacked');
    });
  });

  describe('PATCH /users/organizations/update-kobotoolbox-token/', () => {
    const url = `${API}/users/organizations/update-kobotoolbox-token/`;
    const token = '0123456789abcdef0123456789abcdef0123beef';

    it('stores the token and returns only whether it is set and its last four characters', async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url,
        headers: agency.headers,
        payload: { token },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        kobotoolbox_token_set: true,
        last4: 'beef',
        server_url: 'https://kf.kobotoolbox.org',
      });
      expect(response.body).not.toContain(token);
      // Kept encrypted (AES-GCM under the server's secret): the database alone does not give it away.
      const [row] = await t.app.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, agency.organization.id));
      expect(row!.koboToken).not.toContain(token);
      expect(decryptToken(t.config.jwtSecret, row!.koboToken!)).toBe(token);
      const detail = await t.app.inject({
        method: 'GET',
        url: `${API}/users/organizations/${agency.organization.id}/`,
        headers: agency.headers,
      });
      expect(detail.json<OrganizationDetail>().kobotoolbox_token_set).toBe(true);
      expect(detail.body).not.toContain(token);
    });

    it('removes the token with null', async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url,
        headers: agency.headers,
        payload: { token: null },
      });
      expect(response.json()).toEqual({ kobotoolbox_token_set: false, last4: null, server_url: null });
    });

    it("needs the owner or 'manage form settings'", async () => {
      const denied = await createTestUser(t);
      const deniedHeaders = await addStaff(denied, agency.organization.id, [
        PERMISSIONS.MANAGE_PLAN_SETTINGS,
      ]);
      expect(
        (await t.app.inject({ method: 'PATCH', url, headers: deniedHeaders, payload: { token } })).statusCode,
      ).toBe(403);
      const allowed = await createTestUser(t);
      const allowedHeaders = await addStaff(allowed, agency.organization.id, [
        PERMISSIONS.MANAGE_FORM_SETTINGS,
      ]);
      expect(
        (await t.app.inject({ method: 'PATCH', url, headers: allowedHeaders, payload: { token } })).json(),
      ).toEqual({ kobotoolbox_token_set: true, last4: 'beef', server_url: 'https://kf.kobotoolbox.org' });
    });

    it.each([[{}], [{ token: 12345678 }], [{ token: 'has spaces in it' }], [{ token: 'short' }]])(
      'answers 400 naming the token for %j',
      async (payload) => {
        const response = await t.app.inject({ method: 'PATCH', url, headers: agency.headers, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('token');
      },
    );

    it('answers 401 anonymously and 403 for a foreign X-Organization-Id', async () => {
      expect((await t.app.inject({ method: 'PATCH', url, payload: { token } })).statusCode).toBe(401);
      const foreign = { ...citizen.headers, 'x-organization-id': agency.organization.id };
      expect(
        (await t.app.inject({ method: 'PATCH', url, headers: foreign, payload: { token } })).statusCode,
      ).toBe(403);
    });
  });
});
