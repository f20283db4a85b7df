import {
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChartBar, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  analysisQuery,
  STATUS_SERIES,
  totalOf,
  type AnalysisGroup,
} from '../../../features/analytics/api/analysis';
import { downloadAnalysisTable } from '../../../features/analytics/api/project-tables';
import { AnalyticsTabs } from '../../../features/analytics/components/analytics-tabs';
import { AnalysisTable } from '../../../features/analytics/components/analysis-table';
import { SectorSelect, useSectorParam } from '../../../features/analytics/components/sector-select';
import { BudgetChart, StatusChart } from '../../../features/analytics/components/status-chart';
import { FilterPanel } from '../../../features/filters/components/filter-panel';
import { useFilterUrlSync, useProjectQuery } from '../../../features/filters/use-area-filters';
import { LoadError } from '../../../features/projects/components/project-list';
import { useAuthStore } from '../../../lib/auth-store';
import { formatMoney, formatNumber } from '../../../lib/format';

const AREA = 'analytics';
const GROUPS: { value: AnalysisGroup; label: string; one: string }[] = [
  { value: 'States', label: 'By state', one: 'State' },
  { value: 'Ministries', label: 'By ministry', one: 'Ministry' },
  { value: 'SDGs', label: 'By SDG', one: 'Goal' },
];

/** Where projects stand and where the money goes, by state, ministry and development goal. */
export function Component() {
  useDocumentTitle('Project analytics · Oversight');
  useFilterUrlSync(AREA);
  const panelFilters = useProjectQuery(AREA);
  const [sector] = useSectorParam();
  const filters = sector ? { ...panelFilters, sector } : panelFilters;
  const [downloading, setDownloading] = useState(false);
  const [params, updateParams] = useSearchParamUpdater({ replace: true, preventScrollReset: true });
  const group = GROUPS.find((g) => g.value === params.get('by')) ?? GROUPS[0]!;
  const view = params.get('show') === 'table' ? 'table' : 'chart';
  const query = useQuery(analysisQuery(filters));
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const rows = query.data?.Projects[group.value] ?? [];
  const nonEmpty = rows.filter((r) => totalOf(r) > 0 || Number(r.Budget) > 0);
  const totals = STATUS_SERIES.map((s) => ({
    ...s,
    value: (query.data?.Projects.States ?? []).reduce((sum, r) => sum + r[s.key], 0),
  }));
  const budget = (query.data?.Projects.States ?? []).reduce((sum, r) => sum + (Number(r.Budget) || 0), 0);
  const setParam = (key: string, value: string | null) => updateParams({ [key]: value });

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <AnalyticsTabs signedIn={signedIn} />
      <div>
        <Title order={1} size="h2">
          Project analytics
        </Title>
        <Text size="sm" c="gray.7">
          How many projects are ongoing, completed, on hold or abandoned, and the budget behind them.
        </Text>
      </div>
      <FilterPanel area={AREA} />
      <SectorSelect />
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
        {totals.map((t) => (
          <Card key={t.key} withBorder padding="sm">
            <Group component="dt" gap={6}>
              <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: t.color }} />
              <Text size="xs" c="gray.7">
                {t.label}
              </Text>
            </Group>
            <Text component="dd" m={0} fw={700} size="xl">
              {query.data ? formatNumber(t.value) : '…'}
            </Text>
          </Card>
        ))}
        <Card withBorder padding="sm">
          <Text component="dt" size="xs" c="gray.7">
            Budget
          </Text>
          <Text component="dd" m={0} fw={700} size="xl">
            {query.data ? formatMoney(budget) : '…'}
          </Text>
        </Card>
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Group by"
          value={group.value}
          onChange={(value) => setParam('by', value === 'States' ? null : value)}
          data={GROUPS.map((g) => ({ value: g.value, label: g.label }))}
        />
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={() => {
            setDownloading(true);
            void downloadAnalysisTable(filters, group.value).finally(() => setDownloading(false));
          }}
          aria-label={`Download projects ${group.label.toLowerCase()} as CSV`}
        >
          CSV
        </Button>
        <SegmentedControl
          size="xs"
          aria-label="Show as"
          value={view}
          onChange={(value) => setParam('show', value === 'chart' ? null : value)}
          data={[
            { value: 'chart', label: 'Charts' },
            { value: 'table', label: 'Table' },
          ]}
        />
      </Group>
      {query.error && !query.data ? (
        <LoadError what="analytics" onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Skeleton height={420} role="status" aria-label="Loading charts" />
      ) : !nonEmpty.length ? (
        <EmptyState
          icon={<IconChartBar size={36} stroke={1.5} />}
          title="No projects match these filters"
          text="Remove some filters to see the figures."
        />
      ) : view === 'table' ? (
        <AnalysisTable rows={nonEmpty} nameLabel={group.one} />
      ) : (
        <SimpleGrid type="container" cols={{ base: 1, '1000px': 2 }} spacing="md">
          <Card withBorder padding="md" component="section" aria-labelledby="status-chart">
            <Title order={2} size="h5" id="status-chart" mb="xs">
              Projects by status, {group.label.toLowerCase()}
            </Title>
            <StatusChart
              rows={nonEmpty}
              label={`Projects by status ${group.label.toLowerCase()}; the table view has the figures`}
            />
          </Card>
          <Card withBorder padding="md" component="section" aria-labelledby="budget-chart">
            <Title order={2} size="h5" id="budget-chart" mb="xs">
              Budget, {group.label.toLowerCase()}
            </Title>
            <BudgetChart
              rows={nonEmpty}
              label={`Budget ${group.label.toLowerCase()}; the table view has the figures`}
            />
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}
