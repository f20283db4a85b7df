import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { newPasswordSchema } from '@oversight/shared/accounts/accounts.schemas';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { showSuccess } from '../../../lib/toasts';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from '../components/new-password-fields';
import { PASSWORDS_DIFFER } from '../password-reset-confirm-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { useAccount } from './use-account';
import { PasswordField } from '../components/password-field';
import { useTranslation } from '../../../i18n';
import { formMessage, formMessages } from '../../../i18n/form-messages';

const schema = z
  .object({
    needsOld: z.boolean(),
    old_password: z.string(),
    new_password1: newPasswordSchema,
    new_password2: z.string().min(1, 'Enter the new password again.'),
  })
  .superRefine((v, ctx) => {
    if (v.needsOld && !v.old_password)
      ctx.addIssue({ code: 'custom', path: ['old_password'], message: 'Enter your current password.' });
    if (v.new_password2 && v.new_password1 !== v.new_password2)
      ctx.addIssue({ code: 'custom', path: ['new_password2'], message: PASSWORDS_DIFFER });
  });
type Values = z.infer<typeof schema>;
const FIELDS = ['old_password', 'new_password1', 'new_password2'] as const;

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const change = useChangePassword();
  // Accounts made with Google sign-in have no password yet: they set one without the old one.
  const needsOld = account?.has_password !== false;
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    values: { needsOld, old_password: '', new_password1: '', new_password2: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const password = useWatch({ control, name: 'new_password1' });

  const onSubmit = handleSubmit(async ({ old_password, new_password1, new_password2 }) => {
    setFormErrors([]);
    try {
      await change.mutateAsync({
        ...(needsOld ? { old_password } : {}),
        new_password1,
        new_password2,
      });
      showSuccess(t('settings.passwordChanged'));
      // Not keepDirtyValues (the form's resetOptions, for when the account loads): every field typed in is dirty.
      reset({ needsOld, old_password: '', new_password1: '', new_password2: '' }, { keepDirtyValues: false });
    } catch (error) {
      setFormErrors(applyServerErrors(error, setError, FIELDS, { password: 'new_password1' }));
    }
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('settings.changePassword')}>
        <Stack gap="md" maw={480}>
          <Text size="sm" c="gray.7">
            {needsOld ? t('settings.keepSignedIn') : t('settings.googleSetPassword')}
          </Text>
          {formErrors.length > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {formMessages(formErrors).join(' ')}
            </Alert>
          )}
          {needsOld && (
            <PasswordField
              label={t('settings.currentPassword')}
              autoComplete="current-password"
              required
              error={formMessage(errors.old_password?.message)}
              {...register('old_password')}
            />
          )}
          <NewPasswordFields
            value={password}
            context={{
              email: account?.email,
              username: account?.username,
              names: [account?.display_name, account?.first_name, account?.last_name],
            }}
            password={{
              label: t('auth.newPassword'),
              error: formMessage(errors.new_password1?.message),
              registration: register('new_password1'),
            }}
            confirm={{
              label: t('auth.confirmNewPassword'),
              error: formMessage(errors.new_password2?.message),
              registration: register('new_password2'),
            }}
          />
          <Group>
            <Button type="submit" loading={isSubmitting}>
              {needsOld ? t('settings.changePassword') : t('settings.setPassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
