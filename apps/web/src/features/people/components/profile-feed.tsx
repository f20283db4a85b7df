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

const TYPE_LABELS: Record<string, string> = {
  REVIEW: 'Review',
  COMMENT: 'Comment',
  UPDATE: 'Project update',
  MILESTONE_UPDATE: 'Milestone update',
};

function sentimentLabel(sentiment: string) {
  return sentiment.charAt(0) + sentiment.slice(1).toLowerCase();
}

function FeedItem({ post }: { post: Post }) {
  const label = post.parent ? (post.type_of_post === 'COMMENT' ? 'Comment' : 'Reply') : (TYPE_LABELS[post.type_of_post] ?? 'Post');
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
              {sentimentLabel(post.sentiment)}
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
            {post.title || (post.parent ? `On “${post.parent.title}”` : 'Untitled post')}
          </Anchor>
          {post.body ? (
            <Text size="sm" lineClamp={3}>
              {post.body}
            </Text>
          ) : null}
        </Stack>
        {image ? <Image src={image.image} alt={image.caption || 'Photo of the post'} w={72} h={72} radius="sm" fit="cover" /> : null}
      </Group>
      <Group gap="md" mt="xs">
        <Text size="xs" c="gray.7" aria-label={`${post.upvotes.count} upvotes`}>
          <IconArrowBigUp size={14} aria-hidden style={{ verticalAlign: -2 }} /> {formatNumber(post.upvotes.count)}
        </Text>
        <Text size="xs" c="gray.7" aria-label={`${post.reviews_count} replies`}>
          <IconMessageCircle size={14} aria-hidden style={{ verticalAlign: -2 }} /> {formatNumber(post.reviews_count)}
        </Text>
      </Group>
    </Card>
  );
}

/** The Posts tab of a profile: their reviews, comments and updates, newest first. */
export function ProfileFeed({ id, name, page, onPage }: { id: string; name: string; page: number; onPage: (page: number) => void }) {
  const query = useQuery(profileFeedQuery(id, (page - 1) * ACTIVITY_PAGE_SIZE));
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading posts">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={110} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.error && !query.data) {
    return isForbidden(query.error) ? <PrivateActivity name={name} /> : <ActivityError what="posts" onRetry={() => void query.refetch()} />;
  }
  const posts = query.data?.results ?? [];
  if (!posts.length) {
    return <EmptyState order={3} icon={<IconMessages size={36} stroke={1.5} />} title="No posts yet" text={name === 'You' ? 'You have not reviewed or commented on a project yet.' : `${name} has not reviewed or commented on a project yet.`} />;
  }
  return (
    <Stack gap="sm">
      {posts.map((post) => (
        <FeedItem key={post.public_id} post={post} />
      ))}
      <ActivityPagination total={query.data?.count ?? 0} page={page} onChange={onPage} />
    </Stack>
  );
}
