import { Alert, Button, Card, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { showSuccess } from '../../../lib/toasts';
import { deleteAccount } from '../api/delete-account';
import { badRequestBody } from '../../../lib/form-errors';
import { useLeaveAndSignOut } from './use-leave-and-sign-out';
import { PasswordField } from '../components/password-field';

export const CONFIRM_WORD = 'DELETE';

/** `hasPassword` false: an account made with Google sign-in has no password to type. */
export function DeleteAccountForm({ hasPassword = true }: { hasPassword?: boolean }) {
  const leaveAndSignOut = useLeaveAndSignOut(() => showSuccess('Your account has been deleted'));
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirmed = confirmation.trim() === CONFIRM_WORD;
  const ready = confirmed && (!hasPassword || password.length > 0);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setDeleting(true);
    setPasswordError(null);
    try {
      await deleteAccount(password);
      leaveAndSignOut();
    } catch (error) {
      const body = badRequestBody(error);
      const messages = body
        ? Object.values(body)
            .flat()
            .filter((m): m is string => typeof m === 'string')
        : [];
      if (messages.length) setPasswordError(messages.join(' '));
      setDeleting(false);
    }
  }

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          What happens when you delete your account
        </Title>
        <List spacing="xs" size="sm">
          <List.Item>
            Your personal data is removed: name, e-mail address, profile photo, interests and similar details.
          </List.Item>
          <List.Item>
            Reviews and comments you posted are not deleted but anonymised: they stay visible without your
            name, so public discussions about projects remain readable.
          </List.Item>
          <List.Item>You are signed out, and you cannot log in to the account again.</List.Item>
          <List.Item>Projects, forms and plans belong to their organisations and are not affected.</List.Item>
        </List>
      </Card>
      <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
        <form onSubmit={onSubmit} noValidate aria-label="Delete account">
          <Stack gap="md" maw={480}>
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
              This cannot be undone.
            </Alert>
            <TextInput
              label={
                <>
                  Type <strong>{CONFIRM_WORD}</strong> to confirm
                </>
              }
              value={confirmation}
              onChange={(e) => setConfirmation(e.currentTarget.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={deleting}
            />
            {hasPassword && (
              <PasswordField
                label="Your password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.currentTarget.value);
                  setPasswordError(null);
                }}
                error={passwordError}
                disabled={deleting}
              />
            )}
            {!hasPassword && passwordError && (
              <Text c="red.9" size="sm" role="alert">
                {passwordError}
              </Text>
            )}
            <Button
              type="submit"
              color="red"
              loading={deleting}
              disabled={!ready}
              w={{ base: '100%', sm: 'fit-content' }}
            >
              Delete my account
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
