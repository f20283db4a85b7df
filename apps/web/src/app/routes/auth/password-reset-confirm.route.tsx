import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PasswordResetConfirmForm } from '../../../features/auth/password-reset-confirm-form';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('auth.chooseTitle'));
  const [searchParams] = useSearchParams();
  const uid = searchParams.get('uid') ?? '';
  const token = searchParams.get('token') ?? '';

  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Title order={1} ta="center" size="h2">
        {t('auth.chooseNewPassword')}
      </Title>
      <Text c="gray.7" size="sm" ta="center" mt={4} mb="lg">
        {t('auth.chooseIntro')}
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
              title={t('auth.linkIncomplete')}
              role="alert"
            >
              {t('auth.linkIncompleteBody')}
            </Alert>
            <Button component={Link} to="/password-reset" fullWidth>
              {t('auth.askNewLink')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
