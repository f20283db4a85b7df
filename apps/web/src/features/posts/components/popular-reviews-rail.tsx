import { Box, Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { popularReviewsQuery } from '../api/posts';
import { PostCard } from './post-card';
import { t } from '../../../i18n';

/** Discover's rail of the most upvoted reviews (hidden when there are none). */
export function PopularReviewsRail() {
  const query = useQuery(popularReviewsQuery());
  if (query.isPending)
    return <Skeleton height={180} radius="md" role="status" aria-label={t('posts.loadingPopular')} />;
  const reviews = query.data ?? [];
  if (!reviews.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="popular-reviews">
      <Title order={2} size="h4" id="popular-reviews">
        {t('posts.popularTitle')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('posts.popularText')}
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="sm" wrap="nowrap" align="stretch" pb="xs">
          {reviews.map((post) => (
            <Box key={post.public_id} w={320} style={{ flex: '0 0 auto' }}>
              <PostCard post={post} showProject />
            </Box>
          ))}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
