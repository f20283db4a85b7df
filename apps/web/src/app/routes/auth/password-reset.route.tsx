import { Container, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PasswordResetForm } from '../../../features/auth/password-reset-form';

export function Component() {
  useDocumentTitle('Reset your password · Oversight');
  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Title order={1} ta="center" size="h2">
        Forgot your password?
      </Title>
      <Text c="gray.7" size="sm" ta="center" mt={4} mb="lg">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </Text>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <PasswordResetForm />
      </Paper>
    </Container>
  );
}
