import { Container, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { SignupFlow } from '../../../features/auth/signup-flow';

export function Component() {
  useDocumentTitle('Sign up · Oversight');
  return (
    <Container size={760} py={{ base: 'lg', sm: 48 }} px="md">
      <Title order={1} ta="center" size="h2">
        Join Oversight
      </Title>
      <Text c="gray.7" size="sm" ta="center" mt={4} mb="lg">
        Free for citizens and civil-society organisations.
      </Text>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <SignupFlow />
      </Paper>
    </Container>
  );
}
