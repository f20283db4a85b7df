import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CHART_TYPE_LABELS, type Chart, type FormSummary } from '@oversight/shared/surveys/results.schemas';
import { IconChartBar, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { availableFieldsQuery } from '../api/available-fields';
import { chartsQuery } from '../api/charts';
import { useDeleteChart } from '../api/delete-chart';
import { useFormSummary } from '../hooks/use-form-summary';
import { ChartFormModal } from './chart-form-modal';
import { QuestionChart } from './question-chart';

function ChartCard({
  chart,
  summary,
  onDelete,
}: {
  chart: Chart;
  summary: FormSummary | null;
  onDelete: () => void;
}) {
  // A repeat's question is in its repeat's summary, counted over the repeat's entries.
  const repeat = summary?.repeats.find((item) =>
    item.questions.some((question) => question.name === chart.question),
  );
  const question = (repeat?.questions ?? summary?.questions)?.find((item) => item.name === chart.question);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {chart.title}
            </Title>
            <Text size="xs" c="gray.7">
              {CHART_TYPE_LABELS[chart.chart_type]}
              {repeat ? ` · counted per entry of ${repeat.text || repeat.name}` : ''}
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Delete the chart ${chart.title}`}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {!summary ? (
          <Skeleton h={200} />
        ) : question ? (
          <QuestionChart summary={question} type={chart.chart_type} title={chart.title} />
        ) : (
          <Text size="sm" c="gray.7">
            The question this chart drew is no longer in the form.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function DeleteChartModal({ formId, chart, onClose }: { formId: string; chart: Chart; onClose: () => void }) {
  const remove = useDeleteChart(formId);
  return (
    <Modal opened onClose={onClose} title={`Delete the chart “${chart.title}”?`}>
      <Stack>
        <Text size="sm">
          The chart goes for everyone who sees this form's results. The responses are not changed.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => remove.mutate(chart.id, { onSuccess: onClose })}
            loading={remove.isPending}
          >
            Delete chart
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The form's saved charts, drawn from its summary, with Add chart and Delete. */
export function SavedCharts({ formId }: { formId: string }) {
  const charts = useQuery(chartsQuery(formId));
  const fields = useQuery(availableFieldsQuery(formId));
  const { summary } = useFormSummary(formId);
  const [modal, setModal] = useState<{ kind: 'add' } | { kind: 'delete'; chart: Chart } | null>(null);
  const list = charts.data?.results ?? [];
  const usable = fields.data?.fields ?? [];
  const addButton = (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setModal({ kind: 'add' })}
      disabled={!usable.length}
    >
      Add chart
    </Button>
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          Charts
        </Title>
        {list.length ? addButton : null}
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
            text="Save a chart of a question: a bar or pie chart of its answers, a line over time, a map of GPS answers or a table."
            action={addButton}
          />
        </Card>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, md: 2 }}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Saved charts"
        >
          {list.map((chart) => (
            <ChartCard
              key={chart.id}
              chart={chart}
              summary={summary}
              onDelete={() => setModal({ kind: 'delete', chart })}
            />
          ))}
        </SimpleGrid>
      )}
      {modal?.kind === 'add' ? (
        <ChartFormModal formId={formId} fields={usable} onClose={() => setModal(null)} />
      ) : null}
      {modal?.kind === 'delete' ? (
        <DeleteChartModal formId={formId} chart={modal.chart} onClose={() => setModal(null)} />
      ) : null}
    </Stack>
  );
}
