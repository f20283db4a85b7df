import type {
  ActiveSubscription,
  BillingInterval,
  PlanOption,
  SubscriptionHistory,
} from '@oversight/shared/subscriptions/subscriptions.schemas';
import { notFound } from '../../platform/errors.js';
import { organizationActor } from '../roles/actor.js';
import { formatInvoiceNumber, priceOf, proratedUpgrade } from './billing-math.js';
import { invoicePdf } from './invoice-pdf.js';
import { presentPayment, presentPlan, presentSubscription } from './subscriptions.presenter.js';
import * as repo from './subscriptions.repository.js';
import { billingOrganization, plansById, providerOf, type BillingContext } from './billing-context.js';

export type { BillingContext, SubscriptionsDeps } from './billing-context.js';
export { CARD_CHECK_KOBO } from './billing-context.js';
export { settlePayment, type SettleOutcome } from './payments.service.js';
export { changeCard, startSubscription, verifyPayment } from './checkout.service.js';
export { downgrade, upgrade } from './plan-changes.service.js';
export { RENEWAL_CRON, RENEWAL_JOB, retryRenewal, runRenewals } from './renewals.service.js';
export { handleWebhook } from './webhook.service.js';

/**
 * The organisation's subscription: reads and invoices here; paying in checkout.service.ts, plan changes in
 * plan-changes.service.ts, renewals in renewals.service.ts, the webhook in webhook.service.ts, settling a charge in
 * payments.service.ts (helpers: billing-context.ts). Routes and other modules import this file.
 */

// ---------------------------------------------------------------------------------------------------------------
// Reads

export async function getActive(deps: BillingContext, now = new Date()): Promise<ActiveSubscription> {
  const actor = organizationActor(deps);
  const organization = await billingOrganization(deps, actor);
  const [plans, current, usage, invitedStaff] = await Promise.all([
    repo.selectPlans(deps.db),
    repo.selectCurrentSubscription(deps.db, organization.id),
    repo.countStaff(deps.db, organization.id),
    repo.countOpenStaffInvitations(deps.db, actor.tenantId, organization.id),
  ]);
  const byId = await plansById(deps.db, [
    ...plans.map((plan) => plan.id),
    current?.planId ?? null,
    current?.pendingPlanId ?? null,
  ]);
  const free = plans.find((plan) => plan.code === 'free') ?? (await repo.selectFreePlan(deps.db));
  const plan = current ? byId.get(current.planId)! : free;

  const options: PlanOption[] = [];
  for (const candidate of plans) {
    for (const interval of ['monthly', 'yearly'] as BillingInterval[]) {
      const price = priceOf(candidate, interval);
      const tooManyStaff =
        usage.staff > candidate.maxSubUsers
          ? `You have ${usage.staff} staff; ${candidate.name} allows ${candidate.maxSubUsers}.`
          : null;
      if (!current) {
        if (price > 0)
          options.push({
            plan_public_id: candidate.id,
            interval,
            action: 'subscribe',
            amount_now_kobo: price,
            blocked_reason: null,
          });
        else if (interval === 'monthly')
          options.push({
            plan_public_id: candidate.id,
            interval,
            action: 'current',
            amount_now_kobo: 0,
            blocked_reason: null,
          });
        continue;
      }
      if (interval !== current.interval) continue;
      const currentPrice = priceOf(plan, current.interval);
      if (candidate.id === current.planId)
        options.push({
          plan_public_id: candidate.id,
          interval,
          action: 'current',
          amount_now_kobo: 0,
          blocked_reason: null,
        });
      else if (price > currentPrice) {
        const quote = proratedUpgrade({
          fromPriceKobo: currentPrice,
          toPriceKobo: price,
          periodStart: current.currentPeriodStart,
          periodEnd: current.currentPeriodEnd,
          now,
        });
        options.push({
          plan_public_id: candidate.id,
          interval,
          action: 'upgrade',
          amount_now_kobo: quote.amountKobo,
          blocked_reason: null,
        });
      } else
        options.push({
          plan_public_id: candidate.id,
          interval,
          action: 'downgrade',
          amount_now_kobo: 0,
          blocked_reason: tooManyStaff,
        });
    }
  }

  let notice: ActiveSubscription['notice'] = null;
  if (current?.status === 'past_due') {
    const graceEnds = current.graceEndsAt ? current.graceEndsAt.toUTCString().slice(0, 16) : 'soon';
    notice = {
      level: 'danger',
      message: `The renewal payment failed (${current.failedAttempts} ${current.failedAttempts === 1 ? 'attempt' : 'attempts'}). Retry or change the card before ${graceEnds}, or the organisation moves to Free.`,
    };
  } else if (usage.readOnly > 0) {
    notice = {
      level: 'warning',
      message: `${usage.readOnly} staff ${usage.readOnly === 1 ? 'member is' : 'members are'} read-only because the plan allows ${organization.maxSubUsers}. Upgrade to give them their roles back.`,
    };
  } else if (current?.cancelAtPeriodEnd) {
    notice = {
      level: 'warning',
      message: `The subscription ends on ${current.currentPeriodEnd.toUTCString().slice(0, 16)}; the organisation then moves to Free.`,
    };
  }

  return {
    plan: presentPlan(plan),
    subscription: current ? presentSubscription(current, byId) : null,
    is_pro_user: organization.isProUser,
    max_sub_users: organization.maxSubUsers,
    usage: { staff: usage.staff, read_only_staff: usage.readOnly, invited_staff: invitedStaff },
    billing_configured: !!providerOf(deps),
    notice,
    plans: plans.map(presentPlan),
    options,
  };
}

export async function findHistory(
  deps: BillingContext,
  page: { limit: number; offset: number },
): Promise<Omit<SubscriptionHistory, 'next' | 'previous'>> {
  const actor = organizationActor(deps);
  const organization = await billingOrganization(deps, actor);
  const [{ rows, count }, subscriptionRows] = await Promise.all([
    repo.selectPayments(deps.db, organization.id, page),
    repo.selectSubscriptions(deps.db, organization.id),
  ]);
  const plans = await plansById(deps.db, [
    ...rows.map((row) => row.planId),
    ...subscriptionRows.flatMap((row) => [row.planId, row.pendingPlanId]),
  ]);
  return {
    count,
    results: rows.map((row) => presentPayment(row, plans)),
    subscriptions: subscriptionRows.map((row) => presentSubscription(row, plans)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Invoices

/** A paid payment's invoice as a PDF (the id is the payment's: each paid charge has its own invoice). */
export async function invoice(deps: BillingContext, paymentId: string) {
  const actor = organizationActor(deps);
  const tenantName = deps.auth.tenant.name;
  const organization = await billingOrganization(deps, actor);
  const payment = await repo.selectPayment(deps.db, actor.tenantId, organization.id, paymentId);
  if (!payment) throw notFound('No payment of this organisation has that id.');
  if (!payment.invoiceNumber || !payment.paidAt)
    throw notFound('This payment has no invoice: it was not paid, or was refunded.');
  const plan = (await repo.selectPlansByIds(deps.db, [payment.planId]))[0]!;
  const buffer = await invoicePdf({
    invoiceNumber: payment.invoiceNumber,
    tenantName,
    organization: { name: organization.name, email: organization.email ?? organization.ownerEmail },
    plan: plan.name,
    interval: payment.interval,
    purpose: payment.purpose,
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    amountKobo: payment.amountKobo,
    vatKobo: payment.vatKobo,
    reference: payment.reference,
    paidAt: payment.paidAt,
  });
  return { filename: `${formatInvoiceNumber(payment.invoiceNumber)}.pdf`, buffer };
}
