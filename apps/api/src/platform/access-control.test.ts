import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALWAYS_INCLUDED_PERMISSIONS,
  PERMISSION_LIST,
  PERMISSIONS as P,
} from '@oversight/shared/access/permissions';
import { memberships, roles } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { createTestRole, createTestStaff } from '../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../test/factories.js';
import { accessControlPlugin, type RouteAccess } from './access-control.js';
import { registerErrorHandling } from './errors.js';

/**
 * The permission decision as a table: relationship to the organisation x what the route requires, for every one of
 * the 39 permissions. It runs the real access-control plugin on the test app's database, behind probe routes,
 * so the table covers permissions no module uses yet. (Item-level grants join this table with the stakeholder half.)
 */

type Probe = { name: string; access: RouteAccess; url: string };

const PROBES: Probe[] = [
  { name: 'public', access: 'public', url: '/api/v1/probe/public/' },
  { name: 'authenticated', access: 'authenticated', url: '/api/v1/probe/authenticated/' },
  { name: 'organization', access: 'organization', url: '/api/v1/probe/organization/' },
  ...PERMISSION_LIST.map((permission) => ({
    name: `permission ${permission.id} (${permission.label})`,
    access: { permission: permission.id },
    url: `/api/v1/probe/permission/${permission.id}/`,
  })),
];

const VIEW = new Set<number>(ALWAYS_INCLUDED_PERMISSIONS);

