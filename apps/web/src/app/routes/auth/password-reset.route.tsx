import { Container, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PasswordResetForm } from '../../../features/auth/password-reset-form';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('auth.resetTitle'));
  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Title order={1} ta="center" size="h2">
        {t('auth.forgotTitle')}
      </Title>
      <Text c="gray.7" size="sm" ta="center" mt={4} mb="lg">
        {t('auth.resetIntro')}
      </Text>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <PasswordResetForm />
      </Paper>
    </Container>
  );
}
