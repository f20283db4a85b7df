import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { newPasswordSchema } from '@oversight/shared/accounts/accounts.schemas';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { confirmPasswordReset } from './api/password-reset-confirm';
import { NewPasswordFields } from './components/new-password-fields';
import { applyServerErrors } from '../../lib/form-errors';
import { useTranslation } from '../../i18n';
import { formMessage, formMessages } from '../../i18n/form-messages';

export const PASSWORDS_DIFFER = "The two passwords don't match.";

export const newPasswordPairSchema = z
  .object({
    new_password1: newPasswordSchema,
    new_password2: z.string().min(1, 'Enter the new password again.'),
  })
  .superRefine((v, ctx) => {
    if (v.new_password2 && v.new_password1 !== v.new_password2)
      ctx.addIssue({ code: 'custom', path: ['new_password2'], message: PASSWORDS_DIFFER });
  });
type Values = z.infer<typeof newPasswordPairSchema>;

export function PasswordResetConfirmForm({ uid, token }: { uid: string; token: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const [linkErrors, setLinkErrors] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(newPasswordPairSchema),
    defaultValues: { new_password1: '', new_password2: '' },
  });
  const password = useWatch({ control, name: 'new_password1' });

  const onSubmit = handleSubmit(async (values) => {
    setLinkErrors([]);
    try {
      await confirmPasswordReset({ uid, token, ...values });
      setDone(true);
    } catch (error) {
      // uid/token problems mean the link itself is bad: they have no field here.
      setLinkErrors(applyServerErrors(error, setError, ['new_password1', 'new_password2']));
    }
  });

  if (done) {
    return (
      <Stack gap="md">
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title={t('auth.passwordChanged')}
          role="status"
        >
          {t('auth.passwordChangedBody')}
        </Alert>
        <Button component={Link} to="/login" size="md" fullWidth>
          {t('auth.logIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.chooseNewPassword')}>
      <Stack gap="md">
        {linkErrors.length > 0 && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('auth.linkUnusable')}
            role="alert"
          >
            {formMessages(linkErrors).join(' ')} <Link to="/password-reset">{t('auth.askNewLink')}</Link>.
          </Alert>
        )}
        <NewPasswordFields
          value={password}
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
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {t('auth.setNewPassword')}
        </Button>
      </Stack>
    </form>
  );
}
