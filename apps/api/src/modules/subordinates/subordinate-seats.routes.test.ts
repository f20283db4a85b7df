import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subordinateWithPasswordSchema } from '@oversight/shared/collaboration/subordinates.schemas';
import { organizations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

type Errors = Record<string, string[]>;

/** Seats follow the paying organisation's plan: a ministry hands an agency no more staff than its own plan pays for. */
describe('max_sub_users of ministries and agencies', () => {
  let t: TestApp;
  let admin: TestUser;
  let ministry: TestUser;
  const call = (method: 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t, { accountType: 'ADMIN', displayName: 'Budget Office' });
    // A ministry on the Free plan: 5 staff seats (the organisation row follows the plan).
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Ministry of Water',
      parentOrganizationId: admin.organization.id,
    });
  });
  afterAll(async () => t.close());

  const createAgency = async (extra: object = {}) =>
    call('POST', '/users/subordinate/', ministry.headers, {
      account_type: 'AGENCY',
      name: `Water Agency ${Math.random().toString(36).slice(2, 7)}`,
      email: `agency-${Math.random().toString(36).slice(2, 9)}@example.test`,
      ...extra,
    });

  it("refuses more than the ministry's own plan allows, naming the field and the maximum", async () => {
    const agency = subordinateWithPasswordSchema.parse((await createAgency()).json());
    expect(agency.max_sub_users).toBe(5);
    const raised = await call('PATCH', `/users/subordinate/${agency.public_id}/`, ministry.headers, {
      max_sub_users: 5000,
    });
    expect(raised.statusCode, raised.body).toBe(400);
    expect(raised.json<Errors>().max_sub_users?.[0]).toMatch(/at most 5\b/);
    const created = await createAgency({ max_sub_users: 6 });
    expect(created.statusCode).toBe(400);
    expect(created.json<Errors>().max_sub_users?.[0]).toMatch(/Enter 5 or less/);
    const within = await call('PATCH', `/users/subordinate/${agency.public_id}/`, ministry.headers, {
      max_sub_users: 5,
    });
    expect(within.statusCode, within.body).toBe(200);
  });

  it('follows a bigger plan, and the supervising body sets any number', async () => {
    await t.app.db
      .update(organizations)
      .set({ isProUser: true, maxSubUsers: 50 })
      .where(eq(organizations.id, ministry.organization.id));
    const agency = await createAgency({ max_sub_users: 50 });
    expect(agency.statusCode, agency.body).toBe(201);
    expect((await createAgency({ max_sub_users: 51 })).statusCode).toBe(400);

    const byAdmin = await call('PATCH', `/users/subordinate/${ministry.organization.id}/`, admin.headers, {
      max_sub_users: 5000,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });
});
