import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type {
  ActiveSubscription,
  BillingInterval,
  Plan,
  PlanOption,
} from '@oversight/shared/subscriptions/subscriptions.schemas';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { ApiError, errorMessages } from '../../../lib/api-client';
import { splitServerErrors } from '../../../lib/form-errors';
import { formatDate, formatKobo } from '../../../lib/format';
import { downgradeSubscription } from '../api/downgrade';
import { startSubscription } from '../api/start-subscription';
import { upgradeSubscription } from '../api/upgrade';
import { useBillingAction } from '../api/billing-action';

type Choice = { plan: Plan; option: PlanOption };

// A 400 through the shared splitter (staff kept out of the rest: they are listed once, below); other failures as the client says them.
const messagesOf = (error: unknown) => {
  const split = splitServerErrors(error, ['staff']);
  if (split && error instanceof ApiError) return [...split.other, ...staffOf(error.body)];
  return error instanceof ApiError
    ? errorMessages(error.status, error.body)
    : error
      ? [(error as Error).message]
      : [];
};
const staffOf = (body: unknown) => {
  const staff = (body as { staff?: string[] } | null)?.staff;
  return Array.isArray(staff) ? [`Staff now: ${staff.join(', ')}`] : [];
};

/** The plans on offer with what each costs now; every paying step is confirmed with the amount first. */
export function PlanOptions({ state }: { state: ActiveSubscription }) {
  const [interval, setInterval] = useState<BillingInterval>(state.subscription?.interval ?? 'monthly');
  const [choice, setChoice] = useState<Choice | null>(null);
  const close = () => setChoice(null);
  const subscribe = useBillingAction(startSubscription);
  const upgrade = useBillingAction(upgradeSubscription, { onDone: close });
  const downgrade = useBillingAction(downgradeSubscription, { onDone: close });
  const busy = subscribe.isPending || upgrade.isPending || downgrade.isPending;
  const visible = state.options.filter(
    (option) => option.interval === interval || (!state.subscription && option.action === 'current'),
  );
  const plans = state.plans.filter((plan) =>
    visible.some((option) => option.plan_public_id === plan.public_id),
  );

  function confirm() {
    if (!choice) return;
    const { plan, option } = choice;
    if (option.action === 'subscribe')
      subscribe.mutate({ plan_id: plan.public_id, interval: option.interval });
    else if (option.action === 'upgrade') upgrade.mutate({ plan_id: plan.public_id });
    else if (option.action === 'downgrade')
      downgrade.mutate(plan.code === 'free' ? { cancel: true } : { plan_id: plan.public_id });
  }

  const price = (plan: Plan) =>
    interval === 'yearly'
      ? `${formatKobo(plan.yearly_price_kobo)} a year`
      : `${formatKobo(plan.monthly_price_kobo)} a month`;
  const label = (plan: Plan, option: PlanOption) =>
    option.action === 'subscribe'
      ? `Subscribe to ${plan.name}`
      : option.action === 'upgrade'
        ? `Upgrade to ${plan.name}`
        : option.action === 'downgrade'
          ? `Downgrade to ${plan.name}`
          : 'Your plan';

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          Plans
        </Title>
        {!state.subscription && (
          <SegmentedControl
            aria-label="Billing interval"
            value={interval}
            onChange={(value) => setInterval(value as BillingInterval)}
            data={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'yearly', label: 'Yearly' },
            ]}
          />
        )}
      </Group>
      {!state.billing_configured && (
        <Alert color="yellow" variant="light" role="status" title="Payments are not set up on this server">
          Paid plans cannot be bought until this server&apos;s administrator sets up payments. The Free plan
          keeps working.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {plans.map((plan) => {
          const option = visible.find((entry) => entry.plan_public_id === plan.public_id)!;
          const isCurrent = option.action === 'current';
          return (
            <Card
              key={plan.public_id}
              withBorder
              radius="md"
              padding="lg"
              aria-label={`${plan.name} plan`}
              component="section"
            >
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Title order={4} size="h4">
                      {plan.name}
                    </Title>
                    {isCurrent && <Badge variant="light">Current</Badge>}
                  </Group>
                  <Text fw={600}>{plan.monthly_price_kobo === 0 ? 'No charge' : price(plan)}</Text>
                  <Text size="sm" c="gray.7">
                    {plan.description}
                  </Text>
                  <List
                    size="sm"
                    spacing={4}
                    icon={<IconCheck size={16} aria-hidden color="var(--mantine-color-green-8)" />}
                  >
                    {plan.features.map((feature) => (
                      <List.Item key={feature}>{feature}</List.Item>
                    ))}
                  </List>
                </Stack>
                {!isCurrent && (
                  <Stack gap={4}>
                    {option.action === 'upgrade' && (
                      <Text size="sm">
                        Pay {formatKobo(option.amount_now_kobo)} now for the rest of this period.
                      </Text>
                    )}
                    {option.blocked_reason && (
                      <Text size="sm" c="red.8">
                        {option.blocked_reason}
                      </Text>
                    )}
                    <Button
                      variant={option.action === 'downgrade' ? 'default' : 'filled'}
                      disabled={!state.billing_configured && option.action !== 'downgrade'}
                      onClick={() => setChoice({ plan, option })}
                    >
                      {label(plan, option)}
                    </Button>
                  </Stack>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>

      <Modal opened={!!choice} onClose={close} title={choice ? label(choice.plan, choice.option) : ''}>
        {choice && (
          <Stack>
            {choice.option.action === 'subscribe' && (
              <Text size="sm">
                You pay <strong>{formatKobo(choice.option.amount_now_kobo)}</strong> now on Paystack&apos;s
                secure page, then {price(choice.plan)} until you cancel. Prices include 7.5% VAT.
              </Text>
            )}
            {choice.option.action === 'upgrade' && (
              <Text size="sm">
                {choice.plan.name} starts now. You pay{' '}
                <strong>{formatKobo(choice.option.amount_now_kobo)}</strong> now: the difference for the days
                left until {formatDate(state.subscription!.current_period_end)}. Then {price(choice.plan)}.
              </Text>
            )}
            {choice.option.action === 'downgrade' && (
              <Text size="sm">
                {choice.plan.name} starts on {formatDate(state.subscription!.current_period_end)}, when this
                period ends. Nothing is charged now.
              </Text>
            )}
            <FormErrorAlert messages={messagesOf(downgrade.error)} />
            <ModalFooter
              onCancel={close}
              onSubmit={confirm}
              busy={busy}
              submitLabel={
                choice.option.action === 'subscribe'
                  ? 'Continue to payment'
                  : choice.option.action === 'upgrade'
                    ? `Pay ${formatKobo(choice.option.amount_now_kobo)}`
                    : 'Downgrade'
              }
            />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
