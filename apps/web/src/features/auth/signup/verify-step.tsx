import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { trackConversion } from '../../../lib/analytics';
import { VerifyCodeFields, useVerifyCode } from '../components/verify-code';
import { StepFrame } from './step-frame';
import { useTranslation } from '../../../i18n';
import { tRich } from '../../../i18n/rich';

export type VerifyStepProps = { email: string; onVerified: () => void; onSkip: () => void };

export function VerifyStep({ email, onVerified, onSkip }: VerifyStepProps) {
  const { t } = useTranslation();
  const state = useVerifyCode({ onVerified });
  const tracked = useRef(false);

  // The ad-conversion event of docs/spec/product-spec.md section 2; once, even under StrictMode's double effects.
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    trackConversion('signup_verify');
  }, []);

  return (
    <form
      noValidate
      aria-label={t('auth.verifyForm')}
      onSubmit={(event) => {
        event.preventDefault();
        void state.submit();
      }}
    >
      <StepFrame
        title={t('auth.checkEmail')}
        description={
          <>{tRich('auth.verifyBody', { email: <strong>{email || t('auth.yourEmail')}</strong> })}</>
        }
        primary={
          <Button type="submit" loading={state.verifying} disabled={state.code.length !== 6}>
            {t('auth.verify')}
          </Button>
        }
        secondary={
          <Button variant="subtle" color="gray" onClick={onSkip} disabled={state.verifying}>
            {t('auth.verifyLater')}
          </Button>
        }
      >
        <VerifyCodeFields state={state} />
      </StepFrame>
    </form>
  );
}
