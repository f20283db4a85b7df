import { Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { FaqList } from '../../../features/content/faq-list';

export function Component() {
  useDocumentTitle('Frequently asked questions · Oversight');
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb={4}>
        Frequently asked questions
      </Title>
      <Text c="gray.7" mb="lg">
        Answers about eyemarking, reviews, photos, accounts and how organisations use Oversight.
      </Text>
      <FaqList />
    </Container>
  );
}
