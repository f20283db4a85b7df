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
import { useTranslation } from '../../../i18n';
import { tRich } from '../../../i18n/rich';
import { LoadError } from '../../../components/ui/load-error';

/** /post/{id}: one post, what it answers, and its thread of replies. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(postQuery(id));
  useDocumentTitle(
    query.data
      ? t('posts.docTitlePost', {
          title: query.data.title || t('posts.post'),
          project: query.data.project.name,
        })
      : t('posts.docTitleAny'),
  );
  if (query.isPending) {
    return (
      <Stack gap="md" maw={760} mx="auto" aria-busy="true" aria-label={t('posts.loadingPost')}>
        <Skeleton height={20} width={240} />
        <Skeleton height={180} radius="md" />
        <Skeleton height={80} radius="md" />
      </Stack>
    );
  }
  if (query.error) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    if (!missing)
      return (
        <LoadError
          order={1}
          title={t('posts.postFailed')}
          text={t('posts.checkConnection')}
          onRetry={() => void query.refetch()}
        />
      );
    return (
      <EmptyState
        order={1}
        icon={<IconMessageOff size={36} stroke={1.5} />}
        title={t('posts.postNotFound')}
        text={t('posts.postGone')}
        action={
          <Button component={Link} to="/citizen/discover">
            Discover projects
          </Button>
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
        aria-label={t('posts.breadcrumb')}
        styles={{ root: { flexWrap: 'wrap' } }}
      >
        <Anchor component={Link} to={`/project/${post.project.public_id}`} size="sm">
          {post.project.name}
        </Anchor>
        <Text size="sm" c="gray.7" aria-current="page" lineClamp={1}>
          {post.title || t('posts.post')}
        </Text>
      </Breadcrumbs>
      <VisuallyHidden>
        <h1>{t('posts.postOn', { title: post.title || t('posts.post'), project: post.project.name })}</h1>
      </VisuallyHidden>
      {post.parent ? (
        <Text size="sm">
          {tRich('posts.inAnswerTo', {
            post: (
              <Anchor component={Link} to={`/post/${post.parent.public_id}`}>
                {post.parent.title ||
                  t('posts.someonesPost', {
                    name: post.parent.owner.display_name || post.parent.owner.username,
                  })}
              </Anchor>
            ),
          })}
        </Text>
      ) : null}
      <PostCard post={post} linkThread={false} showProject />
      <ReplyForm postId={post.public_id} />
      <Title order={2} size="h4">
        {t('posts.repliesTitle')}
      </Title>
      <ThreadReplies postId={post.public_id} />
    </Stack>
  );
}
