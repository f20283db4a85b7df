import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../pagination.js';

/**
 * Subscriptions and billing (docs/spec/endpoints.txt "Subscriptions"). Money is whole kobo (integers), never
 * floats: ₦25,000.00 is 2500000.
 */

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export const billingIntervalSchema = z.enum(BILLING_INTERVALS, {
  error: 'The interval is monthly or yearly.',
});
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled', 'expired'] as const;
export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'abandoned', 'refunded'] as const;
export const PAYMENT_PURPOSES = ['start', 'upgrade', 'renewal', 'change_card'] as const;

const kobo = z.number().int();
const datetime = z.iso.datetime({ offset: true });

export const planSchema = z.object({
  public_id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  monthly_price_kobo: kobo,
  yearly_price_kobo: kobo,
  max_sub_users: z.number().int(),
  is_pro: z.boolean(),
  features: z.array(z.string()),
  /** null: the platform's own maximum. */
  max_charts_per_dashboard: z.number().int().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

export const savedCardSchema = z.object({
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  expiry: z.string().nullable(),
});

export const subscriptionSchema = z.object({
  public_id: z.uuid(),
  plan: planSchema,
  interval: billingIntervalSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_start: datetime,
  current_period_end: datetime,
  /** When the next charge is due (null once it will not renew). */
  next_renewal: datetime.nullable(),
  /** The plan the next period is on when a downgrade waits for the end of this one. */
  renews_on_plan: planSchema.nullable(),
  cancel_at_period_end: z.boolean(),
  card: savedCardSchema.nullable(),
  failed_attempts: z.number().int(),
  next_retry_at: datetime.nullable(),
  grace_ends_at: datetime.nullable(),
  created: datetime,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const paymentSchema = z.object({
  public_id: z.uuid(),
  reference: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  plan: z.object({ public_id: z.uuid(), name: z.string() }),
  interval: billingIntervalSchema,
  amount_kobo: kobo,
  vat_kobo: kobo,
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  gateway_response: z.string().nullable(),
  period_start: datetime.nullable(),
  period_end: datetime.nullable(),
  /** e.g. INV-FEDERAL-000042; null until paid. */
  invoice_number: z.string().nullable(),
  /** The PDF's path under /api/v1 (GET /subscriptions/{payment id}/invoice/); null until paid. */
  invoice_url: z.string().nullable(),
  paid_at: datetime.nullable(),
  created: datetime,
});
export type Payment = z.infer<typeof paymentSchema>;

/** A page of payments, newest first, with the organisation's subscriptions. */
export const subscriptionHistorySchema = pageOf(paymentSchema).extend({
  subscriptions: z.array(subscriptionSchema),
});
export type SubscriptionHistory = z.infer<typeof subscriptionHistorySchema>;

export const planOptionSchema = z.object({
  plan_public_id: z.uuid(),
  interval: billingIntervalSchema,
  /** subscribe (from Free), upgrade (pay the prorated difference now), downgrade (at the end of the period), current */
  action: z.enum(['subscribe', 'upgrade', 'downgrade', 'current']),
  /** What is charged now (kobo): the full price to subscribe, the prorated difference to upgrade, 0 otherwise. */
  amount_now_kobo: kobo,
  /** Why a downgrade would be refused now (too many staff), or null. */
  blocked_reason: z.string().nullable(),
});
export type PlanOption = z.infer<typeof planOptionSchema>;

export const activeSubscriptionSchema = z.object({
  plan: planSchema,
  subscription: subscriptionSchema.nullable(),
  is_pro_user: z.boolean(),
  max_sub_users: z.number().int(),
  // Pending staff invitations hold a seat each until answered or expired.
  usage: z.object({
    staff: z.number().int(),
    read_only_staff: z.number().int(),
    invited_staff: z.number().int(),
  }),
  /** False when the server has no payment provider: paying is off, Free works. */
  billing_configured: z.boolean(),
  /** A banner to show (a failed renewal, a grace period ending), or null. */
  notice: z.object({ level: z.enum(['warning', 'danger']), message: z.string() }).nullable(),
  plans: z.array(planSchema),
  options: z.array(planOptionSchema),
});
export type ActiveSubscription = z.infer<typeof activeSubscriptionSchema>;

export const startSubscriptionBodySchema = z.object({
  plan_id: z.uuid('Choose a plan.'),
  interval: billingIntervalSchema.default('monthly'),
});
export type StartSubscriptionBody = z.infer<typeof startSubscriptionBodySchema>;

export const verifyPaymentBodySchema = z.object({
  reference: z
    .string()
    .trim()
    .min(1, 'The payment reference is missing.')
    .max(100)
    .regex(/^[A-Za-z0-9.=-]+$/, 'A payment reference has letters, digits and - . = only.'),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const upgradeBodySchema = z.object({ plan_id: z.uuid('Choose a plan.') });
export type UpgradeBody = z.infer<typeof upgradeBodySchema>;

export const downgradeBodySchema = z
  .object({
    plan_id: z.uuid('Choose a plan.').optional(),
    /** Stop renewing: the organisation goes to Free at the end of the period (staff over its limit become read-only). */
    cancel: z.boolean().optional(),
  })
  .refine((body) => body.plan_id !== undefined || body.cancel !== undefined, {
    message: 'Choose a plan, or cancel.',
    path: ['plan_id'],
  });
export type DowngradeBody = z.infer<typeof downgradeBodySchema>;

export const billingActionResultSchema = z.object({
  /** checkout: open checkout_url to pay; paid: done with the saved card; failed: the card was declined; scheduled: at period end */
  status: z.enum(['checkout', 'paid', 'failed', 'scheduled']),
  detail: z.string(),
  reference: z.string().nullable(),
  checkout_url: z.string().nullable(),
  amount_kobo: kobo,
  subscription: subscriptionSchema.nullable(),
});
export type BillingActionResult = z.infer<typeof billingActionResultSchema>;

export const verifyResultSchema = z.object({
  status: z.enum(['success', 'failed', 'abandoned', 'pending']),
  detail: z.string(),
  payment: paymentSchema,
  subscription: subscriptionSchema.nullable(),
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;

export const paymentIdParamsSchema = z.object({ id: z.uuid('A payment id is a UUID.') });

/** The 402 a Pro-only route answers on a plan without it. */
export const upgradeRequiredSchema = z.object({
  detail: z.string(),
  code: z.literal('upgrade_required'),
  feature: z.string(),
  upgrade_url: z.string(),
});
export type UpgradeRequired = z.infer<typeof upgradeRequiredSchema>;

/** GET /subscriptions/: the payment history, 25 a page. */
export const subscriptionHistoryQuerySchema = pageQuerySchema(25);
/** retry/ and change-card/ take no fields. */
export const emptyBodySchema = z.object({}).strict().optional();
