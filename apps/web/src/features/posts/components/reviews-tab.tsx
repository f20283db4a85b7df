import { Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { SENTIMENT_DISPLAY_ORDER, type Sentiment } from '@oversight/shared/reference/enums';
import { IconPencilPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { POSTS_PAGE_SIZE, projectReviewsQuery, type ReviewListParams } from '../api/posts';
import { QueuedReviewList } from '../offline/queued-reviews';
import { useReviewQueue } from '../offline/use-review-queue';
import { PostCard } from './post-card';
import { useTranslation, type MessageKey } from '../../../i18n';
import { sentimentLabel } from '../../../components/ui/sentiment';
import { LoadError } from '../../../components/ui/load-error';

const SORTS: { value: ReviewListParams['ordering']; label: MessageKey }[] = [
  { value: '-created', label: 'posts.sortNewest' },
  { value: '-upvotes', label: 'posts.sortUpvoted' },
];

export interface ReviewsTabProps {
  projectId: string;
  onWriteReview: () => void;
  emptyImage: string;
}

/** The Reviews tab: filter by feeling, sort, page through. */
export function ReviewsTab({ projectId, onWriteReview, emptyImage }: ReviewsTabProps) {
  const { t } = useTranslation();
  const [sentiment, setSentiment] = useState<string | null>(null);
  const [ordering, setOrdering] = useState<ReviewListParams['ordering']>('-created');
  const [offset, setOffset] = useState(0);
  const query = useQuery(
    projectReviewsQuery(projectId, { sentiment: sentiment ?? undefined, ordering }, offset),
  );
  const page = query.data;
  const filtered = !!sentiment;
  // The reader's own reviews kept on the phone show first; "No reviews yet" under them would read wrong.
  const queued = useReviewQueue(projectId);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Select
            label={t('posts.feeling')}
            placeholder={t('posts.allFeelings')}
            clearable
            w={170}
            value={sentiment}
            onChange={(value) => {
              setSentiment(value);
              setOffset(0);
            }}
            data={SENTIMENT_DISPLAY_ORDER.map((name) => ({ value: name, label: sentimentLabel(name) }))}
          />
          <Select
            label={t('posts.sort')}
            w={160}
            allowDeselect={false}
            value={ordering}
            onChange={(value) => {
              setOrdering((value ?? '-created') as ReviewListParams['ordering']);
              setOffset(0);
            }}
            data={SORTS.map((sort) => ({ value: sort.value, label: t(sort.label) }))}
          />
        </Group>
        <Button
          leftSection={<IconPencilPlus size={18} aria-hidden />}
          onClick={onWriteReview}
          style={{ alignSelf: 'flex-end' }}
        >
          {t('posts.writeReview')}
        </Button>
      </Group>
      <QueuedReviewList {...queued} />
      {/* With no network the first read waits ("paused"): say so rather than load forever. */}
      {query.isPending && query.fetchStatus !== 'paused' ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('posts.loadingReviews')}>
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} height={120} radius="md" />
          ))}
        </Stack>
      ) : (query.error || query.isPending) && !page ? (
        <LoadError
          title={t('posts.reviewsFailed')}
          text={t('posts.checkConnection')}
          onRetry={() => void query.refetch()}
        />
      ) : page && page.results.length ? (
        <Stack gap="sm" aria-live="polite">
          <Text size="sm" c="gray.7">
            {filtered
              ? t('posts.reviewsFeeling', {
                  count: page.count,
                  feeling: sentimentLabel(sentiment as Sentiment).toLowerCase(),
                })
              : t('posts.reviewCount', { count: page.count })}
          </Text>
          {page.results.map((post) => (
            <PostCard key={post.public_id} post={post} />
          ))}
          {page.next || page.previous ? (
            <Group justify="space-between">
              <Button
                variant="default"
                size="xs"
                disabled={!page.previous}
                onClick={() => setOffset(Math.max(0, offset - POSTS_PAGE_SIZE))}
              >
                {t('posts.newer')}
              </Button>
              <Button
                variant="default"
                size="xs"
                disabled={!page.next}
                onClick={() => setOffset(offset + POSTS_PAGE_SIZE)}
              >
                {t('posts.older')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : queued.reviews.length && !filtered ? null : (
        <EmptyState
          image={{ src: emptyImage, alt: '' }}
          title={filtered ? t('posts.noReviewsFeeling') : t('posts.noReviews')}
          text={filtered ? t('posts.noReviewsFeelingText') : t('posts.noReviewsText')}
          action={
            filtered ? (
              <Button variant="default" onClick={() => setSentiment(null)}>
                {t('posts.showAllReviews')}
              </Button>
            ) : (
              <Button onClick={onWriteReview}>{t('posts.writeFirstReview')}</Button>
            )
          }
        />
      )}
    </Stack>
  );
}
