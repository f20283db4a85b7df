import { Anchor, Badge, Card, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import type { Post } from '@oversight/shared/posts/posts.schemas';
import { IconArrowBigUp, IconMessageCircle, IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatNumber } from '../../../lib/format';
import { formatRelative } from '../../../lib/format-relative';
import { ACTIVITY_PAGE_SIZE, profileFeedQuery } from '../api/profile-activity';
import { ActivityError, ActivityPagination, PrivateActivity, isForbidden } from './activity-states';
import { useTranslation, type MessageKey } from '../../../i18n';
import { sentimentLabel } from '../../../components/ui/sentiment';
import type { Sentiment } from '@oversight/shared/reference/enums';

const TYPE_LABELS: Record<string, MessageKey> = {
  REVIEW: 'posts.typeREVIEW',
  COMMENT: 'posts.typeCOMMENT',
  UPDATE: 'people.typeUPDATE',
  MILESTONE_UPDATE: 'people.typeMILESTONE_UPDATE',
};

function FeedItem({ post }: { post: Post }) {
  const { t } = useTranslation();
  const typeKey = TYPE_LABELS[post.type_of_post];
  const label = post.parent
    ? t(post.type_of_post === 'COMMENT' ? 'posts.typeCOMMENT' : 'posts.reply')
    : typeKey
      ? t(typeKey)
      : t('posts.post');
  const image = post.images[0];
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {label}
          </Badge>
          {post.sentiment ? (
            <Badge variant="outline" size="sm" color="gray.7">
              {sentimentLabel(post.sentiment.toLowerCase() as Sentiment)}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="gray.7">
          {formatRelative(post.created)}
        </Text>
      </Group>
      <Anchor component={Link} to={`/project/${post.project.public_id}`} size="xs" c="gray.7">
        {post.project.name}
      </Anchor>
      <Group align="flex-start" wrap="nowrap" gap="sm" mt={4}>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={`/post/${post.parent?.public_id ?? post.public_id}`} fw={600} c="dark">
            {post.title ||
              (post.parent ? t('people.onPost', { title: post.parent.title }) : t('people.untitled'))}
          </Anchor>
          {post.body ? (
            <Text size="sm" lineClamp={3}>
              {post.body}
            </Text>
          ) : null}
        </Stack>
        {image ? (
          <Image
            src={image.image}
            alt={image.caption || t('people.photoOfPost')}
            w={72}
            h={72}
            radius="sm"
            fit="cover"
          />
        ) : null}
      </Group>
      <Group gap="md" mt="xs">
        <Text size="xs" c="gray.7" aria-label={t('people.upvotes', { count: post.upvotes.count })}>
          <IconArrowBigUp size={14} aria-hidden style={{ verticalAlign: -2 }} />{' '}
          {formatNumber(post.upvotes.count)}
        </Text>
        <Text size="xs" c="gray.7" aria-label={t('people.replies', { count: post.reviews_count })}>
          <IconMessageCircle size={14} aria-hidden style={{ verticalAlign: -2 }} />{' '}
          {formatNumber(post.reviews_count)}
        </Text>
      </Group>
    </Card>
  );
}

/** The Posts tab of a profile: their reviews, comments and updates, newest first. */
export function ProfileFeed({
  id,
  name,
  page,
  onPage,
}: {
  id: string;
  name: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(profileFeedQuery(id, (page - 1) * ACTIVITY_PAGE_SIZE));
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('people.loadingPosts')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={110} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.error && !query.data) {
    return isForbidden(query.error) ? (
      <PrivateActivity name={name} />
    ) : (
      <ActivityError what="posts" onRetry={() => void query.refetch()} />
    );
  }
  const posts = query.data.results;
  if (!posts.length) {
    return (
      <EmptyState
        order={3}
        icon={<IconMessages size={36} stroke={1.5} />}
        title={t('people.noPosts')}
        text={name === 'You' ? t('people.noPostsOwn') : t('people.noPostsText', { name })}
      />
    );
  }
  return (
    <Stack gap="sm">
      {posts.map((post) => (
        <FeedItem key={post.public_id} post={post} />
      ))}
      <ActivityPagination total={query.data.count} page={page} onChange={onPage} />
    </Stack>
  );
}
