import { Alert, Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LoginForm } from '../../../features/auth/login-form';

export function Component() {
  useDocumentTitle('Log in · Oversight');
  const [searchParams] = useSearchParams();
  const sessionRequired = searchParams.get('error') === 'SessionRequired';

  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Title order={1} ta="center" size="h2">
        Welcome back
      </Title>
      <Text c="gray.7" size="sm" ta="center" mt={4} mb="lg">
        Log in to eyemark projects, post reviews and manage your organisation.
      </Text>
      {sessionRequired && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="md" role="status">
          Please sign in to continue
        </Alert>
      )}
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <LoginForm />
      </Paper>
      <Text size="sm" ta="center" mt="md">
        New to Oversight?{' '}
        <Anchor component={Link} to="/signup">
          Create an account
        </Anchor>
      </Text>
    </Container>
  );
}
