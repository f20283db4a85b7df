import {
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { QUESTION_TYPE_LABELS } from '@oversight/shared/surveys/questions.schemas';
import type { FormSummary, QuestionSummary, RepeatSummary } from '@oversight/shared/surveys/results.schemas';
import { IconChartBar, IconRefresh } from '@tabler/icons-react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useFormSummary } from '../hooks/use-form-summary';
import { defaultChart } from './chart-rows';
import { QuestionChart } from './question-chart';

/** What a question's answers are counted over: the form's responses, or a repeated group's entries. */
type Unit = 'response' | 'entry';
const counted = (count: number, unit: Unit) =>
  `${formatNumber(count)} ${unit === 'entry' ? (count === 1 ? 'entry' : 'entries') : count === 1 ? 'response' : 'responses'}`;

const answeredLine = (summary: QuestionSummary, unit: Unit) =>
  `${formatNumber(summary.answered)} of ${counted(summary.responses, unit)} answered` +
  (summary.kind === 'choice' && summary.multiple ? ' (several choices each)' : '');

function SummaryCard({ summary, unit, order }: { summary: QuestionSummary; unit: Unit; order: 3 | 4 }) {
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={`summary-${summary.name}`}>
      <Stack gap="xs">
        <div>
          <Title order={order} size="h5" id={`summary-${summary.name}`} style={{ overflowWrap: 'anywhere' }}>
            {summary.text || summary.name}
          </Title>
          <Text size="xs" c="gray.7">
            {QUESTION_TYPE_LABELS[summary.question_type]} · {answeredLine(summary, unit)}
          </Text>
        </div>
        <QuestionChart summary={summary} type={defaultChart(summary)} title={summary.text || summary.name} />
      </Stack>
    </Card>
  );
}

function Cards({
  questions,
  unit,
  label,
  order,
}: {
  questions: QuestionSummary[];
  unit: Unit;
  label: string;
  order: 3 | 4;
}) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, md: 2 }}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={label}
    >
      {questions.map((question) => (
        <SummaryCard key={question.name} summary={question} unit={unit} order={order} />
      ))}
    </SimpleGrid>
  );
}

/** A repeated group's questions, counted over its entries (every room of every response), under its own heading. */
function RepeatSection({ repeat, all }: { repeat: RepeatSummary; all: RepeatSummary[] }) {
  const title = repeat.text || repeat.name;
  const headingId = `summary-repeat-${repeat.path.join('-')}`;
  // A repeat inside a repeat names the one holding it.
  const holder =
    repeat.path.length > 1
      ? all.find((other) => other.path.join('/') === repeat.path.slice(0, -1).join('/'))
      : undefined;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <div>
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Badge variant="light" color="gray">
            Repeated group{holder ? ` in ${holder.text || holder.name}` : ''}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          Counted per entry: {counted(repeat.entries, 'entry')} in{' '}
          {formatNumber(repeat.responses_with_entries)} of {counted(repeat.responses, 'response')}
        </Text>
      </div>
      {repeat.entries === 0 ? (
        <Text size="sm" c="gray.7">
          No entries yet.
        </Text>
      ) : (
        <Cards
          questions={repeat.questions}
          unit="entry"
          label={`Summary of each question of ${title}, per entry`}
          order={4}
        />
      )}
    </Stack>
  );
}

function Summaries({ summary }: { summary: FormSummary }) {
  return (
    <Stack gap="xl">
      {summary.questions.length ? (
        <Cards questions={summary.questions} unit="response" label="Summary of each question" order={3} />
      ) : null}
      {summary.repeats.map((repeat) => (
        <RepeatSection key={repeat.path.join('/')} repeat={repeat} all={summary.repeats} />
      ))}
    </Stack>
  );
}

/**
 * Summary cards per question, computed by a job on the server (progress while it runs, refresh on demand); the
 * questions of each repeated group follow under its name, counted per entry.
 */
export function SummaryPanel({ formId }: { formId: string }) {
  const { task, summary, running, error, retry, refresh } = useFormSummary(formId);

  if (error && !summary) return <LoadError title="Could not load the summary" onRetry={retry} />;
  if (!summary && !running && task?.status === 'FAILURE')
    return <LoadError title="The summary could not be computed" text={task.error ?? ''} onRetry={refresh} />;
  if (!summary)
    return (
      <Stack gap="sm" aria-busy="true">
        <Text size="sm" id="summary-progress">
          Counting the answers… {task ? `${task.progress} %` : ''}
        </Text>
        <Progress value={task?.progress ?? 0} aria-labelledby="summary-progress" animated />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={200} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" fw={600}>
            {formatNumber(summary.responses)} {summary.responses === 1 ? 'response' : 'responses'} summarised
          </Text>
          <Text size="xs" c="gray.7" aria-live="polite">
            {running
              ? `Updating… ${task?.progress ?? 0} %`
              : `Counted ${formatDate(summary.computed_at, 'minute')}`}
            {summary.stale && !running ? ' · new responses arrived since' : ''}
          </Text>
        </div>
        <Group gap="xs">
          {summary.stale && !running ? (
            <Badge color="yellow" variant="light">
              Out of date
            </Badge>
          ) : null}
          <Button
            variant="default"
            size="sm"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={refresh}
            loading={running}
          >
            Refresh
          </Button>
        </Group>
      </Group>
      {summary.responses === 0 ? (
        <EmptyState
          order={3}
          icon={<IconChartBar size={32} stroke={1.5} />}
          title="Nothing to summarise yet"
          text="Once people answer the form, each question's answers are counted here."
        />
      ) : (
        <Summaries summary={summary} />
      )}
    </Stack>
  );
}
