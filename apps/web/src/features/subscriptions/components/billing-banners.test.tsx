import { PERMISSIONS } from '@oversight/shared/access/permission-ids';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { makeOrganisation, makeUser } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { CheckoutReturn } from './checkout-return';
import { RenewalBanner } from './renewal-banner';

const ministry = makeOrganisation({
  public_id: 'org-works',
  name: 'Ministry of Works',
  account_type: 'MINISTRY',
  is_personal: false,
  role: { public_id: 'owner', name: 'Owner', permissions: [PERMISSIONS.MANAGE_BILLING] },
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function signIn(organisation = ministry) {
  useAuthStore.getState().setSession({
    token: 'access',
    refresh_token: 'refresh',
    user: makeUser({ account_type: 'MINISTRY' }),
    organisations: [organisation],
  });
  useAuthStore.getState().setCurrentOrganisation(organisation);
  useAuthStore.getState().setMode('ORGANISATION');
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('billing banners', () => {
  it('tells those who manage billing on every page that a renewal failed', async () => {
    const fetchMock = vi.fn(async () =>
      json({ subscription: { status: 'past_due', grace_ends_at: '2026-12-08T06:00:00.000Z' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    renderWithRouter(<RenewalBanner />, '/mda/plans');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Your subscription renewal failed');
    expect(banner).toHaveTextContent('Ministry of Works moves to the Free plan on 8 Dec 2026');
    expect(screen.getByRole('link', { name: 'Retry or change the card' })).toHaveAttribute(
      'href',
      '/settings/subscription',
    );
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/v1/subscriptions/active/');
  });

  it('asks nothing for a role without "Manage billing"', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    signIn({
      ...ministry,
      role: { public_id: 'officer', name: 'Officer', permissions: [PERMISSIONS.VIEW_PROJECT] },
    });
    renderWithRouter(<RenewalBanner />, '/mda/plans');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('verifies the reference the checkout returned with on the server, says what happened and clears the address', async () => {
    const fetchMock = vi.fn(async () =>
      json({
        status: 'success',
        detail: 'Thank you: the payment went through.',
        payment: { invoice_number: 'INV-000007' },
        subscription: null,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    const { router } = renderWithRouter(
      <CheckoutReturn />,
      '/settings/subscription?trxref=OVS-abc&reference=OVS-abc',
    );
    expect(await screen.findByText(/Invoice INV-000007 is in the payment history/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Payment confirmed');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/subscriptions/verify/');
    expect(JSON.parse(init.body as string)).toEqual({ reference: 'OVS-abc' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('');
  });
});
