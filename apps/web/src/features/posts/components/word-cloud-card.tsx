import { Card, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { wordCloudQuery } from '../api/posts';
import { t } from '../../../i18n';

const WordCloudChart = lazy(() => import('./word-cloud-chart'));
const HEIGHT = 240;

/** The words reviewers and commenters use most; the chart's code loads only when there are words. */
export function WordCloudCard({ projectId }: { projectId: string }) {
  const query = useQuery(wordCloudQuery(projectId));
  const words = query.data ?? [];
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="word-cloud-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="word-cloud-title">
          {t('posts.wordsTitle')}
        </Title>
        {query.isPending ? (
          <Skeleton height={HEIGHT} />
        ) : words.length ? (
          <>
            <Suspense fallback={<Skeleton height={HEIGHT} />}>
              <div aria-hidden>
                <WordCloudChart words={words} height={HEIGHT} />
              </div>
            </Suspense>
            <VisuallyHidden>
              {t('posts.mostUsed')}{' '}
              {words
                .slice(0, 20)
                .map((word) => `${word.name} (${word.value})`)
                .join(', ')}
            </VisuallyHidden>
          </>
        ) : (
          <Text size="sm" c="gray.7">
            {t('posts.wordsEmpty')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
