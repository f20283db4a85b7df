import { Alert, Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LoginForm } from '../../../features/auth/login-form';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('auth.loginTitle'));
  const [searchParams] = useSearchParams();
  const sessionRequired = searchParams.get('error') === 'SessionRequired';

  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Title order={1} ta="center" size="h2">
        {t('auth.welcomeBack')}
      </Title>
      <Text c="gray.7" size="sm" ta="center" mt={4} mb="lg">
        {t('auth.loginIntro')}
      </Text>
      {sessionRequired && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="md" role="status">
          {t('auth.signInToContinue')}
        </Alert>
      )}
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <LoginForm />
      </Paper>
      <Text size="sm" ta="center" mt="md">
        {t('auth.newHere')}{' '}
        <Anchor component={Link} to="/signup">
          {t('auth.createAnAccount')}
        </Anchor>
      </Text>
    </Container>
  );
}
