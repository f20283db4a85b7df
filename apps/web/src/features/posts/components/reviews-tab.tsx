import { Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { SENTIMENT_DISPLAY_ORDER, SENTIMENT_LABELS } from '@oversight/shared/reference/enums';
import { IconPencilPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatNumber } from '../../../lib/format';
import { POSTS_PAGE_SIZE, projectReviewsQuery, type ReviewListParams } from '../api/posts';
import { PostCard } from './post-card';

const SORTS = [
  { value: '-created', label: 'Newest first' },
  { value: '-upvotes', label: 'Most upvoted' },
];

export interface ReviewsTabProps {
  projectId: string;
  onWriteReview: () => void;
  emptyImage: string;
}

/** The Reviews tab: filter by feeling, sort, page through. */
export function ReviewsTab({ projectId, onWriteReview, emptyImage }: ReviewsTabProps) {
  const [sentiment, setSentiment] = useState<string | null>(null);
  const [ordering, setOrdering] = useState<ReviewListParams['ordering']>('-created');
  const [offset, setOffset] = useState(0);
  const query = useQuery(
    projectReviewsQuery(projectId, { sentiment: sentiment ?? undefined, ordering }, offset),
  );
  const page = query.data;
  const filtered = !!sentiment;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Select
            label="Feeling"
            placeholder="All feelings"
            clearable
            w={170}
            value={sentiment}
            onChange={(value) => {
              setSentiment(value);
              setOffset(0);
            }}
            data={SENTIMENT_DISPLAY_ORDER.map((name) => ({ value: name, label: SENTIMENT_LABELS[name] }))}
          />
          <Select
            label="Sort"
            w={160}
            allowDeselect={false}
            value={ordering}
            onChange={(value) => {
              setOrdering((value as ReviewListParams['ordering']) ?? '-created');
              setOffset(0);
            }}
            data={SORTS}
          />
        </Group>
        <Button
          leftSection={<IconPencilPlus size={18} aria-hidden />}
          onClick={onWriteReview}
          style={{ alignSelf: 'flex-end' }}
        >
          Write a review
        </Button>
      </Group>
      {query.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading reviews">
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} height={120} radius="md" />
          ))}
        </Stack>
      ) : query.error && !page ? (
        <EmptyState
          title="Reviews could not be loaded"
          text="Check your connection and try again."
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : page && page.results.length ? (
        <Stack gap="sm" aria-live="polite">
          <Text size="sm" c="gray.7">
            {formatNumber(page.count)} {page.count === 1 ? 'review' : 'reviews'}
            {filtered
              ? ` feeling ${SENTIMENT_LABELS[sentiment as keyof typeof SENTIMENT_LABELS].toLowerCase()}`
              : ''}
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
                Newer
              </Button>
              <Button
                variant="default"
                size="xs"
                disabled={!page.next}
                onClick={() => setOffset(offset + POSTS_PAGE_SIZE)}
              >
                Older
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : (
        <EmptyState
          image={{ src: emptyImage, alt: '' }}
          title={filtered ? 'No reviews with this feeling' : 'No reviews yet'}
          text={
            filtered
              ? 'Choose another feeling, or clear the filter to see every review.'
              : 'Been to the site? Tell others what you saw, with photos.'
          }
          action={
            filtered ? (
              <Button variant="default" onClick={() => setSentiment(null)}>
                Show all reviews
              </Button>
            ) : (
              <Button onClick={onWriteReview}>Write the first review</Button>
            )
          }
        />
      )}
    </Stack>
  );
}
