import { Anchor, Breadcrumbs, Button, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMessageOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { postQuery } from '../../../features/posts/api/posts';
import { PostCard } from '../../../features/posts/components/post-card';
import { ThreadReplies } from '../../../features/posts/components/post-thread';
import { ReplyForm } from '../../../features/posts/components/reply-form';
import { ApiError } from '../../../lib/api-client';

/** /post/{id}: one post, what it answers, and its thread of replies. */
export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(postQuery(id));
  useDocumentTitle(
    query.data
      ? `${query.data.title || 'Post'} · ${query.data.project.name} · Oversight`
      : 'Post · Oversight',
  );
  if (query.isPending) {
    return (
      <Stack gap="md" maw={760} mx="auto" aria-busy="true" aria-label="Loading post">
        <Skeleton height={20} width={240} />
        <Skeleton height={180} radius="md" />
        <Skeleton height={80} radius="md" />
      </Stack>
    );
  }
  if (query.error) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        order={1}
        icon={<IconMessageOff size={36} stroke={1.5} />}
        title={missing ? 'Post not found' : 'The post could not be loaded'}
        text={
          missing
            ? 'It may have been removed, or its project is not public.'
            : 'Check your connection and try again.'
        }
        action={
          missing ? (
            <Button component={Link} to="/citizen/discover">
              Discover projects
            </Button>
          ) : (
            <Button onClick={() => void query.refetch()}>Try again</Button>
          )
        }
      />
    );
  }
  const post = query.data;
  return (
    <Stack gap="md" maw={760} mx="auto">
      <Breadcrumbs
        component="nav"
        separator="›"
        aria-label="Breadcrumb"
        styles={{ root: { flexWrap: 'wrap' } }}
      >
        <Anchor component={Link} to={`/project/${post.project.public_id}`} size="sm">
          {post.project.name}
        </Anchor>
        <Text size="sm" c="gray.7" aria-current="page" lineClamp={1}>
          {post.title || 'Post'}
        </Text>
      </Breadcrumbs>
      <VisuallyHidden>
        <h1>
          {post.title || 'Post'} on {post.project.name}
        </h1>
      </VisuallyHidden>
      {post.parent ? (
        <Text size="sm">
          In answer to{' '}
          <Anchor component={Link} to={`/post/${post.parent.public_id}`}>
            {post.parent.title || `${post.parent.owner.display_name || post.parent.owner.username}’s post`}
          </Anchor>
        </Text>
      ) : null}
      <PostCard post={post} linkThread={false} showProject />
      <ReplyForm postId={post.public_id} />
      <Title order={2} size="h4">
        Replies
      </Title>
      <ThreadReplies postId={post.public_id} />
    </Stack>
  );
}
