import { Button } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';
import { runtimeConfig } from '../../../lib/runtime-config';
import { showError } from '../../../lib/toasts';
import { t } from '../../../i18n';

declare module '../../../lib/runtime-config' {
  interface RuntimeConfig {
    /** OAuth client id for Google sign-in; the button is hidden without it. */
    googleClientId?: string;
  }
}

type TokenResponse = { access_token?: string; error?: string; error_description?: string };
type TokenClient = { requestAccessToken: (overrides?: { prompt?: string }) => void };
type GoogleAccounts = {
  oauth2: {
    initTokenClient: (config: {
      client_id: string;
      scope: string;
      callback: (response: TokenResponse) => void;
      error_callback?: (error: { type: string; message?: string }) => void;
    }) => TokenClient;
  };
};

declare global {
  interface Window {
    google?: { accounts?: GoogleAccounts };
  }
}

const GIS_SRC = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleAccounts> | null = null;

function loadGoogleIdentity(): Promise<GoogleAccounts> {
  if (window.google?.accounts) return Promise.resolve(window.google.accounts);
  loading ??= new Promise<GoogleAccounts>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () =>
      window.google?.accounts
        ? resolve(window.google.accounts)
        : reject(new Error('Google sign-in did not load'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Google sign-in could not be reached. Check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function googleClientId(): string | undefined {
  return runtimeConfig().googleClientId || undefined;
}

/**
 * "Continue with Google" through Google Identity Services' token client: Google hands back an access token,
 * which `onToken` exchanges with our API. Renders nothing when no client id is configured.
 */
export function GoogleSignInButton({
  onToken,
  disabled,
}: {
  onToken: (accessToken: string) => Promise<void>;
  disabled?: boolean;
}) {
  const clientId = googleClientId();
  const [busy, setBusy] = useState(false);
  if (!clientId) return null;

  async function start() {
    setBusy(true);
    try {
      const accounts = await loadGoogleIdentity();
      const token = await new Promise<string>((resolve, reject) => {
        const client = accounts.oauth2.initTokenClient({
          client_id: clientId!,
          scope: 'openid email profile',
          callback: (response) =>
            response.access_token
              ? resolve(response.access_token)
              : reject(new Error(response.error_description || 'Google sign-in was cancelled')),
          error_callback: (error) =>
            reject(
              new Error(
                error.type === 'popup_closed'
                  ? 'Google sign-in was cancelled'
                  : error.message || t('errors.googleFailed'),
              ),
            ),
        });
        client.requestAccessToken();
      });
      await onToken(token);
    } catch (error) {
      // API errors were already shown by the api client.
      if (!(error && typeof error === 'object' && 'status' in error)) {
        showError(error instanceof Error ? error.message : t('errors.googleFailed'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandGoogle size={18} aria-hidden />}
      onClick={() => void start()}
      loading={busy}
      disabled={disabled}
    >
      Continue with Google
    </Button>
  );
}
