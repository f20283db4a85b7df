import { Anchor, Box, Button, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { track } from '../../lib/analytics';
import { useAuthStore } from '../../lib/auth-store';
import type { SessionResponse } from '../../lib/auth-store';
import { completeSignup, finishSignup } from './complete-login';
import { useWalkthrough } from './walkthrough-store';
import { CredentialsStep } from './signup/credentials-step';
import { DetailsStep } from './signup/details-step';
import { FollowStep } from './signup/follow-step';
import { InterestsStep } from './signup/interests-step';
import { PhotoStep } from './signup/photo-step';
import { SignupProgress } from './signup/signup-progress';
import {
  SIGNUP_STEPS,
  stepFromStartPage,
  useSignupStore,
  type SignupAccountType,
} from './signup/signup-store';
import { UserTypeStep } from './signup/user-type-step';
import { VerifyStep } from './signup/verify-step';
import { useTranslation } from '../../i18n';

export type SignupFlowProps = {
  inModal?: boolean;
  /** 1-7, or 2.5 (the auth modal's page after registering) for the verify step. */
  startPage?: number;
  onDone?: () => void;
  /** Where the last step leads (an invitation e-mail's link brings the invite here). */
  finishTo?: string;
};

/** The seven sign-up steps (docs/spec/contract-notes.md "Sign-up steps"); the step survives a reload. */
export function SignupFlow({ inModal, startPage, onDone, finishTo = '/citizen/discover' }: SignupFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { step, accountType, email, setStep, setAccountType, setEmail, reset } = useSignupStore();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const registering = useAuthStore((s) => s.registering);
  const user = useAuthStore((s) => s.user);
  const [finishing, setFinishing] = useState(false);
  const type: SignupAccountType = accountType ?? (user?.account_type === 'CSO' ? 'CSO' : 'CITIZEN');

  useEffect(() => {
    const start = stepFromStartPage(startPage);
    if (start) setStep(start);
  }, [startPage, setStep]);

  // A stored step must match the session: steps 3+ need the new account, steps 1-2 must not have one yet.
  useEffect(() => {
    if (step >= 3 && !isAuthenticated) reset();
    else if (step <= 2 && isAuthenticated && registering) setStep(3);
  }, [step, isAuthenticated, registering, reset, setStep]);

  // Product analytics (off unless configured and consented): each step shown, by number and English name.
  useEffect(() => {
    track('Sign-up step', { step, name: SIGNUP_STEPS[step - 1] ?? null });
  }, [step]);

  const go = (next: number) => () => setStep(next);

  function onRegistered(response: SessionResponse, address: string) {
    setEmail(address);
    completeSignup(response, { inModal });
    setStep(3);
  }

  function finish() {
    setFinishing(true);
    finishSignup();
    reset();
    onDone?.();
    void navigate(finishTo);
    // A new account gets the walkthrough on Discover, as a first login would (docs/spec/product-spec.md section 4).
    if (useAuthStore.getState().user?.newly_registered) useWalkthrough.getState().open();
  }

  if (isAuthenticated && !registering && step <= 2) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text fw={600}>
            {user?.email ? t('auth.alreadySignedInAs', { email: user.email }) : t('auth.alreadySignedIn')}
          </Text>
          <Button component={Link} to="/citizen/discover" onClick={onDone} w="fit-content">
            {t('auth.goToDiscover')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  let body: React.ReactNode;
  switch (step) {
    case 1:
      body = (
        <UserTypeStep
          value={accountType}
          onNext={(type) => {
            setAccountType(type);
            setStep(2);
          }}
        />
      );
      break;
    case 2:
      body = <CredentialsStep accountType={type} email={email} onBack={go(1)} onRegistered={onRegistered} />;
      break;
    case 3:
      body = <VerifyStep email={email || user?.email || ''} onVerified={go(4)} onSkip={go(4)} />;
      break;
    case 4:
      body = <DetailsStep accountType={type} onBack={go(3)} onNext={go(5)} />;
      break;
    case 5:
      body = <PhotoStep onBack={go(4)} onNext={go(6)} />;
      break;
    case 6:
      body = <InterestsStep onBack={go(5)} onNext={go(7)} />;
      break;
    default:
      body = <FollowStep onBack={go(6)} onFinish={finish} finishing={finishing} />;
  }

  return (
    <Stack gap="lg">
      <SignupProgress step={step} compact={inModal} />
      {/* key: each step starts with its own fresh form state */}
      <Box key={step}>{body}</Box>
      {!inModal && step <= 2 && (
        <Text size="sm" ta="center">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('auth.logIn')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
