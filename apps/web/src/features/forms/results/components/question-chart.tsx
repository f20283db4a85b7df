import { Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ChartType, QuestionSummary } from '@oversight/shared/surveys/results.schemas';
import { lazy, Suspense } from 'react';
import { formatNumber } from '../../../../lib/format';
import { chartNumbers } from './chart-rows';
import { NumbersTable } from './numbers-table';

// ECharts and Leaflet are large: they load only when a summary or chart is shown.
const ResultsChart = lazy(() => import('./results-chart'));
const ResultsMap = lazy(() => import('./results-map'));

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** Facts above a chart: a number question's statistics, a date question's first and last day. */
function Facts({ summary }: { summary: QuestionSummary }) {
  if (summary.kind === 'number')
    return (
      <Group gap="lg" wrap="wrap">
        <Fact label="Mean" value={formatNumber(summary.mean)} />
        <Fact label="Median" value={formatNumber(summary.median)} />
        <Fact label="Min" value={formatNumber(summary.min)} />
        <Fact label="Max" value={formatNumber(summary.max)} />
        <Fact label="Sum" value={formatNumber(summary.sum)} />
      </Group>
    );
  if (summary.kind === 'date' && summary.first)
    return (
      <Group gap="lg">
        <Fact label="First" value={summary.first} />
        <Fact label="Last" value={summary.last ?? ''} />
      </Group>
    );
  return null;
}

/** One question's numbers drawn as `type`, always with the numbers as a table (visible for a table chart). */
export function QuestionChart({
  summary,
  type,
  title,
}: {
  summary: QuestionSummary;
  type: ChartType;
  title: string;
}) {
  if (!summary.answered)
    return (
      <Text size="sm" c="gray.7">
        No answers to this question yet.
      </Text>
    );
  const numbers = chartNumbers(summary);
  const caption = `${title}: ${numbers.valueLabel.toLowerCase()} by ${numbers.categoryLabel.toLowerCase()}`;
  let drawing = null;
  if (summary.kind === 'location' && summary.bounds && type !== 'table') {
    drawing = (
      <Suspense fallback={<Skeleton h={260} />}>
        <ResultsMap
          points={summary.points}
          bounds={summary.bounds}
          label={`${title}: ${formatNumber(summary.answered)} locations on a map`}
        />
      </Suspense>
    );
  } else if (numbers.rows.length && (type === 'bar' || type === 'pie' || type === 'line')) {
    drawing = (
      <Suspense fallback={<Skeleton h={200} />}>
        <ResultsChart type={type} numbers={numbers} label={`${caption}. The numbers follow in a table.`} />
      </Suspense>
    );
  }
  return (
    <Stack gap="xs">
      <Facts summary={summary} />
      {drawing}
      {numbers.rows.length ? (
        type === 'table' ? (
          <NumbersTable numbers={numbers} caption={caption} />
        ) : (
          <VisuallyHidden>
            <NumbersTable numbers={numbers} caption={caption} />
          </VisuallyHidden>
        )
      ) : null}
    </Stack>
  );
}
