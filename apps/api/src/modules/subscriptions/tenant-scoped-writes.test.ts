import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff } from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser } from '../../test/factories.js';
import * as repo from './subscriptions.repository.js';

/** Billing writes name their tenant, so ids given with another tenant change nothing. */
describe('billing writes name their tenant', () => {
  let t: TestApp;
  afterAll(async () => t.close());
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
  });

  it('subscriptions, payments and entitlements stay as they were for another tenant', async () => {
    const ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    await createTestStaff(t, ministry, []);
    await createTestStaff(t, ministry, []);
    const organizationId = ministry.organization.id;
    const db = t.app.db;
    const plans = await repo.selectPlans(db);
    const plan = plans.find((row) => row.maxSubUsers >= 1 && row.maxSubUsers < 2) ?? {
      ...plans[0]!,
      maxSubUsers: 1,
      isPro: true,
    };
    const now = new Date();
    const subscription = await repo.insertSubscription(db, {
      tenantId: t.tenantId,
      organizationId,
      planId: plans[0]!.id,
      interval: 'monthly',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      billingEmail: 'billing@example.test',
    });
    const payment = await repo.insertPayment(db, {
      tenantId: t.tenantId,
      organizationId,
      reference: `REF-${Date.now()}`,
      purpose: 'start',
      planId: plans[0]!.id,
      interval: 'monthly',
      amountKobo: 100,
      vatKobo: 7,
    });
    const state = async () =>
      (
        await db.execute(sql`SELECT
          (SELECT status FROM subscriptions WHERE id = ${subscription.id}::uuid) AS subscription,
          (SELECT status FROM billing_payments WHERE id = ${payment.id}::uuid) AS payment,
          (SELECT max_sub_users FROM organizations WHERE id = ${organizationId}::uuid) AS max_sub_users,
          (SELECT count(*)::int FROM memberships WHERE organization_id = ${organizationId}::uuid AND read_only_since IS NOT NULL) AS read_only`)
      ).rows[0];
    const before = await state();
    const other = (await createTestTenant(t)).id;

    await repo.updateSubscription(db, other, subscription.id, { status: 'past_due' });
    await repo.updatePayment(db, other, payment.id, { status: 'failed' });
    await repo.applyEntitlements(db, other, organizationId, plan);
    expect(await state()).toEqual(before);

    await repo.updateSubscription(db, t.tenantId, subscription.id, { status: 'past_due' });
    await repo.updatePayment(db, t.tenantId, payment.id, { status: 'failed' });
    await repo.applyEntitlements(db, t.tenantId, organizationId, plan);
    const staff = (
      await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM memberships WHERE organization_id = ${organizationId}::uuid AND is_staff`,
      )
    ).rows[0]!.n;
    expect(before).toMatchObject({ read_only: 0 });
    expect(await state()).toEqual({
      subscription: 'past_due',
      payment: 'failed',
      max_sub_users: plan.maxSubUsers,
      read_only: staff - plan.maxSubUsers,
    });
  });
});
