import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { useAuthStore } from '../../../lib/auth-store';
import { makeSession } from '../../../test/fixtures';
import { renderAuth } from '../../../test/auth-render';
import { mockApi } from '../../../test/msw';
import { AccountOverview } from './account-overview';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';

const api = mockApi();

vi.setConfig({ testTimeout: 20_000 });
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

beforeEach(() => useAuthStore.getState().setSession(makeSession()));
afterEach(() => vi.unstubAllGlobals());
afterAll(() => setLanguage('en', { remember: false }));

describe('settings in another language', () => {
  it('deleting the account speaks Igbo, the word to type kept as it is', async () => {
    await setLanguage('ig', { remember: false });
    api.answer(() => undefined);
    renderAuth(<DeleteAccountForm />, '/settings/delete-account');
    expect(
      screen.getByRole('heading', { name: 'Ihe na-eme mgbe ị hichapụrụ akaụntụ gị' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dee DELETE iji kwado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hichapụ akaụntụ m' })).toBeDisabled();
    expect(screen.queryByText(/Delete|password|cannot be undone/)).toBeNull();
  });

  it('the account overview speaks Hausa: its rows, links and log-out button', async () => {
    await setLanguage('ha', { remember: false });
    const user = {
      ...makeSession().user,
      email_verified: false,
      account_type: 'CITIZEN',
      created: '2025-11-05T10:00:00Z',
    };
    api.answer(({ url }) => (url.includes('/auth/user/') ? { body: user } : undefined));
    renderAuth(<AccountOverview />, '/settings/account');
    expect(await screen.findByText('Ba a tabbatar ba')).toBeInTheDocument();
    expect(screen.getByText('Ɗan ƙasa')).toBeInTheDocument();
    expect(screen.getByText('5 Nuw 2025')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Saitunan asusu' })).toHaveTextContent(
      'Canza kalmar sirri',
    );
    expect(screen.getByRole('button', { name: 'Fita' })).toBeInTheDocument();
  });

  it('changing the password speaks Pidgin, its checks included', async () => {
    await setLanguage('pcm', { remember: false });
    api.answer(({ url }) => (url.includes('/users/me') ? { body: makeSession().user } : undefined));
    renderAuth(<ChangePasswordForm />, '/settings/change-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Type the password wey you dey use now.')).toBeInTheDocument();
    expect(screen.getByText('Type the new password again.')).toBeInTheDocument();
    expect(screen.queryByText(/Enter your|Current password/)).toBeNull();
  });
});
