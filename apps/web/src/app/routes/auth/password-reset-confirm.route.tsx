import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PasswordResetConfirmForm } from '../../../features/auth/password-reset-confirm-form';

export function Component() {
  useDocumentTitle('Choose a new password · Oversight');
  const [searchParams] = useSearchParams();
  const uid = searchParams.get('uid') ?? '';
  const token = searchParams.get('token') ?? '';

  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Title order={1} ta="center" size="h2">
        Choose a new password
      </Title>
      <Text c="gray.7" size="sm" ta="center" mt={4} mb="lg">
        Pick a password you do not use on other sites.
      </Text>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        {uid && token ? (
          <PasswordResetConfirmForm uid={uid} token={token} />
        ) : (
          <Stack gap="md">
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title="This link is incomplete"
              role="alert"
            >
              Open the link from the e-mail exactly as it was sent, or ask for a new one.
            </Alert>
            <Button component={Link} to="/password-reset" fullWidth>
              Ask for a new link
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
