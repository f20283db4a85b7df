import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestGrant, createTestRole } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

/** Copying a form copies its questions: it takes "view form" on it, which answering it does not give. */
describe('duplicating a form', () => {
  let t: TestApp;
  let ministry: TestUser;
  let partner: TestUser;
  const inject = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload });
  const internalId = async (publicId: string) =>
    (await t.app.db.execute<{ id: string }>(sql`SELECT id FROM surveys WHERE public_id = ${publicId}`))
      .rows[0]!.id;
  const grant = async (formPublicId: string, permissions: number[]) =>
    createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'form',
      contentId: await internalId(formPublicId),
      roleId: (await createTestRole(t, ministry, permissions)).id,
      grantee: { userId: partner.user.id },
    });

  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    // A CSO may make forms of its own (the route's "create form" holds): only the form's grant decides.
    partner = await createTestUser(t, { accountType: 'CSO', displayName: 'Watchful CSO' });
  });
  afterAll(async () => t.close());

  it('is refused to a respondent with no role on the form, draft or published', async () => {
    for (const publish of [false, true]) {
      const made = await inject('POST', '/surveys/', ministry.headers, { name: `Clinic audit ${publish}` });
      expect(made.statusCode, made.body).toBe(201);
      const form = made.json<{ id: string }>();
      if (publish)
        expect((await inject('POST', `/surveys/${form.id}/publish/`, ministry.headers)).statusCode).toBe(200);
      await grant(form.id, [PERMISSIONS.RESPOND_TO_FORM]);
      const copy = await inject('POST', `/surveys/${form.id}/duplicate/`, partner.headers);
      expect(copy.statusCode, copy.body).toBe(403);
      const mine = await inject('GET', '/surveys/?access_type=owned', partner.headers);
      expect(mine.body).not.toContain('Copy of Clinic audit');
    }
  });

  it('is allowed with a viewer role on the form, into the caller organisation', async () => {
    const form = (await inject('POST', '/surveys/', ministry.headers, { name: 'Water point survey' })).json<{
      id: string;
    }>();
    await grant(form.id, [PERMISSIONS.VIEW_FORM]);
    const copy = await inject('POST', `/surveys/${form.id}/duplicate/`, partner.headers);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Copy of Water point survey' });
  });
});
