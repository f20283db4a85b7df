import type { BillingActionResult } from '@oversight/shared/subscriptions/subscriptions.schemas';
import { PaymentProviderError } from '../../integrations/payment-provider.js';
import { isUniqueViolation, nonFieldError } from '../../platform/errors.js';
import { organizationActor } from '../roles/actor.js';
import { DAY_MS, priceOf, retryDelayDays, vatIncluded } from './billing-math.js';
import { movedToFreeEmail, renewalFailedEmail } from './subscription-emails.js';
import * as repo from './subscriptions.repository.js';
import {
  billingOrganization,
  presentSubscriptionRow,
  providerFailure,
  providerOf,
  recordChange,
  requireProvider,
  settingsUrl,
  type BillingContext,
  type Cause,
  type SubscriptionsDeps,
} from './billing-context.js';
import { chargeSaved, settlePayment, type SettleOutcome } from './payments.service.js';

/** Renewals: the daily job, and a failed renewal tried again by hand. */

type RenewalResult = {
  outcome: SettleOutcome | 'unanswered' | 'busy';
  reference: string | null;
  amountKobo: number;
  reason: string;
};

/**
 * One renewal attempt for the period that ended: a payment row with a reference unique to (subscription, period,
 * attempt) is written first, so a second run or a concurrent retry cannot charge the same attempt twice.
 */
async function chargeRenewal(
  deps: SubscriptionsDeps,
  subscription: repo.SubscriptionRow,
  now: Date,
  why: Cause,
): Promise<RenewalResult> {
  const plan = (
    await repo.selectPlansByIds(deps.db, [subscription.pendingPlanId ?? subscription.planId])
  )[0]!;
  const amountKobo = priceOf(plan, subscription.interval);
  const attempt = subscription.failedAttempts + 1;
  const day = subscription.currentPeriodEnd.toISOString().slice(0, 10).replaceAll('-', '');
  const reference = `REN-${subscription.id.slice(0, 8)}-${day}-${attempt}`;
  let payment: repo.BillingPaymentRow;
  try {
    payment = await repo.insertPayment(deps.db, {
      tenantId: subscription.tenantId,
      organizationId: subscription.organizationId,
      subscriptionId: subscription.id,
      reference,
      purpose: 'renewal',
      planId: plan.id,
      interval: subscription.interval,
      amountKobo,
      vatKobo: vatIncluded(amountKobo),
      periodStart: subscription.currentPeriodEnd,
      createdBy: why.actorId ?? null,
    });
  } catch (error) {
    // Drizzle wraps the pg error: read its cause.
    if (isUniqueViolation(error))
      return { outcome: 'busy', reference, amountKobo, reason: 'already being charged' };
    throw error;
  }
  const outcome = subscription.authorizationCode
    ? await chargeSaved(deps, payment, subscription, why)
    : 'failed';
  if (!subscription.authorizationCode)
    await repo.updatePayment(deps.db, payment.tenantId, payment.id, {
      status: 'failed',
      gatewayResponse: 'No saved card',
    });
  if (outcome !== 'failed') return { outcome, reference, amountKobo, reason: '' };

  const reason =
    (await repo.selectPaymentByReference(deps.db, subscription.organizationId, reference))?.gatewayResponse ??
    'declined';
  const mail = await deps.db.transaction(async (tx) => {
    const row = await repo.lockSubscription(tx, subscription.id);
    if (!row || !['active', 'past_due'].includes(row.status)) return null;
    const graceEndsAt =
      row.graceEndsAt ?? new Date(row.currentPeriodEnd.getTime() + deps.config.billing.graceDays * DAY_MS);
    const retryAt = new Date(now.getTime() + retryDelayDays(attempt) * DAY_MS);
    const nextRetryAt = retryAt < graceEndsAt ? retryAt : null;
    await recordChange(tx, row, 'renewal_failed', 'past_due', {
      ...why,
      cause: `${why.cause}: ${reason}`,
      paymentReference: reference,
    });
    const updated = await repo.updateSubscription(tx, row.tenantId, row.id, {
      status: 'past_due',
      failedAttempts: attempt,
      nextRetryAt,
      graceEndsAt,
    });
    const organization = await repo.selectOrganization(tx, row.tenantId, row.organizationId);
    return renewalFailedEmail({
      to: updated.billingEmail,
      organization: organization?.name ?? '',
      plan: plan.name,
      settingsUrl: settingsUrl(deps),
      amountKobo,
      reason,
      nextRetryAt,
      graceEndsAt,
    });
  });
  if (mail) await deps.mail.send(mail, `billing-renewal-failed:${reference}`);
  return { outcome: 'failed', reference, amountKobo, reason };
}

