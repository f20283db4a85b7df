import type {
  BillingActionResult,
  StartSubscriptionBody,
  VerifyPaymentBody,
  VerifyResult,
} from '@oversight/shared/subscriptions/subscriptions.schemas';
import { type ProviderCharge } from '../../integrations/payment-provider.js';
import { fieldError, nonFieldError, notFound } from '../../platform/errors.js';
import { requireUser } from '../../platform/access-control.js';
import { organizationActor } from '../roles/actor.js';
import { priceOf, vatIncluded } from './billing-math.js';
import { presentPayment } from './subscriptions.presenter.js';
import * as repo from './subscriptions.repository.js';
import {
  billingOrganization,
  loadPlan,
  newReference,
  plansById,
  presentSubscriptionRow,
  providerFailure,
  requireProvider,
  settingsUrl,
  CARD_CHECK_KOBO,
  type BillingContext,
} from './billing-context.js';
import { settlePayment } from './payments.service.js';

/** The hosted checkout: starting a paid plan, verifying a payment, changing the card. */

function billingEmailOf(
  organization: { email: string | null; ownerEmail: string | null },
  actorEmail: string,
) {
  return organization.email || organization.ownerEmail || actorEmail;
}

export async function openCheckout(
  deps: BillingContext,
  input: {
    email: string;
    purpose: 'start' | 'upgrade' | 'renewal' | 'change_card';
    planId: string;
    interval: string;
    amountKobo: number;
    subscriptionId: string | null;
    periodStart?: Date | null;
  },
): Promise<BillingActionResult> {
  const actor = organizationActor(deps);
  const provider = requireProvider(deps);
  const payment = await repo.insertPayment(deps.db, {
    tenantId: actor.tenantId,
    organizationId: actor.organization.id,
    subscriptionId: input.subscriptionId,
    reference: newReference('OVS'),
    purpose: input.purpose,
    planId: input.planId,
    interval: input.interval,
    amountKobo: input.amountKobo,
    vatKobo: vatIncluded(input.amountKobo),
    periodStart: input.periodStart ?? null,
    createdBy: actor.userId,
  });
  try {
    const checkout = await provider.initializeCheckout({
      email: input.email,
      amountKobo: input.amountKobo,
      reference: payment.reference,
      callbackUrl: settingsUrl(deps),
      metadata: { organization_id: actor.organization.id, payment_id: payment.id, purpose: input.purpose },
    });
    return {
      status: 'checkout',
      detail: 'Continue to the payment page.',
      reference: payment.reference,
      checkout_url: checkout.checkoutUrl,
      amount_kobo: input.amountKobo,
      subscription: null,
    };
  } catch (error) {
    await repo.updatePayment(deps.db, payment.tenantId, payment.id, {
      status: 'failed',
      gatewayResponse: 'The checkout could not be opened.',
    });
    return providerFailure(error);
  }
}

/** Starts a paid plan from Free: a hosted checkout for the full price; the plan starts when the payment is verified. */
export async function startSubscription(
  deps: BillingContext,
  body: StartSubscriptionBody,
): Promise<BillingActionResult> {
  const actor = organizationActor(deps);
  const actorEmail = requireUser(deps).email;
  const organization = await billingOrganization(deps, actor);
  const plan = await loadPlan(deps.db, body.plan_id);
  const amount = priceOf(plan, body.interval);
  if (amount <= 0)
    throw fieldError(
      'plan_id',
      'The Free plan needs no payment. To leave a paid plan, downgrade or cancel it.',
    );
  const current = await repo.selectCurrentSubscription(deps.db, organization.id);
  if (current)
    throw nonFieldError('This organisation already has a subscription: upgrade or downgrade it instead.');
  requireProvider(deps);
  return openCheckout(deps, {
    email: billingEmailOf(organization, actorEmail),
    purpose: 'start',
    planId: plan.id,
    interval: body.interval,
    amountKobo: amount,
    subscriptionId: null,
  });
}

const VERIFY_DETAIL: Record<VerifyResult['status'], string> = {
  success: 'Thank you: the payment went through.',
  failed: 'The payment did not go through. Nothing was charged; try again or use another card.',
  abandoned: 'The payment was not completed. Nothing was charged.',
  pending: 'The payment is still being processed. This page will show it once the provider confirms it.',
};

/** Asks the provider what happened to a reference (the browser's word is never taken) and applies it. */
export async function verifyPayment(deps: BillingContext, body: VerifyPaymentBody): Promise<VerifyResult> {
  const actor = organizationActor(deps);
  const organization = await billingOrganization(deps, actor);
  const provider = requireProvider(deps);
  const payment = await repo.selectPaymentByReference(deps.db, organization.id, body.reference);
  if (!payment) throw notFound('No payment of this organisation has that reference.');
  if (payment.status === 'pending') {
    let charge: ProviderCharge | null;
    try {
      charge = await provider.verify(payment.reference);
    } catch (error) {
      return providerFailure(error);
    }
    if (charge)
      await settlePayment(deps, charge, { cause: 'payment verified after checkout', actorId: actor.userId });
  }
  const fresh = (await repo.selectPaymentByReference(deps.db, organization.id, body.reference))!;
  const status: VerifyResult['status'] =
    fresh.status === 'success' || fresh.status === 'refunded'
      ? 'success'
      : fresh.status === 'pending'
        ? 'pending'
        : fresh.status === 'abandoned'
          ? 'abandoned'
          : 'failed';
  const plans = await plansById(deps.db, [fresh.planId]);
  const detail =
    fresh.purpose === 'change_card' && status === 'success'
      ? 'Card changed. The small check charge is refunded.'
      : VERIFY_DETAIL[status];
  return {
    status,
    detail,
    payment: presentPayment(fresh, plans),
    subscription: await presentSubscriptionRow(
      deps.db,
      await repo.selectCurrentSubscription(deps.db, organization.id),
    ),
  };
}

/** A new card through the hosted checkout: a small refunded check, or the unpaid renewal itself when one failed. */
export async function changeCard(deps: BillingContext): Promise<BillingActionResult> {
  const actor = organizationActor(deps);
  const organization = await billingOrganization(deps, actor);
  const current = await repo.selectCurrentSubscription(deps.db, organization.id);
  if (!current) throw nonFieldError('There is no subscription to change the card of.');
  requireProvider(deps);
  if (current.status === 'past_due') {
    const plan = (await repo.selectPlansByIds(deps.db, [current.pendingPlanId ?? current.planId]))[0]!;
    return openCheckout(deps, {
      email: current.billingEmail,
      purpose: 'renewal',
      planId: plan.id,
      interval: current.interval,
      amountKobo: priceOf(plan, current.interval),
      subscriptionId: current.id,
      periodStart: current.currentPeriodEnd,
    });
  }
  return openCheckout(deps, {
    email: current.billingEmail,
    purpose: 'change_card',
    planId: current.planId,
    interval: current.interval,
    amountKobo: CARD_CHECK_KOBO,
    subscriptionId: current.id,
  });
}
