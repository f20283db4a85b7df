import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { makeSession } from '../../../test/fixtures';
import { renderAuth } from '../../../test/auth-render';
import { mockApi } from '../../../test/msw';
import { DeleteAccountForm } from './delete-account-form';

const api = mockApi();

// Typing with user-event is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().setSession(makeSession());
});
afterEach(() => vi.unstubAllGlobals());

const button = () => screen.getByRole('button', { name: 'Delete my account' });
const confirmation = () => screen.getByRole('textbox', { name: /type delete to confirm/i });

describe('DeleteAccountForm', () => {
  it('stays disabled until DELETE is typed exactly and the password is given', async () => {
    const calls = api.answer(() => undefined);
    renderAuth(<DeleteAccountForm />, '/settings/delete-account');
    expect(button()).toBeDisabled();
    await userEvent.type(confirmation(), 'delete');
    await userEvent.type(screen.getByLabelText(/your password/i), 'secret-pass');
    expect(button()).toBeDisabled();
    await userEvent.clear(confirmation());
    await userEvent.type(confirmation(), 'DELETE');
    expect(button()).toBeEnabled();
    await userEvent.clear(screen.getByLabelText(/your password/i));
    expect(button()).toBeDisabled();
    expect(calls).toHaveLength(0);
  });

  it('deletes with the password, signs out and goes home', async () => {
    const calls = api.answer(({ url }) => (url.endsWith('/users/delete/') ? { status: 204 } : undefined));
    const { router } = renderAuth(<DeleteAccountForm />, '/settings/delete-account');
    await userEvent.type(confirmation(), 'DELETE');
    await userEvent.type(screen.getByLabelText(/your password/i), 'secret-pass');
    await userEvent.click(button());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]).toMatchObject({
      url: '/api/v1/users/delete/',
      method: 'POST',
      body: { password: 'secret-pass' },
    });
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
  });

  it('keeps the user signed in and shows a wrong password under the field', async () => {
    api.answer(() => ({ status: 400, body: { password: ['The password is not correct.'] } }));
    renderAuth(<DeleteAccountForm />, '/settings/delete-account');
    await userEvent.type(confirmation(), 'DELETE');
    await userEvent.type(screen.getByLabelText(/your password/i), 'wrong');
    await userEvent.click(button());
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('shows a refusal without a field to a Google account, still signed in', async () => {
    api.answer(() => ({
      status: 400,
      body: { non_field_errors: ['Leave or hand over your organisations first.'] },
    }));
    renderAuth(<DeleteAccountForm hasPassword={false} />, '/settings/delete-account');
    await userEvent.type(confirmation(), 'DELETE');
    await userEvent.click(button());
    expect(await screen.findByText('Leave or hand over your organisations first.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('needs no password for an account made with Google sign-in', async () => {
    api.answer(() => undefined);
    renderAuth(<DeleteAccountForm hasPassword={false} />, '/settings/delete-account');
    expect(screen.queryByLabelText(/your password/i)).not.toBeInTheDocument();
    await userEvent.type(confirmation(), 'DELETE');
    expect(button()).toBeEnabled();
  });
});
