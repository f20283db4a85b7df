import { ActionIcon, Alert, Button, Card, Group, Menu, Modal, SimpleGrid, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Dashboard } from '@oversight/shared/dashboards/dashboards.schemas';
import { VISUALIZATION_TYPE_LABELS, type Visualization, type VisualizationData } from '@oversight/shared/dashboards/visualizations.schemas';
import { IconChartBar, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { deleteVisualization } from '../api/delete-visualization';
import { dashboardKeys } from '../api/keys';
import { visualizationDataQuery, visualizationsQuery } from '../api/visualizations';
import { VisualizationFormModal } from './visualization-form-modal';

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
          <Table.Th scope="col" ta="right">
            {data.value_label}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.rows.map((row) => (
          <Table.Tr key={row.key ?? 'none'}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td ta="right">{formatValue(row.value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ChartBody({ visualization }: { visualization: Visualization }) {
  const data = useQuery(visualizationDataQuery(visualization.id));
  if (data.isPending) return <Skeleton h={240} aria-label={`Loading ${visualization.name}`} />;
  if (data.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load this chart's numbers">
        <Button size="xs" variant="white" color="red" onClick={() => void data.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const numbers = data.data;
  if (!numbers.rows.length) return <Text size="sm" c="gray.7">No projects to count yet: the numbers appear once your organisation has projects.</Text>;
  const caption = `${visualization.name}: ${numbers.value_label} by ${numbers.category_label.toLowerCase()}`;
  if (visualization.visualization_type === 'table') return <DataTable data={numbers} caption={caption} />;
  return (
    <>
      <Suspense fallback={<Skeleton h={280} />}>
        <VisualizationChart type={visualization.visualization_type} data={numbers} label={`${caption}. The numbers follow in a table.`} />
      </Suspense>
      <VisuallyHidden>
        <DataTable data={numbers} caption={caption} />
      </VisuallyHidden>
    </>
  );
}

function ChartCard({ visualization, canManage, onEdit, onDelete }: { visualization: Visualization; canManage: boolean; onEdit: () => void; onDelete: () => void }) {
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
                <ActionIcon variant="subtle" color="gray" aria-label={`Actions for the chart ${visualization.name}`}>
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
        <ChartBody visualization={visualization} />
      </Stack>
    </Card>
  );
}

function RemoveChartModal({ visualization, onClose }: { visualization: Visualization; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteVisualization(visualization.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.visualizations(visualization.dashboard_id) });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={`Remove the chart “${visualization.name}”?`}>
      <Stack>
        <Text size="sm">The chart leaves this dashboard for everyone it is shared with. Your projects are not changed.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
            Remove chart
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The charts of one dashboard, with add, edit and remove for those whose role manages its visualisations. */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const charts = useQuery(visualizationsQuery(dashboard.id));
  const canManage = dashboard.abilities.manage_visualizations;
  const [modal, setModal] = useState<{ kind: 'add' } | { kind: 'edit' | 'remove'; visualization: Visualization } | null>(null);
  const addButton = canManage ? (
    <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setModal({ kind: 'add' })}>
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
        {list.length ? addButton : null}
      </Group>
      {charts.isPending ? (
        <Skeleton h={200} />
      ) : charts.isError ? (
        <Alert color="red" variant="light" role="alert" title="Could not load the charts">
          <Button size="xs" variant="white" color="red" onClick={() => void charts.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <Card withBorder radius="md">
          <EmptyState
            order={3}
            icon={<IconChartBar size={32} stroke={1.5} />}
            title="No charts yet"
            text={
              canManage
                ? 'Add a chart to show your organisation’s projects by status, state, sector or start year: how many there are, or what they cost.'
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
            />
          ))}
        </SimpleGrid>
      )}
      {modal?.kind === 'add' ? <VisualizationFormModal dashboardId={dashboard.id} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'edit' ? <VisualizationFormModal dashboardId={dashboard.id} visualization={modal.visualization} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'remove' ? <RemoveChartModal visualization={modal.visualization} onClose={() => setModal(null)} /> : null}
    </Stack>
  );
}
