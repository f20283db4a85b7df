import { Container, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { SignupFlow } from '../../../features/auth/signup-flow';
import { useSignupStore } from '../../../features/auth/signup/signup-store';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('auth.signupTitle'));
  // An invitation e-mail links here with ?invite=<id>&email=<address>: the address is filled in and sign-up ends on it.
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const invitedEmail = params.get('email');
  useEffect(() => {
    if (invitedEmail && !useSignupStore.getState().email) useSignupStore.getState().setEmail(invitedEmail);
  }, [invitedEmail]);
  return (
    <Container size={760} py={{ base: 'lg', sm: 48 }} px="md">
      <Title order={1} ta="center" size="h2">
        {t('auth.joinOversight')}
      </Title>
      <Text c="gray.7" size="sm" ta="center" mt={4} mb="lg">
        {t('auth.signupIntro')}
      </Text>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <SignupFlow finishTo={invite ? `/invites?invite=${encodeURIComponent(invite)}` : undefined} />
      </Paper>
    </Container>
  );
}
