import { PaymentProviderError, type ProviderCharge } from '../../integrations/payment-provider.js';
import { addInterval, formatInvoiceNumber } from './billing-math.js';
import { receiptEmail } from './subscription-emails.js';
import * as repo from './subscriptions.repository.js';
import {
  providerOf,
  recordChange,
  requireProvider,
  settingsUrl,
  type Cause,
  type SubscriptionsDeps,
} from './billing-context.js';

/** Payments: settling a charge, the one place a payment becomes paid, and charging the saved card. */

// ---------------------------------------------------------------------------------------------------------------
// Settling a charge: the one place a payment becomes paid (verify, webhook, saved-card charges, the job)

export type SettleOutcome = 'paid' | 'already' | 'failed' | 'pending' | 'mismatch' | 'unknown';

/**
 * Applies what the provider says about a reference, once: the payment row is locked, and a payment already paid
 * changes nothing (a replayed webhook, a second verify). A success must be the amount and currency we asked for.
 */
export async function settlePayment(
  deps: SubscriptionsDeps,
  charge: ProviderCharge,
  why: Cause,
): Promise<SettleOutcome> {
  const after: (() => Promise<void>)[] = [];
  const outcome = await deps.db.transaction(async (tx): Promise<SettleOutcome> => {
    const payment = await repo.lockPaymentByReference(tx, charge.reference);
    if (!payment) return 'unknown';
    if (payment.status === 'success' || payment.status === 'refunded') return 'already';
    if (charge.status === 'pending') return 'pending';
    if (charge.status !== 'success') {
      await repo.updatePayment(tx, payment.tenantId, payment.id, {
        status: charge.status === 'abandoned' ? 'abandoned' : 'failed',
        gatewayResponse: charge.gatewayResponse,
      });
      return 'failed';
    }
    if (charge.amountKobo !== payment.amountKobo || charge.currency !== payment.currency) {
      deps.log.error(
        {
          reference: payment.reference,
          expected: payment.amountKobo,
          paid: charge.amountKobo,
          currency: charge.currency,
        },
        'billing: a payment of the wrong amount was refused',
      );
      await repo.updatePayment(tx, payment.tenantId, payment.id, {
        status: 'failed',
        gatewayResponse: `Paid ${charge.amountKobo} ${charge.currency}, expected ${payment.amountKobo} ${payment.currency}`,
      });
      return 'mismatch';
    }

    const paidAt = charge.paidAt ?? new Date();
    const plan = (await repo.selectPlansByIds(tx, [payment.planId]))[0]!;
    const card = charge.card?.reusable
      ? {
          authorizationCode: charge.card.authorizationCode,
          cardBrand: charge.card.brand,
          cardLast4: charge.card.last4,
          cardExpiry: charge.card.expiry,
        }
      : {};
    const cause = { ...why, paymentReference: payment.reference };
    let subscription = payment.subscriptionId
      ? await repo.lockSubscription(tx, payment.subscriptionId)
      : await repo.selectCurrentSubscription(tx, payment.organizationId, { forUpdate: true });
    let periodStart: Date | null = null;
    let periodEnd: Date | null = null;
    let refund = false;

    if (payment.purpose === 'start') {
      if (subscription && ['active', 'past_due'].includes(subscription.status)) {
        // Two checkouts paid for the same organisation: keep one subscription, give this money back.
        refund = true;
      } else {
        periodStart = paidAt;
        periodEnd = addInterval(paidAt, payment.interval);
        const billingEmail =
          charge.customerEmail ??
          (await repo.selectOrganization(tx, payment.tenantId, payment.organizationId))?.email ??
          '';
        subscription = await repo.insertSubscription(tx, {
          tenantId: payment.tenantId,
          organizationId: payment.organizationId,
          planId: plan.id,
          interval: payment.interval,
          status: 'active',
          currentPeriodStart: periodStart,
          currentPeriodEnd: periodEnd,
          billingEmail,
          ...card,
        });
        await repo.insertEvent(tx, {
          tenantId: payment.tenantId,
          organizationId: payment.organizationId,
          subscriptionId: subscription.id,
          event: 'started',
          fromStatus: null,
          toStatus: 'active',
          cause: why.cause,
          paymentReference: payment.reference,
          actorId: why.actorId ?? null,
        });
      }
    } else if (!subscription) {
      refund = true;
    } else if (payment.purpose === 'upgrade') {
      periodStart = subscription.currentPeriodStart;
      periodEnd = subscription.currentPeriodEnd;
      await recordChange(tx, subscription, 'upgraded', subscription.status, cause);
      subscription = await repo.updateSubscription(tx, subscription.tenantId, subscription.id, {
        planId: plan.id,
        pendingPlanId: null,
        cancelAtPeriodEnd: false,
        ...card,
      });
    } else if (payment.purpose === 'renewal') {
      if (payment.periodStart && payment.periodStart.getTime() !== subscription.currentPeriodEnd.getTime()) {
        // The period this renewal was for was already paid (e.g. retried by hand while the job charged): refund it.
        refund = true;
      } else {
        periodStart = subscription.currentPeriodEnd;
        periodEnd = addInterval(periodStart, subscription.interval);
        await recordChange(tx, subscription, 'renewed', 'active', cause);
        subscription = await repo.updateSubscription(tx, subscription.tenantId, subscription.id, {
          status: 'active',
          planId: plan.id,
          pendingPlanId: null,
          currentPeriodStart: periodStart,
          currentPeriodEnd: periodEnd,
          failedAttempts: 0,
          nextRetryAt: null,
          graceEndsAt: null,
          ...card,
        });
      }
    } else if (payment.purpose === 'change_card') {
      refund = true;
      await recordChange(tx, subscription, 'card_changed', subscription.status, cause);
      subscription = await repo.updateSubscription(tx, subscription.tenantId, subscription.id, card);
    }

    const invoiceNumber = refund ? null : await repo.nextInvoiceNumber(tx, payment.tenantId);
    await repo.updatePayment(tx, payment.tenantId, payment.id, {
      status: 'success',
      paidAt,
      gatewayResponse: charge.gatewayResponse,
      subscriptionId: subscription?.id ?? null,
      periodStart,
      periodEnd,
      invoiceNumber,
    });
    if (subscription && !refund)
      await repo.applyEntitlements(tx, payment.tenantId, payment.organizationId, plan);

    const provider = providerOf(deps);
    if (refund && provider) {
      after.push(async () => {
        try {
          await provider.refund({
            reference: payment.reference,
            reason: payment.purpose === 'change_card' ? 'Card check' : 'Paid twice for the same period',
          });
          await repo.updatePayment(deps.db, payment.tenantId, payment.id, {
            status: 'refunded',
            refundedAt: new Date(),
          });
        } catch (error) {
          deps.log.error(
            { err: error, reference: payment.reference },
            'billing: a refund could not be asked for; refund it from the Paystack dashboard',
          );
        }
      });
    }
    if (invoiceNumber && subscription) {
      const to = subscription.billingEmail;
      const organization = await repo.selectOrganization(tx, payment.tenantId, payment.organizationId);
      after.push(() =>
        deps.mail.send(
          receiptEmail({
            to,
            organization: organization?.name ?? '',
            plan: plan.name,
            settingsUrl: settingsUrl(deps),
            amountKobo: payment.amountKobo,
            invoiceNumber: formatInvoiceNumber(invoiceNumber),
            periodEnd: periodEnd ?? subscription.currentPeriodEnd,
          }),
          `billing-receipt:${payment.id}`,
        ),
      );
    }
    return 'paid';
  });
  for (const task of after) await task();
  return outcome;
}

/** Charges the saved card for a payment row already written; a provider outage leaves it pending for the job. */
export async function chargeSaved(
  deps: SubscriptionsDeps,
  payment: repo.BillingPaymentRow,
  subscription: repo.SubscriptionRow,
  why: Cause,
): Promise<SettleOutcome | 'unanswered'> {
  const provider = requireProvider(deps);
  let charge: ProviderCharge;
  try {
    charge = await provider.chargeSavedCard({
      email: subscription.billingEmail,
      amountKobo: payment.amountKobo,
      authorizationCode: subscription.authorizationCode!,
      reference: payment.reference,
      metadata: { organization_id: payment.organizationId, payment_id: payment.id, purpose: payment.purpose },
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.log.warn(
        { reference: payment.reference, kind: error.kind },
        'billing: saved-card charge unanswered; the renewal job verifies it later',
      );
      return 'unanswered';
    }
    throw error;
  }
  return settlePayment(deps, charge, why);
}
