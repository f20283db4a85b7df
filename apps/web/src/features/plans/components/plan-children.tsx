import { Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { planChildrenWithAccessQuery } from '../api/plans';
import { IndicatorItem } from './indicator-item';
import { OutcomeCard } from './outcome-card';
import type { RenderShare } from './share-target';
import { usePlanItemActions } from './use-plan-item-actions';
import { LoadError } from '../../../components/ui/load-error';

/** /mda/plans/{id}/children: the outcomes and indicators of a plan the caller may open (all of them when the plan is theirs). */
export function PlanChildren({ planId, share }: { planId: string; share?: RenderShare }) {
  const shared = useQuery(planChildrenWithAccessQuery(planId));
  const items = usePlanItemActions(planId);
  if (shared.isPending)
    return <Skeleton height={160} radius="md" aria-label="Loading what is shared with you" />;
  if (shared.isError) {
    const notFound = (shared.error as { status?: number }).status === 404;
    return notFound ? (
      <EmptyState
        order={1}
        icon={<IconLock size={36} />}
        title="Nothing of this plan is shared with you"
        text="Ask the plan’s owner to invite you onto the plan, or onto the outcomes and indicators you work on."
        action={
          <Button component={Link} to="/mda/plans" variant="default">
            Back to plans
          </Button>
        }
      />
    ) : (
      <LoadError title="This page could not be loaded" onRetry={() => void shared.refetch()} />
    );
  }
  const { plan, outcomes, indicators } = shared.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={plan.can_view ? `/mda/plans/${plan.id}` : '/mda/plans'} size="sm">
        {plan.can_view ? '← The whole plan' : '← All plans'}
      </Anchor>
      <div>
        <Text size="xs" tt="uppercase" fw={700} c="gray.7">
          {plan.can_view ? 'Everything in the plan' : 'Shared with you from the plan'}
        </Text>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {plan.name}
        </Title>
        {!plan.can_view ? (
          <Text size="sm" c="gray.7">
            You see the outcomes and indicators shared with you; the rest of the plan stays with its owner.
          </Text>
        ) : null}
      </div>
      {outcomes.map((outcome) => (
        <OutcomeCard key={outcome.id} outcome={outcome} actions={items.actions} share={share} />
      ))}
      {indicators.length ? (
        <Stack gap="xs" component="section" aria-labelledby="shared-indicators">
          <Title order={2} size="h4" id="shared-indicators">
            Indicators shared with you
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {indicators.map((indicator) => (
              <IndicatorItem
                key={indicator.id}
                indicator={indicator}
                share={share}
                onEdit={() => items.actions.editIndicator(indicator)}
                onDelete={() => items.actions.deleteIndicator(indicator)}
              />
            ))}
          </Stack>
        </Stack>
      ) : null}
      {!outcomes.length && !indicators.length ? (
        <EmptyState
          order={2}
          title="This plan has no outcomes yet"
          text="Outcomes and indicators appear here once the plan’s owner adds them."
        />
      ) : null}
      {items.dialogs}
    </Stack>
  );
}