async function buildProbeApp(t: TestApp): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', t.app.config);
  app.decorate('db', t.app.db);
  registerErrorHandling(app);
  await app.register(accessControlPlugin);
  await app.register(
    (scope, _options, done) => {
      for (const probe of PROBES) {
        scope.get(probe.url.replace('/api/v1', ''), { config: { access: probe.access } }, () => ({
          ok: true,
        }));
      }
      done();
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
  return app;
}

/** What each relationship may reach: the expected status for a route requiring `access`. */
type Relationship = {
  name: string;
  headers: () => Record<string, string> | undefined;
  expect: (access: RouteAccess) => number;
};

const eqOwnerRole = (organizationId: string) =>
  and(eq(roles.organizationId, organizationId), eq(roles.isOwner, true));

const anonymousExpect = (access: RouteAccess) => (access === 'public' ? 200 : 401);
const noOrganizationExpect = (access: RouteAccess) =>
  access === 'public' || access === 'authenticated' ? 200 : 403;
// The plugin checks membership whenever X-Organization-Id is sent, whatever the route needs: a stale header is a 403.
const nonMemberExpect = () => 403;
const roleExpect = (held: Set<number>) => (access: RouteAccess) => {
  if (typeof access !== 'object') return 200;
  return held.has(access.permission) ? 200 : 403;
};

describe('access control: the permission decision table', () => {
  let t: TestApp;
  // Unset when beforeAll fails: afterAll still runs.
  let probe: FastifyInstance | undefined;
  let ministry: TestUser;
  let agency: TestUser;
  let citizen: TestUser;
  let managerHeaders: Record<string, string>;
  let bareHeaders: Record<string, string>;
  let removedHeaders: Record<string, string>;
  let foreignHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    probe = await buildProbeApp(t);
    ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    agency = await createTestUser(t, {
      accountType: 'AGENCY',
      parentOrganizationId: ministry.organization.id,
    });
    citizen = await createTestUser(t);
    managerHeaders = (await createTestStaff(t, ministry, [P.MANAGE_ROLES, P.EDIT_PROJECT])).headers;
    // Stored with no permissions at all: the plugin itself must add the five view permissions.
    const [bareRole] = await t.app.db
      .insert(roles)
      .values({
        tenantId: t.tenantId,
        organizationId: ministry.organization.id,
        name: 'Bare',
        roleType: 'organization',
        permissions: [],
      })
      .returning();
    bareHeaders = (await createTestStaff(t, ministry, [], { roleId: bareRole!.id })).headers;
    const removed = await createTestStaff(t, ministry, [P.MANAGE_ROLES]);
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/staff/remove-sub-users/',
      headers: ministry.headers,
      payload: { user_ids: [removed.user.id] },
    });
    expect(gone.statusCode).toBe(200);
    removedHeaders = removed.headers;
    const tenant = await createTestTenant(t);
    const foreign = await createTestUser(t, { tenantId: tenant.id, accountType: 'MINISTRY' });
    // A valid token of another tenant, presented to this tenant for this organisation.
    foreignHeaders = {
      ...foreign.headers,
      'x-tenant': 'federal',
      'x-organization-id': ministry.organization.id,
    };
  });
  afterAll(async () => {
    await probe?.close();
    await t.close();
  });

  const withoutOrganization = (headers: Record<string, string>) => {
    const { 'x-organization-id': _omit, ...rest } = headers;
    return rest;
  };

  const relationships = (): Relationship[] => [
    { name: 'anonymous', headers: () => undefined, expect: anonymousExpect },
    {
      name: 'signed in, no organisation chosen',
      headers: () => withoutOrganization(ministry.headers),
      expect: noOrganizationExpect,
    },
    { name: 'owner of the organisation', headers: () => ministry.headers, expect: () => 200 },
    {
      name: 'staff with a role (manage roles, edit project)',
      headers: () => managerHeaders,
      expect: roleExpect(new Set([...VIEW, P.MANAGE_ROLES, P.EDIT_PROJECT])),
    },
    { name: 'staff with a role holding nothing', headers: () => bareHeaders, expect: roleExpect(VIEW) },
    { name: 'former staff (removed)', headers: () => removedHeaders, expect: nonMemberExpect },
    {
      name: 'citizen, not a member',
      headers: () => ({ ...citizen.headers, 'x-organization-id': ministry.organization.id }),
      expect: nonMemberExpect,
    },
    {
      name: 'owner of a child agency (no inheritance upwards)',
      headers: () => ({ ...agency.headers, 'x-organization-id': ministry.organization.id }),
      expect: nonMemberExpect,
    },
    {
      name: 'owner of the parent ministry in the agency (no inheritance downwards)',
      headers: () => ({ ...ministry.headers, 'x-organization-id': agency.organization.id }),
      expect: nonMemberExpect,
    },
    { name: 'user of another tenant', headers: () => foreignHeaders, expect: () => 401 },
  ];

  it.each(relationships().map((relationship) => [relationship.name, relationship] as const))(
    '%s',
    async (_name, relationship) => {
      const table: string[] = [];
      for (const route of PROBES) {
        const response = await probe!.inject({
          method: 'GET',
          url: route.url,
          headers: relationship.headers(),
        });
        const expected = relationship.expect(route.access);
        if (response.statusCode !== expected)
          table.push(`${route.name}: expected ${expected}, got ${response.statusCode}`);
      }
      expect(table).toEqual([]);
    },
  );

  it('answers 401 with the contract bodies, 403 with a detail', async () => {
    const anyText: unknown = expect.any(String);
    const anonymous = await probe!.inject({ method: 'GET', url: '/api/v1/probe/authenticated/' });
    expect(anonymous.json()).toEqual({ detail: anyText, code: 'not_authenticated' });
    const forged = await probe!.inject({
      method: 'GET',
      url: '/api/v1/probe/public/',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.json()).toMatchObject({ code: 'token_not_valid' });
    const outsider = await probe!.inject({
      method: 'GET',
      url: `/api/v1/probe/permission/${P.MANAGE_ROLES}/`,
      headers: bareHeaders,
    });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual({ detail: anyText });
  });

  it('applies a role change, and a new role, on the very next request', async () => {
    const role = await createTestRole(t, ministry, []);
    const staff = await createTestStaff(t, ministry, [], { roleId: role.id });
    const url = `/api/v1/probe/permission/${P.DELETE_PLAN}/`;
    expect((await probe!.inject({ method: 'GET', url, headers: staff.headers })).statusCode).toBe(403);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/roles/${role.id}/`,
      headers: ministry.headers,
      payload: { permissions: [P.DELETE_PLAN] },
    });
    expect(patched.statusCode).toBe(200);
    expect((await probe!.inject({ method: 'GET', url, headers: staff.headers })).statusCode).toBe(200);
    const weaker = await createTestRole(t, ministry, []);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/staff/update-sub-user/',
      headers: ministry.headers,
      payload: { user_id: staff.user.id, role_id: weaker.id },
    });
    expect((await probe!.inject({ method: 'GET', url, headers: staff.headers })).statusCode).toBe(403);
  });

  it('treats a membership with the owner role as holding every permission', async () => {
    const [ownerRole] = await t.app.db.select().from(roles).where(eqOwnerRole(ministry.organization.id));
    const coOwner = await createTestUser(t);
    await t.app.db.insert(memberships).values({
      tenantId: t.tenantId,
      userId: coOwner.user.id,
      organizationId: ministry.organization.id,
      roleId: ownerRole!.id,
    });
    const headers = { ...coOwner.headers, 'x-organization-id': ministry.organization.id };
    for (const permission of PERMISSION_LIST) {
      expect(
        (await probe!.inject({ method: 'GET', url: `/api/v1/probe/permission/${permission.id}/`, headers }))
          .statusCode,
      ).toBe(200);
    }
  });

  it('refuses to start when an API route declares no access', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', t.app.config);
    app.decorate('db', t.app.db);
    await app.register(accessControlPlugin);
    await expect(
      app.register(
        // The route's refusal is thrown while it registers: the executor turns it into the plugin's rejection.
        (scope) =>
          new Promise<void>((resolve) => {
            scope.get('/forgotten/', () => ({}));
            resolve();
          }),
        { prefix: '/api/v1' },
      ),
    ).rejects.toThrow(/declares no config.access/);
    await app.close().catch(() => undefined);
  });
});
