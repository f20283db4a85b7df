import type {
  BillingActionResult,
  DowngradeBody,
  UpgradeBody,
} from '@oversight/shared/subscriptions/subscriptions.schemas';
import { PaymentProviderError } from '../../integrations/payment-provider.js';
import { badRequest, fieldError, nonFieldError } from '../../platform/errors.js';
import { organizationActor } from '../roles/actor.js';
import { priceOf, proratedUpgrade, vatIncluded } from './billing-math.js';
import * as repo from './subscriptions.repository.js';
import {
  billingOrganization,
  loadPlan,
  newReference,
  presentSubscriptionRow,
  providerFailure,
  recordChange,
  requireProvider,
  type BillingContext,
} from './billing-context.js';
import { openCheckout, startSubscription } from './checkout.service.js';
import { chargeSaved } from './payments.service.js';

/** Plan changes: an upgrade now (the difference charged), a downgrade or cancellation at the period's end. */

/** Moves to a dearer plan now and charges the difference for the days left in the period. */
export async function upgrade(
  deps: BillingContext,
  body: UpgradeBody,
  now = new Date(),
): Promise<BillingActionResult> {
  const actor = organizationActor(deps);
  const organization = await billingOrganization(deps, actor);
  const plan = await loadPlan(deps.db, body.plan_id);
  const current = await repo.selectCurrentSubscription(deps.db, organization.id);
  if (!current) return startSubscription(deps, { plan_id: plan.id, interval: 'monthly' });
  if (current.status === 'past_due')
    throw nonFieldError('The last renewal is unpaid: retry it or change the card before changing plans.');
  const currentPlan = (await repo.selectPlansByIds(deps.db, [current.planId]))[0]!;
  const quote = proratedUpgrade({
    fromPriceKobo: priceOf(currentPlan, current.interval),
    toPriceKobo: priceOf(plan, current.interval),
    periodStart: current.currentPeriodStart,
    periodEnd: current.currentPeriodEnd,
    now,
  });
  if (quote.differenceKobo <= 0)
    throw fieldError(
      'plan_id',
      `${plan.name} does not cost more than ${currentPlan.name}: downgrade to it instead.`,
    );
  requireProvider(deps);
  if (quote.amountKobo === 0 || !current.authorizationCode) {
    if (quote.amountKobo === 0) throw nonFieldError('The period has ended; the plan changes at the renewal.');
    return openCheckout(deps, {
      email: current.billingEmail,
      purpose: 'upgrade',
      planId: plan.id,
      interval: current.interval,
      amountKobo: quote.amountKobo,
      subscriptionId: current.id,
      periodStart: current.currentPeriodStart,
    });
  }
  const payment = await repo.insertPayment(deps.db, {
    tenantId: actor.tenantId,
    organizationId: organization.id,
    subscriptionId: current.id,
    reference: newReference('UPG'),
    purpose: 'upgrade',
    planId: plan.id,
    interval: current.interval,
    amountKobo: quote.amountKobo,
    vatKobo: vatIncluded(quote.amountKobo),
    periodStart: current.currentPeriodStart,
    createdBy: actor.userId,
  });
  const outcome = await chargeSaved(deps, payment, current, {
    cause: `upgrade to ${plan.name} by ${actor.displayName}`,
    actorId: actor.userId,
  });
  const subscription = await presentSubscriptionRow(
    deps.db,
    await repo.selectCurrentSubscription(deps.db, organization.id),
  );
  if (outcome === 'paid' || outcome === 'already')
    return {
      status: 'paid',
      detail: `Upgraded to ${plan.name}. The saved card was charged the prorated difference.`,
      reference: payment.reference,
      checkout_url: null,
      amount_kobo: quote.amountKobo,
      subscription,
    };
  if (outcome === 'unanswered')
    providerFailure(new PaymentProviderError('Paystack did not answer in time.', 'timeout'));
  const fresh = (await repo.selectPaymentByReference(deps.db, organization.id, payment.reference))!;
  return {
    status: 'failed',
    detail: `The saved card was declined (${fresh.gatewayResponse ?? 'no reason given'}). Change the card and try again.`,
    reference: payment.reference,
    checkout_url: null,
    amount_kobo: quote.amountKobo,
    subscription,
  };
}

