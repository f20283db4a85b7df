import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track, trackConversion } from '../../lib/analytics';
import { useAuthStore } from '../../lib/auth-store';
import { makeSession, makeUser } from '../../test/fixtures';
import { useSignupStore } from './signup/signup-store';
import { SignupFlow } from './signup-flow';
import { renderAuth } from '../../test/auth-render';
import { mockApi } from '../../test/msw';

const api = mockApi();

// Typing with user-event is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
vi.mock('../../lib/analytics', async (original) => ({
  ...(await original<typeof import('../../lib/analytics')>()),
  trackConversion: vi.fn(() => true),
  track: vi.fn(),
}));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
  useSignupStore.getState().reset();
  sessionStorage.clear();
  vi.mocked(trackConversion).mockClear();
  vi.mocked(track).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

async function chooseCitizen() {
  await userEvent.click(screen.getByRole('radio', { name: 'Citizen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillCredentials(email = 'ada@example.com') {
  await userEvent.type(screen.getByRole('textbox', { name: /e-mail address/i }), email);
  await userEvent.type(screen.getByLabelText(/^password/i), 'Str0ng-password');
  await userEvent.type(screen.getByLabelText(/^confirm password/i), 'Str0ng-password');
  await userEvent.click(screen.getByRole('checkbox'));
}

describe('SignupFlow', () => {
  it('moves forward and back between the first steps and shows where the user is', async () => {
    api.answer(() => undefined);
    renderAuth(<SignupFlow />, '/signup');
    expect(screen.getAllByText('Step 1 of 7')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await chooseCitizen();
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getAllByText('Step 2 of 7')[0]).toBeInTheDocument();
    expect(useSignupStore.getState()).toMatchObject({ step: 2, accountType: 'CITIZEN' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'How will you use Oversight?' })).toBeInTheDocument();
    // The choice is remembered.
    expect(screen.getByRole('radio', { name: 'Citizen' })).toBeChecked();
    // Each step shown is a product-analytics event (sent only when configured and consented).
    expect(vi.mocked(track).mock.calls).toEqual([
      ['Sign-up step', { step: 1, name: 'Account type' }],
      ['Sign-up step', { step: 2, name: 'E-mail and password' }],
      ['Sign-up step', { step: 1, name: 'Account type' }],
    ]);
  });

  it('asks a CSO for its name, RC number and phone before creating the account', async () => {
    const calls = api.answer(() => undefined);
    renderAuth(<SignupFlow />, '/signup');
    await userEvent.click(screen.getByRole('radio', { name: 'Civil-society organisation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter the organisation name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the RC number.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('puts the messages of a 400 answer under their fields, and the rest above the form', async () => {
    const calls = api.answer(({ url }) =>
      url.endsWith('/users/register/')
        ? {
            status: 400,
            body: {
              email: ['An account with this e-mail address already exists.'],
              non_field_errors: ['Sign-up is closed for today.'],
            },
          }
        : undefined,
    );
    renderAuth(<SignupFlow />, '/signup');
    await chooseCitizen();
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: /e-mail address/i });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('An account with this e-mail address already exists.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-up is closed for today.');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { account_type: 'CITIZEN', email: 'ada@example.com', password: 'Str0ng-password' },
    });
    expect(useSignupStore.getState().step).toBe(2);
  });

  it('creates the account, signs in and continues at the verify step (which reports the conversion)', async () => {
    api.answer(({ url }) =>
      url.endsWith('/users/register/')
        ? { status: 201, body: makeSession({ user: makeUser({ newly_registered: true }) }) }
        : undefined,
    );
    renderAuth(<SignupFlow />, '/signup');
    await chooseCitizen();
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      registering: true,
      mode: 'CITIZEN',
    });
    expect(trackConversion).toHaveBeenCalledWith('signup_verify');
    expect(screen.getByText(/new code in 60 s/)).toBeInTheDocument();
  });

  it('resumes at the stored step after a reload, and the follow step offers Discover when there are no suggestions', async () => {
    useAuthStore.getState().setSession(makeSession());
    useAuthStore.getState().setRegistering(true);
    useSignupStore.setState({ step: 7, accountType: 'CITIZEN', email: 'ada@example.com' });
    api.answer(({ url }) =>
      url.endsWith('/users/suggestions/')
        ? { body: { count: 0, next: null, previous: null, results: [] } }
        : undefined,
    );
    const { router } = renderAuth(<SignupFlow />, '/signup');
    expect(
      await screen.findByText('No suggestions yet — you can eyemark projects from Discover'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/citizen/discover'));
    expect(useAuthStore.getState().registering).toBe(false);
    expect(useSignupStore.getState().step).toBe(1);
  });

  it('eyemarks a suggested project', async () => {
    useAuthStore.getState().setSession(makeSession());
    useAuthStore.getState().setRegistering(true);
    useSignupStore.setState({ step: 7, accountType: 'CITIZEN' });
    const calls = api.answer(({ url }) => {
      if (url.endsWith('/users/suggestions/'))
        return {
          body: {
            count: 1,
            next: null,
            previous: null,
            results: [{ public_id: 'lagos-road-p1', name: 'Lagos Coastal Road', states: ['Lagos'] }],
          },
        };
      if (url.endsWith('/projects/eyemark/')) return { body: { 'lagos-road-p1': 'eyemarked' } };
      return undefined;
    });
    renderAuth(<SignupFlow />, '/signup');
    const toggle = await screen.findByRole('button', { name: 'Eyemark Lagos Coastal Road' });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Stop eyemarking Lagos Coastal Road' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(calls.find((c) => c.url.endsWith('/projects/eyemark/'))?.body).toEqual({
      projects: ['lagos-road-p1'],
    });
  });

  it('starts at the verify step when the auth modal opens it at page 2.5', async () => {
    useAuthStore.getState().setSession(makeSession());
    useAuthStore.getState().setRegistering(true);
    api.answer(() => undefined);
    renderAuth(<SignupFlow inModal startPage={2.5} />, '/');
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 7')).toBeInTheDocument();
  });
});
