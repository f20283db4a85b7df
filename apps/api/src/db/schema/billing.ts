import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { tenants } from './tenants.js';
import { createdAtColumn, modifiedAtColumn, tenantColumn } from './columns.js';

/** Money is kobo in bigint columns read as JS numbers (exact far beyond any price): never floats. */
const kobo = (name: string) => bigint(name, { mode: 'number' });

/** Subscription plans are data, the same for every tenant (seeded by the migration: free and pro). */
export const billingPlans = pgTable('billing_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  monthlyPriceKobo: kobo('monthly_price_kobo').notNull(),
  yearlyPriceKobo: kobo('yearly_price_kobo').notNull(),
  maxSubUsers: integer('max_sub_users').notNull(),
  /** Gives is_pro_user (the Pro features) to the organisation while the subscription lasts. */
  isPro: boolean('is_pro').notNull().default(false),
  /** What the plan includes, in words shown to people. */
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** Charts per dashboard; null: the platform's own maximum. */
  maxChartsPerDashboard: integer('max_charts_per_dashboard'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAtColumn(),
});

/** An organisation's paid subscription; at most one is current (active or past due). Free has no row. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => billingPlans.id),
    interval: text('interval').notNull(),
    /** active | past_due | cancelled (ended by choice) | expired (grace period over, unpaid) */
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** The plan the next period renews on (a downgrade waits for the period's end); null: the same plan. */
    pendingPlanId: uuid('pending_plan_id').references(() => billingPlans.id),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    provider: text('provider').notNull().default('paystack'),
    /** The provider's reusable authorisation for renewals (never a card number). */
    authorizationCode: text('authorization_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpiry: text('card_expiry'),
    billingEmail: text('billing_email').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    uniqueIndex('subscriptions_current_uq')
      .on(t.organizationId)
      .where(sql`${t.status} in ('active', 'past_due')`),
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
    index('subscriptions_tenant_org_idx').on(t.tenantId, t.organizationId),
  ],
);

/** Every charge asked of the provider, by our reference (unique: the provider refuses a reference twice too). */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    reference: text('reference').notNull().unique(),
    /** start | upgrade | renewal | change_card */
    purpose: text('purpose').notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => billingPlans.id),
    interval: text('interval').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    vatKobo: kobo('vat_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    /** pending | success | failed | refunded */
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull().default('paystack'),
    gatewayResponse: text('gateway_response'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    invoiceNumber: integer('invoice_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('billing_payments_org_idx').on(t.organizationId, t.createdAt),
    index('billing_payments_subscription_idx').on(t.subscriptionId),
    uniqueIndex('billing_payments_invoice_uq').on(t.tenantId, t.invoiceNumber),
  ],
);

/** Invoice numbers run per tenant without gaps: this row is bumped in the transaction that marks a payment paid. */
export const billingInvoiceCounters = pgTable('billing_invoice_counters', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Every change of a subscription with its cause (payment reference, job, person). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    cause: text('cause').notNull(),
    paymentReference: text('payment_reference'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('subscription_events_org_idx').on(t.organizationId, t.createdAt)],
);

/** Provider events received by the webhook: one row per (event, reference) makes a replay change nothing. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    event: text('event').notNull(),
    reference: text('reference').notNull(),
    payload: jsonb('payload').notNull(),
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_webhook_events_uq').on(t.provider, t.event, t.reference)],
);

export type BillingPlanRow = typeof billingPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BillingPaymentRow = typeof billingPayments.$inferSelect;
