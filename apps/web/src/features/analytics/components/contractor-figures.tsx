import { Anchor, Card, Group, SimpleGrid, Text } from '@mantine/core';
import type {
  ContractorAnalytics,
  ContractorAnalyticsRow,
} from '@oversight/shared/analytics/analytics.schemas';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../../../lib/format';
import { BarsChart } from './bars-chart';
import { FigureTable, type FigureColumn } from './figure-card';

export const CONTRACTOR_ORDERINGS = [
  { value: '-projects', label: 'Most projects', metric: 'projects' },
  { value: '-value', label: 'Highest value', metric: 'value' },
  { value: '-completion_rate', label: 'Best completion rate', metric: 'completion_rate' },
  { value: '-delayed', label: 'Most delayed', metric: 'delayed' },
  { value: '-abandoned', label: 'Most abandoned', metric: 'abandoned' },
  { value: '-positive', label: 'Most positive reviews', metric: 'positive' },
  { value: '-negative', label: 'Most negative reviews', metric: 'negative' },
  { value: 'name', label: 'Name (A-Z)', metric: 'projects' },
] as const;
export type ContractorOrdering = (typeof CONTRACTOR_ORDERINGS)[number];

const metricOf = (row: ContractorAnalyticsRow, metric: ContractorOrdering['metric']): number => {
  switch (metric) {
    case 'value':
      return Number(row.total_value) || 0;
    case 'positive':
      return row.sentiment.positive;
    case 'negative':
      return row.sentiment.negative;
    default:
      return row[metric];
  }
};

export const contractorColumns: FigureColumn<ContractorAnalyticsRow>[] = [
  { label: 'Rank', value: (r) => r.rank, numeric: true },
  {
    label: 'Contractor',
    value: (r) => (
      <Anchor component={Link} to={`/organisations/${r.public_id}`} size="sm">
        {r.name}
      </Anchor>
    ),
  },
  { label: 'Projects', value: (r) => formatNumber(r.projects), numeric: true },
  { label: 'Value', value: (r) => formatMoney(r.total_value), numeric: true },
  { label: 'Completion rate', value: (r) => `${r.completion_rate}%`, numeric: true },
  { label: 'Delayed', value: (r) => formatNumber(r.delayed), numeric: true },
  { label: 'Abandoned', value: (r) => formatNumber(r.abandoned), numeric: true },
  {
    label: 'Reviews (positive / neutral / negative)',
    value: (r) => `${r.sentiment.positive} / ${r.sentiment.neutral} / ${r.sentiment.negative}`,
    numeric: true,
  },
];

export function ContractorSummary({ summary }: { summary: ContractorAnalytics['summary'] }) {
  const stats = [
    { label: 'Contractors', value: formatNumber(summary.contractors) },
    { label: 'Projects', value: formatNumber(summary.projects) },
    { label: 'Value', value: formatMoney(summary.total_value) },
    { label: 'Delayed', value: formatNumber(summary.delayed) },
    { label: 'Abandoned', value: formatNumber(summary.abandoned) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
      {stats.map((stat) => (
        <Card key={stat.label} withBorder padding="sm">
          <Text component="dt" size="xs" c="gray.7">
            {stat.label}
          </Text>
          <Text component="dd" m={0} fw={700} size="xl">
            {stat.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The page's contractors by the chosen measure (one bar each). */
export function ContractorChart({
  rows,
  ordering,
}: {
  rows: ContractorAnalyticsRow[];
  ordering: ContractorOrdering;
}) {
  const money = ordering.metric === 'value';
  return (
    <BarsChart
      categories={rows.map((r) => `${r.rank}. ${r.name}`)}
      series={[
        { name: ordering.label, color: '#008751', data: rows.map((r) => metricOf(r, ordering.metric)) },
      ]}
      format={
        money
          ? (value) => formatMoney(value)
          : ordering.metric === 'completion_rate'
            ? (value) => `${value}%`
            : undefined
      }
      label={`Contractors: ${ordering.label.toLowerCase()}; the table has the figures`}
    />
  );
}

export function ContractorTable({ rows, scroll }: { rows: ContractorAnalyticsRow[]; scroll: boolean }) {
  return (
    <FigureTable
      caption="Contractors ranked"
      scroll={scroll}
      minWidth={860}
      rows={rows}
      rowKey={(r) => r.public_id}
      columns={contractorColumns}
    />
  );
}

export function SentimentLegend() {
  return (
    <Group gap="xs">
      <Text size="xs" c="gray.7">
        Delayed: end date passed and not completed. Reviews: citizens’ reviews of their projects (impressed or
        excited = positive; hopeful or suggestion = neutral; unimpressed or angry = negative).
      </Text>
    </Group>
  );
}
