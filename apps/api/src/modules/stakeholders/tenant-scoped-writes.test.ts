import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestGrant, createTestRole, createTestStaff } from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser } from '../../test/factories.js';
import * as repo from './stakeholders.repository.js';

/** Grant writes name their tenant in the statement, so a grant id given with another tenant changes nothing. */
describe('stakeholder grant writes name their tenant', () => {
  let t: TestApp;
  afterAll(async () => t.close());
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });

  it('updateGrant, deleteGrant and deleteItemGrantsAndInvitations leave another tenant’s grant as it was', async () => {
    const ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    const staff = await createTestStaff(t, ministry, []);
    const role = await createTestRole(t, ministry, []);
    const contentId = randomUUID();
    const grant = await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'plan',
      contentId,
      roleId: role.id,
      grantee: { userId: staff.user.id },
    });
    const other = (await createTestTenant(t)).id;
    const read = async () =>
      (
        await t.app.db.execute<{ stakeholder_type: number }>(
          sql`SELECT stakeholder_type FROM stakeholder_grants WHERE id = ${grant.id}::uuid`,
        )
      ).rows;

    await repo.updateGrant(t.app.db, other, grant.id, { stakeholderType: 2 });
    await repo.deleteGrant(t.app.db, other, grant.id);
    await repo.deleteItemGrantsAndInvitations(t.app.db, other, ['plan'], sql`SELECT ${contentId}::uuid`);
    expect(await read()).toEqual([{ stakeholder_type: 1 }]);

    await repo.updateGrant(t.app.db, t.tenantId, grant.id, { stakeholderType: 2 });
    expect(await read()).toEqual([{ stakeholder_type: 2 }]);
    await repo.deleteGrant(t.app.db, t.tenantId, grant.id);
    expect(await read()).toEqual([]);
  });
});
