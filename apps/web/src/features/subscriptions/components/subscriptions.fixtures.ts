import {
  activeSubscriptionSchema,
  paymentSchema,
  planSchema,
  type ActiveSubscription,
  type Payment,
  type Plan,
} from '@oversight/shared/subscriptions/subscriptions.schemas';

/** Subscription fixtures of the web tests, parsed by the shared schemas so they cannot drift from the contract. */

const plan = (code: string, name: string, monthly: number, maxSubUsers: number): Plan =>
  planSchema.parse({
    public_id: `00000000-0000-4000-8000-00000000000${monthly ? (monthly > 3_000_000 ? 3 : 2) : 1}`,
    code,
    name,
    description: `${name} plan`,
    monthly_price_kobo: monthly,
    yearly_price_kobo: monthly * 10,
    max_sub_users: maxSubUsers,
    is_pro: monthly > 0,
    features: [`Up to ${maxSubUsers} staff accounts`],
    max_charts_per_dashboard: monthly ? null : 3,
  });
export const free = plan('free', 'Free', 0, 5);
export const pro = plan('pro', 'Pro', 2_500_000, 50);
export const business = plan('business', 'Business', 6_000_000, 200);

export const proSubscriber: ActiveSubscription = activeSubscriptionSchema.parse({
  plan: pro,
  subscription: {
    public_id: '10000000-0000-4000-8000-000000000001',
    plan: pro,
    interval: 'monthly',
    status: 'active',
    current_period_start: '2026-11-01T00:00:00.000Z',
    current_period_end: '2026-12-01T00:00:00.000Z',
    next_renewal: '2026-12-01T00:00:00.000Z',
    renews_on_plan: null,
    cancel_at_period_end: false,
    card: { brand: 'visa', last4: '4081', expiry: '12/2030' },
    failed_attempts: 0,
    next_retry_at: null,
    grace_ends_at: null,
    created: '2026-11-01T00:00:00.000Z',
  },
  is_pro_user: true,
  max_sub_users: 50,
  usage: { staff: 7, read_only_staff: 0, invited_staff: 0 },
  billing_configured: true,
  notice: null,
  plans: [free, pro, business],
  options: [
    {
      plan_public_id: free.public_id,
      interval: 'monthly',
      action: 'downgrade',
      amount_now_kobo: 0,
      blocked_reason: 'You have 7 staff; Free allows 5.',
    },
    {
      plan_public_id: pro.public_id,
      interval: 'monthly',
      action: 'current',
      amount_now_kobo: 0,
      blocked_reason: null,
    },
    {
      plan_public_id: business.public_id,
      interval: 'monthly',
      action: 'upgrade',
      amount_now_kobo: 1_750_000,
      blocked_reason: null,
    },
  ],
});

/** A Pro subscription whose renewal failed: it falls back to Free when the grace period ends. */
export const pastDue: ActiveSubscription = activeSubscriptionSchema.parse({
  ...proSubscriber,
  subscription: {
    ...proSubscriber.subscription,
    status: 'past_due',
    failed_attempts: 1,
    grace_ends_at: '2026-12-08T06:00:00.000Z',
  },
});

/** A paid payment of the Pro plan, with its invoice. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return paymentSchema.parse({
    public_id: '20000000-0000-4000-8000-000000000001',
    reference: 'OVS-abc',
    purpose: 'start',
    plan: { public_id: pro.public_id, name: pro.name },
    interval: 'monthly',
    amount_kobo: 2_500_000,
    vat_kobo: 187_500,
    currency: 'NGN',
    status: 'success',
    gateway_response: 'Approved',
    period_start: '2026-11-01T00:00:00.000Z',
    period_end: '2026-12-01T00:00:00.000Z',
    invoice_number: 'INV-000007',
    invoice_url: '/subscriptions/20000000-0000-4000-8000-000000000001/invoice/',
    paid_at: '2026-11-01T00:00:00.000Z',
    created: '2026-11-01T00:00:00.000Z',
    ...overrides,
  });
}
