import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  regeneratedPasswordSchema,
  subordinateDetailSchema,
  subordinateSchema,
  subordinateWithPasswordSchema,
  type Subordinate,
} from '@oversight/shared/collaboration/subordinates.schemas';
import type { Page } from '@oversight/shared/pagination';
import { mdaDashboardSchema } from '@oversight/shared/projects/organization-projects.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff } from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';

describe('subordinates and contractor invitations', () => {
  let t: TestApp;
  let admin: TestUser;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let citizen: TestUser;
  const call = (
    method: 'POST' | 'PATCH' | 'GET' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  const login = (identifier: string, password: string) =>
    call('POST', '/auth/login/', { 'x-tenant': 'federal' }, { email: identifier, password });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t, { accountType: 'ADMIN', displayName: 'Budget Office' });
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Ministry of Education',
      parentOrganizationId: admin.organization.id,
    });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Mines' });
    citizen = await createTestUser(t);
  });
  afterAll(async () => t.close());

  it('lets the supervising body create a ministry whose password works once e-mailed and answered', async () => {
    const before = t.outbox().length;
    const response = await call('POST', '/users/subordinate/', admin.headers, {
      account_type: 2,
      name: 'Ministry of Science',
      email: 'science@example.test',
      max_sub_users: 12,
      is_pro_user: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = subordinateWithPasswordSchema.parse(response.json());
    expect(created).toMatchObject({
      account_type: 'MINISTRY',
      account_type_code: 2,
      max_sub_users: 12,
      is_pro_user: true,
      parent: { name: 'Budget Office' },
    });
    await t.runJobs();
    const mail = t
      .outbox()
      .slice(before)
      .find((m) => m.to.includes('science@example.test'));
    expect(mail?.raw).toContain(created.password);
    expect((await login('science@example.test', created.password)).statusCode).toBe(200);
    // The list never shows the password again.
    const list = await call('GET', '/users/subordinate/?account_type=MINISTRY', admin.headers);
    expect(list.statusCode).toBe(200);
    const found = list.json<Page<Subordinate>>().results.find((s) => s.public_id === created.public_id);
    expect(found).toBeDefined();
    expect(found).not.toHaveProperty('password');
    expect(subordinateSchema.parse(found).max_sub_users).toBe(12);
  });

  it('lets a ministry create its agencies but not ministries, the pro plan, or under another ministry', async () => {
    const agency = await call('POST', '/users/subordinate/', ministry.headers, {
      account_type: 'AGENCY',
      name: 'Schools Agency',
      email: 'schools@example.test',
    });
    expect(agency.statusCode, agency.body).toBe(201);
    expect(agency.json<Subordinate>().parent?.public_id).toBe(ministry.organization.id);
    const refused = await call('POST', '/users/subordinate/', ministry.headers, {
      account_type: 'MINISTRY',
      name: 'Rogue Ministry',
      email: 'rogue@example.test',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('account_type');
    const pro = await call('POST', '/users/subordinate/', ministry.headers, {
      account_type: 'AGENCY',
      name: 'Pro Agency',
      email: 'pro@example.test',
      is_pro_user: true,
    });
    expect(pro.json()).toHaveProperty('is_pro_user');
    const elsewhere = await call('POST', '/users/subordinate/', ministry.headers, {
      account_type: 'AGENCY',
      name: 'Elsewhere Agency',
      email: 'elsewhere@example.test',
      ministry: otherMinistry.organization.id,
    });
    expect(elsewhere.json()).toHaveProperty('ministry');
    const taken = await call('POST', '/users/subordinate/', ministry.headers, {
      account_type: 'AGENCY',
      name: 'Copy',
      email: 'schools@example.test',
    });
    expect(taken.json()).toHaveProperty('email');
    const adminAgency = await call('POST', '/users/subordinate/', admin.headers, {
      account_type: 'AGENCY',
      name: 'Exams Board',
      email: 'exams@example.test',
    });
    expect(adminAgency.json()).toHaveProperty('ministry');
    const underMinistry = await call('POST', '/users/subordinate/', admin.headers, {
      account_type: 'AGENCY',
      name: 'Exams Board',
      email: 'exams@example.test',
      ministry: ministry.organization.id,
    });
    expect(underMinistry.statusCode, underMinistry.body).toBe(201);
    // The body sees ministries and their agencies; the ministry sees its agencies only.
    const adminList = await call('GET', '/users/subordinate/?query=exams', admin.headers);
    expect(adminList.json<Page<Subordinate>>().results.map((s) => s.display_name)).toEqual(['Exams Board']);
    const ministryList = await call('GET', '/users/subordinate/', ministry.headers);
    expect(
      ministryList
        .json<Page<Subordinate>>()
        .results.map((s) => s.display_name)
        .sort(),
    ).toEqual(['Exams Board', 'Schools Agency']);
  });

  it('shows ministry and agency detail with figures for a year, only to the body above', async () => {
    const agency = subordinateWithPasswordSchema.parse(
      (
        await call('POST', '/users/subordinate/', ministry.headers, {
          account_type: 'AGENCY',
          name: 'Library Agency',
          email: 'library@example.test',
        })
      ).json(),
    );
    const agencyLogin = await login('library@example.test', agency.password);
    const agencyHeaders = {
      authorization: `Bearer ${agencyLogin.json<{ token: string }>().token}`,
      'x-tenant': 'federal',
      'x-organization-id': agency.public_id,
    };
    const project = await call('POST', '/projects/create-project/', agencyHeaders, {
      name: 'Library Build',
      code: 'LIB-1',
      status: 'ON_GOING',
      start_date: '2025-01-01',
      yearly_appropriation: { '2025': '5000' },
    });
    expect(project.statusCode, project.body).toBe(201);
    const detail = subordinateDetailSchema.parse(
      (
        await call(
          'GET',
          `/users/subordinate/${ministry.organization.id}/ministry-detail/?year=2025`,
          admin.headers,
        )
      ).json(),
    );
    expect(detail).toMatchObject({
      year: 2025,
      total_appropriated_amount: '5000.00',
      status_count: { ongoing: 1 },
    });
    expect(detail.agencies.map((a) => a.display_name)).toContain('Library Agency');
    expect(detail.projects.map((p) => p.name)).toEqual(['Library Build']);
    const agencyDetail = await call(
      'GET',
      `/users/subordinate/${agency.public_id}/agency-detail/`,
      ministry.headers,
    );
    expect(agencyDetail.statusCode).toBe(200);
    expect(
      (await call('GET', `/users/subordinate/${agency.public_id}/ministry-detail/`, ministry.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/users/subordinate/${agency.public_id}/agency-detail/`, otherMinistry.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/users/subordinate/${agency.public_id}/agency-detail/?year=x`, ministry.headers))
        .statusCode,
    ).toBe(400);
  });

  it('edits, regenerates the password (old one stops, sessions end) and closes an account', async () => {
    const agency = subordinateWithPasswordSchema.parse(
      (
        await call('POST', '/users/subordinate/', ministry.headers, {
          account_type: 'AGENCY',
          name: 'Old Name Agency',
          email: 'oldname@example.test',
        })
      ).json(),
    );
    const patched = await call('PATCH', `/users/subordinate/${agency.public_id}/`, ministry.headers, {
      name: 'New Name Agency',
      max_sub_users: 3,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ display_name: 'New Name Agency', max_sub_users: 3 });
    expect(
      (await call('PATCH', `/users/subordinate/${agency.public_id}/`, ministry.headers, {})).statusCode,
    ).toBe(400);
    const session = await login('oldname@example.test', agency.password);
    const before = t.outbox().length;
    const regen = await call(
      'POST',
      `/users/subordinate/${agency.public_id}/regen_password/`,
      ministry.headers,
    );
    expect(regen.statusCode, regen.body).toBe(200);
    const { password } = regeneratedPasswordSchema.parse(regen.json());
    expect(password).not.toBe(agency.password);
    await t.runJobs();
    expect(
      t
        .outbox()
        .slice(before)
        .some((m) => m.raw.includes(password)),
    ).toBe(true);
    expect((await login('oldname@example.test', agency.password)).statusCode).toBe(400);
    expect((await login('oldname@example.test', password)).statusCode).toBe(200);
    const refresh = await call(
      'POST',
      '/auth/token/refresh/',
      { 'x-tenant': 'federal' },
      { refresh: session.json<{ refresh_token: string }>().refresh_token },
    );
    expect(refresh.statusCode).toBe(401);
    expect(
      (await call('POST', `/users/subordinate/${agency.public_id}/regen_password/`, otherMinistry.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/users/subordinate/${agency.public_id}/`, ministry.headers)).statusCode,
    ).toBe(204);
    expect((await login('oldname@example.test', password)).statusCode).not.toBe(200);
    const list = await call('GET', '/users/subordinate/', ministry.headers);
    expect(list.json<Page<Subordinate>>().results.map((s) => s.public_id)).not.toContain(agency.public_id);
    // A ministry with agencies is not closed.
    const withAgencies = await call(
      'DELETE',
      `/users/subordinate/${ministry.organization.id}/`,
      admin.headers,
    );
    expect(withAgencies.statusCode).toBe(400);
  });

  it('refuses anonymous callers, citizens, agencies and staff without the permission', async () => {
    expect((await call('GET', '/users/subordinate/')).statusCode).toBe(401);
    expect((await call('GET', '/users/subordinate/', citizen.headers)).statusCode).toBe(403);
    const agency = await createTestUser(t, {
      accountType: 'AGENCY',
      parentOrganizationId: ministry.organization.id,
    });
    expect((await call('GET', '/users/subordinate/', agency.headers)).statusCode).toBe(403);
    const viewer = await createTestStaff(t, ministry, [PERMISSIONS.VIEW_PROJECT]);
    expect((await call('GET', '/users/subordinate/', viewer.headers)).statusCode).toBe(403);
    const tenant = await createTestTenant(t);
    const foreign = await createTestUser(t, { accountType: 'ADMIN', tenantId: tenant.id });
    const foreignList = await call('GET', '/users/subordinate/', {
      ...foreign.headers,
      'x-tenant': tenant.name,
    });
    expect(foreignList.json<{ count: number }>().count).toBe(0);
    expect(
      (
        await call('GET', `/users/subordinate/${ministry.organization.id}/ministry-detail/`, {
          ...foreign.headers,
          'x-tenant': tenant.name,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('invites a contractor: an account, an e-mailed link, status invited then accepted', async () => {
    const before = t.outbox().length;
    const response = await call('POST', '/users/contractor/', ministry.headers, {
      name: 'Classroom Builders',
      email: 'builders@example.test',
      rc_number: 'RC-1234',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Classroom Builders',
      account_type: 'CONTRACTOR',
      status: 'invited',
    });
    const dashboard = mdaDashboardSchema.parse(
      (await call('GET', '/users/mda-dashboard/', ministry.headers)).json(),
    );
    expect(dashboard.contractors.data.find((c) => c.name === 'Classroom Builders')?.status).toBe('invited');
    await t.runJobs();
    const mail = t
      .outbox()
      .slice(before)
      .find((m) => m.to.includes('builders@example.test'))!;
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /\/password-reset\/confirm\?uid=([0-9a-f-]+)&(?:amp;)?token=([A-Za-z0-9_-]+)/.exec(body)!;
    const [uid, token] = [link[1]!, link[2]!];
    const confirm = await call(
      'POST',
      '/auth/password/reset/confirm/',
      { 'x-tenant': 'federal' },
      { uid, token, new_password1: 'Builders-Pass-77', new_password2: 'Builders-Pass-77' },
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    const after = mdaDashboardSchema.parse(
      (await call('GET', '/users/mda-dashboard/', ministry.headers)).json(),
    );
    expect(after.contractors.data.find((c) => c.name === 'Classroom Builders')?.status).toBe('accepted');
    // The same address again: the existing contractor joins another organisation's list.
    const again = await call('POST', '/users/contractor/', otherMinistry.headers, {
      name: 'Classroom Builders',
      email: 'builders@example.test',
    });
    expect(again.statusCode).toBe(200);
    const notContractor = await call('POST', '/users/contractor/', ministry.headers, {
      name: 'Someone',
      email: citizen.user.email,
    });
    expect(notContractor.statusCode).toBe(400);
    expect(notContractor.json()).toHaveProperty('email');
    expect(
      (
        await call('POST', '/users/contractor/', ministry.headers, { name: 'x', email: 'not-an-email' })
      ).json(),
    ).toHaveProperty('email');
    expect(
      (await call('POST', '/users/contractor/', undefined, { name: 'x', email: 'a@example.test' }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call('POST', '/users/contractor/', citizen.headers, {
          name: 'Some Builder',
          email: 'b@example.test',
        })
      ).statusCode,
    ).toBe(403);
  });
});