/**
 * A cheaper plan from the end of the period (or, with cancel, Free), refused while the organisation has more staff
 * than the smaller plan allows. Choosing the current plan again undoes a waiting downgrade or cancellation.
 */
export async function downgrade(deps: BillingContext, body: DowngradeBody): Promise<BillingActionResult> {
  const actor = organizationActor(deps);
  const organization = await billingOrganization(deps, actor);
  return deps.db.transaction(async (tx) => {
    const current = await repo.selectCurrentSubscription(tx, organization.id, { forUpdate: true });
    if (!current) throw nonFieldError('This organisation is on the Free plan already.');
    const why = { actorId: actor.userId };
    if (body.cancel) {
      await recordChange(tx, current, 'cancel_scheduled', current.status, {
        ...why,
        cause: `cancelled by ${actor.displayName}: ends at the end of the period`,
      });
      const row = await repo.updateSubscription(tx, current.tenantId, current.id, {
        cancelAtPeriodEnd: true,
        pendingPlanId: null,
      });
      return {
        status: 'scheduled',
        detail: `The subscription ends on ${row.currentPeriodEnd.toUTCString().slice(0, 16)}; the organisation then moves to Free.`,
        reference: null,
        checkout_url: null,
        amount_kobo: 0,
        subscription: await presentSubscriptionRow(tx, row),
      };
    }
    const plan = await loadPlan(tx, body.plan_id!);
    if (plan.id === current.planId) {
      await recordChange(tx, current, 'change_undone', current.status, {
        ...why,
        cause: `waiting downgrade or cancellation undone by ${actor.displayName}`,
      });
      const row = await repo.updateSubscription(tx, current.tenantId, current.id, {
        cancelAtPeriodEnd: false,
        pendingPlanId: null,
      });
      return {
        status: 'scheduled',
        detail: 'The subscription renews as before.',
        reference: null,
        checkout_url: null,
        amount_kobo: 0,
        subscription: await presentSubscriptionRow(tx, row),
      };
    }
    const currentPlan = (await repo.selectPlansByIds(tx, [current.planId]))[0]!;
    if (priceOf(plan, current.interval) >= priceOf(currentPlan, current.interval))
      throw fieldError(
        'plan_id',
        `${plan.name} is not cheaper than ${currentPlan.name}: upgrade to it instead.`,
      );
    const staff = await repo.selectStaffNames(tx, organization.id);
    if (staff.length > plan.maxSubUsers) {
      throw badRequest({
        non_field_errors: [
          `${plan.name} allows ${plan.maxSubUsers} staff and this organisation has ${staff.length}. Remove ${staff.length - plan.maxSubUsers} before downgrading.`,
        ],
        staff: staff.map((person) => `${person.displayName} <${person.email}>`),
      });
    }
    await recordChange(tx, current, 'downgrade_scheduled', current.status, {
      ...why,
      cause: `downgrade to ${plan.name} by ${actor.displayName}, from the end of the period`,
    });
    const free = plan.code === 'free';
    const row = await repo.updateSubscription(
      tx,
      current.tenantId,
      current.id,
      free
        ? { cancelAtPeriodEnd: true, pendingPlanId: null }
        : { pendingPlanId: plan.id, cancelAtPeriodEnd: false },
    );
    return {
      status: 'scheduled',
      detail: `${plan.name} starts on ${row.currentPeriodEnd.toUTCString().slice(0, 16)}.`,
      reference: null,
      checkout_url: null,
      amount_kobo: 0,
      subscription: await presentSubscriptionRow(tx, row),
    };
  });
}
