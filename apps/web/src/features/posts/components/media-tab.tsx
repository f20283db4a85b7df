import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { projectMediaQuery } from '../api/posts';
import { DeviceLocationBadge, LiveBadge, MediaGrid } from './media-grid';
import { useTranslation } from '../../../i18n';
import { LoadError } from '../../../components/ui/load-error';

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
  const { t } = useTranslation();
  const query = useInfiniteQuery(projectMediaQuery(projectId));
  if (query.isPending) {
    return (
      <Group gap="xs" aria-busy="true" aria-label={t('posts.loadingPhotos')}>
        {[1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={140} width={140} radius="md" />
        ))}
      </Group>
    );
  }
  if (query.error && !query.data) {
    return (
      <LoadError
        title={t('posts.photosFailed')}
        text={t('posts.checkConnection')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const media = query.data.pages.flatMap((page) => page.results);
  const count = query.data.pages[0]?.count ?? 0;
  if (!media.length) {
    return (
      <EmptyState
        image={{ src: emptyImage, alt: '' }}
        title={t('posts.noPhotos')}
        text={t('posts.noPhotosText')}
        action={<Button onClick={onWriteReview}>{t('posts.addReviewPhotos')}</Button>}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm" c="gray.7">
          {t('posts.photoCount', { count })}
        </Text>
        <LiveBadge size="xs" />
        <Text size="sm" c="gray.7">
          {t('posts.liveMeaning')}
        </Text>
        <DeviceLocationBadge size="xs" />
        <Text size="sm" c="gray.7">
          {t('posts.deviceMeaning')}
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
          {t('posts.showMorePhotos')}
        </Button>
      ) : null}
    </Stack>
  );
}
