import { Card, Group, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ProjectDetail } from '@oversight/shared/projects/projects.schemas';
import { formatDate, parseDate } from '../../../lib/format';
import { formatRelative } from '../../../lib/format-relative';
import { Money } from './money';
import { t } from '../../../i18n';

const DAY = 24 * 60 * 60 * 1000;

function Fact({ label, value, hint }: { label: string; value: React.ReactNode; hint?: string }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="xs" c="gray.7" component="dt">
        {label}
      </Text>
      <Text fw={700} size="lg" component="dd" m={0}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

/** Cost, released, spent and commitment: the money a citizen asks about first. */
export function MoneyFacts({ project }: { project: ProjectDetail }) {
  const c = project.currency;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      <Fact
        label={t('project.totalCost')}
        value={<Money value={project.total_project_cost} currency={c} />}
      />
      <Fact
        label={t('project.released')}
        value={<Money value={project.total_amount_released} currency={c} />}
      />
      <Fact
        label={t('project.spent')}
        value={<Money value={project.total_amount_spent ?? project.total_amount_utilized} currency={c} />}
      />
      <Fact
        label={t('project.commitment')}
        value={<Money value={project.total_financial_commitment} currency={c} />}
      />
    </SimpleGrid>
  );
}

/** Statuses that are over: their planned end passing is no news. */
const FINISHED = new Set(['COMPLETED', 'CANCELED', 'ABANDONED']);

/**
 * Start and end dates, and how much of the planned time has gone. A project still open after its planned end is
 * late: the bar turns red and the note says so with how much is done (a full bar alone reads as success).
 */
export function Timeline({
  start,
  end,
  status,
  percent,
}: {
  start: string | null;
  end: string | null;
  status?: string;
  percent?: number;
}) {
  const from = start ? parseDate(start) : null;
  const to = end ? parseDate(end) : null;
  const now = Date.now();
  let elapsed: number | null = null;
  let note = t('project.datesNotGiven');
  let late = false;
  if (from && to && to > from) {
    elapsed = Math.max(
      0,
      Math.min(100, Math.round(((now - from.getTime()) / (to.getTime() - from.getTime())) * 100)),
    );
    if (now < from.getTime()) note = t('project.startsOn', { date: formatDate(from) });
    else if (now > to.getTime()) {
      late = status !== undefined && !FINISHED.has(status);
      note = late
        ? t('project.late', { ago: formatRelative(to), percent: Math.round(percent ?? 0) })
        : t('project.endPassed', { ago: formatRelative(to) });
    }
    // Whole days left, as dayjs's diff counted them (rounded toward zero).
    else note = t('project.daysLeft', { count: Math.trunc((to.getTime() - now) / DAY) });
  } else if (from)
    note =
      now < from.getTime()
        ? t('project.startsOn', { date: formatDate(from) })
        : t('project.started', { ago: formatRelative(from) });

  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <div>
          <Text size="xs" c="gray.7">
            {t('project.start')}
          </Text>
          <Text fw={600}>{formatDate(start)}</Text>
        </div>
        <div style={{ textAlign: 'right' }}>
          <Text size="xs" c="gray.7">
            {t('project.plannedEnd')}
          </Text>
          <Text fw={600}>{formatDate(end)}</Text>
        </div>
      </Group>
      {elapsed !== null ? (
        <Progress
          value={elapsed}
          size="sm"
          color={late ? 'red.8' : undefined}
          aria-label={t('project.timePassed', { percent: elapsed })}
        />
      ) : null}
      <Text size="xs" c={late ? 'red.9' : 'gray.7'} fw={late ? 600 : undefined}>
        {note}
      </Text>
    </Stack>
  );
}

/** Total appropriation and amount budgeted, then the appropriation per year, newest first, in full figures. */
export function AppropriationTable({ project }: { project: ProjectDetail }) {
  const rows = Object.entries(project.yearly_appropriation).sort(([a], [b]) => b.localeCompare(a));
  return (
    <Stack gap="sm">
      <Group gap="xl" component="dl" m={0}>
        <div>
          <Text component="dt" size="xs" c="gray.7">
            {t('project.totalAppropriation')}
          </Text>
          <Text component="dd" m={0} fw={700}>
            <Money value={project.total_appropriation} currency={project.currency} />
          </Text>
        </div>
        <div>
          <Text component="dt" size="xs" c="gray.7">
            {t('project.budgeted')}
          </Text>
          <Text component="dd" m={0} fw={700}>
            <Money value={project.amount_budgeted} currency={project.currency} />
          </Text>
        </div>
      </Group>
      {rows.length ? (
        <Table striped withTableBorder fz="sm" layout="fixed" captionSide="top">
          <Table.Caption style={{ textAlign: 'left' }}>{t('project.perYear')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('project.year')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('project.amount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([year, amount]) => (
              <Table.Tr key={year}>
                <Table.Td>{year}</Table.Td>
                <Table.Td ta="right">
                  <Money value={amount} currency={project.currency} full />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="gray.7">
          {t('project.noAppropriation')}
        </Text>
      )}
    </Stack>
  );
}
