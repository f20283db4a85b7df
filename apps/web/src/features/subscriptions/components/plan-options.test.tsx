import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  billingActionResultSchema,
  downgradeBodySchema,
  upgradeBodySchema,
  type ActiveSubscription,
} from '@oversight/shared/subscriptions/subscriptions.schemas';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/msw';
import { renderWithRouter } from '../../../test/render';
import { PlanOptions } from './plan-options';
import { business, pro, proSubscriber } from './subscriptions.fixtures';

const api = mockApi();

describe('PlanOptions', () => {
  it('shows the prorated amount before paying, then upgrades with the chosen plan', async () => {
    api.route(
      'post',
      '/subscriptions/upgrade/',
      {
        body: {
          status: 'paid',
          detail: 'Upgraded to Business.',
          reference: 'UPG-1',
          checkout_url: null,
          amount_kobo: 1_750_000,
          subscription: null,
        },
      },
      { request: upgradeBodySchema, response: billingActionResultSchema },
    );
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
    expect(api.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₦17,500.00' }));
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.url.pathname).toBe('/api/v1/subscriptions/upgrade/');
    expect(api.calls[0]!.body).toEqual({ plan_id: business.public_id });
  });

  it('says why a downgrade is refused, listing the staff', async () => {
    api.route(
      'post',
      '/subscriptions/downgrade/',
      {
        status: 400,
        body: {
          non_field_errors: ['Free allows 5 staff and this organisation has 7. Remove 2 before downgrading.'],
          staff: ['Amina Bello <amina@example.ng>'],
        },
      },
      { request: downgradeBodySchema },
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
    expect(alert.textContent.split('Amina Bello')).toHaveLength(2);
    expect(api.calls.map((call) => call.body)).toEqual([{ plan_id: pro.public_id }]);
  });
});

describe('PlanOptions on a server without payments', () => {
  it("says so in words, never the setting's name", () => {
    renderWithRouter(<PlanOptions state={{ ...proSubscriber, billing_configured: false }} />);
    const alert = screen.getByRole('status');
    expect(alert).toHaveTextContent('Payments are not set up on this server');
    expect(alert).toHaveTextContent("this server's administrator sets up payments");
    expect(alert.textContent).not.toMatch(/[A-Z]+_[A-Z_]+/);
  });
});
