import { randomBytes } from 'node:crypto';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type {
  ActiveSubscription,
  BillingActionResult,
  BillingInterval,
  DowngradeBody,
  PlanOption,
  StartSubscriptionBody,
  SubscriptionHistory,
  UpgradeBody,
  VerifyPaymentBody,
  VerifyResult,
} from '@oversight/shared/subscriptions/subscriptions.schemas';
import type { AppConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderCharge,
} from '../../integrations/payment-provider.js';
import {
  badRequest,
  fieldError,
  forbidden,
  HttpError,
  isUniqueViolation,
  nonFieldError,
  notFound,
} from '../../platform/errors.js';
import { requireUser } from '../../platform/access-control.js';
import type { ContextOf } from '../../platform/request-context.js';
import { PaystackClient } from '../../integrations/paystack/paystack-client.js';
import { organizationActor, type OrganizationActor } from '../roles/actor.js';
import {
  addInterval,
  DAY_MS,
  formatInvoiceNumber,
  priceOf,
  proratedUpgrade,
  retryDelayDays,
  vatIncluded,
} from './billing-math.js';
import { invoicePdf } from './invoice-pdf.js';
import { movedToFreeEmail, receiptEmail, renewalFailedEmail } from './subscription-emails.js';
import { presentPayment, presentPlan, presentSubscription } from './subscriptions.presenter.js';
import * as repo from './subscriptions.repository.js';

/** What the billing job and webhook use: a RequestContext's parts, or the app itself (it carries the same). */
export type SubscriptionsDeps = ContextOf<'db' | 'config' | 'mail' | 'log'>;
/** What the organisation's billing services use of the request's context (a route passes `request.ctx`). */
export type BillingContext = SubscriptionsDeps & ContextOf<'auth'>;

const providers = new WeakMap<AppConfig, PaymentProvider | undefined>();

/** The configured payment provider (undefined: billing not configured), one client per app configuration. */
function providerOf(deps: Pick<SubscriptionsDeps, 'config'>): PaymentProvider | undefined {
  if (!providers.has(deps.config)) {
    const paystack = deps.config.billing.paystack;
    providers.set(deps.config, paystack ? new PaystackClient(paystack) : undefined);
  }
  return providers.get(deps.config);
}

/** A small charge that proves a new card works; refunded as soon as it succeeds (Paystack's advice for card changes). */
export const CARD_CHECK_KOBO = 5000;

const NOT_CONFIGURED =
  'Payments are not set up on this server, so paid plans cannot be bought; ask its administrator. The Free plan keeps working.';

// ---------------------------------------------------------------------------------------------------------------
// Access and helpers

/** Only the organisation's owners and roles with "Manage billing" see or change billing; personal accounts have none. */
async function billingOrganization(deps: SubscriptionsDeps, actor: OrganizationActor) {
  if (!actor.organization.permissions.has(PERMISSIONS.MANAGE_BILLING))
    throw forbidden(
      'Only the owners and those with the "Manage billing" permission can see or change billing.',
    );
  const organization = await repo.selectOrganization(deps.db, actor.tenantId, actor.organization.id);
  if (!organization) throw notFound();
  if (organization.isPersonal)
    throw forbidden('Subscriptions are for organisations; a personal account is always free.');
  return organization;
}

function requireProvider(deps: SubscriptionsDeps): PaymentProvider {
  const provider = providerOf(deps);
  if (!provider) throw new HttpError(503, { detail: NOT_CONFIGURED, code: 'billing_not_configured' });
  return provider;
}

function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    throw new HttpError(error.kind === 'timeout' ? 504 : 502, {
      detail: `${error.message} Nothing was charged twice: try again in a few minutes; a payment that went through is picked up by itself.`,
      code: 'payment_provider_unavailable',
    });
  }
  throw error;
}

const newReference = (prefix: string) => `${prefix}-${randomBytes(9).toString('hex')}`;
const settingsUrl = (deps: SubscriptionsDeps) => `${deps.config.publicUrl}/settings/subscription`;

async function plansById(db: DbOrTx, ids: (string | null)[]) {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  return new Map((await repo.selectPlansByIds(db, unique)).map((plan) => [plan.id, plan]));
}

async function loadPlan(db: DbOrTx, planId: string) {
  const [plan] = await repo.selectPlansByIds(db, [planId]);
  if (!plan || !plan.isActive) throw fieldError('plan_id', 'No such plan.');
  return plan;
}

async function presentSubscriptionRow(db: DbOrTx, row: repo.SubscriptionRow | undefined) {
  if (!row) return null;
  return presentSubscription(row, await plansById(db, [row.planId, row.pendingPlanId]));
}

type Cause = { cause: string; actorId?: string | null; paymentReference?: string | null };

async function recordChange(
  tx: DbOrTx,
  row: repo.SubscriptionRow,
  event: string,
  toStatus: string,
  why: Cause,
) {
  await repo.insertEvent(tx, {
    tenantId: row.tenantId,
    organizationId: row.organizationId,
    subscriptionId: row.id,
    event,
    fromStatus: row.status,
    toStatus,
    cause: why.cause,
    paymentReference: why.paymentReference ?? null,
    actorId: why.actorId ?? null,
  });
}

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

// ---------------------------------------------------------------------------------------------------------------
// Paying

function billingEmailOf(
  organization: { email: string | null; ownerEmail: string | null },
  actorEmail: string,
) {
  return organization.email || organization.ownerEmail || actorEmail;
}

async function openCheckout(
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

/** Charges the saved card for a payment row already written; a provider outage leaves it pending for the job. */
async function chargeSaved(
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

// ---------------------------------------------------------------------------------------------------------------
// Renewals (the daily job)

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

// ---------------------------------------------------------------------------------------------------------------
// Webhook

/**
 * A provider event. Unsigned or wrongly signed: refused (401) and logged. Each (event, reference) is handled once;
 * a charge is re-verified with the provider before it changes anything.
 */
export async function handleWebhook(
  deps: SubscriptionsDeps,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  ip: string,
) {
  // Without a provider there is nothing to receive: no such endpoint, said plainly (not a server error).
  const provider = providerOf(deps);
  if (!provider) throw notFound(NOT_CONFIGURED);
  if (!provider.verifyWebhookSignature(rawBody, headers)) {
    deps.log.warn(
      { ip, signed: typeof headers['x-paystack-signature'] === 'string', bytes: rawBody.length },
      'billing: webhook refused: the signature does not match',
    );
    throw new HttpError(401, { detail: 'The webhook signature does not match.', code: 'bad_signature' });
  }
  let event;
  try {
    event = provider.parseWebhook(rawBody);
  } catch {
    throw nonFieldError('The webhook body is not JSON.');
  }
  const eventName = event.type === 'other' ? event.name : event.type;
  const id = await repo.recordWebhookEvent(deps.db, {
    provider: provider.name,
    event: eventName,
    reference: event.reference || 'none',
    payload: JSON.parse(rawBody.toString('utf8')),
  });
  if (!id) return { detail: 'Already received.' };
  let outcome = 'ignored';
  if (event.type === 'charge.success') {
    // The event's word is checked with the provider, as for the browser's.
    const charge = (await provider.verify(event.reference).catch(() => null)) ?? null;
    outcome = charge
      ? await settlePayment(deps, charge, { cause: `provider event ${eventName}` })
      : 'unverified';
  } else if (event.type === 'refund.processed') {
    outcome = 'noted';
  }
  await repo.setWebhookOutcome(deps.db, id, outcome);
  return { detail: `Received (${outcome}).` };
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
