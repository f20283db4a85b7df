import { Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Notification } from '@oversight/shared/notifications/notifications.schemas';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../../../features/notifications/api/mark-read';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationsQuery,
  useListFollowsUnreadCount,
  useUnreadCountFollowsList,
} from '../../../features/notifications/api/notifications';
import { NotificationItem } from '../../../features/notifications/components/notification-item';
import { ListPagination, LoadError } from '../../../features/projects/components/project-list';
import { usePaging } from '../../../lib/use-paging';
import { showSuccess } from '../../../lib/toasts';
import { t, useTranslation } from '../../../i18n';

function ListSkeleton() {
  return (
    <Stack gap={0} aria-busy="true" aria-label={t('notifications.loading')}>
      {Array.from({ length: 5 }, (_, index) => (
        <Group key={index} p="md" wrap="nowrap">
          <Skeleton circle height={40} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={14} width="70%" />
            <Skeleton height={12} width="30%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

export function Component() {
  useTranslation();
  useDocumentTitle(t('notifications.docTitle'));
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const { page, setPage, offset } = usePaging(NOTIFICATIONS_PAGE_SIZE, { resetKey: filter });
  const unreadOnly = filter === 'unread';
  const query = useQuery(notificationsQuery(offset, unreadOnly));
  const navigate = useNavigate();
  // The bell polls once a minute; the list just read is newer, so the bell reads again with it.
  useUnreadCountFollowsList(query.dataUpdatedAt);
  // And the other way: when the bell's count rises while the page is open, the list reads the new ones.
  useListFollowsUnreadCount();

  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  function open(notification: Notification) {
    if (!notification.is_read) markOne.mutate(notification.id);
    if (notification.link) void navigate(notification.link);
  }

  const results = query.data?.results ?? [];
  const hasUnread = results.some((notification) => !notification.is_read) || unreadOnly;
  return (
    <Stack gap="md" maw={760} mx="auto">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('notifications.title')}
        </Title>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: (result) => showSuccess(t('notifications.markedAll', { count: result.marked })),
            })
          }
          loading={markAll.isPending}
          disabled={!hasUnread || results.length === 0}
        >
          {t('notifications.markAll')}
        </Button>
      </Group>
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as 'all' | 'unread')}
        data={[
          { value: 'all', label: t('notifications.all') },
          { value: 'unread', label: t('notifications.unread') },
        ]}
        aria-label={t('notifications.show')}
        style={{ alignSelf: 'flex-start' }}
      />
      <Card withBorder radius="md" padding={0}>
        {query.isPending ? (
          <ListSkeleton />
        ) : query.error && !query.data ? (
          <LoadError what="your notifications" onRetry={() => void query.refetch()} />
        ) : results.length === 0 ? (
          <EmptyState
            icon={<IconBellOff size={36} stroke={1.5} />}
            title={unreadOnly ? t('notifications.caughtUp') : t('notifications.noneYet')}
            text={unreadOnly ? t('notifications.allRead') : t('notifications.emptyText')}
            action={
              unreadOnly ? null : (
                <Button component={Link} to="/citizen/discover" variant="light">
                  {t('notifications.discoverProjects')}
                </Button>
              )
            }
          />
        ) : (
          <div role="list" aria-label={t('notifications.title')} aria-busy={query.isFetching || undefined}>
            {results.map((notification) => (
              <div role="listitem" key={notification.id}>
                <NotificationItem notification={notification} onOpen={open} />
              </div>
            ))}
          </div>
        )}
      </Card>
      {query.data && query.data.count > 0 ? (
        <Text size="xs" c="gray.7" ta="center">
          {t('notifications.count', { count: query.data.count })}
        </Text>
      ) : null}
      <ListPagination
        total={query.data?.count ?? 0}
        pageSize={NOTIFICATIONS_PAGE_SIZE}
        page={page}
        onChange={setPage}
        label={t('notifications.pages')}
      />
    </Stack>
  );
}
