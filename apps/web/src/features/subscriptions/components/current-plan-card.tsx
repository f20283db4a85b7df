import { Badge, Button, Card, Group, List, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ActiveSubscription } from '@oversight/shared/subscriptions/subscriptions.schemas';
import { IconCheck, IconCreditCard, IconRefresh } from '@tabler/icons-react';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { formatDate, formatKobo } from '../../../lib/format';
import { changeCard } from '../api/change-card';
import { downgradeSubscription } from '../api/downgrade';
import { retryRenewal } from '../api/retry-renewal';
import { useBillingAction } from '../api/billing-action';

const STATUS: Record<string, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal.9' },
  past_due: { label: 'Payment failed', color: 'red.8' },
  cancelled: { label: 'Cancelled', color: 'gray.7' },
  expired: { label: 'Expired', color: 'gray.7' },
};

/** The plan the organisation is on, what it includes, staff against the limit, renewal, card, and its actions. */
export function CurrentPlanCard({ state }: { state: ActiveSubscription }) {
  const { plan, subscription, usage } = state;
  const [cancelOpen, cancelModal] = useDisclosure(false);
  const cancel = useBillingAction(() => downgradeSubscription({ cancel: true }), {
    onDone: cancelModal.close,
  });
  const resume = useBillingAction(() => downgradeSubscription({ plan_id: subscription!.plan.public_id }));
  const retry = useBillingAction(retryRenewal);
  const card = useBillingAction(changeCard);
  const status = subscription ? STATUS[subscription.status] : undefined;
  // Without a saved card a renewal cannot be charged: say so, and offer a card only when payments work here.
  const payments = state.billing_configured;
  const renews = subscription
    ? `${formatDate(subscription.current_period_end)}${subscription.renews_on_plan ? ` on ${subscription.renews_on_plan.name}` : ''}`
    : '';
  const price = subscription
    ? subscription.interval === 'yearly'
      ? `${formatKobo(plan.yearly_price_kobo)} a year`
      : `${formatKobo(plan.monthly_price_kobo)} a month`
    : 'Free';
  const staffShare = Math.min(
    100,
    state.max_sub_users ? Math.round((usage.staff * 100) / state.max_sub_users) : 100,
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Text size="sm" c="gray.7">
              Current plan
            </Text>
            <Title order={3} size="h3">
              {plan.name}
            </Title>
            <Text size="sm">{price}</Text>
          </div>
          {status && (
            <Badge color={status.color} variant="filled" size="lg">
              {status.label}
            </Badge>
          )}
        </Group>

        <List
          size="sm"
          spacing={4}
          icon={<IconCheck size={16} aria-hidden color="var(--mantine-color-green-8)" />}
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>

        <div>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              Staff accounts
            </Text>
            <Text size="sm">
              {usage.staff} of {state.max_sub_users}
              {usage.read_only_staff ? ` (${usage.read_only_staff} read-only)` : ''}
              {usage.invited_staff ? `, ${usage.invited_staff} invited` : ''}
            </Text>
          </Group>
          <Progress.Root mt={4}>
            <Progress.Section
              value={staffShare}
              color={usage.staff > state.max_sub_users ? 'red.8' : 'blue.7'}
              aria-label={`Staff accounts: ${usage.staff} of ${state.max_sub_users}`}
            />
          </Progress.Root>
        </div>

        {subscription && (
          <Stack gap={4}>
            <Text size="sm">
              {subscription.status === 'past_due'
                ? `Next automatic try: ${subscription.next_retry_at ? formatDate(subscription.next_retry_at) : 'none'}; moves to Free on ${formatDate(subscription.grace_ends_at)} if unpaid.`
                : subscription.cancel_at_period_end
                  ? `Ends on ${formatDate(subscription.current_period_end)}; then Free.`
                  : subscription.card
                    ? `Renews on ${renews}.`
                    : payments
                      ? `Due to renew on ${renews}, but no card is saved, so the renewal cannot be charged. Add a card before then, or the organisation moves to Free after a short grace period.`
                      : `Due to renew on ${renews}, but no card is saved and payments are not set up on this server, so it cannot renew: the organisation then moves to Free after a short grace period. Ask the server's administrator about payments.`}
            </Text>
            {subscription.card && (
              <Text size="sm" c="gray.7">
                Card: {subscription.card.brand ?? 'card'} ending {subscription.card.last4}
                {subscription.card.expiry ? `, expires ${subscription.card.expiry}` : ''}
              </Text>
            )}
          </Stack>
        )}

        {subscription && (
          <Group gap="sm">
            {subscription.status === 'past_due' && payments && subscription.card && (
              <Button
                color="red.8"
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={retry.isPending}
                onClick={() => retry.mutate(undefined)}
              >
                Retry payment
              </Button>
            )}
            {payments && (
              <Button
                variant="default"
                leftSection={<IconCreditCard size={16} aria-hidden />}
                loading={card.isPending}
                onClick={() => card.mutate(undefined)}
              >
                {subscription.card ? 'Change card' : 'Add a card'}
              </Button>
            )}
            {subscription.status === 'active' &&
              (subscription.cancel_at_period_end || subscription.renews_on_plan ? (
                <Button variant="default" loading={resume.isPending} onClick={() => resume.mutate(undefined)}>
                  Keep {subscription.plan.name}
                </Button>
              ) : (
                <Button variant="subtle" color="red" c="red.9" onClick={cancelModal.open}>
                  Cancel subscription
                </Button>
              ))}
          </Group>
        )}
      </Stack>

      <Modal opened={cancelOpen} onClose={cancelModal.close} title="Cancel the subscription?">
        <Stack>
          <Text size="sm">
            {plan.name} stays until{' '}
            {subscription ? formatDate(subscription.current_period_end) : 'the end of the period'}. Then the
            organisation moves to Free: nothing is deleted, and staff beyond Free&apos;s limit can only read
            until you upgrade again.
          </Text>
          <ModalFooter
            onCancel={cancelModal.close}
            onSubmit={() => cancel.mutate(undefined)}
            submitLabel="Yes, end it at the period end"
            busy={cancel.isPending}
          />
        </Stack>
      </Modal>
    </Card>
  );
}
