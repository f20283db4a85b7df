import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Post, ReviewState } from '@oversight/shared/posts/posts.schemas';
import { IconBuildingBank } from '@tabler/icons-react';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatDate } from '../../../lib/format';
import { formatRelative } from '../../../lib/format-relative';
import { t } from '../../../i18n';

const STATE_WORDS = {
  received: 'posts.stateReceived',
  acknowledged: 'posts.stateAcknowledged',
  in_progress: 'posts.stateInProgress',
  resolved: 'posts.stateResolved',
  not_actionable: 'posts.stateNotActionable',
} as const satisfies Record<ReviewState, string>;

const STATE_COLORS: Record<ReviewState, string> = {
  received: 'gray',
  acknowledged: 'blue',
  in_progress: 'yellow',
  resolved: 'green',
  not_actionable: 'red',
};

/** A citizen review's state, as a badge. */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  const word = t(STATE_WORDS[state]);
  return (
    <Badge
      variant="light"
      color={STATE_COLORS[state]}
      aria-label={t('posts.reviewStateLabel', { state: word })}
      styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {word}
    </Badge>
  );
}

/** The official responses under a post: the organisation (name, badge) and the responder's role, never the person. */
/** `responses` may be missing from a post answered by an older API (a cached page, an offline copy). */
export function OfficialResponses({ responses }: { responses?: Post['official_responses'] }) {
  if (!responses?.length) return null;
  return (
    <Stack gap="xs">
      {responses.map((response) => (
        <Paper
          key={response.id}
          withBorder
          p="sm"
          radius="md"
          bg="var(--mantine-color-blue-0)"
          component="section"
          aria-label={t('posts.officialResponseFrom', { organization: response.organization.name })}
        >
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap">
              <UserAvatar
                name={response.organization.name}
                src={response.organization.avatar}
                decorative
                size={24}
              />
              <IconBuildingBank size={16} aria-hidden />
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('posts.officialResponseFrom', { organization: response.organization.name })}
              </Text>
            </Group>
            <Text size="xs" c="gray.7">
              {response.responder_role ? `${response.responder_role} · ` : ''}
              <time dateTime={response.created} title={formatDate(response.created, 'minute')}>
                {formatRelative(response.created)}
              </time>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {response.body}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
