import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { unreadCountQuery } from '../api/notifications';
import { useTranslation } from '../../../i18n';

/** The header's bell: links to /notifications and shows how many are unread (99+ past 99). */
export function NotificationBell({ label }: { label: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(unreadCountQuery());
  const unread = data?.unread_count ?? 0;
  const badge = unread > 99 ? '99+' : String(unread);
  return (
    <Indicator label={badge} size={18} offset={6} color="red" disabled={unread === 0} inline>
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        color="gray.8"
        size="lg"
        aria-label={unread ? t('notifications.bellUnread', { label, count: unread }) : label}
      >
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
