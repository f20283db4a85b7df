import { Button, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { Post } from '@oversight/shared/posts/posts.schemas';
import type { ProjectActivity } from '@oversight/shared/projects/projects.schemas';
import { IconFlag, IconHistory, IconSpeakerphone } from '@tabler/icons-react';
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { projectUpdatesQuery } from '../../../features/posts/api/posts';
import { PostCard } from '../../../features/posts/components/post-card';
import {
  ACTIVITY_PAGE_SIZE,
  projectActivitiesQuery,
} from '../../../features/projects/api/project-activities';
import emptyActivity from '../../../features/projects/assets/empty-activity.svg';
import { activityTitle, describeActivity } from '../../../features/projects/components/project-activity';
import { formatRelative } from '../../../lib/format-relative';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../i18n';

type Entry =
  { kind: 'update'; at: string; post: Post } | { kind: 'history'; at: string; activity: ProjectActivity };

/**
 * The Activity tab: the organisation's updates and milestones interleaved with the history of changes. Only what
 * both lists have loaded down to the same date is shown, so an older item never appears above a newer one.
 */
export function ProjectActivityTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const updates = useInfiniteQuery(projectUpdatesQuery(projectId));
  const [historyPages, setHistoryPages] = useState(1);
  const history = useQueries({
    queries: Array.from({ length: historyPages }, (_, index) =>
      projectActivitiesQuery(projectId, index * ACTIVITY_PAGE_SIZE),
    ),
  });
  if (updates.isPending || history.some((query) => query.isPending)) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('activity.loading')}>
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Stack>
    );
  }
  const posts = updates.data?.pages.flatMap((page) => page.results) ?? [];
  const changes = history.flatMap((query) => query.data?.results ?? []);
  const historyHasMore = !!history[history.length - 1]?.data?.next;
  const oldest = (items: { at: string }[]) =>
    items.reduce((min, item) => (item.at < min ? item.at : min), '\uffff');
  const entries: Entry[] = [
    ...posts.map((post) => ({ kind: 'update' as const, at: post.created, post })),
    ...changes.map((activity) => ({ kind: 'history' as const, at: activity.created, activity })),
  ].sort((a, b) => (a.at < b.at ? 1 : -1));
  // Cut at the newest "oldest loaded" date of the lists that have more to load.
  const cuts = [
    updates.hasNextPage ? oldest(posts.map((post) => ({ at: post.created }))) : '',
    historyHasMore ? oldest(changes.map((c) => ({ at: c.created }))) : '',
  ];
  const cut = cuts.reduce((max, value) => (value > max ? value : max), '');
  const shown = entries.filter((entry) => entry.at >= cut);

  if (!shown.length) {
    return (
      <EmptyState
        image={{ src: emptyActivity, alt: '' }}
        title={t('activity.empty')}
        text={t('activity.emptyText')}
        order={2}
      />
    );
  }
  return (
    <Stack gap="md">
      <Timeline bulletSize={24} lineWidth={2} active={shown.length}>
        {shown.map((entry) =>
          entry.kind === 'update' ? (
            <Timeline.Item
              key={`u-${entry.post.public_id}`}
              bullet={
                entry.post.type_of_post === 'MILESTONE_UPDATE' ? (
                  <IconFlag size={13} aria-hidden />
                ) : (
                  <IconSpeakerphone size={13} aria-hidden />
                )
              }
            >
              <PostCard post={entry.post} />
            </Timeline.Item>
          ) : (
            <Timeline.Item
              key={`h-${entry.activity.id}`}
              bullet={<IconHistory size={12} aria-hidden />}
              title={activityTitle(entry.activity)}
            >
              {describeActivity(entry.activity).map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
              <Text size="xs" c="gray.7" mt={4}>
                <time dateTime={entry.activity.created} title={formatDate(entry.activity.created, 'minute')}>
                  {formatRelative(entry.activity.created)}
                </time>
                {entry.activity.actor
                  ? ` · ${entry.activity.actor.display_name || entry.activity.actor.username}`
                  : ''}
              </Text>
            </Timeline.Item>
          ),
        )}
      </Timeline>
      {updates.hasNextPage || historyHasMore ? (
        <Button
          variant="default"
          w="fit-content"
          mx="auto"
          loading={updates.isFetchingNextPage || history.some((query) => query.isFetching)}
          onClick={() => {
            if (updates.hasNextPage) void updates.fetchNextPage();
            if (historyHasMore) setHistoryPages((pages) => pages + 1);
          }}
        >
          {t('activity.older')}
        </Button>
      ) : null}
    </Stack>
  );
}
