import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { emailSchema } from '@oversight/shared/accounts/accounts.schemas';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { requestPasswordReset } from './api/password-reset';
import { applyServerErrors } from '../../lib/form-errors';
import { useTranslation } from '../../i18n';
import { formMessage, formMessages } from '../../i18n/form-messages';
import { tRich } from '../../i18n/rich';

const schema = z.object({ email: emailSchema });
type Values = z.input<typeof schema>;

export const RESET_WAIT_SECONDS = 60;

export function PasswordResetForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [limited, setLimited] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [wait, setWait] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormErrors([]);
    setLimited(false);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
      setWait(RESET_WAIT_SECONDS);
    } catch (error) {
      if ((error as { status?: number }).status === 429) {
        setLimited(true);
        setWait(RESET_WAIT_SECONDS);
        return;
      }
      setFormErrors(applyServerErrors(error, setError, ['email']));
    }
  });

  const resendLabel = wait > 0 ? t('auth.sendAgainIn', { seconds: wait }) : t('auth.sendAgain');

  if (sentTo) {
    return (
      <Stack gap="md">
        <Alert
          color="green"
          variant="light"
          icon={<IconMailCheck size={18} />}
          title={t('auth.checkEmail')}
          role="status"
        >
          {tRich('auth.resetSent', { email: <strong>{sentTo}</strong> })}
        </Alert>
        <Button
          variant="default"
          onClick={() => void onSubmit()}
          loading={isSubmitting}
          disabled={wait > 0 || isSubmitting}
        >
          {resendLabel}
        </Button>
        {limited && (
          <Text size="sm" c="red.9">
            {t('auth.tooManyRequests')}
          </Text>
        )}
        <Button variant="subtle" onClick={() => setSentTo(null)}>
          {t('auth.differentAddress')}
        </Button>
        <Anchor component={Link} to="/login" ta="center" size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.resetForm')}>
      <Stack gap="md">
        {limited && (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t('auth.resetLimited')}
          </Alert>
        )}
        {formErrors.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {formMessages(formErrors).join(' ')}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={formMessage(errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting} disabled={limited && wait > 0}>
          {limited && wait > 0 ? t('auth.tryAgainIn', { seconds: wait }) : t('auth.sendResetLink')}
        </Button>
        <Anchor component={Link} to="/login" ta="center" size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
