import { PERMISSIONS } from '@oversight/shared/access/permission-ids';
import { screen } from '@testing-library/react';
import {
  activeSubscriptionSchema,
  verifyPaymentBodySchema,
  verifyResultSchema,
} from '@oversight/shared/subscriptions/subscriptions.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { renderWithRouter } from '../../../test/render';
import { CheckoutReturn } from './checkout-return';
import { RenewalBanner } from './renewal-banner';
import { makePayment, pastDue } from './subscriptions.fixtures';

const ministry = makeOrganization({
  public_id: 'org-works',
  name: 'Ministry of Works',
  account_type: 'MINISTRY',
  is_personal: false,
  role: { public_id: 'owner', name: 'Owner', permissions: [PERMISSIONS.MANAGE_BILLING] },
});
const api = mockApi();

function signIn(organization = ministry) {
  useAuthStore.getState().setSession({
    token: 'access',
    refresh_token: 'refresh',
    user: makeUser({ account_type: 'MINISTRY' }),
    organisations: [organization],
  });
  useAuthStore.getState().setCurrentOrganization(organization);
  useAuthStore.getState().setMode('ORGANISATION');
}

afterEach(() => {
  useAuthStore.getState().logout();
});

describe('billing banners', () => {
  it('tells those who manage billing on every page that a renewal failed', async () => {
    api.route('get', '/subscriptions/active/', { body: pastDue }, { response: activeSubscriptionSchema });
    signIn();
    renderWithRouter(<RenewalBanner />, '/mda/plans');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Your subscription renewal failed');
    expect(banner).toHaveTextContent('Ministry of Works moves to the Free plan on 8 Dec 2026');
    expect(screen.getByRole('link', { name: 'Retry or change the card' })).toHaveAttribute(
      'href',
      '/settings/subscription',
    );
    expect(api.calls.map((call) => call.url.pathname)).toEqual(['/api/v1/subscriptions/active/']);
  });

  it('asks nothing for a role without "Manage billing"', () => {
    signIn({
      ...ministry,
      role: { public_id: 'officer', name: 'Officer', permissions: [PERMISSIONS.VIEW_PROJECT] },
    });
    renderWithRouter(<RenewalBanner />, '/mda/plans');
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('verifies the reference the checkout returned with on the server, says what happened and clears the address', async () => {
    api.route(
      'post',
      '/subscriptions/verify/',
      {
        body: {
          status: 'success',
          detail: 'Thank you: the payment went through.',
          payment: makePayment(),
          subscription: null,
        },
      },
      { request: verifyPaymentBodySchema, response: verifyResultSchema },
    );
    signIn();
    const { router } = renderWithRouter(
      <CheckoutReturn />,
      '/settings/subscription?trxref=OVS-abc&reference=OVS-abc',
    );
    expect(await screen.findByText(/Invoice INV-000007 is in the payment history/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Payment confirmed');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.url.pathname).toBe('/api/v1/subscriptions/verify/');
    expect(api.calls[0]!.body).toEqual({ reference: 'OVS-abc' });
    expect(router.state.location.search).toBe('');
  });
});
