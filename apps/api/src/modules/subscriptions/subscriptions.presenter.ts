import type { Payment, Plan, Subscription } from '@oversight/shared/subscriptions/subscriptions.schemas';
import { formatInvoiceNumber } from './billing-math.js';
import type { BillingPaymentRow, BillingPlanRow, SubscriptionRow } from './subscriptions.repository.js';
import { isoTimestampOrNull } from '../../platform/timestamps.js';

export function presentPlan(plan: BillingPlanRow): Plan {
  return {
    public_id: plan.id,
    code: plan.code,
    name: plan.name,
    description: plan.description,
    monthly_price_kobo: plan.monthlyPriceKobo,
    yearly_price_kobo: plan.yearlyPriceKobo,
    max_sub_users: plan.maxSubUsers,
    is_pro: plan.isPro,
    features: plan.features,
    max_charts_per_dashboard: plan.maxChartsPerDashboard,
  };
}

/** Plans come from one batch lookup (`plans` by id), never one query per row. */
export function presentSubscription(row: SubscriptionRow, plans: Map<string, BillingPlanRow>): Subscription {
  const renews = row.status === 'active' && !row.cancelAtPeriodEnd;
  return {
    public_id: row.id,
    plan: presentPlan(plans.get(row.planId)!),
    interval: row.interval as Subscription['interval'],
    status: row.status as Subscription['status'],
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    next_renewal: renews
      ? row.currentPeriodEnd.toISOString()
      : row.status === 'past_due'
        ? isoTimestampOrNull(row.nextRetryAt)
        : null,
    renews_on_plan: row.pendingPlanId ? presentPlan(plans.get(row.pendingPlanId)!) : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    card: row.authorizationCode
      ? { brand: row.cardBrand, last4: row.cardLast4, expiry: row.cardExpiry }
      : null,
    failed_attempts: row.failedAttempts,
    next_retry_at: isoTimestampOrNull(row.nextRetryAt),
    grace_ends_at: isoTimestampOrNull(row.graceEndsAt),
    created: row.createdAt.toISOString(),
  };
}

export function presentPayment(row: BillingPaymentRow, plans: Map<string, BillingPlanRow>): Payment {
  const plan = plans.get(row.planId)!;
  return {
    public_id: row.id,
    reference: row.reference,
    purpose: row.purpose as Payment['purpose'],
    plan: { public_id: plan.id, name: plan.name },
    interval: row.interval as Payment['interval'],
    amount_kobo: row.amountKobo,
    vat_kobo: row.vatKobo,
    currency: row.currency,
    status: row.status as Payment['status'],
    gateway_response: row.gatewayResponse,
    period_start: isoTimestampOrNull(row.periodStart),
    period_end: isoTimestampOrNull(row.periodEnd),
    invoice_number: row.invoiceNumber ? formatInvoiceNumber(row.invoiceNumber) : null,
    invoice_url: row.invoiceNumber ? `/subscriptions/${row.id}/invoice/` : null,
    paid_at: isoTimestampOrNull(row.paidAt),
    created: row.createdAt.toISOString(),
  };
}
