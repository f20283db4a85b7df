import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, refreshTokens } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser } from '../../test/factories.js';
import * as repo from './subordinates.repository.js';

/** Subordinate writes name their tenant, so ids given with another tenant change nothing. */
describe('subordinate writes name their tenant', () => {
  let t: TestApp;
  afterAll(async () => t.close());
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });

  it('the organisation, its owner, their sessions and password codes stay as they were for another tenant', async () => {
    const agency = await createTestUser(t, { accountType: 'AGENCY', displayName: 'Roads Agency' });
    const userId = agency.user.id;
    const db = t.app.db;
    await db.insert(refreshTokens).values({
      userId,
      familyId: randomUUID(),
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db.insert(oneTimeCodes).values({
      userId,
      purpose: 'password_reset',
      codeHash: 'first',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const other = (await createTestTenant(t)).id;
    const state = async () =>
      (
        await db.execute(sql`SELECT o.name, u.display_name,
          (SELECT count(*)::int FROM refresh_tokens r WHERE r.user_id = u.id AND r.revoked_at IS NULL) AS live_sessions,
          (SELECT array_agg(c.code_hash ORDER BY c.created_at) FROM one_time_codes c WHERE c.user_id = u.id) AS codes
          FROM organizations o, users u WHERE o.id = ${agency.organization.id}::uuid AND u.id = ${userId}::uuid`)
      ).rows[0];
    const before = await state();
    expect(before).toEqual({
      name: 'Roads Agency',
      display_name: 'Roads Agency',
      live_sessions: 1,
      codes: ['first'],
    });

    await repo.updateOrganization(db, other, agency.organization.id, { name: 'Taken over' });
    await repo.updateOwner(db, other, userId, { displayName: 'Taken over' });
    await repo.revokeSessions(db, other, userId);
    const code = { userId, codeHash: 'second', expiresAt: new Date(Date.now() + 86_400_000) };
    await expect(db.transaction((tx) => repo.replacePasswordSetupCode(tx, other, code))).rejects.toThrow();
    expect(await state()).toEqual(before);

    await repo.updateOrganization(db, t.tenantId, agency.organization.id, { name: 'Renamed' });
    await repo.updateOwner(db, t.tenantId, userId, { displayName: 'Renamed' });
    await repo.revokeSessions(db, t.tenantId, userId);
    await repo.replacePasswordSetupCode(db, t.tenantId, code);
    expect(await state()).toEqual({
      name: 'Renamed',
      display_name: 'Renamed',
      live_sessions: 0,
      codes: ['second'],
    });
  });
});
