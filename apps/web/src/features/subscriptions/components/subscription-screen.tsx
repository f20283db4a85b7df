import { Alert, Skeleton, Stack } from '@mantine/core';
import { PERMISSIONS } from '@oversight/shared/access/permission-ids';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { roleAllows } from '../../../lib/workspace';
import { activeSubscriptionQuery } from '../api/active';
import { CheckoutReturn } from './checkout-return';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentHistory } from './payment-history';
import { PlanOptions } from './plan-options';
import { LoadError } from '../../../components/ui/load-error';

/** Settings > Subscription: the organisation's plan, plans on offer, notices and payments (owners and billing roles). */
export function SubscriptionScreen() {
  const organization = useAuthStore((state) => state.currentOrganization);
  const allowed =
    !!organization && !organization.is_personal && roleAllows(organization, PERMISSIONS.MANAGE_BILLING);
  const active = useQuery({ ...activeSubscriptionQuery(), enabled: allowed });

  if (!organization || organization.is_personal)
    return (
      <EmptyState
        order={3}
        icon={<IconLock size={32} />}
        title="Oversight is free for you"
        text="Subscriptions are for ministries, agencies and contractors. Switch to an organisation to see its plan."
      />
    );
  if (!allowed)
    return (
      <EmptyState
        order={3}
        icon={<IconLock size={32} />}
        title="Billing is managed by others"
        text={`Only the owners of ${organization.name} and roles with "Manage billing" can see or change its plan. Ask one of them.`}
      />
    );

  return (
    <Stack gap="lg">
      <CheckoutReturn />
      {active.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the subscription">
          <Skeleton height={220} radius="md" />
          <Skeleton height={160} radius="md" />
        </Stack>
      ) : active.isError ? (
        <LoadError
          title="The subscription could not be loaded"
          text={
            active.error instanceof ApiError && active.error.status === 403 ? active.error.message : undefined
          }
          onRetry={() => void active.refetch()}
        />
      ) : (
        <>
          {active.data.notice && (
            <Alert
              color={active.data.notice.level === 'danger' ? 'red' : 'yellow'}
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={active.data.notice.level === 'danger' ? 'Renewal failed' : 'Please note'}
            >
              {active.data.notice.message}
            </Alert>
          )}
          <CurrentPlanCard state={active.data} />
          <PlanOptions state={active.data} />
          <PaymentHistory />
        </>
      )}
    </Stack>
  );
}
