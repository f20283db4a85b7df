import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconLoader2 } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formMessage } from '../../../i18n/form-messages';
import { SentimentBadge } from '../../../components/ui/sentiment';
import type { QueuedReview } from './review-queue';
import { useReviewQueue } from './use-review-queue';

function Photos({ review }: { review: QueuedReview }) {
  const { t } = useTranslation();
  const urls = useMemo(
    () => review.photos.map((photo) => URL.createObjectURL(new Blob([photo.data], { type: photo.type }))),
    [review.photos],
  );
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  if (!urls.length) return null;
  return (
    <SimpleGrid cols={4} spacing="xs">
      {urls.map((url, index) => (
        <Image
          key={url}
          src={url}
          h={64}
          radius="sm"
          fit="cover"
          alt={t('posts.photoAlt', { index: index + 1, name: review.photos[index]!.name })}
        />
      ))}
    </SimpleGrid>
  );
}

function QueuedReviewCard({
  review,
  sending,
  onRetry,
  onCancel,
}: {
  review: QueuedReview;
  sending: boolean;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const state = review.failed ? 'failed' : sending ? 'sending' : 'waiting';
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={t('posts.queueCard', { title: review.title })}
      style={{ borderStyle: 'dashed' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          {state === 'failed' ? (
            <Badge
              color="red"
              variant="light"
              leftSection={<IconAlertTriangle size={14} aria-hidden />}
              styles={{ label: { color: 'var(--mantine-color-red-9)' } }}
            >
              {t('posts.queueFailed')}
            </Badge>
          ) : state === 'sending' ? (
            <Badge
              color="blue"
              variant="light"
              leftSection={<IconLoader2 size={14} aria-hidden />}
              styles={{ label: { color: 'var(--mantine-color-blue-9)' } }}
            >
              {t('posts.queueSending')}
            </Badge>
          ) : (
            <Badge
              color="yellow"
              variant="light"
              leftSection={<IconCloudUpload size={14} aria-hidden />}
              styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}
            >
              {t('posts.queueWaiting')}
            </Badge>
          )}
          <SentimentBadge sentiment={review.sentiment} />
        </Group>
        <Text fw={600}>{review.title}</Text>
        {review.body ? (
          <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
            {review.body}
          </Text>
        ) : null}
        <Photos review={review} />
        <Text
          size="sm"
          c={state === 'failed' ? 'red.9' : 'gray.7'}
          role={state === 'failed' ? 'alert' : undefined}
        >
          {state === 'failed'
            ? formMessage(review.failed?.message) || t('posts.queueFailedText')
            : t('posts.queueHint')}
        </Text>
        {asking ? (
          <Group gap="xs" justify="flex-end" wrap="wrap">
            <Text size="sm" fw={500} style={{ flex: '1 1 12rem' }}>
              {t('posts.queueCancelAsk')}
            </Text>
            <Button size="xs" variant="default" onClick={() => setAsking(false)}>
              {t('posts.queueKeep')}
            </Button>
            <Button size="xs" color="red" onClick={onCancel}>
              {t('posts.queueDelete')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setAsking(true)} disabled={sending}>
              {t('posts.queueCancel')}
            </Button>
            <Button size="xs" variant="light" onClick={onRetry} loading={sending}>
              {state === 'failed' ? t('posts.tryAgain') : t('posts.queueSendNow')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The signed-in person's reviews of this project written with no network, above the list until the server has
 * them: waiting, sending, or refused with the reason, each with Send now / Try again and Cancel.
 */
export function QueuedReviewList({ reviews, sending, retry, cancel }: ReturnType<typeof useReviewQueue>) {
  const { t } = useTranslation();
  if (!reviews.length) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('posts.queueSection')}>
      {reviews.map((review) => (
        <QueuedReviewCard
          key={review.client_id}
          review={review}
          sending={sending}
          onRetry={() => retry(review)}
          onCancel={() => cancel(review)}
        />
      ))}
    </Stack>
  );
}

/** QueuedReviewList reading the queue itself. */
export function QueuedReviews({ projectId }: { projectId: string }) {
  return <QueuedReviewList {...useReviewQueue(projectId)} />;
}
