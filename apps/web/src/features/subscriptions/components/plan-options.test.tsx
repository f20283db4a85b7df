import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActiveSubscription, Plan } from '@oversight/shared/subscriptions/subscriptions.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { PlanOptions } from './plan-options';

const plan = (code: string, name: string, monthly: number, maxSubUsers: number): Plan => ({
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
const free = plan('free', 'Free', 0, 5);
const pro = plan('pro', 'Pro', 2_500_000, 50);
const business = plan('business', 'Business', 6_000_000, 200);

const proSubscriber: ActiveSubscription = {
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
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('PlanOptions', () => {
  it('shows the prorated amount before paying, then upgrades with the chosen plan', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, {
        status: 'paid',
        detail: 'Upgraded to Business.',
        reference: 'UPG-1',
        checkout_url: null,
        amount_kobo: 1_750_000,
        subscription: null,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<PlanOptions state={proSubscriber} />);

    const businessCard = screen.getByRole('region', { name: 'Business plan' });
    expect(
      within(businessCard).getByText('Pay ₦17,500.00 now for the rest of this period.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Free plan' })).getByText('You have 7 staff; Free allows 5.'),
    ).toBeInTheDocument();
    await userEvent.click(within(businessCard).getByRole('button', { name: 'Upgrade to Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Business' });
    expect(dialog).toHaveTextContent('You pay ₦17,500.00 now');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₦17,500.00' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/subscriptions/upgrade/');
    expect(JSON.parse(init.body as string)).toEqual({ plan_id: business.public_id });
  });

  it('says why a downgrade is refused, listing the staff', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          non_field_errors: ['Free allows 5 staff and this organisation has 7. Remove 2 before downgrading.'],
          staff: ['Amina Bello <amina@example.ng>'],
        }),
      ),
    );
    // From Business down to Pro: the request names the cheaper paid plan.
    const onBusiness: ActiveSubscription = {
      ...proSubscriber,
      plan: business,
      subscription: { ...proSubscriber.subscription!, plan: business },
      options: [
        {
          plan_public_id: pro.public_id,
          interval: 'monthly',
          action: 'downgrade',
          amount_now_kobo: 0,
          blocked_reason: null,
        },
        {
          plan_public_id: business.public_id,
          interval: 'monthly',
          action: 'current',
          amount_now_kobo: 0,
          blocked_reason: null,
        },
      ],
    };
    renderWithRouter(<PlanOptions state={onBusiness} />);
    await userEvent.click(screen.getByRole('button', { name: 'Downgrade to Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Pro' });
    expect(dialog).toHaveTextContent('Nothing is charged now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Downgrade' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Remove 2 before downgrading');
    expect(alert).toHaveTextContent('Remove 2 before downgrading.Staff now: Amina Bello <amina@example.ng>');
    // The staff are listed once, after the reason.
    expect(alert.textContent?.split('Amina Bello')).toHaveLength(2);
  });
});
