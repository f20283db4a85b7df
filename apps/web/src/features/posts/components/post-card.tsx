import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Post } from '@oversight/shared/posts/posts.schemas';
import { IconFlag, IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatRelative } from '../../../lib/format-relative';
import { formatDate } from '../../../lib/format';
import { MediaGrid } from './media-grid';
import { SentimentBadge } from '../../../components/ui/sentiment';
import type { WorkStatus } from '@oversight/shared/posts/posts.schemas';

const WORK_WORDS = {
  yes: 'posts.postWorkYes',
  stopped: 'posts.postWorkStopped',
  cannot_tell: 'posts.postWorkCannotTell',
} as const satisfies Record<WorkStatus, string>;
import { VoteButtons } from './vote-buttons';
import { OfficialResponses, ReviewStateBadge } from './official-responses';
import { t } from '../../../i18n';

const TYPE_LABELS: Record<Post['type_of_post'], string> = {
  REVIEW: 'Review',
  COMMENT: 'Comment',
  UPDATE: 'Update',
  MILESTONE_UPDATE: 'Milestone',
};

export interface PostCardProps {
  post: Post;
  /** Show which project the post is about (rails, feeds). */
  showProject?: boolean;
  /** Link the answers count to the thread page. */
  linkThread?: boolean;
  footer?: ReactNode;
  withBorder?: boolean;
}

/** One post: author, when, feeling, text, photos, votes and answers. */
export function PostCard({ post, showProject, linkThread = true, footer, withBorder = true }: PostCardProps) {
  const name = post.owner.display_name || post.owner.username;
  const isUpdate = post.type_of_post === 'UPDATE' || post.type_of_post === 'MILESTONE_UPDATE';
  return (
    <Card
      withBorder={withBorder}
      padding="md"
      radius="md"
      component="article"
      aria-label={t('posts.byName', { type: t(`posts.type${post.type_of_post}`), name })}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar name={name} src={post.owner.avatar} decorative size={36} />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={Link} to={`/profile/${post.owner.public_id}`} fw={600} size="sm" c="dark">
              {name}
            </Anchor>
            <Text size="xs" c="gray.7">
              <time dateTime={post.created} title={formatDate(post.created, 'minute')}>
                {formatRelative(post.created)}
              </time>
              {showProject ? (
                <>
                  {' · '}
                  <Anchor component={Link} to={`/project/${post.project.public_id}`} size="xs">
                    {post.project.name}
                  </Anchor>
                </>
              ) : null}
            </Text>
          </Stack>
        </Group>
        {post.sentiment || isUpdate || post.state ? (
          <Group gap="xs">
            {post.sentiment ? <SentimentBadge sentiment={post.sentiment} /> : null}
            {post.state ? <ReviewStateBadge state={post.state} /> : null}
            {isUpdate ? (
              <Badge
                variant="light"
                color={post.type_of_post === 'MILESTONE_UPDATE' ? 'yellow' : 'oversight'}
                leftSection={<IconFlag size={12} aria-hidden />}
                styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
              >
                {TYPE_LABELS[post.type_of_post]}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        {post.title ? (
          <Text fw={700} size="md">
            {post.title}
          </Text>
        ) : null}
        {post.body ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {post.body}
          </Text>
        ) : null}
        {post.work_happening || post.estimated_completion !== null ? (
          <Text size="sm" c="gray.8">
            {[
              post.work_happening ? t(WORK_WORDS[post.work_happening]) : null,
              post.estimated_completion !== null
                ? t('posts.postEstimate', { percent: post.estimated_completion })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        ) : null}
        {post.images.length ? (
          <MediaGrid media={post.images} cols={{ base: 2, sm: Math.min(4, post.images.length) }} />
        ) : null}
        <OfficialResponses responses={post.official_responses} />
        <Group justify="space-between" gap="xs">
          <VoteButtons post={post} />
          {linkThread ? (
            <Anchor component={Link} to={`/post/${post.public_id}`} size="sm">
              <Group gap={4} component="span">
                <IconMessage size={16} aria-hidden />
                {post.reviews_count ? t('posts.replies', { count: post.reviews_count }) : t('posts.reply')}
              </Group>
            </Anchor>
          ) : null}
        </Group>
        {footer}
      </Stack>
    </Card>
  );
}
