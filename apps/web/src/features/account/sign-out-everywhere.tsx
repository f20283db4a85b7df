import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuthStore } from '../../lib/auth-store';
import { endAllServerSessions } from '../../lib/server-session';
import { showError, showSuccess } from '../../lib/toasts';

/** Settings: ends every session of the account on the server (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);

  async function signOutEverywhere() {
    const { refreshToken, tenant, logout } = useAuthStore.getState();
    if (!refreshToken) return logout('user');
    setWorking(true);
    try {
      await endAllServerSessions(refreshToken, tenant);
      showSuccess('You have been signed out on every device.');
      logout('user');
    } catch {
      showError('We could not sign you out everywhere. Check your connection and try again.');
      setWorking(false);
    }
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Sign out everywhere
        </Title>
        <Text size="sm" c="dimmed">
          Ends your sessions on every phone and computer where you are signed in, including this one. Use it if you lost a
          device or signed in on one you do not own.
        </Text>
        {confirming ? (
          <Group>
            <Button color="red.8" leftSection={<IconLogout size={16} aria-hidden />} loading={working} onClick={() => void signOutEverywhere()}>
              Yes, sign out everywhere
            </Button>
            <Button variant="default" disabled={working} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </Group>
        ) : (
          <Group>
            <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => setConfirming(true)}>
              Sign out everywhere
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
