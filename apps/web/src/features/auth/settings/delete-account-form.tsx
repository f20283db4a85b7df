import { Alert, Button, Card, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { showSuccess } from '../../../lib/toasts';
import { deleteAccount } from '../api/delete-account';
import { badRequestBody } from '../../../lib/form-errors';
import { useLeaveAndSignOut } from './use-leave-and-sign-out';
import { PasswordField } from '../components/password-field';
import { useTranslation } from '../../../i18n';
import { tRich } from '../../../i18n/rich';

export const CONFIRM_WORD = 'DELETE';

/** `hasPassword` false: an account made with Google sign-in has no password to type. */
export function DeleteAccountForm({ hasPassword = true }: { hasPassword?: boolean }) {
  const { t } = useTranslation();
  const leaveAndSignOut = useLeaveAndSignOut(() => showSuccess(t('settings.deleted')));
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
          {t('settings.deleteWhat')}
        </Title>
        <List spacing="xs" size="sm">
          <List.Item>{t('settings.deleteData')}</List.Item>
          <List.Item>{t('settings.deletePosts')}</List.Item>
          <List.Item>{t('settings.deleteSignOut')}</List.Item>
          <List.Item>{t('settings.deleteOrgs')}</List.Item>
        </List>
      </Card>
      <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
        <form onSubmit={onSubmit} noValidate aria-label={t('settings.deleteAccount')}>
          <Stack gap="md" maw={480}>
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
              {t('settings.cannotUndo')}
            </Alert>
            <TextInput
              label={
                <>{tRich('settings.typeToConfirm', { word: <strong>{CONFIRM_WORD}</strong> })}</>
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
                label={t('settings.yourPassword')}
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
              {t('settings.deleteMine')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
