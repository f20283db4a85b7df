import { Alert, Button, Card, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountBodySchema } from '@oversight/shared/accounts/accounts.schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { showSuccess } from '../../../lib/toasts';
import { deleteAccount } from '../api/delete-account';
import { applyServerErrors } from '../../../lib/form-errors';
import { useLeaveAndSignOut } from './use-leave-and-sign-out';
import { PasswordField } from '../components/password-field';
import { useTranslation } from '../../../i18n';
import { tRich } from '../../../i18n/rich';

export const CONFIRM_WORD = 'DELETE';

const schema = deleteAccountBodySchema.extend({ password: z.string().max(1024), confirmation: z.string() });
type Values = z.infer<typeof schema>;

/** `hasPassword` false: an account made with Google sign-in has no password to type. */
export function DeleteAccountForm({ hasPassword = true }: { hasPassword?: boolean }) {
  const { t } = useTranslation();
  const leaveAndSignOut = useLeaveAndSignOut(() => showSuccess(t('settings.deleted')));
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting: deleting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { confirmation: '', password: '' } });
  const [confirmation, password] = useWatch({ control, name: ['confirmation', 'password'] });
  const confirmed = confirmation.trim() === CONFIRM_WORD;
  const ready = confirmed && (!hasPassword || password.length > 0);

  const onSubmit = handleSubmit(async (values) => {
    if (!ready) return;
    setOtherErrors([]);
    try {
      await deleteAccount(values.password);
      leaveAndSignOut();
    } catch (error) {
      // A wrong password comes as `password` or `non_field_errors`: both show under the password field.
      setOtherErrors(
        applyServerErrors(error, setError, ['password'], {
          non_field_errors: 'password',
          detail: 'password',
        }),
      );
    }
  });
  const passwordError = [errors.password?.message, ...otherErrors].filter(Boolean).join(' ') || null;

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
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('settings.deleteAccount')}>
          <Stack gap="md" maw={480}>
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
              {t('settings.cannotUndo')}
            </Alert>
            <TextInput
              label={<>{tRich('settings.typeToConfirm', { word: <strong>{CONFIRM_WORD}</strong> })}</>}
              {...register('confirmation')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={deleting}
            />
            {hasPassword && (
              <PasswordField
                label={t('settings.yourPassword')}
                autoComplete="current-password"
                {...register('password', { onChange: () => setOtherErrors([]) })}
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
