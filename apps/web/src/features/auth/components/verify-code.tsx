import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Center, PinInput, Stack, Text } from '@mantine/core';
import { verifyEmailBodySchema, type VerifyEmailBody } from '@oversight/shared/accounts/accounts.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuthStore } from '../../../lib/auth-store';
import { showSuccess } from '../../../lib/toasts';
import { currentUserKey } from '../api/current-user';
import { resendCode } from '../api/resend-code';
import { toSessionUser } from '../api/types';
import { verifyEmail } from '../api/verify-email';
import { badRequestBody } from '../../../lib/form-errors';
import { t, useTranslation } from '../../../i18n';
import { formMessage } from '../../../i18n/form-messages';

export const RESEND_SECONDS = 60;

function otpError(error: unknown): string {
  const body = badRequestBody(error);
  const messages = body
    ? Object.values(body)
        .flat()
        .filter((m): m is string => typeof m === 'string')
    : [];
  return formMessage(messages[0]) ?? t('auth.codeFailed');
}

/** State of a "type the e-mailed code" form: entry, verification and resend with a countdown. */
export function useVerifyCode({
  onVerified,
  sendOnMount = false,
}: {
  onVerified: () => void;
  sendOnMount?: boolean;
}) {
  const form = useForm<VerifyEmailBody>({
    resolver: zodResolver(verifyEmailBodySchema),
    defaultValues: { otp: '' },
  });
  const code = form.watch('otp');
  const fieldError = form.formState.errors.otp?.message;
  const error = fieldError ? (formMessage(fieldError) ?? fieldError) : null;
  const verifying = form.formState.isSubmitting;
  const [resending, setResending] = useState(false);
  // A code was just e-mailed (at registration, or on mount below): the first resend waits too.
  const [secondsLeft, setSecondsLeft] = useState(RESEND_SECONDS);
  const sent = useRef(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  useEffect(() => {
    if (!sendOnMount || sent.current) return;
    sent.current = true;
    resendCode().catch(() => setSecondsLeft(0));
  }, [sendOnMount]);

  async function verify({ otp }: VerifyEmailBody) {
    try {
      const answer = await verifyEmail(otp);
      if (answer.user) {
        useAuthStore.getState().setUser(toSessionUser(answer.user));
        queryClient.setQueryData(currentUserKey, answer.user);
      }
      showSuccess(t('auth.emailVerified'));
      onVerified();
    } catch (e) {
      form.setValue('otp', '');
      form.setError('otp', { type: 'server', message: otpError(e) });
    }
  }

  /** Checks the code (the typed one, or `otp` when the last box was just filled) and sends it. */
  function submit(otp?: string) {
    if (otp !== undefined) form.setValue('otp', otp);
    return form.handleSubmit(verify)();
  }

  async function resend() {
    setResending(true);
    try {
      await resendCode();
      showSuccess(t('auth.newCodeSent'));
      setSecondsLeft(RESEND_SECONDS);
    } catch {
      // The api client has said why (e.g. too many requests).
    } finally {
      setResending(false);
    }
  }

  function change(value: string) {
    form.setValue('otp', value);
    // Typing clears the message; the boxes emptied after a refused code (PinInput may report it) do not.
    if (error && value !== '') form.clearErrors('otp');
  }

  return { code, change, error, verifying, submit, resend, resending, secondsLeft };
}

export type VerifyCodeState = ReturnType<typeof useVerifyCode>;

/** The six boxes, the error under them and the "Resend code" line. */
export function VerifyCodeFields({ state }: { state: VerifyCodeState }) {
  useTranslation(); // re-renders when the language changes
  const { code, change, error, verifying, submit, resend, resending, secondsLeft } = state;
  return (
    <Stack gap="sm" align="center">
      <Center>
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          size="md"
          value={code}
          onChange={change}
          onComplete={(value) => void submit(value)}
          error={Boolean(error)}
          disabled={verifying}
          ariaLabel={t('auth.code')}
          autoFocus
          gap="xs"
        />
      </Center>
      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('auth.didntGetIt')}{' '}
        {secondsLeft > 0 ? (
          t('auth.newCodeIn', { seconds: secondsLeft })
        ) : (
          <Anchor component="button" type="button" onClick={() => void resend()} disabled={resending} inherit>
            {resending ? t('auth.sending') : t('auth.resendCode')}
          </Anchor>
        )}
      </Text>
    </Stack>
  );
}
