import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import {
  INDICATOR_AGGREGATION_LABELS,
  INDICATOR_DIRECTION_LABELS,
  INDICATOR_FREQUENCY_LABELS,
  MEASURE_METHOD_LABELS,
  type IndicatorChange,
} from '@oversight/shared/plans/indicator-values';
import type { Indicator } from '@oversight/shared/plans/plans.schemas';
import {
  IconAlertCircle,
  IconChartLine,
  IconForms,
  IconNote,
  IconPencil,
  IconPlus,
  IconRefresh,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate, formatNumber } from '../../../lib/format';
import { indicatorHistoryQuery, indicatorQuery, useMeasureIndicatorNow } from '../api/indicators';
import { planQuery } from '../api/plans';
import { EnterActualModal } from './enter-actual-modal';
import { IndicatorChart } from './indicator-chart-lazy';
import { IndicatorFormModal } from './indicator-form-modal';
import { IndicatorProgress, withUnit } from './indicator-item';
import { StatusBadge, StatusRuleHelp } from './indicator-status';
import { MeasureFormModal } from './measure-form-modal';
import type { RenderShare } from './share-target';
import { LoadError } from '../../../components/ui/load-error';

const value = (number: number | null | undefined) =>
  number === null || number === undefined ? '–' : formatNumber(number);

/** What the measure counts, in words: "Sum of a numeric answer: children, where district is north". */
export function measureSummary(measure: NonNullable<Indicator['measure']>): string {
  const what =
    measure.method === 'count'
      ? MEASURE_METHOD_LABELS.count
      : `${MEASURE_METHOD_LABELS[measure.method]}: ${measure.question}${measure.value ? ` = ${measure.value}` : ''}`;
  return measure.filter_question
    ? `${what}, where ${measure.filter_question} is ${measure.filter_value}`
    : what;
}

/** One line of the history: who changed which value of which period, or a note. */
function changeTitle(change: IndicatorChange): string {
  const what = `${change.kind === 'target' ? 'Target' : 'Actual'} ${change.period}${change.option ? ` · ${change.option.name}` : ''}`;
  if (change.old_value === change.new_value) return `Note on ${change.period}`;
  if (change.new_value === null) return `${what} removed (was ${value(change.old_value)})`;
  return change.old_value === null
    ? `${what}: ${value(change.new_value)}`
    : `${what}: ${value(change.old_value)} → ${value(change.new_value)}`;
}

