import { ActionIcon, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { Indicator } from '@oversight/shared/plans/plans.schemas';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/format';
import type { RenderShare } from './share-target';

const withUnit = (value: number | null, unit: string, year?: number | null) =>
  value === null ? 'not set' : `${formatNumber(value)}${unit ? (unit === '%' ? '%' : ` ${unit}`) : ''}${year ? ` (${year})` : ''}`;

/** How far an indicator has come from its baseline to its target, as a bar with the numbers beside it. */
export function IndicatorProgress({ indicator }: { indicator: Indicator }) {
  const { progress } = indicator;
  return (
    <Stack gap={4}>
      {progress === null ? (
        <Text size="xs" c="gray.7">
          Progress shows once the baseline, target and current value are set.
        </Text>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Progress.Root size="lg" radius="xl" style={{ flex: 1 }}>
            <Progress.Section
              value={progress}
              color={progress >= 75 ? 'teal' : progress >= 40 ? 'yellow.7' : 'red'}
              aria-label={`Progress of ${indicator.description}`}
              aria-valuetext={`${progress}% of the way from baseline to target`}
            />
          </Progress.Root>
          <Text size="sm" fw={700} miw={48} ta="right">
            {progress}%
          </Text>
        </Group>
      )}
      <Text size="xs" c="gray.7">
        Baseline {withUnit(indicator.baseline, indicator.unit, indicator.baseline_year)} · Now {withUnit(indicator.current_value, indicator.unit)} · Target{' '}
        {withUnit(indicator.target, indicator.unit, indicator.target_year)}
      </Text>
    </Stack>
  );
}

/** One indicator of an outcome, with the actions the caller may take on it. */
export function IndicatorItem({ indicator, onEdit, onDelete, share }: { indicator: Indicator; onEdit: () => void; onDelete: () => void; share?: RenderShare }) {
  const { abilities } = indicator;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`Indicator: ${indicator.description}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {indicator.description}
          </Text>
          <Group gap={4} wrap="nowrap">
            {abilities.edit ? (
              <Tooltip label="Edit indicator">
                <ActionIcon variant="subtle" aria-label={`Edit indicator ${indicator.description}`} onClick={onEdit}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {abilities.delete ? (
              <Tooltip label="Delete indicator">
                <ActionIcon variant="subtle" color="red" aria-label={`Delete indicator ${indicator.description}`} onClick={onDelete}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Group>
        <IndicatorProgress indicator={indicator} />
        {abilities.manage_stakeholders && share ? <div>{share({ type: 'indicator', id: indicator.id, name: indicator.description })}</div> : null}
      </Stack>
    </Paper>
  );
}
