import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';
import {
  billingInvoiceCounters,
  billingPayments,
  billingPlans,
  billingWebhookEvents,
  memberships,
  organizations,
  staffInvitations,
  subscriptionEvents,
  subscriptions,
  users,
  type BillingPaymentRow,
  type BillingPlanRow,
  type SubscriptionRow,
} from '../../db/schema/index.js';

export type { BillingPaymentRow, BillingPlanRow, SubscriptionRow };

const CURRENT = ['active', 'past_due'];

// ---------------------------------------------------------------------------------------------------------------
// Plans

export async function selectPlans(db: DbOrTx): Promise<BillingPlanRow[]> {
  return db
    .select()
    .from(billingPlans)
    .where(eq(billingPlans.isActive, true))
    .orderBy(asc(billingPlans.sortOrder));
}

export async function selectPlansByIds(db: DbOrTx, ids: string[]): Promise<BillingPlanRow[]> {
  if (!ids.length) return [];
  return db.select().from(billingPlans).where(inArray(billingPlans.id, ids));
}

export async function selectFreePlan(db: DbOrTx): Promise<BillingPlanRow> {
  const [plan] = await db.select().from(billingPlans).where(eq(billingPlans.code, 'free')).limit(1);
  if (!plan) throw new Error('The Free plan is missing (migration 0028 seeds it).');
  return plan;
}

// ---------------------------------------------------------------------------------------------------------------
// The organisation

export async function selectOrganization(db: DbOrTx, tenantId: string, organizationId: string) {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      email: organizations.email,
      isPersonal: organizations.isPersonal,
      isProUser: organizations.isProUser,
      maxSubUsers: organizations.maxSubUsers,
      ownerEmail: users.email,
    })
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.ownerId))
    .where(and(eq(organizations.id, organizationId), eq(organizations.tenantId, tenantId)))
    .limit(1);
  return row;
}

export async function countStaff(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ staff: count(), readOnly: count(memberships.readOnlySince) })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.isStaff, true)));
  return { staff: row?.staff ?? 0, readOnly: row?.readOnly ?? 0 };
}

/** Staff invitations that can still be accepted: each holds a seat of the plan. */
export async function countOpenStaffInvitations(db: DbOrTx, tenantId: string, organizationId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tenantId, tenantId),
        eq(staffInvitations.organizationId, organizationId),
        eq(staffInvitations.status, 'pending'),
        sql`${staffInvitations.expiresAt} > now()`,
      ),
    );
  return row?.value ?? 0;
}

export async function selectStaffNames(db: DbOrTx, organizationId: string) {
  return db
    .select({ displayName: users.displayName, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.isStaff, true)))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));
}

/**
 * The plan's entitlements on the organisation row (is_pro_user, max_sub_users), and staff beyond the limit (the most
 * recently added) read-only; staff within it get their role back. Nobody is removed.
 */
export async function applyEntitlements(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  plan: BillingPlanRow,
) {
  await db
    .update(organizations)
    .set({ isProUser: plan.isPro, maxSubUsers: plan.maxSubUsers, modifiedAt: new Date() })
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, organizationId)));
  await db.execute(sql`
    WITH ranked AS (
      SELECT id, row_number() OVER (ORDER BY created_at, id) AS n
      FROM memberships WHERE tenant_id = ${tenantId} AND organization_id = ${organizationId} AND is_staff
    )
    UPDATE memberships m
    SET read_only_since = CASE WHEN ranked.n > ${plan.maxSubUsers} THEN coalesce(m.read_only_since, now()) ELSE NULL END
    FROM ranked WHERE m.tenant_id = ${tenantId} AND m.organization_id = ${organizationId} AND m.id = ranked.id`);
}

// ---------------------------------------------------------------------------------------------------------------
// Subscriptions

export async function selectCurrentSubscription(
  db: DbOrTx,
  organizationId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.status, CURRENT)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function lockSubscription(db: DbOrTx, id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1).for('update');
  return row;
}

export async function selectSubscriptions(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .orderBy(desc(subscriptions.createdAt));
}

