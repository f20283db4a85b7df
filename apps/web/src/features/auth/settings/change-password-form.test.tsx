import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { makeSession } from '../../../test/fixtures';
import { PASSWORDS_DIFFER } from '../password-reset-confirm-form';
import { renderAuth } from '../../../test/auth-render';
import { mockApi } from '../../../test/msw';
import { ChangePasswordForm } from './change-password-form';

const api = mockApi();

// Typing with user-event is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().setSession(makeSession());
});
afterEach(() => vi.unstubAllGlobals());

const account = { ...makeSession().user, has_password: true, email_verified: true };

async function fill(old: string, first: string, second: string) {
  await userEvent.type(await screen.findByLabelText(/^current password/i), old);
  await userEvent.type(screen.getByLabelText(/^new password/i), first);
  await userEvent.type(screen.getByLabelText(/^confirm new password/i), second);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('says when the new passwords differ and sends nothing', async () => {
    const calls = api.answer(({ url }) => (url.endsWith('/auth/user/') ? { body: account } : undefined));
    renderAuth(<ChangePasswordForm />);
    await fill('old-secret', 'Str0ng-password', 'Str0ng-passwort');
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/auth/password/change/'))).toHaveLength(0);
  });

  it('changes the password, keeps the session with the fresh tokens and says so', async () => {
    const calls = api.answer(({ url }) => {
      if (url.endsWith('/auth/user/')) return { body: account };
      if (url.endsWith('/auth/password/change/'))
        return {
          body: { detail: 'ok', token: 'access-2', access_token: 'access-2', refresh_token: 'refresh-2' },
        };
      return undefined;
    });
    renderAuth(<ChangePasswordForm />);
    await fill('old-secret', 'Str0ng-password', 'Str0ng-password');
    await waitFor(() =>
      expect(useAuthStore.getState()).toMatchObject({
        token: 'access-2',
        refreshToken: 'refresh-2',
        isAuthenticated: true,
      }),
    );
    expect(calls.find((c) => c.url.endsWith('/auth/password/change/'))?.body).toEqual({
      old_password: 'old-secret',
      new_password1: 'Str0ng-password',
      new_password2: 'Str0ng-password',
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Updated successfully' }));
  });

  it('shows a wrong current password under its field', async () => {
    api.answer(({ url }) => {
      if (url.endsWith('/auth/user/')) return { body: account };
      return { status: 400, body: { old_password: ['Your old password was entered incorrectly.'] } };
    });
    renderAuth(<ChangePasswordForm />);
    await fill('bad', 'Str0ng-password', 'Str0ng-password');
    expect(await screen.findByText('Your old password was entered incorrectly.')).toBeInTheDocument();
  });
});
