import { Alert, Anchor, Text } from '@mantine/core';
import { PERMISSIONS } from '@oversight/shared/access/permission-ids';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useMatch } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store';
import { formatDate } from '../../../lib/format';
import { roleAllows } from '../../../lib/workspace';
import { activeSubscriptionQuery } from '../api/active';

/**
 * On every page, for those who manage billing: a failed renewal, until it is paid or the grace period ends.
 * The subscription page shows the full notice itself.
 */
export function RenewalBanner() {
  const organization = useAuthStore((state) => state.currentOrganization);
  const mode = useAuthStore((state) => state.mode);
  const onSubscriptionPage = useMatch('/settings/subscription');
  const enabled =
    mode === 'ORGANISATION' &&
    !!organization &&
    !organization.is_personal &&
    roleAllows(organization, PERMISSIONS.MANAGE_BILLING);
  const active = useQuery({ ...activeSubscriptionQuery(), enabled, staleTime: 5 * 60_000, retry: false });
  const subscription = active.data?.subscription;
  if (!enabled || onSubscriptionPage || subscription?.status !== 'past_due') return null;
  return (
    <Alert
      color="red"
      variant="light"
      mb="md"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Your subscription renewal failed"
    >
      <Text size="sm">
        {organization.name} moves to the Free plan on {formatDate(subscription.grace_ends_at)} unless it is
        paid.{' '}
        <Anchor component={Link} to="/settings/subscription" c="red.9" fw={600} underline="always">
          Retry or change the card
        </Anchor>
      </Text>
    </Alert>
  );
}