export async function insertSubscription(db: DbOrTx, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(
  db: DbOrTx,
  tenantId: string,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, modifiedAt: new Date() })
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.id, id)))
    .returning();
  return row!;
}

/** Subscriptions the renewal job must look at, as of `now`. */
export async function selectDueSubscriptions(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(
      sql`(${subscriptions.status} = 'active' AND ${subscriptions.currentPeriodEnd} <= ${now})
        OR (${subscriptions.status} = 'past_due' AND (${subscriptions.nextRetryAt} <= ${now} OR ${subscriptions.graceEndsAt} <= ${now}))`,
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(500);
}

export async function insertEvent(db: DbOrTx, values: typeof subscriptionEvents.$inferInsert) {
  await db.insert(subscriptionEvents).values(values);
}

export async function selectEvents(db: DbOrTx, subscriptionId: string) {
  return db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionEvents.createdAt));
}

// ---------------------------------------------------------------------------------------------------------------
// Payments

export async function insertPayment(db: DbOrTx, values: typeof billingPayments.$inferInsert) {
  const [row] = await db.insert(billingPayments).values(values).returning();
  return row!;
}

export async function lockPaymentByReference(db: DbOrTx, reference: string) {
  const [row] = await db
    .select()
    .from(billingPayments)
    .where(eq(billingPayments.reference, reference))
    .limit(1)
    .for('update');
  return row;
}

export async function selectPaymentByReference(db: DbOrTx, organizationId: string, reference: string) {
  const [row] = await db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.reference, reference), eq(billingPayments.organizationId, organizationId)))
    .limit(1);
  return row;
}

export async function selectPayment(db: DbOrTx, tenantId: string, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(billingPayments)
    .where(
      and(
        eq(billingPayments.id, id),
        eq(billingPayments.tenantId, tenantId),
        eq(billingPayments.organizationId, organizationId),
      ),
    )
    .limit(1);
  return row;
}

export async function updatePayment(
  db: DbOrTx,
  tenantId: string,
  id: string,
  values: Partial<typeof billingPayments.$inferInsert>,
) {
  const [row] = await db
    .update(billingPayments)
    .set(values)
    .where(and(eq(billingPayments.tenantId, tenantId), eq(billingPayments.id, id)))
    .returning();
  return row!;
}

export async function selectPayments(
  db: DbOrTx,
  organizationId: string,
  page: { limit: number; offset: number },
) {
  const where = eq(billingPayments.organizationId, organizationId);
  return countedPage(
    db.select({ value: count() }).from(billingPayments).where(where),
    db
      .select()
      .from(billingPayments)
      .where(where)
      .orderBy(desc(billingPayments.createdAt), desc(billingPayments.id))
      .limit(page.limit)
      .offset(page.offset),
    'together',
  );
}

/** Saved-card charges or checkouts left pending (the provider did not answer, the customer never returned). */
export async function selectStalePendingPayments(db: DbOrTx, olderThan: Date) {
  return db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.status, 'pending'), lte(billingPayments.createdAt, olderThan)))
    .orderBy(asc(billingPayments.createdAt))
    .limit(200);
}

/** The next invoice number of the tenant: the counter row is bumped in the caller's transaction, so no gaps. */
export async function nextInvoiceNumber(db: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await db
    .insert(billingInvoiceCounters)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: billingInvoiceCounters.tenantId,
      set: { lastNumber: sql`${billingInvoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: billingInvoiceCounters.lastNumber });
  return row!.lastNumber;
}

// ---------------------------------------------------------------------------------------------------------------
// Webhook events

/** Records an event once; false when the same (event, reference) was already received (a replay). */
export async function recordWebhookEvent(
  db: DbOrTx,
  values: typeof billingWebhookEvents.$inferInsert,
): Promise<string | null> {
  const [row] = await db
    .insert(billingWebhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: billingWebhookEvents.id });
  return row?.id ?? null;
}

// Provider events come before anyone knows whose they are: billing_webhook_events holds no tenant (so tenant-writes.test.ts lists this write as a known exception).
export async function setWebhookOutcome(db: DbOrTx, id: string, outcome: string) {
  await db.update(billingWebhookEvents).set({ outcome }).where(eq(billingWebhookEvents.id, id));
}
