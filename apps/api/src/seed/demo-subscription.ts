import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { billingPlans, organizations, subscriptionEvents, subscriptions } from '../db/schema/index.js';

/**
 * The Federal Ministry of Health is on Pro for a year, granted by the operator, so a demo can try the Pro features
 * (plan exports, more charts, more staff); the Ministry of Works stays on Free, so the upgrade can be tried too.
 * No card is saved: when the year ends the renewal fails and, after the grace days, the ministry moves to Free.
 */
export async function seedDemoSubscription(
  tx: DbOrTx,
  input: { tenantId: string; organizationId: string; billingEmail: string },
) {
  const [pro] = await tx.select().from(billingPlans).where(eq(billingPlans.code, 'pro')).limit(1);
  if (!pro) return;
  const start = new Date();
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      tenantId: input.tenantId,
      organizationId: input.organizationId,
      planId: pro.id,
      interval: 'yearly',
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      billingEmail: input.billingEmail,
    })
    .returning({ id: subscriptions.id });
  await tx.insert(subscriptionEvents).values({
    tenantId: input.tenantId,
    organizationId: input.organizationId,
    subscriptionId: subscription!.id,
    event: 'started',
    toStatus: 'active',
    cause: 'Granted by the operator with the demo data',
  });
  // The plan's entitlements on the organisation row, as billing writes them (its staff are within any limit).
  await tx
    .update(organizations)
    .set({ isProUser: pro.isPro, maxSubUsers: pro.maxSubUsers })
    .where(eq(organizations.id, input.organizationId));
}
