import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Notification, NotificationKind } from '@oversight/shared/notifications/notifications.schemas';
import {
  IconArrowBigDown,
  IconArrowBigUp,
  IconBell,
  IconBuildingBank,
  IconChecklist,
  IconClipboardText,
  IconFlag,
  IconMapPin,
  IconMessageCircle,
  IconMessageReply,
  IconRefresh,
  IconStar,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatRelative } from '../../../lib/format-relative';
import classes from './notification-item.module.css';
import { t, useTranslation } from '../../../i18n';
import { notificationText } from '../notification-text';

const KIND_ICONS: Record<NotificationKind, ReactNode> = {
  reply: <IconMessageReply size={14} />,
  comment: <IconMessageCircle size={14} />,
  upvote: <IconArrowBigUp size={14} />,
  downvote: <IconArrowBigDown size={14} />,
  review: <IconStar size={14} />,
  project_update: <IconBell size={14} />,
  milestone_update: <IconFlag size={14} />,
  status_change: <IconRefresh size={14} />,
  new_project: <IconMapPin size={14} />,
  follow: <IconUserPlus size={14} />,
  stakeholder_invite: <IconUsers size={14} />,
  invite_answer: <IconUsers size={14} />,
  form_respondent: <IconClipboardText size={14} />,
  official_response: <IconBuildingBank size={14} />,
  review_state: <IconChecklist size={14} />,
};

/** One notification: who, what, when; unread ones are tinted and dotted. Opening it marks it read. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  useTranslation(); // re-renders when the language changes
  const who = notification.actor?.display_name || notification.project?.name || 'Oversight';
  const text = notificationText(notification);
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={!notification.is_read || undefined}
      onClick={() => onOpen(notification)}
      aria-label={notification.is_read ? text : t('notifications.unreadItem', { text })}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box pos="relative">
          <UserAvatar name={who} src={notification.actor?.avatar} size={40} decorative />
          <span className={classes.kind} aria-hidden>
            {KIND_ICONS[notification.kind]}
          </span>
        </Box>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={notification.is_read ? 400 : 600}>
            {text}
          </Text>
          {notification.excerpt ? (
            <Text size="sm" c="gray.7" lineClamp={2}>
              “{notification.excerpt}”
            </Text>
          ) : null}
          <Text size="xs" c="gray.7">
            {formatRelative(notification.created)}
          </Text>
        </Stack>
        {notification.is_read ? null : <span className={classes.dot} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}
