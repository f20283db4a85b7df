import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detailSchema, refreshBodySchema } from '@oversight/shared/accounts/accounts.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useAuthStore } from '../../lib/auth-store';
import { mockApi } from '../../test/msw';
import { SignOutEverywhere } from './sign-out-everywhere';

const session = { token: 'access', refresh_token: 'refresh-1', user: { id: 'u1' }, organisations: [] };

function renderIt() {
  return render(
    <MantineProvider>
      <SignOutEverywhere />
    </MantineProvider>,
  );
}

const api = mockApi();
// The body the API's POST /auth/logout/ takes (auth.routes.ts): the refresh token, and `all` for every device.
const logoutBody = refreshBodySchema.extend({ all: z.boolean().optional() });
const logout = (status = 200, body: unknown = { detail: 'Signed out on every device.' }) =>
  api.route('post', '/auth/logout/', { status, body }, { request: logoutBody, response: detailSchema });

afterEach(() => {
  // The sign-out that ends each test revokes its session too.
  logout();
  useAuthStore.getState().logout();
});

describe('SignOutEverywhere', () => {
  it('asks first, then ends every session on the server and signs out here', async () => {
    logout();
    useAuthStore.getState().setSession(session as never);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(api.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(api.calls[0]!.url.pathname).toBe('/api/v1/auth/logout/');
    expect(api.calls[0]!.body).toEqual({ refresh: 'refresh-1', all: true });
  });

  it('stays signed in and says so when the server did not confirm', async () => {
    logout(401, { detail: 'Token is invalid or expired' });
    useAuthStore.getState().setSession(session as never);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yes, sign out everywhere' })).toBeEnabled(),
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(api.calls.map((call) => call.url.pathname)).toEqual(['/api/v1/auth/logout/']);
  });

  it('a sign-out the person asks for revokes the session on the server as well', async () => {
    logout(200, { detail: 'Signed out.' });
    useAuthStore.getState().setSession(session as never);
    useAuthStore.getState().logout('user');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.url.pathname).toBe('/api/v1/auth/logout/');
    expect(api.calls[0]!.body).toEqual({ refresh: 'refresh-1' });
    expect(api.calls[0]!.keepalive).toBe(true);
  });
});
