import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { trackConversion } from '../../../lib/analytics';
import { VerifyCodeFields, useVerifyCode } from '../components/verify-code';
import { StepFrame } from './step-frame';

export type VerifyStepProps = { email: string; onVerified: () => void; onSkip: () => void };

export function VerifyStep({ email, onVerified, onSkip }: VerifyStepProps) {
  const state = useVerifyCode({ onVerified });
  const tracked = useRef(false);

  // The ad-conversion event of product-spec section 2; once, even under StrictMode's double effects.
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    trackConversion('signup_verify');
  }, []);

  return (
    <form
      noValidate
      aria-label="Verify your e-mail address"
      onSubmit={(event) => {
        event.preventDefault();
        void state.submit();
      }}
    >
      <StepFrame
        title="Check your e-mail"
        description={
          <>
            Enter the 6-digit code we sent to <strong>{email || 'your e-mail address'}</strong>. It may take a
            minute to arrive; check your spam folder too.
          </>
        }
        primary={
          <Button type="submit" loading={state.verifying} disabled={state.code.length !== 6}>
            Verify
          </Button>
        }
        secondary={
          <Button variant="subtle" color="gray" onClick={onSkip} disabled={state.verifying}>
            Verify later
          </Button>
        }
      >
        <VerifyCodeFields state={state} />
      </StepFrame>
    </form>
  );
}
