import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Menu,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Dashboard } from '@oversight/shared/dashboards/dashboards.schemas';
import {
  VISUALIZATION_TYPE_LABELS,
  type Visualization,
  type VisualizationData,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { IconChartBar, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { DashboardFilters } from '@oversight/shared/dashboards/data-sources.schemas';
import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { showError, showSuccess } from '../../../lib/toasts';
import type { ExportInput } from '../export/export-dashboard';
import { ChartBuilderModal } from './chart-builder-modal';
import { filterWords } from './dashboard-filters';
import { ExportMenu } from './export-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { useDeleteVisualization } from '../api/delete-visualization';
import { visualizationDataQuery, visualizationsQuery } from '../api/visualizations';
import { VisualizationFormModal } from './visualization-form-modal';
import { LoadError } from '../../../components/ui/load-error';
import { chartShape } from './chart-kinds';

// ECharts is large: it loads only when a dashboard with a chart opens.
const VisualizationChart = lazy(() => import('./visualization-chart'));

const formatValue = (value: number) => value.toLocaleString('en-NG', { maximumFractionDigits: 2 });

function DataTable({ data, caption }: { data: VisualizationData; caption: string }) {
  return (
    <Table striped withTableBorder fz="sm">
      <caption style={{ captionSide: 'top', textAlign: 'left' }}>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{data.category_label}</Table.Th>
          {data.series_label ? <Table.Th scope="col">{data.series_label}</Table.Th> : null}
          <Table.Th scope="col" ta="right">
            {data.value_label}
          </Table.Th>
          {data.value2_label ? (
            <Table.Th scope="col" ta="right">
              {data.value2_label}
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.rows.map((row) => (
          <Table.Tr key={`${row.key ?? 'none'}:${row.series_key ?? ''}`}>
            <Table.Td>{row.label}</Table.Td>
            {data.series_label ? <Table.Td>{row.series_label}</Table.Td> : null}
            <Table.Td ta="right">{formatValue(row.value)}</Table.Td>
            {data.value2_label ? (
              <Table.Td ta="right">
                {row.value2 === null || row.value2 === undefined ? '—' : formatValue(row.value2)}
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What the export draws: title, owner, filters in words, and each chart's picture or numbers. */
export function exportInput(
  title: string,
  owner: string,
  filters: DashboardFilters,
  charts: Visualization[],
  dataOf: (id: string) => VisualizationData | undefined,
): ExportInput {
  const applied = new Set<string>();
  for (const chart of charts) for (const words of dataOf(chart.id)?.applied_filters ?? []) applied.add(words);
  return {
    title,
    subtitle: `${owner} · exported ${new Date().toLocaleString('en-NG')}`,
    filters: applied.size ? [...applied] : filterWords(filters),
    charts: charts.map((chart) => {
      const data = dataOf(chart.id);
      return { id: chart.id, title: chart.name, lines: data ? chartLines(data) : ['Not loaded.'] };
    }),
  };
}

/** A chart's numbers for the export: rows as text when it has no picture (tables, single numbers). */
export function chartLines(data: VisualizationData): string[] {
  if (data.problem) return [data.problem];
  if (data.number)
    return [
      `${data.value_label}: ${formatValue(data.number.value)}${data.number.change_percent !== null ? ` (${data.number.change_percent > 0 ? '+' : ''}${data.number.change_percent}%)` : ''}`,
    ];
  return data.rows
    .slice(0, 30)
    .map(
      (row) =>
        `${row.label}${row.series_label ? ` · ${row.series_label}` : ''}: ${formatValue(row.value)}${row.value2 !== undefined && row.value2 !== null ? ` / ${formatValue(row.value2)}` : ''}`,
    );
}

function NumberTile({ data }: { data: VisualizationData }) {
  const number = data.number!;
  const change = number.change_percent;
  return (
    <Stack gap={2}>
      <Text fz={36} fw={700} lh={1.1}>
        {formatValue(number.value)}
      </Text>
      <Text size="sm" c="gray.7">
        {data.value_label}
      </Text>
      {change !== null ? (
        <Text size="sm" fw={600} c={change >= 0 ? 'green.8' : 'red.8'}>
          {change >= 0 ? '▲' : '▼'} {Math.abs(change)}%{' '}
          {number.previous !== null ? `(from ${formatValue(number.previous)})` : ''}
        </Text>
      ) : null}
      <Text size="xs" c="gray.7">
        {number.period_label}
      </Text>
    </Stack>
  );
}

/** A chart's body: loading, error with a retry, the reason it cannot be drawn, no data, or the chart and its table. */
export function ChartBody({
  visualization,
  query,
}: {
  visualization: Visualization;
  query: UseQueryResult<VisualizationData>;
}) {
  const data = query;
  useEffect(() => {
    if (data.isError) showError('A chart could not be loaded. Try again.');
  }, [data.isError]);
  if (data.isPending) return <Skeleton h={240} aria-label={`Loading ${visualization.name}`} />;
  if (data.isError)
    return <LoadError title="Could not load this chart's numbers" onRetry={() => void data.refetch()} />;
  const numbers = data.data;
  if (numbers.problem)
    return (
      <Alert color="yellow" variant="light" title="This chart cannot be drawn">
        {numbers.problem}
      </Alert>
    );
  if (numbers.number) return <NumberTile data={numbers} />;
  if (!numbers.rows.length)
    return (
      <Text size="sm" c="gray.7">
        Nothing to count: no {numbers.records_label} match. Change the filters, or add data to this
        chart&apos;s source.
      </Text>
    );
  const caption = `${visualization.name}: ${numbers.value_label} by ${numbers.category_label.toLowerCase()}`;
  const shape = chartShape(visualization.visualization_type);
  if (shape.as === 'unknown')
    // A kind this build does not know (a newer server): say so rather than draw it as some other chart.
    return (
      <Alert color="yellow" variant="light" title="This chart type cannot be drawn">
        This version of the app does not know “{visualization.visualization_type}” charts. Reload the page to
        get the newest version.
      </Alert>
    );
  if (shape.as === 'table') return <DataTable data={numbers} caption={caption} />;
  return (
    <>
      <Suspense fallback={<Skeleton h={280} />}>
        <VisualizationChart
          type={shape.kind}
          data={numbers}
          label={`${caption}. The numbers follow in a table.`}
          exportId={visualization.id}
        />
      </Suspense>
      <VisuallyHidden>
        <DataTable data={numbers} caption={caption} />
      </VisuallyHidden>
    </>
  );
}

function SignedInChartBody({
  visualization,
  filters,
}: {
  visualization: Visualization;
  filters: DashboardFilters;
}) {
  const query = useQuery({
    ...visualizationDataQuery(visualization.id, filters),
    placeholderData: keepPreviousData,
  });
  return <ChartBody visualization={visualization} query={query} />;
}

export function ChartCard({
  visualization,
  canManage,
  onEdit,
  onDelete,
  children,
}: {
  visualization: Visualization;
  canManage: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  children: ReactNode;
}) {
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'break-word' }}>
              {visualization.name}
            </Title>
            <Text size="xs" c="gray.7">
              {VISUALIZATION_TYPE_LABELS[visualization.visualization_type]}
            </Text>
          </div>
          {canManage ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Actions for the chart ${visualization.name}`}
                >
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                  Edit chart
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
                  Remove chart
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function RemoveChartModal({ visualization, onClose }: { visualization: Visualization; onClose: () => void }) {
  const remove = useDeleteVisualization(visualization.dashboard_id);
  const confirm = () =>
    remove.mutate(visualization.id, {
      onSuccess: () => {
        showSuccess('Chart deleted');
        onClose();
      },
      onError: () => showError('The chart could not be deleted. Try again.'),
    });
  return (
    <Modal opened onClose={onClose} title={`Remove the chart “${visualization.name}”?`}>
      <Stack>
        <Text size="sm">
          The chart leaves this dashboard for everyone it is shared with. Your projects are not changed.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Remove chart
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The charts of one dashboard, with add, edit and remove for those whose role manages its visualisations. */
export function DashboardCharts({
  dashboard,
  filters,
  hasSources,
}: {
  dashboard: Dashboard;
  filters: DashboardFilters;
  hasSources: boolean;
}) {
  const charts = useQuery(visualizationsQuery(dashboard.id));
  const queryClient = useQueryClient();
  useEffect(() => {
    if (charts.isError) showError('The charts could not be loaded. Try again.');
  }, [charts.isError]);
  const canManage = dashboard.abilities.manage_visualizations;
  const [modal, setModal] = useState<
    { kind: 'add' } | { kind: 'edit' | 'remove'; visualization: Visualization } | null
  >(null);
  const addButton = canManage ? (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setModal({ kind: 'add' })}
    >
      Add chart
    </Button>
  ) : null;
  const list = charts.data?.results ?? [];
  return (
    <Stack component="section" aria-labelledby="dashboard-charts" gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id="dashboard-charts">
          Charts
        </Title>
        <Group gap="xs">
          {list.length ? (
            <ExportMenu
              input={() =>
                exportInput(dashboard.name, dashboard.organization.name, filters, list, (id) =>
                  queryClient.getQueryData(visualizationDataQuery(id, filters).queryKey),
                )
              }
            />
          ) : null}
          {list.length ? addButton : null}
        </Group>
      </Group>
      {charts.isPending ? (
        <Skeleton h={200} />
      ) : charts.isError ? (
        <LoadError title="Could not load the charts" onRetry={() => void charts.refetch()} />
      ) : list.length === 0 ? (
        <Card withBorder radius="md">
          <EmptyState
            order={3}
            icon={<IconChartBar size={32} stroke={1.5} />}
            title="No charts yet"
            text={
              canManage
                ? 'Add a data source (projects, a form, a plan or a CSV/XLSX file) above, then a chart: bars, lines, pies, a map of Nigeria, tables or single numbers.'
                : 'The owner of this dashboard has not added charts yet.'
            }
            action={addButton}
          />
        </Card>
      ) : (
        <SimpleGrid component="ul" cols={1} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((visualization) => (
            <ChartCard
              key={visualization.id}
              visualization={visualization}
              canManage={canManage}
              onEdit={() => setModal({ kind: 'edit', visualization })}
              onDelete={() => setModal({ kind: 'remove', visualization })}
            >
              <SignedInChartBody visualization={visualization} filters={filters} />
            </ChartCard>
          ))}
        </SimpleGrid>
      )}
      {modal?.kind === 'add' ? (
        hasSources ? (
          <ChartBuilderModal dashboardId={dashboard.id} onClose={() => setModal(null)} />
        ) : (
          <VisualizationFormModal dashboardId={dashboard.id} onClose={() => setModal(null)} />
        )
      ) : null}
      {modal?.kind === 'edit' ? (
        modal.visualization.data_source_id ? (
          <ChartBuilderModal
            dashboardId={dashboard.id}
            visualization={modal.visualization}
            onClose={() => setModal(null)}
          />
        ) : (
          <VisualizationFormModal
            dashboardId={dashboard.id}
            visualization={modal.visualization}
            onClose={() => setModal(null)}
          />
        )
      ) : null}
      {modal?.kind === 'remove' ? (
        <RemoveChartModal visualization={modal.visualization} onClose={() => setModal(null)} />
      ) : null}
    </Stack>
  );
}
