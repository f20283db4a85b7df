import { Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { FaqList } from '../../../features/content/faq-list';
import { useTranslation } from '../../../i18n';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.docTitle', { title: t('content.faqTitle') }));
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb={4}>
        {t('content.faqTitle')}
      </Title>
      <Text c="gray.7" mb="lg">
        {t('content.faqIntro')}
      </Text>
      <FaqList />
    </Container>
  );
}
