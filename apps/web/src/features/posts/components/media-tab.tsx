import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatNumber } from '../../../lib/format';
import { projectMediaQuery } from '../api/posts';
import { DeviceLocationBadge, LiveBadge, MediaGrid } from './media-grid';

/** The Media tab: every photo of the project's posts, verified ones marked. */
export function MediaTab({
  projectId,
  emptyImage,
  onWriteReview,
}: {
  projectId: string;
  emptyImage: string;
  onWriteReview: () => void;
}) {
  const query = useInfiniteQuery(projectMediaQuery(projectId));
  if (query.isPending) {
    return (
      <Group gap="xs" aria-busy="true" aria-label="Loading photos">
        {[1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={140} width={140} radius="md" />
        ))}
      </Group>
    );
  }
  if (query.error && !query.data) {
    return (
      <EmptyState
        title="Photos could not be loaded"
        text="Check your connection and try again."
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  const media = query.data.pages.flatMap((page) => page.results);
  const count = query.data.pages[0]?.count ?? 0;
  if (!media.length) {
    return (
      <EmptyState
        image={{ src: emptyImage, alt: '' }}
        title="No photos yet"
        text="Photos from reviews and updates will be shown here. Photos taken at the site are marked as verified."
        action={<Button onClick={onWriteReview}>Add a review with photos</Button>}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm" c="gray.7">
          {formatNumber(count)} {count === 1 ? 'photo' : 'photos'}.
        </Text>
        <LiveBadge size="xs" />
        <Text size="sm" c="gray.7">
          = the photo's own GPS is within 2 km of the project and it was taken within a day of posting.
        </Text>
        <DeviceLocationBadge size="xs" />
        <Text size="sm" c="gray.7">
          = placed by the phone's position only.
        </Text>
      </Group>
      <MediaGrid media={media} />
      {query.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          w="fit-content"
          mx="auto"
        >
          Show more photos
        </Button>
      ) : null}
    </Stack>
  );
}
