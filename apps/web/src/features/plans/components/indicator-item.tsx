import { ActionIcon, Anchor, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { Indicator } from '@oversight/shared/plans/plans.schemas';
import { IconForms, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { IndicatorSparkline } from './indicator-chart-lazy';
import { STATUS_COLORS, StatusBadge } from './indicator-status';
import type { RenderShare } from './share-target';

/** A value with the indicator's unit ("65%", "12 km"), "not set" when empty. */
export const withUnit = (value: number | null, unit: string, year?: number | null) =>
  value === null
    ? 'not set'
    : `${formatNumber(value)}${unit ? (unit === '%' ? '%' : ` ${unit}`) : ''}${year ? ` (${year})` : ''}`;

/** The indicator page's address. */
export const indicatorPath = (indicator: Pick<Indicator, 'id' | 'plan_id'>) =>
  `/mda/plans/${indicator.plan_id}/indicators/${indicator.id}`;

/** What progress is measured against, in words ("the latest period’s target, 66"). */
export function progressBasisText(indicator: Indicator): string | null {
  const basis = indicator.progress_basis;
  if (!basis) return null;
  const target = withUnit(basis.target, indicator.unit);
  if (basis.kind === 'end_target') return `Progress is measured against the end target, ${target}.`;
  const how =
    indicator.aggregation === 'sum'
      ? 'the sum of the period targets'
      : indicator.aggregation === 'average'
        ? 'the average of the period targets'
        : 'the latest period’s target';
  return `Progress is measured against ${how}, ${target}.`;
}

/**
 * How far an indicator has come towards its target: a bar in its status colour (neutral grey without a status), the
 * end target and this period’s target apart, and what the progress is measured against.
 */
export function IndicatorProgress({ indicator }: { indicator: Indicator }) {
  const { progress, status } = indicator;
  const color = status ? STATUS_COLORS[status] : 'gray.6';
  const periods = indicator.periods.length > 0;
  const basis = progressBasisText(indicator);
  return (
    <Stack gap={4}>
      {progress === null ? (
        <Text size="xs" c="gray.7">
          {periods
            ? 'Progress shows once a period has both a target and an actual.'
            : 'Progress shows once the baseline, target and current value are set.'}
        </Text>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Progress.Root size="lg" radius="xl" style={{ flex: 1 }}>
            <Progress.Section
              value={Math.min(100, progress)}
              color={color}
              aria-label={`Progress of ${indicator.description}`}
              aria-valuetext={`${progress}% of the way to the target`}
            />
          </Progress.Root>
          <Text size="sm" fw={700} miw={48} ta="right">
            {progress}%
          </Text>
        </Group>
      )}
      <Text size="xs" c="gray.7">
        {periods
          ? `Baseline ${withUnit(indicator.baseline, indicator.unit)} · Actual ${withUnit(indicator.actual_total, indicator.unit)}`
          : `Baseline ${withUnit(indicator.baseline, indicator.unit, indicator.baseline_year)} · Now ${withUnit(indicator.current_value, indicator.unit)}`}
        {indicator.current_target
          ? ` · This period’s target ${withUnit(indicator.current_target.value, indicator.unit, null)} (${indicator.current_target.period})`
          : ''}
        {` · End target ${withUnit(indicator.end_target?.value ?? null, indicator.unit, indicator.end_target?.year)}`}
      </Text>
      {basis ? (
        <Text size="xs" c="gray.7">
          {basis}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One indicator of an item: its page's link, status, sparkline of targets vs actuals, progress, and the caller's actions. */
export function IndicatorItem({
  indicator,
  onEdit,
  onDelete,
  share,
}: {
  indicator: Indicator;
  onEdit: () => void;
  onDelete: () => void;
  share?: RenderShare;
}) {
  const { abilities } = indicator;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`Indicator: ${indicator.description}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={indicatorPath(indicator)}
              fw={600}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {indicator.description}
            </Anchor>
            <Group gap={6}>
              <StatusBadge status={indicator.status} size="xs" />
              {indicator.measure ? (
                <Text size="xs" c="gray.7" component="span">
                  <IconForms size={12} aria-hidden style={{ verticalAlign: 'middle' }} /> From “
                  {indicator.measure.survey_name}”
                </Text>
              ) : null}
            </Group>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {abilities.edit ? (
              <Tooltip label="Edit indicator">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit indicator ${indicator.description}`}
                  onClick={onEdit}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {abilities.delete ? (
              <Tooltip label="Delete indicator">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete indicator ${indicator.description}`}
                  onClick={onDelete}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap" align="center">
          <IndicatorSparkline
            periods={indicator.periods}
            unit={indicator.unit}
            name={indicator.description}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            <IndicatorProgress indicator={indicator} />
          </div>
        </Group>
        {abilities.manage_stakeholders && share ? (
          <div>{share({ type: 'indicator', id: indicator.id, name: indicator.description })}</div>
        ) : null}
      </Stack>
    </Paper>
  );
}