/** Ends a subscription and puts the organisation on Free (nothing deleted; staff over the limit read-only). */
async function moveToFree(
  deps: SubscriptionsDeps,
  subscription: repo.SubscriptionRow,
  status: 'cancelled' | 'expired',
  why: Cause,
  now: Date,
) {
  const mail = await deps.db.transaction(async (tx) => {
    const row = await repo.lockSubscription(tx, subscription.id);
    if (!row || !['active', 'past_due'].includes(row.status)) return null;
    await recordChange(tx, row, status === 'expired' ? 'expired' : 'ended', status, why);
    await repo.updateSubscription(tx, row.tenantId, row.id, { status, endedAt: now, nextRetryAt: null });
    await repo.applyEntitlements(tx, row.tenantId, row.organizationId, await repo.selectFreePlan(tx));
    const organization = await repo.selectOrganization(tx, row.tenantId, row.organizationId);
    const plan = (await repo.selectPlansByIds(tx, [row.planId]))[0]!;
    return movedToFreeEmail({
      to: row.billingEmail,
      organization: organization?.name ?? '',
      plan: plan.name,
      settingsUrl: settingsUrl(deps),
      why:
        status === 'expired'
          ? `The ${plan.name} renewal stayed unpaid after the grace period.`
          : `The ${plan.name} subscription ended as asked.`,
    });
  });
  if (mail) await deps.mail.send(mail, `billing-moved-to-free:${subscription.id}`);
}

export const RENEWAL_JOB = 'subscriptions.renewals';
/** Every day at 06:00 Lagos time. */
export const RENEWAL_CRON = '0 6 * * *';
const STALE_PENDING_MS = 60 * 60 * 1000;

/** The daily job: reconciles unanswered charges, ends cancelled plans, renews, retries, and expires unpaid ones. */
export async function runRenewals(deps: SubscriptionsDeps, now = new Date()) {
  const summary = { reconciled: 0, renewed: 0, failed: 0, ended: 0, expired: 0 };
  const provider = providerOf(deps);
  if (provider) {
    for (const payment of await repo.selectStalePendingPayments(
      deps.db,
      new Date(now.getTime() - STALE_PENDING_MS),
    )) {
      try {
        const charge = await provider.verify(payment.reference);
        // A checkout never opened or a charge the provider never saw: nothing was taken.
        const outcome = charge
          ? await settlePayment(deps, charge, { cause: 'reconciled by the renewal job' })
          : null;
        if (!charge)
          await repo.updatePayment(deps.db, payment.tenantId, payment.id, {
            status: 'abandoned',
            gatewayResponse: 'Never completed',
          });
        if (outcome && outcome !== 'pending') summary.reconciled += 1;
      } catch (error) {
        deps.log.warn(
          { err: error, reference: payment.reference },
          'billing: could not reconcile a pending payment',
        );
      }
    }
  }
  for (const subscription of await repo.selectDueSubscriptions(deps.db, now)) {
    const free = subscription.pendingPlanId
      ? (await repo.selectPlansByIds(deps.db, [subscription.pendingPlanId]))[0]?.code === 'free'
      : false;
    if (subscription.status === 'active' && (subscription.cancelAtPeriodEnd || free)) {
      await moveToFree(deps, subscription, 'cancelled', { cause: 'cancelled: the paid period ended' }, now);
      summary.ended += 1;
    } else if (
      subscription.status === 'past_due' &&
      subscription.graceEndsAt &&
      subscription.graceEndsAt <= now
    ) {
      await moveToFree(
        deps,
        subscription,
        'expired',
        { cause: `grace period ended unpaid after ${subscription.failedAttempts} failed attempts` },
        now,
      );
      summary.expired += 1;
    } else if (!provider) {
      deps.log.warn(
        { subscription: subscription.id },
        'billing: a renewal is due but no payment provider is configured',
      );
    } else {
      const result = await chargeRenewal(deps, subscription, now, {
        cause:
          subscription.status === 'active' ? 'renewal by the daily job' : 'renewal retried by the daily job',
      });
      if (result.outcome === 'paid') summary.renewed += 1;
      else if (result.outcome === 'failed') summary.failed += 1;
    }
  }
  return summary;
}

/** Tries a failed renewal again now with the saved card. */
export async function retryRenewal(deps: BillingContext, now = new Date()): Promise<BillingActionResult> {
  const actor = organizationActor(deps);
  const organization = await billingOrganization(deps, actor);
  const current = await repo.selectCurrentSubscription(deps.db, organization.id);
  if (!current || current.status !== 'past_due') throw nonFieldError('There is no failed renewal to retry.');
  requireProvider(deps);
  const result = await chargeRenewal(deps, current, now, {
    cause: `renewal retried by ${actor.displayName}`,
    actorId: actor.userId,
  });
  const subscription = await presentSubscriptionRow(
    deps.db,
    await repo.selectCurrentSubscription(deps.db, organization.id),
  );
  if (result.outcome === 'paid')
    return {
      status: 'paid',
      detail: 'Renewal paid. Thank you!',
      reference: result.reference,
      checkout_url: null,
      amount_kobo: result.amountKobo,
      subscription,
    };
  if (result.outcome === 'unanswered')
    providerFailure(new PaymentProviderError('Paystack did not answer in time.', 'timeout'));
  return {
    status: 'failed',
    detail: `The saved card was declined again (${result.reason}). Change the card to pay.`,
    reference: result.reference,
    checkout_url: null,
    amount_kobo: result.amountKobo,
    subscription,
  };
}
