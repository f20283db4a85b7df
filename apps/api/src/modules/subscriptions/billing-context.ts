import { randomBytes } from 'node:crypto';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type { AppConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { PaymentProviderError, type PaymentProvider } from '../../integrations/payment-provider.js';
import { fieldError, forbidden, HttpError, notFound } from '../../platform/errors.js';
import type { ContextOf } from '../../platform/request-context.js';
import { PaystackClient } from '../../integrations/paystack/paystack-client.js';
import { type OrganizationActor } from '../roles/actor.js';
import { presentSubscription } from './subscriptions.presenter.js';
import * as repo from './subscriptions.repository.js';

/** Subscriptions' access and helpers: who may see billing, the payment provider, plans and history rows. */

/** What the billing job and webhook use: a RequestContext's parts, or the app itself (it carries the same). */
export type SubscriptionsDeps = ContextOf<'db' | 'config' | 'mail' | 'log'>;
/** What the organisation's billing services use of the request's context (a route passes `request.ctx`). */
export type BillingContext = SubscriptionsDeps & ContextOf<'auth'>;

export const providers = new WeakMap<AppConfig, PaymentProvider | undefined>();

/** The configured payment provider (undefined: billing not configured), one client per app configuration. */
export function providerOf(deps: Pick<SubscriptionsDeps, 'config'>): PaymentProvider | undefined {
  if (!providers.has(deps.config)) {
    const paystack = deps.config.billing.paystack;
    providers.set(deps.config, paystack ? new PaystackClient(paystack) : undefined);
  }
  return providers.get(deps.config);
}

/** A small charge that proves a new card works; refunded as soon as it succeeds (Paystack's advice for card changes). */
export const CARD_CHECK_KOBO = 5000;

export const NOT_CONFIGURED =
  'Payments are not set up on this server, so paid plans cannot be bought; ask its administrator. The Free plan keeps working.';

/** Only the organisation's owners and roles with "Manage billing" see or change billing; personal accounts have none. */
export async function billingOrganization(deps: SubscriptionsDeps, actor: OrganizationActor) {
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

export function requireProvider(deps: SubscriptionsDeps): PaymentProvider {
  const provider = providerOf(deps);
  if (!provider) throw new HttpError(503, { detail: NOT_CONFIGURED, code: 'billing_not_configured' });
  return provider;
}

export function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    throw new HttpError(error.kind === 'timeout' ? 504 : 502, {
      detail: `${error.message} Nothing was charged twice: try again in a few minutes; a payment that went through is picked up by itself.`,
      code: 'payment_provider_unavailable',
    });
  }
  throw error;
}

export const newReference = (prefix: string) => `${prefix}-${randomBytes(9).toString('hex')}`;
export const settingsUrl = (deps: SubscriptionsDeps) => `${deps.config.publicUrl}/settings/subscription`;

export async function plansById(db: DbOrTx, ids: (string | null)[]) {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  return new Map((await repo.selectPlansByIds(db, unique)).map((plan) => [plan.id, plan]));
}

export async function loadPlan(db: DbOrTx, planId: string) {
  const [plan] = await repo.selectPlansByIds(db, [planId]);
  if (!plan || !plan.isActive) throw fieldError('plan_id', 'No such plan.');
  return plan;
}

export async function presentSubscriptionRow(db: DbOrTx, row: repo.SubscriptionRow | undefined) {
  if (!row) return null;
  return presentSubscription(row, await plansById(db, [row.planId, row.pendingPlanId]));
}

export type Cause = { cause: string; actorId?: string | null; paymentReference?: string | null };

export async function recordChange(
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
