import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Indicator, OutcomeWithIndicators } from '@oversight/shared/plans/plans.schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { IndicatorItem } from './indicator-item';
import type { RenderShare } from './share-target';

export type OutcomeActions = {
  editOutcome: (outcome: OutcomeWithIndicators) => void;
  deleteOutcome: (outcome: OutcomeWithIndicators) => void;
  addIndicator: (outcome: OutcomeWithIndicators) => void;
  editIndicator: (indicator: Indicator) => void;
  deleteIndicator: (indicator: Indicator) => void;
};

/** One outcome with its indicators; buttons only for what the caller may do. */
export function OutcomeCard({
  outcome,
  actions,
  share,
}: {
  outcome: OutcomeWithIndicators;
  actions?: OutcomeActions;
  share?: RenderShare;
}) {
  const { abilities } = outcome;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`outcome-${outcome.id}`}>
      <Stack gap="sm">
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="gray.7">
            Outcome
          </Text>
          <Title order={3} size="h4" id={`outcome-${outcome.id}`} style={{ overflowWrap: 'anywhere' }}>
            {outcome.title}
          </Title>
          {outcome.description ? (
            <Text size="sm" c="gray.8" mt={4}>
              {outcome.description}
            </Text>
          ) : null}
        </div>
        {(actions && (abilities.edit || abilities.delete || abilities.add_indicator)) ||
        (abilities.manage_stakeholders && share) ? (
          <Group gap="xs">
            {abilities.manage_stakeholders && share
              ? share({ type: 'outcome', id: outcome.id, name: outcome.title })
              : null}
            {actions && abilities.add_indicator ? (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => actions.addIndicator(outcome)}
                aria-label={`Add indicator to ${outcome.title}`}
              >
                Add indicator
              </Button>
            ) : null}
            {actions && abilities.edit ? (
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => actions.editOutcome(outcome)}
                aria-label={`Edit outcome ${outcome.title}`}
              >
                Edit
              </Button>
            ) : null}
            {actions && abilities.delete ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => actions.deleteOutcome(outcome)}
                aria-label={`Delete outcome ${outcome.title}`}
              >
                Delete
              </Button>
            ) : null}
          </Group>
        ) : null}
        {outcome.indicators.length ? (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={`Indicators of ${outcome.title}`}
          >
            {outcome.indicators.map((indicator) => (
              <IndicatorItem
                key={indicator.id}
                indicator={indicator}
                share={share}
                onEdit={() => actions?.editIndicator(indicator)}
                onDelete={() => actions?.deleteIndicator(indicator)}
              />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="gray.7">
            {abilities.add_indicator
              ? 'No indicators yet. Add one to measure this outcome: a baseline, a target and where it stands now.'
              : 'No indicators yet.'}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
