import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORDS_DIFFER, PasswordResetConfirmForm } from './password-reset-confirm-form';
import { renderAuth } from '../../test/auth-render';
import { mockApi } from '../../test/msw';

const api = mockApi();

// Typing with user-event is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

async function fill(first: string, second: string) {
  await userEvent.type(screen.getByLabelText(/^new password/i), first);
  await userEvent.type(screen.getByLabelText(/^confirm new password/i), second);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('PasswordResetConfirmForm', () => {
  it('says when the two passwords differ and sends nothing', async () => {
    const calls = api.answer(() => undefined);
    renderAuth(<PasswordResetConfirmForm uid="u1" token="t1" />);
    await fill('Str0ng-password', 'Str0ng-passwort');
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(screen.getByLabelText(/^confirm new password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends uid, token and both passwords, then links to the login page', async () => {
    const calls = api.answer(() => ({ body: { detail: 'Password has been reset.' } }));
    renderAuth(<PasswordResetConfirmForm uid="u1" token="t1" />);
    await fill('Str0ng-password', 'Str0ng-password');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls[0]).toMatchObject({
      url: '/api/v1/auth/password/reset/confirm/',
      body: { uid: 'u1', token: 't1', new_password1: 'Str0ng-password', new_password2: 'Str0ng-password' },
    });
  });

  it('explains a rejected link and offers a new one', async () => {
    api.answer(() => ({ status: 400, body: { token: ['Invalid value'] } }));
    renderAuth(<PasswordResetConfirmForm uid="u1" token="bad" />);
    await fill('Str0ng-password', 'Str0ng-password');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This link cannot be used'));
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
  });
});
