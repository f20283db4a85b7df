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

const schema = z.object({ email: emailSchema });
type Values = z.input<typeof schema>;

export const RESET_WAIT_SECONDS = 60;

export function PasswordResetForm() {
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

  const resendLabel = wait > 0 ? `Send again in ${wait} s` : 'Send the link again';

  if (sentTo) {
    return (
      <Stack gap="md">
        <Alert
          color="green"
          variant="light"
          icon={<IconMailCheck size={18} />}
          title="Check your e-mail"
          role="status"
        >
          If an account exists for that address, we have sent a link to <strong>{sentTo}</strong>. It lets you
          choose a new password. If nothing arrives within a few minutes, check your spam folder.
        </Alert>
        <Button
          variant="default"
          onClick={() => onSubmit()}
          loading={isSubmitting}
          disabled={wait > 0 || isSubmitting}
        >
          {resendLabel}
        </Button>
        {limited && (
          <Text size="sm" c="red.9">
            Too many requests. Wait a minute before asking again.
          </Text>
        )}
        <Button variant="subtle" onClick={() => setSentTo(null)}>
          Use a different address
        </Button>
        <Anchor component={Link} to="/login" ta="center" size="sm">
          Back to log in
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
      <Stack gap="md">
        {limited && (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            You have asked for several links in a short time. Wait a minute, then try again.
          </Alert>
        )}
        {formErrors.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {formErrors.join(' ')}
          </Alert>
        )}
        <TextInput
          label="E-mail address"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting} disabled={limited && wait > 0}>
          {limited && wait > 0 ? `Try again in ${wait} s` : 'Send reset link'}
        </Button>
        <Anchor component={Link} to="/login" ta="center" size="sm">
          Back to log in
        </Anchor>
      </Stack>
    </form>
  );
}
