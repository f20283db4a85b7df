import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuthStore } from '../../lib/auth-store';
import { endAllServerSessions } from '../../lib/server-session';
import { showError, showSuccess } from '../../lib/toasts';
import { useTranslation } from '../../i18n';

/** Settings: ends every session of the account on the server (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);

  async function signOutEverywhere() {
    const { refreshToken, tenant, logout } = useAuthStore.getState();
    if (!refreshToken) {
      logout('user');
      return;
    }
    setWorking(true);
    try {
      await endAllServerSessions(refreshToken, tenant);
      showSuccess(t('settings.signedOutEverywhere'));
      logout('user');
    } catch {
      showError(t('settings.signOutEverywhereFailed'));
      setWorking(false);
    }
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('settings.signOutEverywhere')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.signOutEverywhereText')}
        </Text>
        {confirming ? (
          <Group>
            <Button
              color="red.8"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={working}
              onClick={() => void signOutEverywhere()}
            >
              {t('settings.signOutEverywhereYes')}
            </Button>
            <Button variant="default" disabled={working} onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </Group>
        ) : (
          <Group>
            <Button
              variant="default"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('settings.signOutEverywhere')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
