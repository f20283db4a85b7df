import { Box, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { Post } from '@oversight/shared/posts/posts.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { postChildrenQuery } from '../api/posts';
import { PostCard } from './post-card';
import { ReplyForm } from './reply-form';
import { useTranslation } from '../../../i18n';
import { LoadError } from '../../../components/ui/load-error';

const MAX_DEPTH = 4;

/** The answers to a post, newest first; each answer can open its own answers (nested up to 4 levels). */
export function ThreadReplies({ postId, depth = 0 }: { postId: string; depth?: number }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(postChildrenQuery(postId));
  if (query.isPending)
    return <Skeleton height={80} radius="md" role="status" aria-label={t('posts.loadingReplies')} />;
  if (query.error && !query.data) {
    return <LoadError title={t('posts.repliesFailed')} onRetry={() => void query.refetch()} />;
  }
  const replies = query.data.pages.flatMap((page) => page.results);
  const total = query.data.pages[0]?.count ?? 0;
  if (!replies.length)
    return depth === 0 ? (
      <Text size="sm" c="gray.7">
        {t('posts.noReplies')}
      </Text>
    ) : null;
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={`${total} ${total === 1 ? 'reply' : 'replies'}`}
    >
      {replies.map((reply) => (
        <Box component="li" key={reply.public_id}>
          <ThreadItem post={reply} depth={depth} />
        </Box>
      ))}
      {query.hasNextPage ? (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('posts.olderReplies')}
        </Button>
      ) : null}
    </Stack>
  );
}

function ThreadItem({ post, depth }: { post: Post; depth: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const canNest = depth + 1 < MAX_DEPTH;
  return (
    <Stack gap={6}>
      <PostCard post={post} linkThread={!canNest} />
      {canNest ? (
        <Box pl={{ base: 'sm', sm: 'xl' }} style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
          <Stack gap={6}>
            <Box>
              {post.reviews_count ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setOpen((value) => !value)}
                  aria-expanded={open}
                >
                  {open ? t('posts.hideReplies') : t('posts.showReplies', { count: post.reviews_count })}
                </Button>
              ) : null}
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setReplying((value) => !value)}
                aria-expanded={replying}
              >
                Reply
              </Button>
            </Box>
            {replying ? (
              <ReplyForm
                postId={post.public_id}
                label={t('posts.replyTo', { name: post.owner.display_name || post.owner.username })}
                autoFocus
              />
            ) : null}
            {open || (replying && post.reviews_count) ? (
              <ThreadReplies postId={post.public_id} depth={depth + 1} />
            ) : null}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
