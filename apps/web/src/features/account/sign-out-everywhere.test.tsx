import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { SignOutEverywhere } from './sign-out-everywhere';

const session = { token: 'access', refresh_token: 'refresh-1', user: { id: 'u1' }, organisations: [] };

function renderIt() {
  return render(
    <MantineProvider>
      <SignOutEverywhere />
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('SignOutEverywhere', () => {
  it('asks first, then ends every session on the server and signs out here', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ detail: 'Signed out on every device.' }), { status: 200 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.getState().setSession(session as never);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/logout/');
    expect(JSON.parse(init.body as string)).toEqual({ refresh: 'refresh-1', all: true });
  });

  it('stays signed in and says so when the server did not confirm', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 401 }))),
    );
    useAuthStore.getState().setSession(session as never);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yes, sign out everywhere' })).toBeEnabled(),
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('a sign-out the person asks for revokes the session on the server as well', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.getState().setSession(session as never);
    useAuthStore.getState().logout('user');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/logout/');
    expect(JSON.parse(init.body as string)).toEqual({ refresh: 'refresh-1' });
    expect(init.keepalive).toBe(true);
  });
});
