import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { useAuthStore } from '../../lib/auth-store';
import { LoginForm } from './login-form';
import { SignupFlow } from './signup-flow';
import { useSignupStore } from './signup/signup-store';
import { renderAuth } from '../../test/auth-render';
import { mockApi } from '../../test/msw';

const api = mockApi();

vi.setConfig({ testTimeout: 20_000 });
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

beforeEach(() => {
  useAuthStore.getState().logout();
  useSignupStore.getState().reset();
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => setLanguage('en', { remember: false }));

describe('sign-in and sign-up in another language', () => {
  it('log in speaks Hausa, its checks included', async () => {
    await setLanguage('ha', { remember: false });
    api.answer(() => undefined);
    renderAuth(<LoginForm />, '/login');
    expect(screen.getByRole('form', { name: 'Shiga' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Imel ko sunan mai amfani/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Shiga' }));
    expect(await screen.findByText('Rubuta adireshin imel ko sunan mai amfani.')).toBeInTheDocument();
    expect(screen.getByText('Rubuta kalmar sirrinka.')).toBeInTheDocument();
    expect(screen.queryByText(/Log in|Password|Enter your/)).toBeNull();
  });

  it('the sign-up steps speak Yoruba: the account type, then the e-mail and password with the links in the terms', async () => {
    await setLanguage('yo', { remember: false });
    api.answer(() => undefined);
    renderAuth(<SignupFlow />, '/signup');
    expect(screen.getAllByText('Ìgbésẹ̀ 1 nínú 7').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('radio', { name: 'Ọmọ ìlú' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tẹ̀síwájú' }));
    expect(await screen.findByRole('form', { name: 'Ṣí àkántì rẹ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Òfin ìlò' })).toHaveAttribute('href', '/terms');
    await userEvent.click(screen.getByRole('button', { name: 'Ṣí àkántì' }));
    expect(await screen.findByText('Gba àwọn òfin náà láti ṣí àkántì.')).toBeInTheDocument();
    expect(screen.queryByText(/Create|Password|Accept the terms|Step \d/)).toBeNull();
  });
});
