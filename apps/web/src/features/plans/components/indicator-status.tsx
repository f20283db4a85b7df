import { ActionIcon, Badge, Popover, Text } from '@mantine/core';
import {
  INDICATOR_STATUS_LABELS,
  INDICATOR_STATUS_RULE,
  type IndicatorStatus,
} from '@oversight/shared/plans/indicator-values';
import { IconInfoCircle } from '@tabler/icons-react';

/** Status colours: dark enough shades for white text (AA contrast). */
export const STATUS_COLORS: Readonly<Record<IndicatorStatus, string>> = {
  on_track: 'teal.9',
  at_risk: 'yellow.9',
  off_track: 'red.9',
};

/** On track / at risk / off track as a coloured badge; "No status yet" until progress is known. */
export function StatusBadge({
  status,
  size = 'sm',
}: {
  status: IndicatorStatus | null;
  size?: 'xs' | 'sm' | 'md';
}) {
  if (!status)
    return (
      <Badge size={size} variant="outline" color="gray.7" style={{ flex: 'none' }}>
        No status yet
      </Badge>
    );
  return (
    <Badge size={size} color={STATUS_COLORS[status]} variant="filled" style={{ flex: 'none' }}>
      {INDICATOR_STATUS_LABELS[status]}
    </Badge>
  );
}

/** An info button that explains how the status is decided (the rule the API applies). */
export function StatusRuleHelp() {
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray.7" aria-label="How the status is decided" size="sm">
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{INDICATOR_STATUS_RULE}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
