import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PSEUDO_USER_EMAILS } from '@oversight/shared/collaboration/content';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestRole } from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, TEST_PASSWORD, type TestUser } from '../../test/factories.js';
import { pseudoUserId, repairAccessGroupPrincipals } from '../../platform/access-group-principals.js';
import { call } from '../accounts/test-helpers.js';
import { createTestProject } from '../../test/project-fixtures.js';

type Errors = Record<string, string[]>;

/**
 * The access groups' principals own their e-mails and usernames in every tenant: a person who took one used to break
 * every share with that group in the tenant (500). Nobody can take them now, and tenants where somebody did are
 * repaired, the squatter keeping their account under a new address.
 */
describe('names reserved for the access groups', () => {
  let t: TestApp;
  let ministry: TestUser;
  const warnings: { details: object; message: string }[] = [];
  const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };

  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
  });
  afterAll(async () => t.close());

  const register = (body: Record<string, unknown>) =>
    call(t, {
      url: '/users/register/',
      body: { account_type: 'CITIZEN', password: TEST_PASSWORD, display_name: 'Ada Obi', ...body },
    });

  it('refuses them at sign-up with a 400 on the field', async () => {
    for (const [body, field] of [
      [{ email: PSEUDO_USER_EMAILS.general_public }, 'email'],
      [{ email: 'PUBLIC-ACCESS@Pseudo.Oversight.Invalid' }, 'email'],
      [{ email: 'someone@sub.pseudo.oversight.invalid' }, 'email'],
      [{ email: 'ada@example.test', username: '__general_public__' }, 'username'],
      [{ email: 'ada@example.test', username: '__all_mdas__' }, 'username'],
      [{ email: 'ada@example.test', display_name: 'General  Public' }, 'display_name'],
      [{ email: 'ada@example.test', display_name: 'Everyone in the organisation' }, 'display_name'],
    ] as const) {
      const response = await register(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<Errors>()[field]?.[0], JSON.stringify(body)).toMatch(/reserved/);
    }
  });

  it('refuses them on profile changes and for ministries and agencies', async () => {
    const citizen = await createTestUser(t);
    for (const [body, field] of [
      [{ username: '__all_organisation__' }, 'username'],
      [{ display_name: 'All MDAs' }, 'display_name'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me/update/',
        headers: citizen.headers,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<Errors>()[field]?.[0]).toMatch(/reserved/);
    }
    const admin = await createTestUser(t, { accountType: 'ADMIN', displayName: 'Supervising body' });
    const agency = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/subordinate/',
      headers: admin.headers,
      payload: { account_type: 'MINISTRY', name: 'General public', email: PSEUDO_USER_EMAILS.all_mdas },
    });
    expect(agency.statusCode, agency.body).toBe(400);
    expect(agency.json<Errors>().email?.[0]).toMatch(/reserved/);
    expect(agency.json<Errors>().name?.[0]).toMatch(/reserved/);
  });

  it('are made with the tenant', async () => {
    const tenant = await createTestTenant(t);
    const principals = await t.app.db.execute<{ email: string; username: string }>(
      sql`SELECT email, username FROM users WHERE tenant_id = ${tenant.id}::uuid AND is_pseudo ORDER BY email`,
    );
    expect(principals.rows.map((row) => row.username).sort()).toEqual([
      '__all_mdas__',
      '__all_organisation__',
      '__general_public__',
    ]);
  });

  it('repairs a tenant where a person took them: the share works and the squatter keeps their account', async () => {
    // What the old sign-up allowed: the principal missing, a person holding its e-mail and username.
    await t.app.db.execute(
      sql`DELETE FROM users WHERE tenant_id = ${t.tenantId}::uuid AND is_pseudo AND username = '__general_public__'`,
    );
    const squatter = await createTestUser(t, { email: 'squatter@example.test', username: 'squatter' });
    await t.app.db.execute(sql`UPDATE users SET email = ${PSEUDO_USER_EMAILS.general_public},
      username = '__general_public__' WHERE id = ${squatter.user.id}::uuid`);

    const role = await createTestRole(t, ministry, [], 'Public viewer');
    const project = await createTestProject(t, {
      name: 'Abuja ring road',
      isPublished: false,
      ministryId: ministry.organization.id,
      organizationId: ministry.organization.id,
    });
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.publicId}/invite-stakeholders/`,
      headers: ministry.headers,
      payload: { stakeholders: [{ access_group: 'general_public', role_id: role.id }] },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/projects/${project.publicId}/` })).statusCode,
    ).toBe(200);

    const moved = await t.app.db.execute<{ email: string; username: string; is_pseudo: boolean }>(
      sql`SELECT email, username, is_pseudo FROM users WHERE id = ${squatter.user.id}::uuid`,
    );
    expect(moved.rows[0]).toMatchObject({ is_pseudo: false });
    expect(moved.rows[0]!.email).toMatch(/^renamed-.*@reserved-name\.oversight\.invalid$/);
    expect(moved.rows[0]!.username).toMatch(/^renamed_/);
    // Their session and data stay theirs.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/user/', headers: squatter.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('the start-up repair fixes every tenant, logs each squatter, and is idempotent', async () => {
    const tenant = await createTestTenant(t);
    await t.app.db.execute(sql`DELETE FROM users WHERE tenant_id = ${tenant.id}::uuid AND is_pseudo`);
    const squatter = await createTestUser(t, { tenantId: tenant.id, email: 'mdas@example.test' });
    await t.app.db.execute(sql`UPDATE users SET email = ${PSEUDO_USER_EMAILS.all_mdas}
      WHERE id = ${squatter.user.id}::uuid`);

    const first = await t.app.db.transaction((tx) => repairAccessGroupPrincipals(tx, log));
    expect(first.moved).toBe(1);
    expect(warnings.at(-1)!.details).toMatchObject({ userId: squatter.user.id, tenantId: tenant.id });
    expect(await pseudoUserId(t.app.db, tenant.id, 'all_mdas')).not.toBe(squatter.user.id);
    const again = await t.app.db.transaction((tx) => repairAccessGroupPrincipals(tx, log));
    expect(again.moved).toBe(0);
    const count = await t.app.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE tenant_id = ${tenant.id}::uuid AND is_pseudo`,
    );
    expect(count.rows[0]!.n).toBe(3);
  });
});
