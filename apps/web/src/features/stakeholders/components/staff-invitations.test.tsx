import {
  respondToStaffInvitationBodySchema,
  staffInvitationPageSchema,
  staffInvitationSchema,
  type StaffInvitation,
} from '@oversight/shared/collaboration/staff.schemas';
import { organizationSummarySchema } from '@oversight/shared/accounts/accounts.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useAuthStore } from '../../../lib/auth-store';
import { makeOrganization, makePage, makeStaffInvitation } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { renderWithRouter } from '../../../test/render';
import { MyStaffInvitations } from './my-staff-invitations';
import { expiryLabel, inviteeLabel, StaffInvitationsList } from './staff-invitations';

const invitation = (n: number, overrides: Partial<StaffInvitation> = {}): StaffInvitation =>
  makeStaffInvitation({
    public_id: `00000000-0000-4000-8000-00000000000${n}`,
    email: `person${n}@example.test`,
    ...overrides,
  });

const api = mockApi();
const page = (results: StaffInvitation[]) => ({ body: makePage(results) });
const calls = (method: string) => api.calls.filter((call) => call.method === method);
/** The invitations the list reads (the organisation's, or the caller's own). */
const invitations = (path: string, results: StaffInvitation[]) =>
  api.route('get', path, page(results), { response: staffInvitationPageSchema });

afterEach(() => {
  useAuthStore.setState({ organizations: [], currentOrganization: null });
});

describe('labels', () => {
  it('names the invitee and says when the invitation ends', () => {
    expect(inviteeLabel(invitation(1))).toBe('person1@example.test');
    expect(inviteeLabel(invitation(1, { first_name: 'Chidi', last_name: 'Okafor' }))).toBe(
      'Chidi Okafor (person1@example.test)',
    );
    expect(expiryLabel(invitation(1))).toBe('Expires 10 Dec 2026');
    expect(expiryLabel(invitation(1, { expired: true }))).toBe('Expired 10 Dec 2026');
  });
});

describe('StaffInvitationsList (the organisation)', () => {
  it('lists pending invitations, expired ones flagged, and resends or cancels one', async () => {
    const fresh = invitation(1, {
      departments: [{ public_id: '00000000-0000-4000-8000-0000000000d1', name: 'Highways' }],
    });
    const old = invitation(2, { expired: true });
    invitations('/users/staff/invitations/', [fresh, old]);
    api.route(
      'post',
      '/users/staff/invitations/:id/resend/',
      { body: { ...old, expired: false, expires_at: '2026-12-24T10:00:00Z' } },
      { response: staffInvitationSchema },
    );
    api.route('delete', '/users/staff/invitations/:id/', { status: 204 });
    renderWithRouter(<StaffInvitationsList />);

    expect(
      await screen.findByRole('heading', { name: 'Invitations waiting for an answer (2)' }),
    ).toBeInTheDocument();
    const rows = screen.getAllByTestId('staff-invitation');
    expect(within(rows[0]!).getByText('Role: Editor · Highways')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Expires 10 Dec 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Expired 10 Dec 2026')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Resend the invitation to person2@example.test' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(calls('POST')[0]!.url.pathname).toBe(`/api/v1/users/staff/invitations/${old.public_id}/resend/`);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the invitation to person1@example.test' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(calls('DELETE')[0]!.url.pathname).toBe(`/api/v1/users/staff/invitations/${fresh.public_id}/`);
  });

  it('shows nothing while no invitation waits', async () => {
    invitations('/users/staff/invitations/', []);
    const { container } = renderWithRouter(<StaffInvitationsList />);
    await waitFor(() => expect(api.calls).not.toHaveLength(0));
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('MyStaffInvitations (the person invited)', () => {
  it('accepts for the person alone (no organisation header) and reads their organisations again', async () => {
    const mine = invitation(3);
    const ministry = makeOrganization({
      public_id: mine.organization.public_id,
      name: 'Ministry of Works',
      username: 'works',
      account_type: 'MINISTRY',
      is_personal: false,
      is_staff: true,
    });
    useAuthStore.setState({
      currentOrganization: {
        public_id: '00000000-0000-4000-8000-0000000000ee',
        name: 'Me',
        is_personal: true,
      } as never,
    });
    api.route('get', '/*', page([mine]), { response: staffInvitationPageSchema });
    api.route(
      'post',
      '/users/staff/invitations/:id/respond/',
      { body: { ...mine, status: 'accepted' } },
      { request: respondToStaffInvitationBodySchema, response: staffInvitationSchema },
    );
    api.route(
      'get',
      '/users/profiles/my-organizations/',
      { body: [ministry] },
      {
        response: z.array(organizationSummarySchema),
      },
    );
    renderWithRouter(<MyStaffInvitations highlight={mine.public_id} />);

    const card = await screen.findByTestId('my-staff-invitation');
    expect(card).toHaveTextContent(
      'Ada Obi of Ministry of Works invites you to join its staff with the role Editor.',
    );
    expect(card).toHaveTextContent('Accept by 10 Dec 2026.');
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation from Ministry of Works' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    const [post] = calls('POST');
    expect(post!.url.pathname).toBe(`/api/v1/users/staff/invitations/${mine.public_id}/respond/`);
    expect(post!.body).toEqual({ response: 'accept' });
    expect(post!.headers.get('X-Organization-Id')).toBeNull();
    await waitFor(() =>
      expect(useAuthStore.getState().organizations.map((o) => o.public_id)).toEqual([ministry.public_id]),
    );
  });

  it('offers only Decline on an expired invitation and says what to do', async () => {
    const expired = invitation(4, { expired: true });
    api.route('get', '/*', page([expired]), { response: staffInvitationPageSchema });
    api.route(
      'post',
      '/users/staff/invitations/:id/respond/',
      { body: { ...expired, status: 'declined' } },
      { request: respondToStaffInvitationBodySchema, response: staffInvitationSchema },
    );
    renderWithRouter(<MyStaffInvitations />);

    expect(
      await screen.findByText(
        'This invitation expired on 10 Dec 2026: ask Ministry of Works to send it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Decline the invitation from Ministry of Works' }));
    await waitFor(() => expect(calls('POST')[0]?.body).toEqual({ response: 'decline' }));
  });
});
