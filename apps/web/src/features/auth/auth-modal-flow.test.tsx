import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { makeSession, makeUser } from '../../test/fixtures';
import { AuthModal } from './auth-modal';
import { useAuthModal } from '../../lib/auth-modal';
// Loaded up front so the modal's lazy imports resolve at once.
import './login-form';
import './signup-flow';
import { useSignupStore } from './signup/signup-store';
import { renderAuth } from '../../test/auth-render';
import { mockApi } from '../../test/msw';

const api = mockApi();

// Typing with user-event is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
vi.mock('../../lib/analytics', async (original) => ({
  ...(await original<typeof import('../../lib/analytics')>()),
  trackConversion: vi.fn(() => true),
}));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
  useSignupStore.getState().reset();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthModal.setState({ opened: false, page: 'login' });
});

describe('the forms inside the auth modal', () => {
  it('logs in and closes the modal, leaving a citizen on the page', async () => {
    api.answer(() => ({ body: makeSession() }));
    useAuthModal.getState().open('login');
    const { router } = renderAuth(<AuthModal />, '/project/lagos-road');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /e-mail or username/i }, { timeout: 5000 }),
      'ada@example.com',
    );
    await userEvent.type(screen.getByLabelText(/^password/i), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useAuthModal.getState().opened).toBe(false));
    expect(router.state.location.pathname).toBe('/project/lagos-road');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('signs up and continues at page 2.5, the verify step', async () => {
    api.answer(({ url }) =>
      url.endsWith('/users/register/')
        ? { status: 201, body: makeSession({ user: makeUser({ newly_registered: true }) }) }
        : undefined,
    );
    useAuthModal.getState().open('signup');
    renderAuth(<AuthModal />, '/project/lagos-road');
    await userEvent.click(await screen.findByRole('radio', { name: 'Citizen' }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /e-mail address/i }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'Str0ng-password');
    await userEvent.type(screen.getByLabelText(/^confirm password/i), 'Str0ng-password');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(useAuthModal.getState()).toMatchObject({ opened: true, page: 2.5 });
    expect(screen.getByText('Step 3 of 7')).toBeInTheDocument();
  });
});
