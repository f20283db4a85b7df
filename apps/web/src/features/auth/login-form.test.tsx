import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { makeSession } from '../../test/fixtures';
import { LoginForm } from './login-form';
import { renderAuth } from '../../test/auth-render';
import { mockApi } from '../../test/msw';

const api = mockApi();

// Typing with user-event is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
});
afterEach(() => vi.unstubAllGlobals());

const identifier = () => screen.getByRole('textbox', { name: /e-mail or username/i });
const password = () => screen.getByLabelText(/^password/i);

describe('LoginForm', () => {
  it('asks for both fields and sends nothing when they are empty', async () => {
    const calls = api.answer(() => undefined);
    renderAuth(<LoginForm />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your e-mail address or username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs in with an e-mail address and goes to the citizen dashboard', async () => {
    const calls = api.answer(({ url }) =>
      url.endsWith('/auth/login/') ? { body: makeSession() } : undefined,
    );
    const { router } = renderAuth(<LoginForm />, '/login');
    await userEvent.type(identifier(), 'ada@example.com');
    await userEvent.type(password(), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/citizen/discover'));
    expect(calls[0]).toMatchObject({
      url: '/api/v1/auth/login/',
      method: 'POST',
      body: { email: 'ada@example.com', password: 'secret-pass' },
    });
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      token: 'access-1',
      refreshToken: 'refresh-1',
    });
  });

  it('sends a username as `username` and honours ?redirect=', async () => {
    const calls = api.answer(() => ({ body: makeSession() }));
    const { router } = renderAuth(<LoginForm />, '/login?redirect=%2Fproject%2Fabc');
    await userEvent.type(identifier(), 'ada');
    await userEvent.type(password(), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/abc'));
    expect(calls[0]!.body).toEqual({ username: 'ada', password: 'secret-pass' });
  });

  it('shows a 400 answer under the fields and above the form', async () => {
    api.answer(() => ({
      status: 400,
      body: {
        email: ['No account uses this address.'],
        non_field_errors: ['Unable to log in with the given details.'],
      },
    }));
    renderAuth(<LoginForm />, '/login');
    await userEvent.type(identifier(), 'nobody@example.com');
    await userEvent.type(password(), 'whatever1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('No account uses this address.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to log in with the given details.');
    expect(identifier()).toHaveAttribute('aria-invalid', 'true');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('shows and hides the password', async () => {
    renderAuth(<LoginForm />, '/login');
    expect(password()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show or hide password' }));
    expect(password()).toHaveAttribute('type', 'text');
  });

  it('links to the password reset page and hides Google sign-in when it is not configured', () => {
    renderAuth(<LoginForm />, '/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/password-reset');
    expect(screen.queryByRole('button', { name: /google/i })).not.toBeInTheDocument();
  });

  it('signs in with Google when a client id is configured: the token goes to /auth/google/', async () => {
    window.__OVERSIGHT_CONFIG__ = { googleClientId: 'client-1.apps.googleusercontent.com' };
    const initTokenClient = vi.fn((config: { callback: (r: { access_token: string }) => void }) => ({
      requestAccessToken: () => config.callback({ access_token: 'google-token' }),
    }));
    window.google = { accounts: { oauth2: { initTokenClient } } };
    const calls = api.answer(({ url }) =>
      url.endsWith('/auth/google/') ? { body: makeSession() } : undefined,
    );
    const { router } = renderAuth(<LoginForm />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/citizen/discover'));
    expect(initTokenClient.mock.calls[0]![0]).toMatchObject({
      client_id: 'client-1.apps.googleusercontent.com',
    });
    expect(calls[0]).toMatchObject({ url: '/api/v1/auth/google/', body: { access_token: 'google-token' } });
    delete window.__OVERSIGHT_CONFIG__;
    delete window.google;
  });
});
