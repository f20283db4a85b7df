import type { StaffInvitation } from '@oversight/shared/collaboration/staff.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { renderWithRouter } from '../../../test/render';
import { MyStaffInvitations } from './my-staff-invitations';
import { expiryLabel, inviteeLabel, StaffInvitationsList } from './staff-invitations';

const invitation = (n: number, overrides: Partial<StaffInvitation> = {}): StaffInvitation => ({
  public_id: `00000000-0000-4000-8000-00000000000${n}`,
  email: `person${n}@example.test`,
  first_name: '',
  last_name: '',
  organization: { public_id: '00000000-0000-4000-8000-0000000000aa', name: 'Ministry of Works' },
  role: { public_id: '00000000-0000-4000-8000-0000000000bb', name: 'Editor' },
  departments: [],
  assigned_mdas: [],
  status: 'pending',
  invited_by: { public_id: '00000000-0000-4000-8000-0000000000cc', display_name: 'Ada Obi' },
  expired: false,
  expires_at: '2026-12-10T10:00:00Z',
  last_sent_at: '2026-11-26T10:00:00Z',
  created_at: '2026-11-26T10:00:00Z',
  ...overrides,
});

const fetchMock = vi.fn();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (results: StaffInvitation[]) =>
  json({ count: results.length, next: null, previous: null, results });
const calls = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url: String(url),
      body: (init as RequestInit).body
        ? (JSON.parse((init as RequestInit).body as string) as unknown)
        : undefined,
      headers: new Headers((init as RequestInit).headers),
    }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ organisations: [], currentOrganisation: null });
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
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (init?.method === 'POST')
        return Promise.resolve(json({ ...old, expired: false, expires_at: '2026-12-24T10:00:00Z' }));
      if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.resolve(url.includes('/users/staff/invitations/') ? page([fresh, old]) : json({}));
    });
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
    expect(calls('POST')[0]!.url).toContain(`/users/staff/invitations/${old.public_id}/resend/`);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the invitation to person1@example.test' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(calls('DELETE')[0]!.url).toContain(`/users/staff/invitations/${fresh.public_id}/`);
  });

  it('shows nothing while no invitation waits', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(page([])));
    const { container } = renderWithRouter(<StaffInvitationsList />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('MyStaffInvitations (the person invited)', () => {
  it('accepts for the person alone (no organisation header) and reads their organisations again', async () => {
    const mine = invitation(3);
    const ministry = {
      public_id: mine.organization.public_id,
      name: 'Ministry of Works',
      is_personal: false,
      is_staff: true,
    };
    useAuthStore.setState({
      currentOrganisation: {
        public_id: '00000000-0000-4000-8000-0000000000ee',
        name: 'Me',
        is_personal: true,
      } as never,
    });
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return Promise.resolve(json({ ...mine, status: 'accepted' }));
      if (url.includes('/users/profiles/my-organizations/')) return Promise.resolve(json([ministry]));
      return Promise.resolve(page([mine]));
    });
    renderWithRouter(<MyStaffInvitations highlight={mine.public_id} />);

    const card = await screen.findByTestId('my-staff-invitation');
    expect(card).toHaveTextContent(
      'Ada Obi of Ministry of Works invites you to join its staff with the role Editor.',
    );
    expect(card).toHaveTextContent('Accept by 10 Dec 2026.');
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation from Ministry of Works' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    const [post] = calls('POST');
    expect(post!.url).toContain(`/users/staff/invitations/${mine.public_id}/respond/`);
    expect(post!.body).toEqual({ response: 'accept' });
    expect(post!.headers.get('X-Organization-Id')).toBeNull();
    await waitFor(() =>
      expect(useAuthStore.getState().organisations.map((o) => o.public_id)).toEqual([ministry.public_id]),
    );
  });

  it('offers only Decline on an expired invitation and says what to do', async () => {
    const expired = invitation(4, { expired: true });
    fetchMock.mockImplementation((_url: string, init?: RequestInit) =>
      Promise.resolve(init?.method === 'POST' ? json({ ...expired, status: 'declined' }) : page([expired])),
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
