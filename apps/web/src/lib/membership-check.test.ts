import { NOT_A_MEMBER_DETAIL } from '@oversight/shared/access/messages';
import { organizationSummarySchema } from '@oversight/shared/accounts/accounts.schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makeOrganization, makeSession, ministry } from '../test/fixtures';
import { mockApi } from '../test/msw';
import { api } from './api-client';
import { useAuthStore } from './auth-store';
import { installMembershipCheck } from './membership-check';
import { resetToasts, TOAST_LONG_MS } from './toasts';
import { enterWorkspace } from './workspace';

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const server = mockApi();
const toasts = () => show.mock.calls.map(([options]) => (options as { message: string }).message);
const staffOfWorks = () =>
  ministry({ is_staff: true, role: { public_id: 'r', name: 'Editor', permissions: [17] } });

beforeEach(() => {
  show.mockClear();
  resetToasts();
  useAuthStore.getState().logout();
});

describe('membership lost while acting for an organisation', () => {
  it('reads the organisations again once, returns the user to their own workspace and says so once', async () => {
    const own = makeOrganization();
    useAuthStore.getState().setSession(makeSession({ organisations: [own, staffOfWorks()] }));
    enterWorkspace(staffOfWorks());
    const navigate = vi.fn();
    installMembershipCheck(navigate);
    // As the API does: every request naming the organisation the user left is refused, that one included.
    const refused = (call: { headers: Headers }) =>
      call.headers.get('X-Organization-Id') === staffOfWorks().public_id;
    server.route('get', '/*', (call) =>
      refused(call) ? { status: 403, body: { detail: NOT_A_MEMBER_DETAIL } } : { body: {} },
    );
    server.route(
      'get',
      '/users/profiles/my-organizations/',
      (call) => (refused(call) ? { status: 403, body: { detail: NOT_A_MEMBER_DETAIL } } : { body: [own] }),
      { response: z.array(organizationSummarySchema) },
    );

    // Two requests of the same page fail together: one re-read, one message.
    await Promise.allSettled([api.get('GET /notifications/'), api.get('GET /users/stakeholders/')]);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));

    expect(server.calls.filter((call) => call.url.pathname.includes('my-organizations'))).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({
      staffMode: false,
      currentOrganization: { public_id: own.public_id },
    });
    expect(navigate).toHaveBeenCalledWith(own.is_personal ? '/citizen/discover' : '/mda/dashboard');
    expect(toasts()).toEqual([
      expect.stringContaining(`You no longer have access to ${staffOfWorks().name}`),
    ]);
    // It comes with the change of screen, so it stays longer than other messages.
    expect(show.mock.calls[0]![0]).toMatchObject({ autoClose: TOAST_LONG_MS });
  });

  it('shows the ordinary error for any other 403', async () => {
    useAuthStore.getState().setSession(makeSession({ organisations: [makeOrganization(), staffOfWorks()] }));
    enterWorkspace(staffOfWorks());
    const navigate = vi.fn();
    installMembershipCheck(navigate);
    server.route('get', '/users/roles/', {
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    await expect(api.get('GET /users/roles/')).rejects.toMatchObject({ status: 403 });
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['You do not have permission to perform this action.']);
  });
});