/** Targets and actuals per disaggregation option of one category, a row per option and a column per period. */
function OptionTable({
  indicator,
  category,
}: {
  indicator: Indicator;
  category: Indicator['disaggregations'][number];
}) {
  const periods = indicator.periods.filter((period) =>
    category.options.some(
      (option) => option.id in period.targets_by_option || option.id in period.actuals_by_option,
    ),
  );
  if (!periods.length) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        By {category.name.toLowerCase()}
      </Title>
      <ScrollArea type="auto">
        <Table striped withTableBorder miw={360} aria-label={`Targets and actuals by ${category.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{category.name}</Table.Th>
              {periods.map((period) => (
                <Table.Th key={period.period} scope="col">
                  {period.period}
                  <Text size="xs" c="gray.7" component="span" display="block">
                    actual / target
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {category.options.map((option) => (
              <Table.Tr key={option.id}>
                <Table.Th scope="row">{option.name}</Table.Th>
                {periods.map((period) => (
                  <Table.Td key={period.period}>
                    {value(period.actuals_by_option[option.id])} /{' '}
                    {value(period.targets_by_option[option.id])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}

/** /mda/plans/{planId}/indicators/{id}: an indicator's chart, periods, disaggregations, notes, and where its actuals come from. */
export function IndicatorPage({
  planId,
  indicatorId,
  share,
}: {
  planId: string;
  indicatorId: string;
  share?: RenderShare;
}) {
  const indicator = useQuery(indicatorQuery(indicatorId));
  const plan = useQuery({ ...planQuery(planId), enabled: indicator.isSuccess });
  const history = useQuery({ ...indicatorHistoryQuery(indicatorId), enabled: indicator.isSuccess });
  const [dialog, setDialog] = useState<'actual' | 'measure' | 'edit' | null>(null);
  const measureNow = useMeasureIndicatorNow(indicatorId);

  if (indicator.isPending) return <Skeleton height={240} radius="md" aria-label="Loading the indicator" />;
  if (indicator.isError) {
    const status = (indicator.error as { status?: number }).status;
    if (status !== 404)
      return (
        <LoadError
          order={1}
          title="The indicator could not be loaded"
          onRetry={() => void indicator.refetch()}
        />
      );
    return (
      <EmptyState
        order={1}
        icon={<IconAlertCircle size={36} />}
        title="This indicator is not available"
        text="It may have been deleted, or it is not shared with you."
        action={
          <Button component={Link} to={`/mda/plans/${planId}`} variant="default">
            Back to the plan
          </Button>
        }
      />
    );
  }
  const data = indicator.data;
  const { abilities, measure } = data;
  const withTargetsOrActuals = data.periods.length > 0;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/mda/plans/${data.plan_id}`} size="sm">
        ← {plan.data?.name ?? 'The plan'}
      </Anchor>
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="xs" tt="uppercase" fw={700} c="gray.7">
            Indicator
          </Text>
          {data.group ? <Badge variant="light">{data.group.name}</Badge> : null}
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {data.description}
        </Title>
        {data.activity ? (
          <Text size="sm" c="gray.8">
            Measures the activity “{data.activity.name}”
          </Text>
        ) : null}
        <Group gap={4}>
          <StatusBadge status={data.status} size="md" />
          <StatusRuleHelp />
          {data.expected_progress !== null ? (
            <Text size="sm" c="gray.7" ml="xs">
              {Math.round(data.expected_progress)}% of its time has passed
            </Text>
          ) : null}
        </Group>
        <Group gap={8} mt="xs">
          {abilities.edit ? (
            <Button
              size="compact-md"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDialog('actual')}
            >
              Enter actual
            </Button>
          ) : null}
          {abilities.edit ? (
            <Button size="compact-md" variant="default" onClick={() => setDialog('measure')}>
              Measure from a form
            </Button>
          ) : null}
          {abilities.edit ? (
            <Button
              size="compact-md"
              variant="subtle"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setDialog('edit')}
            >
              Edit
            </Button>
          ) : null}
          {abilities.manage_stakeholders && share
            ? share({ type: 'indicator', id: data.id, name: data.description })
            : null}
        </Group>
      </Stack>

      {measure ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconForms size={18} aria-hidden />}
          title={`Measured from the form “${measure.survey_name}”`}
        >
          <Stack gap={6}>
            <Text size="sm">{measureSummary(measure)}, per period by submission date.</Text>
            <Text size="sm" c="gray.8">
              {measure.measured_at
                ? `Last computed ${formatDate(measure.measured_at, 'minute')}; it is computed again every hour.`
                : 'Not computed yet: the first count runs in a moment.'}
            </Text>
            <Group gap="xs">
              <Anchor component={Link} to={`/forms/${measure.survey_id}`} size="sm">
                Open the form
              </Anchor>
              {abilities.edit ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  loading={measureNow.isPending}
                  onClick={() => measureNow.mutate()}
                >
                  Count the answers now
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Progress
            </Title>
            <IndicatorProgress indicator={data} />
          </Stack>
        </Card>
        <Card withBorder radius="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              Scale
            </Title>
            <Text size="sm">{INDICATOR_DIRECTION_LABELS[data.direction]}</Text>
            <Text size="sm">
              {INDICATOR_FREQUENCY_LABELS[data.frequency]} · {INDICATOR_AGGREGATION_LABELS[data.aggregation]}
            </Text>
            <Text size="sm">
              Unit:{' '}
              {data.unit_info
                ? `${data.unit_info.name}${data.unit_info.symbol ? ` (${data.unit_info.symbol})` : ''}`
                : data.unit || 'none'}
            </Text>
            <Text size="sm">
              Baseline: {withUnit(data.baseline, data.unit)}
              {data.baseline_date
                ? ` on ${formatDate(data.baseline_date)}`
                : data.baseline_year
                  ? ` (${data.baseline_year})`
                  : ''}
            </Text>
            {data.disaggregations.length ? (
              <Text size="sm">
                Split by: {data.disaggregations.map((category) => category.name).join(', ')}
              </Text>
            ) : null}
          </Stack>
        </Card>
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="indicator-periods">
        <Title order={2} size="h3" id="indicator-periods">
          Targets and actuals
        </Title>
        {withTargetsOrActuals ? (
          <>
            <IndicatorChart periods={data.periods} unit={data.unit} name={data.description} />
            <ScrollArea type="auto">
              <Table striped withTableBorder miw={360} aria-label="Targets and actuals per period">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Period</Table.Th>
                    <Table.Th scope="col">Target</Table.Th>
                    <Table.Th scope="col">Actual</Table.Th>
                    <Table.Th scope="col">Source</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.periods.map((period) => (
                    <Table.Tr key={period.period}>
                      <Table.Th scope="row">{period.period}</Table.Th>
                      <Table.Td>{value(period.target)}</Table.Td>
                      <Table.Td>{value(period.actual)}</Table.Td>
                      <Table.Td>
                        {period.actual_source === 'form'
                          ? 'Form'
                          : period.actual_source === 'manual'
                            ? 'Entered'
                            : '–'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th scope="row">Total ({data.aggregation})</Table.Th>
                    <Table.Td>{value(data.target_total)}</Table.Td>
                    <Table.Td>{value(data.actual_total)}</Table.Td>
                    <Table.Td />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </ScrollArea>
            {data.disaggregations.map((category) => (
              <OptionTable key={category.id} indicator={data} category={category} />
            ))}
          </>
        ) : (
          <EmptyState
            order={3}
            icon={<IconChartLine size={32} />}
            title="No targets or actuals yet"
            text={
              abilities.edit
                ? 'Set targets per period with Edit, then enter each period’s actual, or measure it from a form.'
                : 'The indicator’s owner has not entered any yet.'
            }
          />
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="indicator-notes">
        <Title order={2} size="h3" id="indicator-notes">
          Notes and history
        </Title>
        {history.isPending ? (
          <Skeleton height={80} aria-label="Loading the history" />
        ) : history.isError ? (
          <LoadError title="The history could not be loaded" onRetry={() => void history.refetch()} />
        ) : history.data.results.length ? (
          <Timeline bulletSize={22} lineWidth={2} aria-label="Changes, newest first">
            {history.data.results.map((change) => (
              <Timeline.Item
                key={change.id}
                bullet={
                  change.source === 'form' ? (
                    <IconForms size={12} aria-hidden />
                  ) : (
                    <IconNote size={12} aria-hidden />
                  )
                }
                title={changeTitle(change)}
              >
                {change.note ? <Text size="sm">{change.note}</Text> : null}
                <Text size="xs" c="gray.7">
                  {change.changed_by
                    ? change.changed_by.name
                    : change.source === 'form'
                      ? 'Counted from the form'
                      : 'Someone'}{' '}
                  · {formatDate(change.changed_at, 'minute')}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        ) : (
          <Text size="sm" c="gray.7">
            No changes yet. Each actual entered with its note, and each value counted from a form, shows here
            with who and when.
          </Text>
        )}
      </Stack>

      <EnterActualModal opened={dialog === 'actual'} onClose={() => setDialog(null)} indicator={data} />
      <MeasureFormModal opened={dialog === 'measure'} onClose={() => setDialog(null)} indicator={data} />
      <IndicatorFormModal
        opened={dialog === 'edit'}
        onClose={() => setDialog(null)}
        outcomeId={data.outcome_id}
        indicator={data}
      />
    </Stack>
  );
}
