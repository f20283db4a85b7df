import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Divider, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { SessionResponse } from '../../lib/auth-store';
import { completeLogin } from './complete-login';
import { googleLogin } from './api/google-login';
import { login } from './api/login';
import { GoogleSignInButton, googleClientId } from './components/google-sign-in-button';
import { applyServerErrors } from '../../lib/form-errors';
import { PasswordField } from './components/password-field';
import { FormErrorAlert } from '../../components/ui/form-error-alert';
import { useTranslation } from '../../i18n';
import { formMessage, formMessages } from '../../i18n/form-messages';

const loginSchema = z.object({
  identifier: z.string().trim().min(1, 'Enter your e-mail address or username.'),
  password: z.string().min(1, 'Enter your password.'),
});
type LoginValues = z.infer<typeof loginSchema>;

/** A failed sign-in answered with 401/403 carries its reason in `detail`. */
function refusalDetail(error: unknown): string | null {
  const { status, body } = (error ?? {}) as { status?: number; body?: { detail?: unknown } };
  if ((status === 401 || status === 403) && typeof body?.detail === 'string') return body.detail;
  return null;
}

export type LoginFormProps = { inModal?: boolean; onDone?: () => void };

export function LoginForm({ inModal, onDone }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { identifier: '', password: '' },
  });

  const redirect = searchParams.get('redirect') ?? searchParams.get('callbackUrl');

  function finish(response: SessionResponse) {
    completeLogin(response, { navigate, redirect, inModal });
    onDone?.();
  }

  const onSubmit = handleSubmit(async ({ identifier, password }) => {
    setFormErrors([]);
    try {
      finish(await login(identifier, password));
    } catch (error) {
      const rest = applyServerErrors(error, setError, ['password'], {
        email: 'identifier',
        username: 'identifier',
      });
      const refusal = refusalDetail(error);
      setFormErrors(refusal ? [...rest, refusal] : rest);
    }
  });

  async function onGoogleToken(accessToken: string) {
    setFormErrors([]);
    finish(await googleLogin(accessToken));
  }

  return (
    <Stack gap="md">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.logIn')}>
        <Stack gap="md">
          <FormErrorAlert messages={formMessages(formErrors)} />
          <TextInput
            label={t('auth.identifier')}
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={formMessage(errors.identifier?.message)}
            {...register('identifier')}
          />
          <div>
            <PasswordField
              label={t('auth.password')}
              autoComplete="current-password"
              required
              error={formMessage(errors.password?.message)}
              {...register('password')}
            />
            <Group justify="flex-end" mt={6}>
              <Anchor component={Link} to="/password-reset" size="sm" onClick={inModal ? onDone : undefined}>
                {t('auth.forgotPassword')}
              </Anchor>
            </Group>
          </div>
          <Button type="submit" fullWidth loading={isSubmitting} size="md">
            {t('auth.logIn')}
          </Button>
        </Stack>
      </form>
      {googleClientId() && (
        <>
          <Divider label={t('auth.or')} labelPosition="center" />
          <GoogleSignInButton onToken={onGoogleToken} disabled={isSubmitting} />
        </>
      )}
    </Stack>
  );
}
