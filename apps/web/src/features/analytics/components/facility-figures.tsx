import { Anchor, Card, Group, SimpleGrid, Text } from '@mantine/core';
import {
  FACILITY_TYPES,
  type FacilityAnalytics,
  type FacilityRow,
} from '@oversight/shared/analytics/analytics.schemas';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../../../lib/format';
import { BarsChart } from './bars-chart';
import { FigureTable, type FigureColumn } from './figure-card';

const TYPE_NAMES = new Map<string, string>(FACILITY_TYPES.map((t) => [t.key, t.one]));

/** One card per facility type: how many, built and upgraded. */
export function FacilityTypeCards({ byType }: { byType: FacilityAnalytics['by_type'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {byType.map((t) => (
        <Card key={t.type} withBorder padding="sm">
          <Group component="dt" gap={6}>
            <span
              aria-hidden
              style={{
                width: 10,
                height: 10,
                borderRadius: 5,
                background: FACILITY_TYPES.find((f) => f.key === t.type)?.color,
              }}
            />
            <Text size="xs" c="gray.7">
              {t.name}
            </Text>
          </Group>
          <Text component="dd" m={0} fw={700} size="xl">
            {formatNumber(t.total)}
            <Text span size="xs" c="gray.7" fw={400} display="block">
              {formatNumber(t.built)} built, {formatNumber(t.upgraded)} upgraded
            </Text>
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

type CountRow = { school: number; health_centre: number; road: number; water_point: number; total: number };

/** Facilities by type, stacked, one bar per state, sector or status. */
export function FacilityStackChart({
  names,
  rows,
  label,
}: {
  names: string[];
  rows: CountRow[];
  label: string;
}) {
  return (
    <BarsChart
      categories={names}
      stacked
      series={FACILITY_TYPES.map((t) => ({ name: t.name, color: t.color, data: rows.map((r) => r[t.key]) }))}
      label={label}
    />
  );
}

export function countColumns<Row extends CountRow>(first: FigureColumn<Row>): FigureColumn<Row>[] {
  return [
    first,
    ...FACILITY_TYPES.map((t) => ({
      label: t.name,
      value: (r: Row) => formatNumber(r[t.key]),
      numeric: true,
    })),
    { label: 'Total', value: (r: Row) => formatNumber(r.total), numeric: true },
  ];
}

const facilityColumns: FigureColumn<FacilityRow>[] = [
  {
    label: 'Project',
    value: (r) => (
      <Anchor component={Link} to={`/project/${r.public_id}`} size="sm">
        {r.name}
      </Anchor>
    ),
  },
  { label: 'Facility', value: (r) => TYPE_NAMES.get(r.type) ?? r.type },
  { label: 'Work', value: (r) => (r.work === 'built' ? 'Built' : 'Upgraded') },
  { label: 'Status', value: (r) => r.status_label },
  { label: 'Where', value: (r) => [r.lgas[0], r.states.join(', ')].filter(Boolean).join(', ') },
  { label: 'Cost', value: (r) => formatMoney(r.total_project_cost), numeric: true },
  { label: 'Done', value: (r) => `${r.percentage_completed}%`, numeric: true },
];

export function FacilityTable({ rows, scroll }: { rows: FacilityRow[]; scroll: boolean }) {
  return (
    <FigureTable
      caption="Facilities"
      scroll={scroll}
      minWidth={880}
      rows={rows}
      rowKey={(r) => r.public_id}
      columns={facilityColumns}
    />
  );
}
