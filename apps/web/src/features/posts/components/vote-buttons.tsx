import { Button, Group } from '@mantine/core';
import type { Post } from '@oversight/shared/posts/posts.schemas';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useAuthStore } from '../../../lib/auth-store';
import { requireAuth } from '../../../lib/auth-modal';
import { useVotePost } from '../api/write-posts';
import { t } from '../../../i18n';

/** Up and down votes: toggles that exclude each other (the server decides; the answer is shown). */
export function VoteButtons({ post }: { post: Post }) {
  const me = useAuthStore((s) => s.user?.public_id);
  const mutation = useVotePost(post.public_id);
  const upvoted = !!me && post.upvotes.votes.some((vote) => vote.user.public_id === me);
  const downvoted = !!me && post.downvotes.votes.some((vote) => vote.user.public_id === me);
  const vote = (direction: 'upvote' | 'downvote') => requireAuth(() => mutation.mutate(direction));
  return (
    <Group gap={4}>
      <Button
        size="compact-sm"
        variant={upvoted ? 'light' : 'subtle'}
        color={upvoted ? 'oversight' : 'gray'}
        leftSection={<IconThumbUp size={16} aria-hidden />}
        aria-pressed={upvoted}
        aria-label={t('posts.upvote', { count: post.upvotes.count })}
        loading={mutation.isPending && mutation.variables === 'upvote'}
        onClick={() => vote('upvote')}
      >
        {post.upvotes.count}
      </Button>
      <Button
        size="compact-sm"
        variant={downvoted ? 'light' : 'subtle'}
        color={downvoted ? 'red' : 'gray'}
        leftSection={<IconThumbDown size={16} aria-hidden />}
        aria-pressed={downvoted}
        aria-label={t('posts.downvote', { count: post.downvotes.count })}
        loading={mutation.isPending && mutation.variables === 'downvote'}
        onClick={() => vote('downvote')}
      >
        {post.downvotes.count}
      </Button>
    </Group>
  );
}
